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
