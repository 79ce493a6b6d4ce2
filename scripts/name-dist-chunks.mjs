// Names the shared ESM chunks of dist/ after the source module they hold (`npm run build`, after
// flatten-dist-imports.mjs; issue 19 "Bundlers").
//
// Why: tsup (esbuild) names each chunk of shared code `chunk-<content hash>.js`. webpack, as an app's
// bundler, writes the modules of an output chunk in the order of their identifiers, which hold the file's
// path (JavascriptModulesPlugin: compareModulesByIdentifier), so with hashed names the kit's modules came
// out in random order: code of one screen scattered between unrelated flows, which gzip compresses worse,
// and any edit that changed one chunk's hash reshuffled the rest (a one-line change to a list no screen
// loads moved webpack's SignIn by 0.3 kB gzip in session 18). Named after their source path
// (`chunk-ui.screens.sign-up.SignUpFormScreen.js`), a screen's modules sit together, in the same order
// from one build to the next. Rollup and esbuild order modules by import order and are not affected.
//
// What: each `dist/chunk-*.js` (and its `.js.map`) is renamed after the first source its map lists (the
// package's own file; a chunk of several modules is named after the first, with a numeric suffix where two
// names meet; a chunk without code keeps its name), and every reference to it in dist/'s ESM files is rewritten. All chunks stay in dist/, so the
// relative paths around the name (`./`, `../../`) and the maps' `sources` do not change. The CommonJS
// chunks keep their hashed names: no bundler that splits code reads them.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DIST = path.resolve(process.argv[2] ?? 'dist');
const HASHED = /^chunk-[A-Z0-9]+\.js$/;

/** `../ui/screens/sign-up/SignUpFormScreen.tsx` -> `ui.screens.sign-up.SignUpFormScreen`. */
const nameOf = (source) =>
  source
    .replace(/^(\.\.\/)+/, '')
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '.');

async function main() {
  const entries = await readdir(DIST, { withFileTypes: true });
  const chunks = entries
    .filter((entry) => entry.isFile() && HASHED.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const renamed = new Map();
  const taken = new Set(entries.map((entry) => entry.name));
  for (const chunk of chunks) {
    const map = JSON.parse(await readFile(path.join(DIST, `${chunk}.map`), 'utf8'));
    const own = map.sources.find((source) => !source.includes('node_modules/')) ?? map.sources[0];
    if (own === undefined) {
      // A chunk with no code (only the "use client" banner) keeps its name.
      continue;
    }
    const base = `chunk-${nameOf(own)}`;
    let name = `${base}.js`;
    for (let n = 2; taken.has(name); n += 1) {
      name = `${base}-${n}.js`;
    }
    taken.add(name);
    renamed.set(chunk, name);
  }
  const reference = /chunk-[A-Z0-9]+\.js/g;
  const files = (await readdir(DIST, { recursive: true, encoding: 'utf8' })).filter(
    (file) => file.endsWith('.js') || file.endsWith('.js.map'),
  );
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(DIST, file);
      const text = await readFile(full, 'utf8');
      // A map's `sourcesContent` holds TypeScript sources, never a built chunk's name, so only `file` and the
      // code's import strings and sourceMappingURL comment match.
      const next = text.replace(reference, (match) => renamed.get(match) ?? match);
      if (next !== text) {
        await writeFile(full, next);
      }
    }),
  );
  await Promise.all(
    [...renamed].flatMap(([from, to]) => [
      rename(path.join(DIST, from), path.join(DIST, to)),
      rename(path.join(DIST, `${from}.map`), path.join(DIST, `${to}.map`)),
    ]),
  );
  console.log(
    `Named ${renamed.size} ESM chunks in ${path.relative(process.cwd(), DIST)}/ after their source module.`,
  );
}

await main();
