// Every Ladle story in Chromium (QUALITY.md accessibility 1 and 9). The full axe rule set (WCAG 2.0-2.2
// A/AA) runs once per story, in the default mode; each other mode loads the story again and checks what that
// mode can break: colour contrast in dark, direction and mirrored layout in RTL and the bidi pseudo-locale,
// reflow, target size and clipping at 320 px under the accented pseudo-locale's longer text. Every mode also
// fails on console errors and failed loads. One test per story and mode so a failure names both.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { colourRules, formatViolations, runAxe, targetSizeRules } from './support/axe';
import { launchBrowser } from './support/chromium';
import {
  openStory,
  readDocumentMode,
  readStories,
  storyModeName,
  storyModes,
  type StoryCheck,
  type StoryMode,
} from './support/ladle';
import {
  measureCodeCellMismatch,
  measureHorizontalOverflow,
  measurePhysicalAlignment,
} from './support/layout';
import { watchPageErrors } from './support/page-errors';
import { createPagePool, type PagePool } from './support/page-pool';
import { axeScriptPath, startStaticServer, type StaticServer } from './support/static-server';

const storiesDir = inject('storiesDir');
const stories = await readStories(storiesDir);

let browser: Browser | undefined;
let server: StaticServer | undefined;
let pages: PagePool | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startStaticServer(storiesDir)]);
  // As many pages as tests run at once (vitest.browser.config.ts maxConcurrency), each in its own context
  // wiped before every story (support/page-pool.ts): no story sees another's cookies or storage. Reduced
  // motion so axe never sees a half-faded colour (as launchChromium does).
  pages = createPagePool(browser, Number(process.env['BROWSER_CONCURRENCY'] ?? '4'), {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
});

afterAll(async () => {
  await pages?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

test('the story build lists at least one story', () => {
  expect(stories.length).toBeGreaterThan(0);
});

async function expectNoAxeViolations(page: Page, origin: string, rules?: readonly string[]): Promise<void> {
  const violations = await runAxe(page, {
    scriptUrl: `${origin}${axeScriptPath}`,
    ...(rules === undefined ? {} : { rules }),
  });
  expect(violations.length, `axe violations:\n${formatViolations(violations)}`).toBe(0);
}

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await measureHorizontalOverflow(page);
  expect(
    overflow.scrollWidth,
    `page scrolls horizontally at ${overflow.innerWidth}px (content ${overflow.scrollWidth}px)`,
  ).toBeLessThanOrEqual(overflow.innerWidth);
  expect(overflow.clippedElements, 'elements clip their text horizontally').toEqual([]);
  expect(await measureCodeCellMismatch(page), 'code inputs that do not cover their cells').toEqual([]);
}

const runCheck: Record<StoryCheck, (page: Page, origin: string, mode: StoryMode) => Promise<void>> = {
  axe: (page, origin) => expectNoAxeViolations(page, origin),
  contrast: (page, origin) => expectNoAxeViolations(page, origin, colourRules),
  direction: async (page) => {
    // A story root that pins `dir="ltr"` would make the RTL run check LTR again: derive the direction from
    // Ladle's state (`useLadleContext().globalState.rtl`) or the locale.
    const { storyDirs } = await readDocumentMode(page);
    expect(storyDirs.length, 'the story renders inside a root that sets its direction').toBeGreaterThan(0);
    expect(storyDirs, 'story content follows the RTL switch or locale').not.toContain('ltr');
    expect(await measurePhysicalAlignment(page), 'physical left/right alignment in RTL').toEqual([]);
    await expectNoOverflow(page);
  },
  reflow: async (page, origin) => {
    await expectNoOverflow(page);
    await expectNoAxeViolations(page, origin, targetSizeRules);
  },
};

for (const story of stories) {
  describe.concurrent(`story ${story.id}`, () => {
    for (const mode of storyModes) {
      test(storyModeName(mode), async () => {
        if (!server || !pages) {
          throw new Error('Chromium or the story server did not start (see beforeAll).');
        }
        const origin = server.origin;
        await pages.withPage(async (page) => {
          const errors = watchPageErrors(page);
          try {
            await openStory(page, origin, story, mode).catch((error: unknown) => {
              // A story that never renders usually said why on the console: show it with the timeout.
              throw new Error(`${String(error)}\npage errors:\n${errors.messages.join('\n') || '(none)'}`);
            });
            const documentMode = await readDocumentMode(page);
            expect(
              { theme: documentMode.theme, dir: documentMode.dir },
              'Ladle applied the theme and direction',
            ).toEqual({ theme: mode.theme, dir: mode.rtl ? 'rtl' : 'ltr' });
            // Ladle's global provider wraps every story in the kit's <Root lang>: the locale control took effect.
            expect(documentMode.rootLang, 'the kit root got the locale control').toBe(mode.locale);
            for (const check of mode.checks) {
              await runCheck[check](page, origin, mode);
            }
            expect(errors.messages, 'console errors').toEqual([]);
          } finally {
            errors.stop();
          }
        });
      });
    }
  });
}
