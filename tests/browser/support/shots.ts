// Story screenshots for designers (npm run stories:shots) and the visual regression check
// (tests/browser/visual.test.ts). A shot is a story opened like the story matrix opens it (support/ladle.ts),
// with reduced motion so no fade is caught half-way, and the caret hidden so a focused field paints the
// same every time.
import type { Page } from 'playwright-core';
import { openStory, type StoryEntry, type StoryMode } from './ladle';

/** One cell of the gallery: colour scheme and viewport width, always in English. */
export interface ShotMode {
  readonly theme: 'light' | 'dark';
  readonly width: 1280 | 320;
}

/** The gallery's four cells per story (issue 18 §4). */
export const galleryModes: readonly ShotMode[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 320 },
  { theme: 'dark', width: 320 },
];

export function shotName(storyId: string, mode: ShotMode): string {
  return `${storyId}.${mode.theme}.${String(mode.width)}.png`;
}

function asStoryMode(mode: ShotMode): StoryMode {
  return {
    name: `${mode.theme}-${String(mode.width)}`,
    theme: mode.theme,
    rtl: false,
    dir: 'ltr',
    width: mode.width,
    locale: 'en-US',
    checks: [],
  };
}

/** Caret and text-field blinking off: a shot must not depend on when the caret blinked. */
const stillCss = '*, *::before, *::after { caret-color: transparent !important; }';

/**
 * Opens `story` in `mode` and returns a PNG. `fullPage` captures the whole story; otherwise the shot is
 * clipped to the story's content (the kit's card when there is one, else the story column), which keeps
 * committed baselines small.
 */
export async function shootStory(
  page: Page,
  origin: string,
  story: StoryEntry,
  mode: ShotMode,
  options: { readonly fullPage: boolean },
): Promise<Buffer> {
  await openStory(page, origin, story, asStoryMode(mode));
  await page.addStyleTag({ content: stillCss });
  if (options.fullPage) {
    return page.screenshot({ fullPage: true, animations: 'disabled' });
  }
  const box = await page.evaluate(() => {
    const root = document.getElementById('ladle-root') ?? document.body;
    // The card and the page footer under it when the story renders the shell, else the story column
    // (.ladle/components.tsx marks it), with a 16 px margin of page background.
    const parts = Array.from(root.querySelectorAll('.ik-card, .ik-page-footer'));
    const targets = parts.length > 0 ? parts : Array.from(root.querySelectorAll('[data-story-column]'));
    const rects = (targets.length > 0 ? targets : [root]).map((element) => element.getBoundingClientRect());
    const left = Math.min(...rects.map((rect) => rect.left)) - 16;
    const top = Math.min(...rects.map((rect) => rect.top)) - 16;
    const right = Math.max(...rects.map((rect) => rect.right)) + 16;
    const bottom = Math.max(...rects.map((rect) => rect.bottom)) + 16;
    const x = Math.max(0, Math.floor(left));
    const y = Math.max(0, Math.floor(top + window.scrollY));
    return {
      x,
      y,
      width: Math.min(Math.ceil(right) - x, document.documentElement.clientWidth - x),
      height: Math.min(Math.ceil(bottom - top), 2400),
    };
  });
  return page.screenshot({ clip: box, fullPage: true, animations: 'disabled' });
}
