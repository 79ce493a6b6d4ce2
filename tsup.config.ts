import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

// Layers without React: plain ESM + CJS + d.ts.
const plain = ['rules', 'catalogue', 'offerings', 'playground', 'embed'] as const;
// React layers keep the "use client" directive (tsup drops it from sources; `banner` restores it and
// works as long as `treeshake: true` is not set, see ../shared/design/TOOLCHAIN.md).
const react = ['headless', 'ui'] as const;

const shared: Options = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  outDir: 'dist',
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
};

const entries = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [`${name}/index`, `${name}/index.ts`]));

// Internal entries of the headless layer (not in package.json `exports`). With `splitting`, code shared by
// several entries goes to its own chunk, so `dist/headless/index.js` re-exports the client, core, flows and
// React adapter from separate files instead of inlining them. An app bundler then drops a whole chunk whose
// exports it does not use (package.json `sideEffects`), instead of keeping every module-level statement of
// one big file: the sign-in hooks no longer drag the client's module-level tables (scripts/size.scenarios.mjs).
const headlessParts = ['headless/client', 'headless/core', 'headless/flows', 'headless/react'] as const;

/**
 * In the CommonJS build tsup's ESM-to-CJS step (used with `splitting`) writes `"use strict"` and its interop
 * helpers before the banner, so `"use client"` is no longer in the directive prologue and React Server
 * Components bundlers ignore it. Move it back to the front of the first line. Only line 1 changes, and it
 * holds generated helpers with no source mapping, so the source maps stay valid. Checked after every build
 * by scripts/check-package.mjs.
 */
async function hoistUseClientInCjs(): Promise<void> {
  const directive = '"use client";';
  await Promise.all(
    [...react, ...headlessParts].map(async (name) => {
      const file = `dist/${name}/index.cjs`;
      const text = await readFile(file, 'utf8');
      const end = text.indexOf('\n');
      const firstLine = end < 0 ? text : text.slice(0, end);
      if (firstLine.startsWith(directive) || !firstLine.includes(directive)) {
        return;
      }
      await writeFile(
        file,
        `${directive}${firstLine.replace(directive, '')}${end < 0 ? '' : text.slice(end)}`,
      );
    }),
  );
}

export default defineConfig([
  { ...shared, entry: entries(plain) },
  {
    ...shared,
    entry: { ...entries(react), ...entries(headlessParts) },
    banner: { js: '"use client";' },
    onSuccess: hoistUseClientInCjs,
  },
]);
