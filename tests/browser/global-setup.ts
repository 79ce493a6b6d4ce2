// Runs once before the browser test files: checks Chromium exists, then builds the stories into a fresh
// folder and hands its path to the tests (vitest `provide`/`inject`). The folder sits under the git-ignored
// build/ because Ladle joins --outDir onto the working directory even when it is absolute; a unique name
// keeps concurrent runs (other people's `npm test`, `npm run stories:build`) from overwriting each other.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from './support/chromium';
import { buildStories } from './support/ladle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding this run's `ladle build` output (index.html, meta.json, assets/). */
    storiesDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  const parent = join(process.cwd(), 'build', 'browser-tests');
  await mkdir(parent, { recursive: true });
  const outDir = await mkdtemp(join(parent, 'stories-'));
  const started = Date.now();
  await buildStories(relative(process.cwd(), outDir));
  console.log(`[browser] ladle build: ${((Date.now() - started) / 1000).toFixed(1)} s -> ${outDir}`);
  project.provide('storiesDir', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
