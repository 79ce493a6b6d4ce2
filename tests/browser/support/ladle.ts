// Ladle build helpers: build the stories into a private folder, list them, and open one in a given mode.
// Ladle 5 reads `story`, `mode`, `theme` and `rtl` from the query string (node_modules/@ladle/react/lib/app/
// src/addons/*.tsx). Its `width` parameter only sizes an iframe outside preview mode, so the harness sets the
// real viewport instead: the story then meets the same media queries a phone would.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

const run = promisify(execFile);

/** Builds every story with `ladle build` into `outDir`, a path relative to the working directory. */
export async function buildStories(outDir: string): Promise<void> {
  const ladle = join(process.cwd(), 'node_modules', '.bin', 'ladle');
  try {
    await run(ladle, ['build', '--outDir', outDir], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    throw new Error(`ladle build failed:\n${detail}`);
  }
}

/** A story as the harness needs it. */
export interface StoryEntry {
  readonly id: string;
  /**
   * CSS selector the story declares with `MyStory.meta = { waitFor: '...' }` (or a file's default export
   * `{ meta: { waitFor } }`): the harness waits for it before checking, for stories that reach their state
   * asynchronously (a playground reply after password hashing, a step after an automatic submit).
   */
  readonly waitFor: string | null;
}

/** Stories from Ladle's `meta.json`, sorted by id so the test order is stable. */
export async function readStories(storiesDir: string): Promise<StoryEntry[]> {
  const meta = JSON.parse(await readFile(join(storiesDir, 'meta.json'), 'utf8')) as {
    stories?: Record<string, { meta?: { waitFor?: unknown } }>;
  };
  return Object.entries(meta.stories ?? {})
    .map(([id, story]) => {
      const waitFor = story.meta?.waitFor;
      return { id, waitFor: typeof waitFor === 'string' && waitFor !== '' ? waitFor : null };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One cell of the story matrix (QUALITY.md accessibility 1). */
export interface StoryMode {
  readonly theme: 'light' | 'dark';
  readonly dir: 'ltr' | 'rtl';
  readonly width: 320 | 1280;
}

export const storyModes: readonly StoryMode[] = (['light', 'dark'] as const).flatMap((theme) =>
  (['ltr', 'rtl'] as const).flatMap((dir) => ([320, 1280] as const).map((width) => ({ theme, dir, width }))),
);

export function storyModeName(mode: StoryMode): string {
  return `${mode.theme} ${mode.dir} ${mode.width}px`;
}

/** The preview URL of one story in one mode. */
export function storyUrl(origin: string, storyId: string, mode: StoryMode): string {
  const query = new URLSearchParams({
    story: storyId,
    mode: 'preview',
    theme: mode.theme,
    rtl: String(mode.dir === 'rtl'),
    width: String(mode.width),
  });
  return `${origin}/?${query.toString()}`;
}

/**
 * Opens a story and waits until it has rendered: Ladle sets `data-storyloaded` on <html> when its lazy
 * story chunk has replaced the loading ring; then the story's own `waitFor` selector if it declares one; then the DOM must stay unchanged for a short quiet window
 * (stories drive real hooks against the in-browser playground, whose replies land a little later), and
 * fonts and two frames settle so axe sees the painted result, not a half-rendered one. A quiet DOM is
 * used instead of playwright's `networkidle`, which always costs 500 ms and misses timer-driven updates.
 */
export async function openStory(
  page: Page,
  origin: string,
  story: StoryEntry,
  mode: StoryMode,
): Promise<void> {
  await page.setViewportSize({ width: mode.width, height: 800 });
  // Ladle's theme switch is a data attribute; the media query is emulated too so CSS keyed on either agrees.
  await page.emulateMedia({ colorScheme: mode.theme });
  await page.goto(storyUrl(origin, story.id, mode), { waitUntil: 'load' });
  await page.waitForSelector('html[data-storyloaded]', { state: 'attached', timeout: 20_000 });
  if (story.waitFor !== null) {
    await page.waitForSelector(story.waitFor, { state: 'attached', timeout: 15_000 });
  }
  await waitForQuietDom(page);
}

/**
 * Resolves once the document has had no DOM mutation for `quietMs` (or after `maxMs`, so a story with a
 * ticking countdown still gets checked), then after fonts and two animation frames.
 */
export async function waitForQuietDom(page: Page, quietMs = 150, maxMs = 5_000): Promise<void> {
  await page.evaluate(
    async ({ quiet, max }) => {
      await new Promise<void>((done) => {
        let timer = setTimeout(finish, quiet);
        const cap = setTimeout(finish, max);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quiet);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function finish(): void {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          done();
        }
      });
      await document.fonts.ready;
      await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    },
    { quiet: quietMs, max: maxMs },
  );
}

/** What the document says about itself after load, to prove the mode took effect. */
export interface DocumentMode {
  /** Ladle's `data-theme` on <html>. */
  readonly theme: string | null;
  /** Computed direction of <html>. */
  readonly dir: string;
  /**
   * Computed direction of each outermost element inside the story that sets `dir` itself (e.g. the kit's
   * `<Root>`). Inner ones (a phone or code field kept LTR) are not listed.
   */
  readonly storyDirs: readonly string[];
}

export async function readDocumentMode(page: Page): Promise<DocumentMode> {
  return page.evaluate(() => {
    const root = document.getElementById('ladle-root') ?? document.body;
    const outermost = Array.from(root.querySelectorAll('[dir]')).filter(
      (element) =>
        !element.parentElement?.closest('[dir]') ||
        element.parentElement.closest('[dir]') === document.documentElement,
    );
    return {
      theme: document.documentElement.getAttribute('data-theme'),
      dir: getComputedStyle(document.documentElement).direction,
      storyDirs: outermost.map((element) => getComputedStyle(element).direction),
    };
  });
}
