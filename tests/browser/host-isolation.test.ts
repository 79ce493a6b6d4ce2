// Issue 18 §2: the kit's stylesheet stays inside the kit, and a host page's own Tailwind build stays outside
// it. One page holds host markup and kit markup (fixtures/host-page) with two stylesheets: the host's real
// Tailwind v4 build (preflight, its own --spacing, base rules for h1 and button, `.container`, `.p-4`) and the
// kit's ui/styles.css. A fresh page per setup adopts the sheets alone and in both orders, and the test compares
// computed styles: the host's elements look the same with or without the kit (in either load
// order), and the kit's elements look the same with or without the host.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { startStaticServer, type StaticServer } from './support/static-server';

const run = promisify(execFile);
const fixture = join(process.cwd(), 'tests', 'browser', 'fixtures', 'host-page');
const tailwind = join(process.cwd(), 'node_modules', '.bin', 'tailwindcss');

let dir = '';
let browser: Browser | undefined;
let server: StaticServer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(process.cwd(), 'build', 'host-page-'));
  await Promise.all([
    run(tailwind, ['-i', join(fixture, 'host.css'), '-o', join(dir, 'host.css')]),
    run(tailwind, ['-i', join(process.cwd(), 'ui', 'styles.css'), '-o', join(dir, 'kit.css')]),
    copyFile(join(fixture, 'index.html'), join(dir, 'index.html')),
  ]);
  [browser, server] = await Promise.all([launchBrowser(), startStaticServer(dir)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await rm(dir, { recursive: true, force: true });
});

type Setup = 'host only' | 'kit only' | 'kit after host' | 'kit before host';
type Styles = Record<string, Record<string, string>>;
const SHEETS: Record<Setup, string[]> = {
  'host only': ['host.css'],
  'kit only': ['kit.css'],
  'kit after host': ['host.css', 'kit.css'],
  'kit before host': ['kit.css', 'host.css'],
};

test('host and kit styles do not reach each other, whichever loads first', async () => {
  // Each setup gets a fresh page, so no reading depends on the one before it. (Readings in one document once
  // showed the previous setup's values on a loaded CI machine: reduced motion then shortened transitions to
  // 0.01 ms instead of removing them, so every property of the kit transitioned; base.css now removes them.)
  const readSetup = async (setup: Setup, keepOpen = false): Promise<{ styles: Styles; page?: Page }> => {
    // Reduced motion: the kit's 150 ms colour transitions are removed (base.css).
    const page = await browser!.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    try {
      await page.goto(`${server!.origin}/`, { waitUntil: 'load' });
      // The sheets are adopted as constructed stylesheets: the array order is the load order (toggling
      // <link>s re-fetches them and raced in Chromium).
      const styles = await page.evaluate(async (order) => {
        document.adoptedStyleSheets = await Promise.all(
          order.map(async (url) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(await fetch(url).then((response) => response.text()));
            return sheet;
          }),
        );
        // Two frames, so the reading comes after the first style and layout of the adopted sheets.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const properties = [
          // Not `width`: the host's preflight removes the body margin, which changes every block's width.
          'max-width',
          'padding-top',
          'padding-left',
          'margin-top',
          'font-size',
          'font-weight',
          'font-family',
          'letter-spacing',
          'text-transform',
          'color',
          'background-color',
          'border-top-left-radius',
          'border-top-width',
          'block-size',
        ];
        const ids = [
          'host',
          'host-h1',
          'host-button',
          'host-p4',
          'kit',
          'kit-p4',
          'kit-h1',
          'kit-button',
          'kit-input',
          'kit-container',
        ];
        return Object.fromEntries(
          ids.map((id) => {
            const style = getComputedStyle(document.getElementById(id)!);
            return [id, Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))];
          }),
        );
      }, SHEETS[setup]);
      return keepOpen ? { styles, page } : { styles };
    } finally {
      if (!keepOpen) {
        await page.close();
      }
    }
  };
  const [hostOnly, kitOnly, kitBefore] = await Promise.all([
    readSetup('host only').then((reading) => reading.styles),
    readSetup('kit only').then((reading) => reading.styles),
    readSetup('kit before host').then((reading) => reading.styles),
  ]);
  const after = await readSetup('kit after host', true);
  const kitAfter = after.styles;
  const page = after.page!;
  try {
    const pick = (styles: Styles, side: 'host' | 'kit'): Styles =>
      Object.fromEntries(Object.entries(styles).filter(([id]) => id.startsWith(side)));

    // The fixture really exercises the collisions: the host's own values differ from the kit's.
    expect(hostOnly['host']?.['max-width'], "the host's own .container").toBe('960px');
    expect(hostOnly['host-p4']?.['padding-top'], "host's --spacing: 0.3rem").toBe('19.2px');
    expect(kitOnly['kit-p4']?.['padding-top']).toBe('16px');
    expect(hostOnly['host-h1']?.['font-size']).not.toBe(kitOnly['kit-h1']?.['font-size']);

    expect(pick(kitAfter, 'host'), 'host elements, kit loaded after the host').toEqual(
      pick(hostOnly, 'host'),
    );
    expect(pick(kitBefore, 'host'), 'host elements, kit loaded before the host').toEqual(
      pick(hostOnly, 'host'),
    );
    expect(pick(kitAfter, 'kit'), 'kit elements, kit loaded after the host').toEqual(pick(kitOnly, 'kit'));
    expect(pick(kitBefore, 'kit'), 'kit elements, kit loaded before the host').toEqual(pick(kitOnly, 'kit'));
    // Nothing of the kit's on the host's root: no Tailwind theme variables written to :root.
    const rootVariables = await page.evaluate(() =>
      ['--spacing', '--color-ik-primary', '--text-sm'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(name),
      ),
    );
    expect(rootVariables).toEqual(['0.3rem', '', '0.875rem']);
  } finally {
    await page.close();
  }
});
