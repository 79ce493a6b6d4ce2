// Flattens the static imports of the built ESM files (`npm run build`, after tsup; issue 19 "Bundlers").
//
// Why: esbuild, as an app's bundler with `--splitting`, decides which files load up front per FILE, not per
// used export: every live file reachable from the entry through any static import record of a reached file
// joins the entry's chunks (linker.go, markFileReachableForCodeSplitting), even when the importing file uses
// nothing from it. Our dist had two kinds of such records:
// - bare `import "../chunk-X.js";` lines that tsup (esbuild) writes into every entry file for each chunk the
//   entry reaches, here through the source barrels (`../../../headless`), so `SignIn.js` listed the chunks of
//   the MFA, recovery and post-auth code it only loads on demand;
// - named imports through the lower layers' public index files (`dist/catalogue/index.js` re-exports every
//   catalogue module, the lazy en-US parts and error wording included) and through other re-exporting files.
// An esbuild app then loaded ~105-170 kB gzip up front for `SignIn`. Rollup and webpack follow exports and drop
// both (package.json `sideEffects`), so this only removes what they ignore anyway.
//
// What: in every ESM `.js` file of dist/, each relative named import is pointed at the file that defines the
// binding (following re-export chains), and bare relative imports are dropped. The package declares its
// JavaScript free of side effects (package.json `sideEffects`), so no evaluation is lost: a bundler already
// drops those lines. Each import statement keeps its line count (padded with empty lines),
// so the source maps stay valid. Files are left as they are when their header has a form this does not read.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DIST = path.resolve(process.argv[2] ?? 'dist');

const IMPORT_NAMED = /^import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)";/;
const IMPORT_BARE = /^import\s*"(\.[^"]+)";/;
const EXPORT_LIST = /^export\s*\{([^}]*)\};/m;

/** `a, b as c` -> [[a, b], [b, c]] pairs of [imported or local name, name in this file / exported name]. */
const specifiers = (list) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/);
      return [from.trim(), (as ?? from).trim()];
    });

/**
 * The top-level import statements of a built file: each an `import ... from "...";` or `import "...";` that
 * starts a line (esbuild prints them at column 0, the relative ones at the top, package and lower-layer ones
 * where their module's code begins), possibly over several lines. Returns [first line, last line, text].
 */
function readImports(lines) {
  const statements = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^import\s*["{]/.test(lines[index])) {
      continue;
    }
    let end = index;
    let statement = lines[index];
    while (!/;\s*$/.test(statement) && end + 1 < lines.length) {
      end += 1;
      statement += `\n${lines[end]}`;
    }
    statements.push([index, end, statement.replace(/\s+/g, ' ')]);
    index = end;
  }
  return statements;
}

async function main() {
  const files = (await readdir(DIST, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(DIST, file));
  const parsed = new Map();
  await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file, 'utf8');
      const lines = text.split('\n');
      const statements = readImports(lines);
      // local name -> [file it comes from, name there]
      const imported = new Map();
      for (const [, , statement] of statements) {
        const named = IMPORT_NAMED.exec(statement);
        if (named) {
          const from = path.resolve(path.dirname(file), named[2]);
          for (const [name, local] of specifiers(named[1])) {
            imported.set(local, [from, name]);
          }
        }
      }
      // exported name -> local name
      const exported = new Map();
      const list = EXPORT_LIST.exec(text);
      if (list) {
        for (const [local, name] of specifiers(list[1])) {
          exported.set(name, local);
        }
      }
      parsed.set(file, { lines, statements, imported, exported });
    }),
  );

  /** The [file, name] that defines what `file` exports as `name` (itself when defined there). */
  const origin = (file, name, seen = new Set()) => {
    const info = parsed.get(file);
    const key = `${file}\0${name}`;
    if (!info || seen.has(key)) {
      return [file, name];
    }
    seen.add(key);
    const local = info.exported.get(name);
    const via = local === undefined ? undefined : info.imported.get(local);
    return via ? origin(via[0], via[1], seen) : [file, name];
  };
  const specifierOf = (file, target) => {
    const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  let changed = 0;
  await Promise.all(
    [...parsed].map(async ([file, { lines, statements }]) => {
      let touched = false;
      for (const [first, last, statement] of statements) {
        let replacement;
        if (IMPORT_BARE.test(statement)) {
          replacement = [];
        } else {
          const named = IMPORT_NAMED.exec(statement);
          if (!named) {
            continue;
          }
          const from = path.resolve(path.dirname(file), named[2]);
          // origin file -> its specifiers, in first-seen order
          const grouped = new Map();
          let moved = false;
          for (const [name, local] of specifiers(named[1])) {
            const [target, targetName] = origin(from, name);
            moved ||= target !== from || targetName !== name;
            const list = grouped.get(target) ?? [];
            list.push(targetName === local ? local : `${targetName} as ${local}`);
            grouped.set(target, list);
          }
          if (!moved) {
            continue;
          }
          replacement = [...grouped].map(
            ([target, names]) => `import { ${names.join(', ')} } from "${specifierOf(file, target)}";`,
          );
        }
        touched = true;
        // Same number of lines as the statement replaced, so the source maps stay valid.
        const room = last - first + 1;
        const fitted =
          replacement.length <= room
            ? [...replacement, ...Array(room - replacement.length).fill('')]
            : [...replacement.slice(0, room - 1), replacement.slice(room - 1).join(' ')];
        lines.splice(first, room, ...fitted);
      }
      if (touched) {
        changed += 1;
        await writeFile(file, lines.join('\n'));
      }
    }),
  );
  console.log(
    `Flattened the static imports of ${changed} ESM files in ${path.relative(process.cwd(), DIST)}/.`,
  );
}

await main();
