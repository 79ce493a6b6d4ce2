import { existsSync, readdirSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
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
const headlessParts = [
  'headless/client',
  'headless/core',
  'headless/flows',
  'headless/binding',
  'headless/provider',
] as const;

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
 * Every module of the lower layers (catalogue, rules, offerings) is an entry of the plain build, one file each
 * (`dist/rules/phone/metadata.js`, ...), next to their public `index` files, which then re-export from the same
 * per-module files and chunks. The React build does not bundle these modules again: it imports the plain
 * build's files (`lowerLayersFromPlainBuild` below). Two reasons:
 * - module state exists once: with a copy in each build, `loadPhoneMetadata()` called through
 *   `identity-kit/rules` left the UI's copy answering `isPhoneRulesLoaded() === false`, and a locale loaded
 *   through `identity-kit/catalogue` was unknown to the screens (scripts/check-package.mjs checks this).
 * - one file per module, not esbuild's merged shared chunks: an app's bundler cannot split a file, so a merged
 *   chunk (all en-US parts with the `enUS` merge; describeError with the locale registry) was kept whole up
 *   front as soon as the first screen needed one of its modules and a lazy chunk another (Rollup/Vite measured
 *   in scripts/browser/startup-bench.mjs: the en-US table and the error wording loaded up front that way).
 */
const LOWER_LAYERS = ['rules', 'catalogue', 'offerings'] as const;
const lowerModuleEntries = Object.fromEntries(
  Object.entries(moduleEntries(LOWER_LAYERS)).filter(
    ([name]) => !LOWER_LAYERS.some((dir) => name === `${dir}/index`),
  ),
);

/**
 * `identity-kit/client`: the identity client and wire types for servers (issue 16 §5). Built with the plain
 * layers, so it carries no `"use client"` banner: a Next.js route handler importing the React entry's copy
 * built, then failed at run time ("Attempted to call createIdentityClient() from the server").
 */
const clientEntry = { 'client/index': 'headless/client/public.ts' };

const plainEntries = { ...entries(plain), ...lowerModuleEntries, ...clientEntry };

// The internals behind the public hooks (`identity-kit/headless/advanced`).
const advancedEntry = { 'headless/advanced': 'headless/advanced.ts' };

/**
 * One-screen subpaths (`identity-kit/ui/sign-in`, `identity-kit/headless/root`, ...; issue 19 "Bundlers").
 * Their modules are already entries (`moduleEntries` walks ui/ and headless/); listed here for their
 * declarations. esbuild, as an app's bundler with code splitting, loads up front every file that the
 * entry's static imports reach and any chunk uses, so the whole `identity-kit/ui` entry brings the steps
 * `SignIn` loads on demand; these files import only their screen (scripts/flatten-dist-imports.mjs makes
 * every import point at the file that defines the binding). Measured in scripts/size-bundlers.mjs.
 */
const screenEntries = Object.fromEntries(
  [
    'ui/sign-in',
    'ui/sign-up',
    'ui/account-recovery',
    'headless/root',
    'headless/sign-in',
    'headless/account',
  ].map((name) => [name, `${name}.ts`]),
);

const reactEntries = {
  ...moduleEntries(react),
  ...entries(react),
  ...entries(headlessParts),
  ...advancedEntry,
};

/** Placeholder the React build writes for a lower-layer module; `linkLowerLayers` replaces it after the build. */
const LOWER = 'identity-kit-lower-layer:';
// tsup runs from the package root; moduleEntries reads the folders relative to it too.
const root = process.cwd();
const lowerDirs = LOWER_LAYERS.map((dir) => path.join(root, dir) + path.sep);

/** The source file a relative import names (`./metadata` -> `metadata.ts`, `../rules` -> `rules/index.ts`). */
function sourceFile(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/**
 * esbuild plugin of the React build: an import of a lower-layer module becomes external, written as
 * `identity-kit-lower-layer:rules/phone/metadata`. The path relative to the importing file cannot be known here
 * (esbuild moves code into chunks at the root of dist/), so `linkLowerLayers` rewrites it once the files are
 * written. An import of a layer's `index` (`../../../rules`) becomes the plain build's public index file, which
 * only re-exports from the per-module files: bundling the index here instead makes esbuild turn its re-exports
 * of external modules into one namespace object an app's bundler cannot tree-shake (every rules module, the
 * lazy common-password list included, was kept: +10 kB gzip up front, +250 kB lazy on the sign-in hooks).
 */
const lowerLayersFromPlainBuild: Plugin = {
  name: 'identity-kit-lower-layers-from-plain-build',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (!lowerDirs.some((dir) => `${target}${path.sep}`.startsWith(dir))) {
        return undefined;
      }
      const file = sourceFile(target);
      if (file === null) {
        return undefined;
      }
      const name = path.relative(root, file).split(path.sep).join('/').replace(SOURCE, '');
      if (!(name in plainEntries)) {
        throw new Error(`${name} is imported by the React layers but is not an entry of the plain build`);
      }
      return { path: `${LOWER}${name}`, external: true };
    });
  },
};

/**
 * Replaces each `identity-kit-lower-layer:<module>` the React build wrote with the relative path from that
 * output file to the plain build's `dist/<module>.js` (`.cjs` in CommonJS files). Only the import string
 * changes, so lines keep their numbers and the source maps stay line-accurate; on the few lines where code
 * follows the string (an `import()` call, a CommonJS `require` with more on its line) the later columns move
 * by the length difference.
 */
async function linkLowerLayers(): Promise<void> {
  const files = (await readdir('dist', { recursive: true, encoding: 'utf8' })).filter((file) =>
    /\.c?js$/.test(file),
  );
  const placeholder = new RegExp(`(["'])${LOWER}([^"']+)\\1`, 'g');
  await Promise.all(
    files.map(async (file) => {
      const full = path.join('dist', file);
      const text = await readFile(full, 'utf8');
      if (!text.includes(LOWER)) {
        return;
      }
      const ext = file.endsWith('.cjs') ? '.cjs' : '.js';
      const linked = text.replace(placeholder, (_match, quote: string, name: string) => {
        const relative = path
          .relative(path.dirname(full), path.join('dist', `${name}${ext}`))
          .split(path.sep)
          .join('/');
        return `${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
      });
      await writeFile(full, linked);
    }),
  );
}

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
  // Declarations stay limited to the public entries: the per-module files are not in `exports`.
  { ...shared, entry: plainEntries, dts: { entry: { ...entries(plain), ...clientEntry } } },
  {
    ...shared,
    entry: reactEntries,
    dts: { entry: { ...entries(react), ...entries(headlessParts), ...advancedEntry, ...screenEntries } },
    banner: { js: '"use client";' },
    esbuildPlugins: [lowerLayersFromPlainBuild],
    onSuccess: async () => {
      await linkLowerLayers();
      await hoistUseClientInCjs();
    },
  },
]);
