// Horizontal clipping checks for narrow viewports (WCAG 1.4.10 Reflow: usable at 320 CSS px with no
// horizontal scrolling; QUALITY.md accessibility 9: nothing clipped).
import type { Page } from 'playwright-core';

/** What overflows horizontally: the page itself, and elements that cut their own content off. */
export interface HorizontalOverflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  /** Elements with `overflow-x: hidden|clip` whose content is wider than their box, as short CSS paths. */
  readonly clippedElements: readonly string[];
}

export async function measureHorizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
        parts.unshift(`${node.tagName.toLowerCase()}${id}${className ? `.${className}` : ''}`);
      }
      return parts.join(' > ');
    };
    const clippedElements: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) {
        continue;
      }
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') {
        continue;
      }
      // Visually-hidden text (sr-only: 1px box, clip or clip-path) is meant to be clipped.
      const visuallyHidden =
        element.clientWidth <= 1 ||
        style.clip !== 'auto' ||
        (style.clipPath !== 'none' && style.clipPath !== '');
      if (!visuallyHidden && element.scrollWidth > element.clientWidth + 1) {
        clippedElements.push(
          `${describe(element)} (content ${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
      }
    }
    const scroller = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, clippedElements };
  });
}

/**
 * Elements laid out with physical sides in a right-to-left context (QUALITY.md accessibility 9: logical
 * properties only, so RTL mirrors): a computed `text-align` of `left`/`right` or a `float` to a side. Inside a
 * `dir="ltr"` island (a phone number or code field kept left to right on purpose) nothing is reported.
 */
export async function measurePhysicalAlignment(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.getElementById('ladle-root') ?? document.body;
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || element.closest('[dir="ltr"]') !== null) {
        continue;
      }
      const style = getComputedStyle(element);
      if (style.direction !== 'rtl' || style.display === 'none') {
        continue;
      }
      const physical = [
        style.textAlign === 'left' || style.textAlign === 'right' ? `text-align: ${style.textAlign}` : '',
        style.float === 'left' || style.float === 'right' ? `float: ${style.float}` : '',
      ].filter((part) => part !== '');
      if (physical.length > 0) {
        const className =
          typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
        found.push(
          `${element.tagName.toLowerCase()}${className ? `.${className}` : ''} (${physical.join(', ')})`,
        );
      }
    }
    return found;
  });
}

/**
 * One-time-code fields whose input does not cover its drawn cells (issue 18 §1: one input drawn as cells). The
 * digits are spaced to the cell pitch only while the input spans the cells; a one-off width on the input (the
 * account code forms had `max-w-48`) leaves the last cells outside it, so typed digits miss their cells and the
 * focus ring frames part of the row.
 */
export async function measureCodeCellMismatch(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const field of Array.from(document.querySelectorAll('.ik-code'))) {
      const input = field.querySelector('input');
      const cells = field.querySelector('.ik-code-cells');
      if (input === null || cells === null) {
        continue;
      }
      const inputBox = input.getBoundingClientRect();
      const cellsBox = cells.getBoundingClientRect();
      if (inputBox.left > cellsBox.left + 1 || inputBox.right < cellsBox.right - 1) {
        found.push(
          `${input.id || input.name}: input ${Math.round(inputBox.left)}-${Math.round(inputBox.right)}px, cells ${Math.round(cellsBox.left)}-${Math.round(cellsBox.right)}px`,
        );
      }
    }
    return found;
  });
}
