// Every Ladle story in Chromium, in light and dark, LTR and RTL, at 320 and 1280 px (QUALITY.md
// accessibility 1 and 9): zero axe violations for WCAG 2.0-2.2 A/AA, no console errors, and at 320 px no
// horizontal scrolling or clipped content. One test per story and mode so a failure names both.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { openStory, readDocumentMode, readStories, storyModeName, storyModes } from './support/ladle';
import { measureHorizontalOverflow } from './support/layout';
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
            ).toEqual({ theme: mode.theme, dir: mode.dir });
            if (mode.dir === 'rtl') {
              // A story root that pins `dir="ltr"` would make the RTL run check LTR again: derive the
              // direction from Ladle's state (`useLadleContext().globalState.rtl`) or the locale.
              expect(documentMode.storyDirs, 'story content follows the RTL switch').not.toContain('ltr');
            }
            const violations = await runAxe(page, { scriptUrl: `${origin}${axeScriptPath}` });
            expect(violations.length, `axe violations:\n${formatViolations(violations)}`).toBe(0);
            if (mode.width === 320) {
              const overflow = await measureHorizontalOverflow(page);
              expect(
                overflow.scrollWidth,
                `page scrolls horizontally at ${overflow.innerWidth}px (content ${overflow.scrollWidth}px)`,
              ).toBeLessThanOrEqual(overflow.innerWidth);
              expect(overflow.clippedElements, 'elements clip their text horizontally').toEqual([]);
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
