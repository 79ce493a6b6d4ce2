// Issue 18 §2: the kit's stylesheet stays inside the kit, and a host page's own Tailwind build stays outside
// it. One page holds host markup and kit markup (fixtures/host-page) with two stylesheets: the host's real
// Tailwind v4 build (preflight, its own --spacing, base rules for h1 and button, `.container`, `.p-4`) and the
// kit's ui/styles.css. In ONE page load the test adopts the sheets alone and in both orders, and compares
// computed styles: the host's elements look the same with or without the kit (in either load
// order), and the kit's elements look the same with or without the host.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
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

test('host and kit styles do not reach each other, whichever loads first', async () => {
  // Reduced motion: the kit's 150 ms colour transitions are cut to 0.01 ms (base.css).
  const page = await browser!.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    await page.goto(`${server!.origin}/`, { waitUntil: 'load' });
    // The two sheets are adopted as constructed stylesheets: switching `adoptedStyleSheets` is synchronous
    // and its array order is the load order (toggling <link>s re-fetches them and raced in Chromium).
    const readings = await page.evaluate(
      async (setups) => {
        const [hostText, kitText] = await Promise.all(
          ['host.css', 'kit.css'].map((url) => fetch(url).then((response) => response.text())),
        );
        const host = new CSSStyleSheet();
        host.replaceSync(hostText ?? '');
        const kit = new CSSStyleSheet();
        kit.replaceSync(kitText ?? '');
        const sheets: Record<string, CSSStyleSheet[]> = {
          'host only': [host],
          'kit only': [kit],
          'kit after host': [host, kit],
          'kit before host': [kit, host],
        };
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
        const result: Record<string, Record<string, Record<string, string>>> = {};
        for (const setup of setups) {
          document.adoptedStyleSheets = sheets[setup] ?? [];
          // Two frames, so a switch is read after the (reduced-motion, 0.01 ms) transitions it starts.
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const styles: Record<string, Record<string, string>> = {};
          for (const id of ids) {
            const style = getComputedStyle(document.getElementById(id)!);
            styles[id] = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
          }
          result[setup] = styles;
        }
        document.adoptedStyleSheets = sheets['kit after host'] ?? [];
        return result;
      },
      ['host only', 'kit only', 'kit after host', 'kit before host'] satisfies Setup[],
    );
    const pick = (styles: Styles, side: 'host' | 'kit'): Styles =>
      Object.fromEntries(Object.entries(styles).filter(([id]) => id.startsWith(side)));

    const hostOnly = readings['host only'] ?? {};
    const kitOnly = readings['kit only'] ?? {};
    const kitAfter = readings['kit after host'] ?? {};
    const kitBefore = readings['kit before host'] ?? {};

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
