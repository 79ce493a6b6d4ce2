// The built file of each public subpath (`identity-kit/ui/sign-in` -> `<root>/dist/ui/sign-in.js`, the ESM
// `import` branch), read from the package's own `exports` map, so the size scripts and the start-up pages
// resolve the package the way an app's bundler does (scripts/size.mjs, size-bundlers.mjs, browser/page-tools.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function exportedFiles(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(pkg.exports)
      .filter(([, target]) => typeof target === 'object')
      .map(([subpath, target]) => [
        `identity-kit${subpath.slice(1)}`,
        path.join(root, target.import.default),
      ]),
  );
}
