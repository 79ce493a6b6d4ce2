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

export default defineConfig([
  { ...shared, entry: entries(plain) },
  { ...shared, entry: entries(react), banner: { js: '"use client";' } },
]);
