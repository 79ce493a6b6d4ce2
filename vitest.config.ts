import { defineConfig } from 'vitest/config';

// Three projects. The fast ones are the inner loop (`npm run unit`, seconds to a minute): pure `.test.ts`
// files run in Node (they also prove the lower layers need no DOM), `.test.tsx` files in jsdom for hooks and
// UI. The slow one, `browser` (`npm run test:browser`), drives Debian's Chromium through playwright-core and
// can run alone. `npm test` runs all three.
const browserConcurrency = Number(process.env['BROWSER_CONCURRENCY'] ?? '4');

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    benchmark: { include: ['tests/**/*.bench.ts', 'tests/**/*.bench.tsx'] },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup-assertions.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup-assertions.ts', 'tests/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // No `expect.hasAssertions()` guard here: these tests run concurrently (`describe.concurrent`),
          // where the global `expect` cannot tell which test an assertion belongs to.
          // One file at a time so only one Chromium runs; inside a file, `describe.concurrent` tests share
          // that browser in a few parallel pages. Pages mostly wait (load, quiet DOM), so 4 pages keep 2
          // cores busy; BROWSER_CONCURRENCY tunes it.
          fileParallelism: false,
          maxConcurrency: browserConcurrency,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
