import { readdirSync } from 'node:fs';
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
 * Every source module of the React layers is also an internal entry (`dist/ui/primitives/Tooltip.js`,
 * `dist/ui/screens/sign-in/SignIn.js`, `dist/headless/flows/mfa/machine.js`, ...), found by walking the
 * folders, so screens and flows added later (ui/screens/sign-up, ui/screens/recovery, ...) split the same way
 * without touching this file. With `splitting`, esbuild then emits roughly one chunk per source module and the
 * public `dist/ui/index.js` only re-exports from them. That matters because esbuild does not mark module-level
 * `forwardRef(...)` / `createContext(...)` calls `/* @__PURE__ *\/` (its `pure` option drops them inside this
 * build but prints no annotation), so in one big file an app's bundler must keep every such statement and the
 * imports they reach, Radix Tooltip/Popover included. Per-module files are dropped whole by the app's bundler
 * when none of their exports is used (package.json `sideEffects`), the same effect as `preserveModules`.
 * Declarations stay limited to the public entries (and the headless parts, as before): internal modules are
 * not in `exports`, and a d.ts per module would only slow the build.
 */
const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|spec|stories|d)\.tsx?$/;
const moduleEntries = (dirs: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    dirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((file) => `${dir}/${file.split('\\').join('/')}`)
        .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file))
        .map((file) => [file.replace(SOURCE, ''), file]),
    ),
  );

/**
 * The lower layers' modules that the React layers import (catalogue, rules, offerings) are internal entries of
 * the React build too, one file each (their public `index` files stay the plain build's). Otherwise esbuild
 * merges them into shared chunks (all en-US parts with the `enUS` merge; describeError with the locale
 * registry), and an app's bundler, which cannot split a file, keeps a whole merged chunk up front as soon as
 * the first screen needs one of its modules and a lazy chunk needs another (Rollup/Vite measured in
 * scripts/browser/startup-bench.mjs: the en-US table and the error wording loaded up front that way).
 */
const lowerModuleEntries = Object.fromEntries(
  Object.entries(moduleEntries(plain.filter((dir) => dir !== 'playground' && dir !== 'embed'))).filter(
    ([name]) => !name.endsWith('/index'),
  ),
);

const reactEntries = {
  ...lowerModuleEntries,
  ...moduleEntries(react),
  ...entries(react),
  ...entries(headlessParts),
};

/**
 * In the CommonJS build tsup's ESM-to-CJS step (used with `splitting`) writes `"use strict"` and its interop
 * helpers before the banner, so `"use client"` is no longer in the directive prologue and React Server
 * Components bundlers ignore it. Move it back to the front of the first line. Only line 1 changes, and it
 * holds generated helpers with no source mapping, so the source maps stay valid. Done for every entry file
 * of the React build (public or internal); scripts/check-package.mjs checks the public ones after each build.
 */
async function hoistUseClientInCjs(): Promise<void> {
  const directive = '"use client";';
  await Promise.all(
    Object.keys(reactEntries).map(async (name) => {
      const file = `dist/${name}.cjs`;
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
    entry: reactEntries,
    dts: { entry: { ...entries(react), ...entries(headlessParts) } },
    banner: { js: '"use client";' },
    onSuccess: hoistUseClientInCjs,
  },
]);
