// Checks the built package against its own `exports` map (issue 2 §1), after `tsup` and before anything is
// published or measured: every subpath has its ESM, CJS and .d.ts file; the React entries keep the
// "use client" directive (tsup drops it from sources, the banner restores it, and a tsup option such as
// `treeshake: true` silently removes it again); the layers without React do not carry it, so a server
// component may import rules and the catalogue; both module formats of the pure layers load and expose their
// main functions. Exits non-zero with one line per problem.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];

const REACT_ENTRIES = new Set(['./headless', './ui']);
/** Functions each pure entry must expose in both formats (the public API issue 2 names). */
const RUNTIME_API = {
  './rules': ['validateField', 'evaluatePassword', 'normalizePhone', 'getPasswordPolicy', 'mapEnvironment'],
  './catalogue': ['describeError', 'describeClientError', 'parseOAuthError', 'getMessages', 'loadLocale'],
  './offerings': ['resolveConfig'],
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
  for (const condition of ['types', 'import', 'require']) {
    const file = target[condition];
    if (typeof file !== 'string') {
      problems.push(`${subpath}: no "${condition}" condition`);
    } else if (!existsSync(path.join(root, file))) {
      problems.push(`${subpath}: ${condition} file ${file} is missing`);
    }
  }
  for (const condition of ['import', 'require']) {
    const file = path.join(root, target[condition] ?? '');
    if (!existsSync(file)) {
      continue;
    }
    const client = directivePrologue(file).includes('use client');
    if (REACT_ENTRIES.has(subpath) && !client) {
      problems.push(`${subpath}: ${target[condition]} lost its "use client" directive`);
    }
    if (!REACT_ENTRIES.has(subpath) && client) {
      problems.push(`${subpath}: ${target[condition]} is marked "use client" but holds no React`);
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

const require = createRequire(import.meta.url);
for (const [subpath, names] of Object.entries(RUNTIME_API)) {
  const target = pkg.exports[subpath];
  const cjsFile = path.join(root, target.require);
  const esmFile = path.join(root, target.import);
  const dtsText = existsSync(path.join(root, target.types))
    ? readFileSync(path.join(root, target.types), 'utf8')
    : '';
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
    if (!new RegExp(`\\b${name}\\b`).test(dtsText)) {
      problems.push(`${subpath}: ${target.types} does not declare ${name}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Package check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
const modules = Object.values(pkg.exports).filter((target) => typeof target === 'object').length;
console.log(
  `Package check: ${modules} entry points with ESM + CJS + .d.ts; "use client" on ${[...REACT_ENTRIES].join(
    ', ',
  )} only; pure layers load in both formats.`,
);
