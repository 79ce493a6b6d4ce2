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

/**
 * What a mode checks (QUALITY.md accessibility 1): the full axe rule set runs once per story, in the default
 * mode; every other mode runs only the checks that what it changes can break, so a story costs one full axe
 * run (and five loads) instead of eight.
 */
export type StoryCheck =
  /** Every axe rule of the WCAG 2.0-2.2 A/AA tags. */
  | 'axe'
  /** Axe's colour rules only: a theme changes colours, not structure or names. */
  | 'contrast'
  /** Right to left: the direction took effect, the layout is mirrored (no physical alignment), no overflow. */
  | 'direction'
  /**
   * WCAG 1.4.10 reflow and 2.5.8 target size at 320 px, and text expansion: no horizontal scroll, nothing
   * clipped, targets large enough.
   */
  | 'reflow';

/** One cell of the story matrix. */
export interface StoryMode {
  readonly name: string;
  readonly theme: 'light' | 'dark';
  /** Ladle's RTL switch; a right-to-left locale turns the story right to left without it. */
  readonly rtl: boolean;
  /** The direction the story must end up in. */
  readonly dir: 'ltr' | 'rtl';
  readonly width: 320 | 1280;
  /** The story's locale control (`.ladle/components.tsx` STORY_LOCALES). */
  readonly locale: 'en-US' | 'en-XA' | 'ar-XB';
  readonly checks: readonly StoryCheck[];
}

export const storyModes: readonly StoryMode[] = [
  { name: 'default', theme: 'light', rtl: false, dir: 'ltr', width: 1280, locale: 'en-US', checks: ['axe'] },
  { name: 'dark', theme: 'dark', rtl: false, dir: 'ltr', width: 1280, locale: 'en-US', checks: ['contrast'] },
  { name: 'rtl', theme: 'light', rtl: true, dir: 'rtl', width: 1280, locale: 'en-US', checks: ['direction'] },
  // ar-XB: the bidi pseudo-locale, right to left from the locale alone (no RTL switch).
  {
    name: 'pseudo-rtl',
    theme: 'light',
    rtl: false,
    dir: 'rtl',
    width: 1280,
    locale: 'ar-XB',
    checks: ['direction'],
  },
  // 320 px in en-XA, the accented pseudo-locale (about a third longer): the narrowest width with the longest
  // text, so one load proves reflow and target size (WCAG 1.4.10, 2.5.8) and text expansion together. A
  // story that overflows at 320 px in English overflows here too, with less room for its longer text.
  {
    name: '320px pseudo-locale',
    theme: 'light',
    rtl: false,
    dir: 'ltr',
    width: 320,
    locale: 'en-XA',
    checks: ['reflow'],
  },
];

export function storyModeName(mode: StoryMode): string {
  return `${mode.name} (${mode.checks.join(', ')})`;
}

/** The preview URL of one story in one mode (`arg-locale` sets Ladle's locale control). */
export function storyUrl(origin: string, storyId: string, mode: StoryMode): string {
  const query = new URLSearchParams({
    story: storyId,
    mode: 'preview',
    theme: mode.theme,
    rtl: String(mode.rtl),
    width: String(mode.width),
    'arg-locale': mode.locale,
  });
  return `${origin}/?${query.toString()}`;
}

/**
 * Opens a story and waits until it has rendered: Ladle sets `data-storyloaded` on <html> when its lazy
 * story chunk has replaced the loading ring; then the kit root in the mode's locale; then the story's own `waitFor` selector if it declares one; then the DOM must stay unchanged for a short quiet window
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
  // Ladle applies `arg-*` controls after the story's first render, and on a loaded machine the story can sit
  // for longer than the quiet window between the two: wait until the kit's root (every story is wrapped in
  // `<Root lang>` by .ladle/components.tsx) carries the mode's locale, so no check runs on the wrong render.
  await page.waitForSelector(`#ladle-root .ik-root[lang="${mode.locale}"]`, {
    state: 'attached',
    timeout: 20_000,
  });
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
  /** `lang` of the kit's outermost root (`.ik-root`) inside the story, the locale the story was given. */
  readonly rootLang: string | null;
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
      rootLang: root.querySelector('.ik-root')?.getAttribute('lang') ?? null,
    };
  });
}
