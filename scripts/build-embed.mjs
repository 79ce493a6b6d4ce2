#!/usr/bin/env node
// Builds the script-tag loader (issue 17 §2): `loader.js`, one classic script (IIFE, ES2020, ≤ 4 kB gzip,
// checked by scripts/size.mjs), and the on-demand chunks it imports from `chunks/` beside it: `core.js`
// (setup checks, server configuration, generation choice, logger) and one ESM chunk per shipped v4 widget
// (sign-in, simple-sign-in, sign-up, account-recovery) sharing React, the kit and one store per offering
// through esbuild's split chunks, plus the kit's stylesheet. `npm run build` writes it to dist/embed/;
// the playground's demo build (playground/demo/embed.ts) writes it beside the demo pages.
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The widget chunks; each exports `mount(context)` (embed/runtime/contract.ts). */
export const WIDGET_CHUNKS = ['sign-in', 'simple-sign-in', 'sign-up', 'account-recovery'];

/**
 * Writes loader.js and chunks/ into `outDir`. `root` is the repository root. The stylesheet is copied from
 * dist/ui/styles.css when `npm run build` made it, else compiled with the Tailwind CLI.
 */
export async function buildEmbed({ root, outDir }) {
  const chunks = path.join(outDir, 'chunks');
  await mkdir(chunks, { recursive: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  const css = path.join(root, 'dist/ui/styles.css');
  await Promise.all([
    build({
      ...common,
      entryPoints: [path.join(root, 'embed/runtime/loader.ts')],
      outfile: path.join(outDir, 'loader.js'),
      format: 'iife',
      // A classic script for old and new host pages alike; `import()` stays native.
      target: 'es2020',
    }),
    build({
      ...common,
      entryPoints: Object.fromEntries([
        ['core', path.join(root, 'embed/runtime/core.ts')],
        ...WIDGET_CHUNKS.map((name) => [name, path.join(root, `embed/widgets/${name}.tsx`)]),
      ]),
      outdir: chunks,
      format: 'esm',
      splitting: true,
      target: 'es2022',
      jsx: 'automatic',
      chunkNames: 'shared-[hash]',
    }),
    existsSync(css)
      ? copyFile(css, path.join(chunks, 'styles.css'))
      : run(
          path.join(root, 'node_modules/.bin/tailwindcss'),
          ['-i', path.join(root, 'ui/styles.css'), '-o', path.join(chunks, 'styles.css'), '--minify'],
          { cwd: root },
        ),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await buildEmbed({ root, outDir: path.join(root, 'dist/embed') });
}
