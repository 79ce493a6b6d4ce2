import { defineConfig } from 'vitest/config';

// Real-browser tests (`npm run test:browser`): Node drives Debian's Chromium through playwright-core.
// One file at a time so only one Chromium runs; inside a file, `describe.concurrent` tests share that
// browser in a few parallel pages (maxConcurrency). Kept apart from vitest.config.ts so `npm run unit`
// stays fast and needs no browser.
export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    fileParallelism: false,
    // Pages mostly wait (load, quiet DOM), so 4 pages keep 2 cores busy; BROWSER_CONCURRENCY tunes it.
    maxConcurrency: Number(process.env['BROWSER_CONCURRENCY'] ?? '4'),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/browser.json' },
  },
});
