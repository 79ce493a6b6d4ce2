/**
 * Builds the demo page (Node only): bundles ./app.tsx with esbuild the way a product would ship it
 * (minified, production React, ESM) and compiles ./demo.css (the kit's ui/styles.css plus the demo's own
 * utilities) with the Tailwind CLI, as `npm run build` does for the kit. The result is a map of static
 * routes for `startPlaygroundServer({ staticRoutes })`: the pages (`/`, `/signup`, `/recovery`, `/invitation`,
 * any query), `/demo.js`, `/demo.css` (`buildDemo`), or files in a folder (`writeDemo`, then `readDemo`: the browser tests build once per run).
 * esbuild and the CLI are dev tools, loaded only here; nothing of this reaches the playground's own bundle.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type * as Esbuild from 'esbuild';
import type { StaticAsset } from '../server';
import { DEMO_PAGE_PATHS } from './pages';
import { readEmbedDemo, writeEmbedDemo } from './embed';

const run = promisify(execFile);

export interface BuildDemoOptions {
  /** The repository root (where node_modules and playground/ are). @default process.cwd() */
  readonly root?: string;
}

const HTML =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>identity-kit playground demo</title><link rel="icon" href="/favicon.ico">' +
  '<link rel="stylesheet" href="/demo.css"></head>' +
  '<body><div id="root"></div><script type="module" src="/demo.js"></script></body></html>';

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

const PAGE = { file: 'index.html', contentType: 'text/html; charset=utf-8' } as const;

/** File names of a built demo, by route: every demo page (`/`, `/signup`, `/recovery`, `/invitation`) is the
 *  same HTML; the bundle picks the page from the path (pages.ts). */
const FILES: Readonly<Record<string, { readonly file: string; readonly contentType: string }>> = {
  ...Object.fromEntries(Object.values(DEMO_PAGE_PATHS).map((path) => [path, PAGE])),
  '/demo.js': { file: 'demo.js', contentType: 'text/javascript; charset=utf-8' },
  '/demo.css': { file: 'demo.css', contentType: 'text/css; charset=utf-8' },
  // The playground's own pages (/callback) have no icon link: answer the browser's request quietly.
  '/favicon.ico': { file: 'favicon.svg', contentType: 'image/svg+xml' },
};

/** Bundles the page and its stylesheet into `outDir` (index.html, demo.js, demo.css, favicon.svg). */
export async function writeDemo(outDir: string, options: BuildDemoOptions = {}): Promise<void> {
  const root = options.root ?? process.cwd();
  // A computed specifier: the playground's tsup build must not try to bundle esbuild.
  const esbuildName = 'esbuild';
  const { build } = (await import(/* @vite-ignore */ esbuildName)) as typeof Esbuild;
  await mkdir(outDir, { recursive: true });
  await Promise.all([
    build({
      absWorkingDir: root,
      entryPoints: { demo: join(root, 'playground/demo/app.tsx') },
      outdir: outDir,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    }),
    run(
      join(root, 'node_modules/.bin/tailwindcss'),
      ['-i', join(root, 'playground/demo/demo.css'), '-o', join(outDir, 'demo.css'), '--minify'],
      { cwd: root },
    ),
    writeFile(join(outDir, 'index.html'), HTML),
    writeFile(join(outDir, 'favicon.svg'), FAVICON),
    // The plain-HTML embed pages (/embed, /embed/signup, /embed/simple-sign-in) and the script-tag loader (issue 17 §2).
    writeEmbedDemo(outDir, root),
  ]);
}

/** Static routes serving a demo written by `writeDemo`: the pages (any query), `/demo.js`, `/demo.css`. */
export async function readDemo(dir: string): Promise<Record<string, StaticAsset>> {
  const entries = await Promise.all(
    Object.entries(FILES).map(async ([path, { file, contentType }]) => {
      const body = new Uint8Array(await readFile(join(dir, file)));
      return [path, { contentType, body }] as const;
    }),
  );
  return { ...Object.fromEntries(entries), ...(await readEmbedDemo(dir)) };
}

/** Builds the demo in a temporary folder and returns its static routes. */
export async function buildDemo(options: BuildDemoOptions = {}): Promise<Record<string, StaticAsset>> {
  const outDir = await mkdtemp(join(tmpdir(), 'ik-demo-'));
  try {
    await writeDemo(outDir, options);
    return await readDemo(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
