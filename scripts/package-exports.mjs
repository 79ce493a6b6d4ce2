// The built file of each public subpath (`identity-kit/ui/sign-in` -> `<root>/dist/ui/sign-in.js`, the ESM
// `import` branch), read from the package's own `exports` map, so the size scripts and the start-up pages
// resolve the package the way an app's bundler does (scripts/size.mjs, size-bundlers.mjs, browser/page-tools.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} root the package root
 * @returns {Record<string, string>} `identity-kit/<subpath>` -> built ESM file
 */
export function exportedFiles(root) {
  /** @type {{ exports: Record<string, string | { import: { default: string } }> }} */
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(pkg.exports).flatMap(([subpath, target]) =>
      typeof target === 'object'
        ? [[`identity-kit${subpath.slice(1)}`, path.join(root, target.import.default)]]
        : [],
    ),
  );
}
