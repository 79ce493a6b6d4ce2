import { defineConfig } from 'vitest/config';

// Two projects: pure `.test.ts` files run in Node (fast, and they prove the lower layers need no DOM);
// `.test.tsx` files run in jsdom for hooks and UI.
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
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
