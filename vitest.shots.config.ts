import { defineConfig } from 'vitest/config';

// `npm run stories:shots` (tests/browser/gallery.shots.ts): the story gallery for design review. Same global
// setup as the browser project (it builds the stories), kept out of `npm test`.
export default defineConfig({
  test: {
    name: 'shots',
    environment: 'node',
    include: ['tests/browser/gallery.shots.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});
