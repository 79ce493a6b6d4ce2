// Runs once before the browser test files: checks Chromium exists, then builds the stories (and the demo
// page the journeys drive, playground/demo) into fresh
// folders and hands its path to the tests (vitest `provide`/`inject`). The folder sits under the git-ignored
// build/ because Ladle joins --outDir onto the working directory even when it is absolute; a unique name
// keeps concurrent runs (other people's `npm test`, `npm run stories:build`) from overwriting each other.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from './support/chromium';
import { buildStories } from './support/ladle';
import { writeDemo } from '../../playground/demo/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding this run's `ladle build` output (index.html, meta.json, assets/). */
    storiesDir: string;
    /** Folder holding this run's demo page build (playground/demo, served by the journeys' playground). */
    demoDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  const parent = join(process.cwd(), 'build', 'browser-tests');
  await mkdir(parent, { recursive: true });
  const outDir = await mkdtemp(join(parent, 'stories-'));
  const demoDir = await mkdtemp(join(parent, 'demo-'));
  const started = Date.now();
  await Promise.all([
    // BROWSER_STORIES=0 skips the story build while iterating on journeys (stories.test.ts then fails).
    process.env['BROWSER_STORIES'] === '0'
      ? Promise.resolve()
      : buildStories(relative(process.cwd(), outDir)).then(() => {
          console.log(`[browser] ladle build: ${((Date.now() - started) / 1000).toFixed(1)} s -> ${outDir}`);
        }),
    // BROWSER_DEMO=0 skips the demo build (npm run stories:shots needs only the stories).
    process.env['BROWSER_DEMO'] === '0'
      ? Promise.resolve()
      : writeDemo(demoDir).then(() => {
          console.log(`[browser] demo build: ${((Date.now() - started) / 1000).toFixed(1)} s -> ${demoDir}`);
        }),
  ]);
  project.provide('storiesDir', outDir);
  project.provide('demoDir', demoDir);
  return async () => {
    await Promise.all([
      rm(outDir, { recursive: true, force: true }),
      rm(demoDir, { recursive: true, force: true }),
    ]);
  };
}
