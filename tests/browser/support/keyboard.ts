// Keyboard-only driver for journeys (QUALITY.md accessibility 8, WCAG 2.1.1, 2.4.7, 2.4.11): it moves only
// with Tab and Enter (and types text into the focused field), and after every Tab asserts that focus
// landed on a real element, that the element shows a focus indicator, and that nothing covers it.
import type { Page } from 'playwright-core';

/** What the driver knows about the focused element. */
export interface FocusInfo {
  readonly tag: string;
  readonly role: string | null;
  /** Accessible-ish name: aria-label, associated label text, or the element's own text. */
  readonly name: string;
  /** Problems that make focus invisible; empty when focus is visible. */
  readonly problems: readonly string[];
}

/** Reads the focused element and checks its focus is visible (runs in the page). */
async function readFocus(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { tag: 'body', role: null, name: '', problems: ['focus is on the page body, not on a control'] };
    }
    const labelled = element.getAttribute('aria-labelledby');
    const labelText = labelled
      ? labelled
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const fieldLabels =
      'labels' in element && element.labels instanceof NodeList
        ? Array.from(element.labels as NodeListOf<HTMLLabelElement>)
            .map((label) => label.textContent ?? '')
            .join(' ')
        : '';
    const name = (
      element.getAttribute('aria-label') ??
      (labelText || fieldLabels || element.textContent) ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const problems: string[] = [];
    if (!element.matches(':focus-visible')) {
      problems.push('element does not match :focus-visible');
    }
    // A focus indicator: an outline with width and a non-transparent colour, or a box-shadow ring
    // (Tailwind's `ring-*`). Indicators drawn by other means are not recognised; use outline or ring.
    const transparent = (colour: string): boolean =>
      colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour) || /\/\s*0\)$/.test(colour);
    const drawsRing = (drawer: Element): boolean => {
      const style = getComputedStyle(drawer);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor);
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    };
    const hasSize = (drawer: Element): boolean => {
      const box = drawer.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    // The ring may be drawn for the control by one element named for it: its wrapper or a sibling marked
    // `data-focus-ring` (the one-time-code input's cells, which the input runs past). Nothing else counts,
    // and the marked element must itself draw the ring while the control has focus.
    const parent = element.parentElement;
    const designated = [
      ...(parent?.hasAttribute('data-focus-ring') === true ? [parent] : []),
      ...Array.from(parent?.children ?? []).filter(
        (sibling) => sibling !== element && sibling.hasAttribute('data-focus-ring'),
      ),
    ];
    if (!drawsRing(element) && !designated.some((drawer) => drawsRing(drawer) && hasSize(drawer))) {
      problems.push(
        designated.length > 0
          ? 'no visible focus indicator (outline or box-shadow ring) on it or its [data-focus-ring] element'
          : 'no visible focus indicator (outline or box-shadow ring)',
      );
    }
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) {
      problems.push('focused element has no size');
    } else {
      // WCAG 2.4.11 Focus Not Obscured: the centre of the control must be the control, not sticky content.
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && top !== element && !element.contains(top) && !top.contains(element)) {
        problems.push(`focused element is covered by <${top.tagName.toLowerCase()}>`);
      }
    }
    return { tag: element.tagName.toLowerCase(), role: element.getAttribute('role'), name, problems };
  });
}

function describeFocus(focus: FocusInfo): string {
  return `<${focus.tag}${focus.role ? ` role=${focus.role}` : ''}> "${focus.name}"`;
}

/** Drives a page with Tab, Enter and typed text only. */
export interface KeyboardDriver {
  /** Presses Tab once and returns the newly focused element; throws when its focus is not visible. */
  tab(): Promise<FocusInfo>;
  /** Tabs until the focused element's name matches, at most `maxTabs` times; throws when never reached. */
  tabTo(name: string | RegExp, maxTabs?: number): Promise<FocusInfo>;
  /** Presses Enter on the focused element. */
  enter(): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** The focused element now, with any focus-visibility problems (does not throw). */
  focused(): Promise<FocusInfo>;
}

export function keyboardDriver(page: Page): KeyboardDriver {
  const tab = async (): Promise<FocusInfo> => {
    await page.keyboard.press('Tab');
    const focus = await readFocus(page);
    if (focus.problems.length > 0) {
      throw new Error(`focus not visible on ${describeFocus(focus)}: ${focus.problems.join('; ')}`);
    }
    return focus;
  };
  return {
    tab,
    tabTo: async (name, maxTabs = 40) => {
      const seen: string[] = [];
      for (let i = 0; i < maxTabs; i += 1) {
        const focus = await tab();
        if (typeof name === 'string' ? focus.name === name : name.test(focus.name)) {
          return focus;
        }
        seen.push(describeFocus(focus));
      }
      throw new Error(`Tab never reached "${String(name)}" in ${maxTabs} presses; saw ${seen.join(', ')}`);
    },
    enter: async () => {
      await page.keyboard.press('Enter');
    },
    type: async (text) => {
      await page.keyboard.type(text);
    },
    focused: () => readFocus(page),
  };
}
