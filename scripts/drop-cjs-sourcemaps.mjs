// Runs after `tsup` (package.json "build"). The CommonJS build with `splitting` goes through tsup's
// ESM-to-CJS step (sucrase), whose source maps do not chain back to the TypeScript sources: each `.cjs.map`
// names only the generated `.cjs` file itself, by its absolute path on the build machine, and holds no
// source text. Such a map helps no debugger and leaks the build path into the published tarball, so the
// CommonJS files ship without maps. The ESM maps are kept: their `sources` are relative and they embed
// the TypeScript in `sourcesContent` (scripts/check-pack.mjs checks both facts on the packed tarball).
// Only the trailing `//# sourceMappingURL=` line is removed, so no line of code moves.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TRAILING_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\.cjs\.map\s*$/;

const files = await readdir(dist, { recursive: true, encoding: 'utf8' });
let dropped = 0;
await Promise.all(
  files.map(async (file) => {
    const full = path.join(dist, file);
    if (file.endsWith('.cjs.map')) {
      await rm(full);
      dropped += 1;
    } else if (file.endsWith('.cjs')) {
      const text = await readFile(full, 'utf8');
      if (TRAILING_MAP_COMMENT.test(text)) {
        await writeFile(full, `${text.replace(TRAILING_MAP_COMMENT, '')}\n`);
      }
    }
  }),
);
console.log(`Dropped ${dropped} CommonJS source maps (tsup's CJS maps do not reach the sources).`);
