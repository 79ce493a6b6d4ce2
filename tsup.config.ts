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

export default defineConfig([
  { ...shared, entry: entries(plain) },
  {
    ...shared,
    entry: { ...entries(react), ...entries(headlessParts) },
    banner: { js: '"use client";' },
  },
]);
