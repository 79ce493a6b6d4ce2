// Checks the built package against its own `exports` map (issue 2 §1), after `tsup` and before anything is
// published or measured: every subpath has its ESM, CJS and .d.ts file; the React entries keep the
// "use client" directive (tsup drops it from sources, the banner restores it, and a tsup option such as
// `treeshake: true` silently removes it again); the layers without React do not carry it, so a server
// component may import rules and the catalogue; both module formats of the pure layers load and expose their
// main functions; the lower layers' modules exist once in the package, shared by the plain entries and the
// React build. Exits non-zero with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];

const REACT_ENTRIES = new Set([
  './headless',
  './headless/advanced',
  './headless/root',
  './headless/sign-in',
  './headless/account',
  './ui',
  './ui/sign-in',
  './ui/sign-up',
  './ui/account-recovery',
]);
/** Functions each pure entry must expose in both formats (the public API issue 2 names). */
const RUNTIME_API = {
  './rules': ['validateField', 'evaluatePassword', 'normalizePhone', 'getPasswordPolicy', 'mapEnvironment'],
  './catalogue': ['describeError', 'describeClientError', 'parseOAuthError', 'getMessages', 'loadLocale'],
  './offerings': ['resolveConfig'],
  // Server-safe: loads in Node without React (checked below) and without the "use client" banner.
  './client': ['createIdentityClient', 'isIdentityError'],
};

/**
 * The directives of the file's prologue (the string-literal statements before any other code), e.g.
 * `['use client', 'use strict']`. A directive anywhere else is an ordinary expression that bundlers ignore.
 */
function directivePrologue(file) {
  let text = readFileSync(file, 'utf8');
  const directives = [];
  for (;;) {
    text = text.replace(/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
    const m = /^(["'])([^"'\n]*)\1\s*;?/.exec(text);
    if (m === null) {
      return directives;
    }
    directives.push(m[2]);
    text = text.slice(m[0].length);
  }
}

for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (subpath === './package.json') {
    continue;
  }
  if (typeof target === 'string') {
    if (!existsSync(path.join(root, target))) {
      problems.push(`${subpath}: ${target} is missing`);
    }
    continue;
  }
  // Each format carries its own types (`.d.ts` for import, `.d.cts` for require), so a CommonJS TypeScript
  // consumer under `moduleResolution: node16` is not handed ESM declarations ("masquerading as ESM").
  const expected = { import: ['.d.ts', '.js'], require: ['.d.cts', '.cjs'] };
  for (const [condition, [typesExt, codeExt]] of Object.entries(expected)) {
    const branch = target[condition];
    const files = { types: branch?.types, default: branch?.default };
    for (const [key, file] of Object.entries(files)) {
      const ext = key === 'types' ? typesExt : codeExt;
      if (typeof file !== 'string' || !file.endsWith(ext)) {
        problems.push(`${subpath}: "${condition}.${key}" must be a ${ext} file, got ${JSON.stringify(file)}`);
      } else if (!existsSync(path.join(root, file))) {
        problems.push(`${subpath}: ${condition}.${key} file ${file} is missing`);
      }
    }
    if (typeof files.default === 'string' && existsSync(path.join(root, files.default))) {
      const client = directivePrologue(path.join(root, files.default)).includes('use client');
      if (REACT_ENTRIES.has(subpath) && !client) {
        problems.push(`${subpath}: ${files.default} lost its "use client" directive`);
      }
      if (!REACT_ENTRIES.has(subpath) && client) {
        problems.push(`${subpath}: ${files.default} is marked "use client" but holds no React`);
      }
    }
  }
}

// Only CSS has side effects, so bundlers may drop any unused module of the library.
const sideEffects = pkg.sideEffects;
if (!Array.isArray(sideEffects) || sideEffects.some((glob) => !String(glob).endsWith('.css'))) {
  problems.push(`sideEffects must list CSS only, got ${JSON.stringify(sideEffects)}`);
}
for (const peer of ['react', 'react-dom']) {
  const range = pkg.peerDependencies?.[peer] ?? '';
  if (!/\^18\./.test(range) || !/\^19\./.test(range)) {
    problems.push(`peerDependencies.${peer} must accept React 18 and 19, got ${JSON.stringify(range)}`);
  }
}

// Resolve through the package's own name (Node's self-reference), so the exports map itself is exercised,
// not just the files it names.
const require = createRequire(path.join(root, 'package.json'));
for (const subpath of Object.keys(RUNTIME_API)) {
  const specifier = `${pkg.name}/${subpath.slice(2)}`;
  try {
    if (require.resolve(specifier) !== path.join(root, pkg.exports[subpath].require.default)) {
      problems.push(`${specifier}: require resolves to ${require.resolve(specifier)}`);
    }
    await import(specifier);
  } catch (error) {
    problems.push(`${specifier}: does not resolve through the exports map: ${String(error)}`);
  }
}
for (const [subpath, names] of Object.entries(RUNTIME_API)) {
  const target = pkg.exports[subpath];
  const cjsFile = path.join(root, target.require.default);
  const esmFile = path.join(root, target.import.default);
  const dtsFiles = [target.import.types, target.require.types].map((file) => path.join(root, file));
  let cjs = {};
  let esm = {};
  try {
    cjs = require(cjsFile);
  } catch (error) {
    problems.push(`${subpath}: CommonJS build does not load: ${String(error)}`);
  }
  try {
    esm = await import(pathToFileURL(esmFile).href);
  } catch (error) {
    problems.push(`${subpath}: ESM build does not load: ${String(error)}`);
  }
  for (const name of names) {
    if (typeof cjs[name] !== 'function') {
      problems.push(`${subpath}: require() gives no function ${name}`);
    }
    if (typeof esm[name] !== 'function') {
      problems.push(`${subpath}: import gives no function ${name}`);
    }
    for (const file of dtsFiles) {
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (!new RegExp(`\\b${name}\\b`).test(text)) {
        problems.push(`${subpath}: ${path.relative(root, file)} does not declare ${name}`);
      }
    }
  }
}

// One copy of each lower-layer module (rules, catalogue, offerings) in the whole package: the React build
// imports the plain build's files instead of bundling its own (tsup.config.ts, `lowerLayersFromPlainBuild`).
// With two copies there are two module states: phone rules loaded through `identity-kit/rules` stayed
// unloaded for the phone field, a locale loaded through `identity-kit/catalogue` was unknown to the screens.
const distFiles = readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.c?js$/.test(file))
  .map((file) => path.join(root, 'dist', file));
// The React build's files carry its `"use client"` banner on line 1 (in CommonJS chunks after tsup's helpers,
// not as a directive: tsup.config.ts moves it to the front of the entry files only).
const reactBuildFiles = distFiles.filter((file) =>
  readFileSync(file, 'utf8').split('\n', 1)[0].includes('"use client";'),
);
/** Relative module specifiers of a built file: static imports and re-exports, `import()`, `require()`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)(["'])(\.\.?\/[^"']+)\1/g;
for (const file of distFiles) {
  for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    if (!existsSync(path.resolve(path.dirname(file), specifier))) {
      problems.push(`${path.relative(root, file)}: imports ${specifier}, which is not in dist/`);
    }
  }
}
// esbuild heads each bundled module with a `// <source path>` comment.
const copies = reactBuildFiles.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^\/\/ ((?:rules|catalogue|offerings)\/\S+\.tsx?)$/gm)].map(
    (match) => `${match[1]} in ${path.relative(root, file)}`,
  ),
);
if (copies.length > 0) {
  problems.push(
    `the React build carries its own copy of ${copies.length} lower-layer module(s), e.g. ${copies.slice(0, 3).join(', ')}`,
  );
}
/** The file a React-build file takes `name` from, per format: the module state the UI reads. */
function uiSource(name, ext) {
  const pattern =
    ext === '.js'
      ? new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*(["'])([^"']+)\\1`)
      : new RegExp(`\\b(\\w+)\\.${name}\\b`);
  for (const file of reactBuildFiles.filter((f) => f.endsWith(ext))) {
    const text = readFileSync(file, 'utf8');
    const match = pattern.exec(text);
    if (match === null) {
      continue;
    }
    if (ext === '.js') {
      return path.resolve(path.dirname(file), match[2]);
    }
    const required = new RegExp(`\\b${match[1]}\\s*=\\s*require\\((["'])([^"']+)\\1\\)`).exec(text);
    if (required !== null) {
      return path.resolve(path.dirname(file), required[2]);
    }
  }
  return null;
}
// Loading the phone rules through the public `identity-kit/rules` entry must be seen by the phone field
// (headless usePhoneField asks `isPhoneRulesLoaded()` before it loads them itself), in both formats.
const phoneChecks = [
  ['ESM', '.js', async (file) => import(pathToFileURL(file).href), async () => import(`${pkg.name}/rules`)],
  ['CommonJS', '.cjs', async (file) => require(file), async () => require(`${pkg.name}/rules`)],
];
for (const [format, ext, load, loadRules] of phoneChecks) {
  const source = uiSource('isPhoneRulesLoaded', ext);
  if (source === null) {
    problems.push(`${format}: no React-build file reads isPhoneRulesLoaded (update this check)`);
    continue;
  }
  try {
    const ui = await load(source);
    const rules = await loadRules();
    if (ui.isPhoneRulesLoaded() !== false) {
      problems.push(`${format}: phone rules loaded before anything asked for them`);
    }
    await rules.loadPhoneMetadata();
    if (ui.isPhoneRulesLoaded() !== true) {
      problems.push(
        `${format}: phone rules loaded through ${pkg.name}/rules are not loaded for the UI (${path.relative(root, source)}): two copies of rules/phone/metadata`,
      );
    }
  } catch (error) {
    problems.push(`${format}: loading the phone rules failed: ${String(error)}`);
  }
}

// `identity-kit/client` reaches no React module, statically or lazily (a server imports it).
{
  const seen = new Set();
  const queue = [path.join(root, pkg.exports['./client'].import.default)];
  const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*)(["'])([^"']+)\1/g;
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) {
      continue;
    }
    seen.add(file);
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPEC)) {
      if (specifier.startsWith('.')) {
        queue.push(path.resolve(path.dirname(file), specifier));
      } else if (/^(react|react-dom)(\/|$)/.test(specifier)) {
        problems.push(`./client: ${path.relative(root, file)} imports ${specifier}`);
      }
    }
  }
}

// scripts/flatten-dist-imports.mjs rewrote the static imports of every ESM file to the file defining each
// binding: each file must still link (every imported name found) and evaluate in Node. The embed scripts are
// browser-only bundles of their own (scripts/build-embed.mjs).
const esmFiles = readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.js') && !file.split(path.sep).join('/').startsWith('embed/'),
);
for (const file of esmFiles) {
  try {
    await import(pathToFileURL(path.join(root, 'dist', file)).href);
  } catch (error) {
    problems.push(`dist/${file} does not load: ${String(error)}`);
  }
}

if (problems.length > 0) {
  console.error(`Package check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
const modules = Object.values(pkg.exports).filter((target) => typeof target === 'object').length;
console.log(
  `Package check: ${modules} entry points with ESM + CJS, each with its own declarations (.d.ts / .d.cts); "use client" on ${[
    ...REACT_ENTRIES,
  ].join(
    ', ',
  )} only; pure layers load in both formats; all ${esmFiles.length} ESM files link; one copy of the lower layers (phone rules loaded through ${pkg.name}/rules are loaded for the UI).`,
);
