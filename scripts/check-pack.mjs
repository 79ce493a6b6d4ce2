// Checks the tarball an adopter installs (issue 15 §2), after `npm run build`: what `npm pack` puts in it,
// not what happens to sit in dist/. The files check (scripts/check-package.mjs) runs against the work tree,
// where a README missing from `files` or an absolute path baked into a source map cannot be seen.
// - publint finds no problem at any level (suggestions included) in the packed files;
// - arethetypeswrong finds none for node16 (from CJS and from ESM) and bundler resolution. node10 is not
//   supported (subpath exports only; the README says so), and ui/styles.css has no types to resolve;
// - every file the root README links to is in the tarball, so its links resolve on the registry's page and
//   in node_modules;
// - no file carries the build machine's path (the work tree's absolute path), source maps included;
// - every source map names its sources by relative paths and embeds them (`sourcesContent`), and every
//   `sourceMappingURL` comment points at a map that is in the tarball;
// - the manifest has `repository`, `homepage` and `bugs`, and no `"private": true` blocks a publish.
// Exits non-zero with one line per problem.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];
const work = mkdtempSync(path.join(tmpdir(), 'identity-kit-pack-'));

try {
  // --ignore-scripts: the tarball is checked as built, not rebuilt by a lifecycle script.
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const tarball = path.join(work, packed[0].filename);
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  const unpacked = path.join(work, 'package');
  const files = readdirSync(unpacked, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => statSync(path.join(unpacked, file)).isFile());
  const shipped = new Set(files);

  // The manifest.
  if (pkg.private === true) {
    problems.push('package.json: "private": true blocks `npm publish` (publishConfig decides where it goes)');
  }
  for (const field of ['repository', 'homepage', 'bugs']) {
    if (pkg[field] === undefined) {
      problems.push(`package.json: no "${field}" field`);
    }
  }

  // Files the root README links to (relative links only; an anchor or a query is not part of the path).
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].replace(/[#?].*$/, ''))
    .filter((link) => link !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(link));
  for (const link of new Set(links)) {
    if (!shipped.has(path.posix.normalize(link))) {
      problems.push(`README.md links to ${link}, which is not in the tarball (add it to "files")`);
    }
  }
  for (const required of ['package.json', 'README.md']) {
    if (!shipped.has(required)) {
      problems.push(`${required} is not in the tarball`);
    }
  }

  // Build paths and source maps. The work tree's path is what a bundler or a map generator would leak.
  const buildPath = root.split(path.sep).join('/');
  const TEXT = /\.(?:c?js|map|d\.c?ts|css|md|json)$/;
  const MAP_URL = /^\/\/# sourceMappingURL=(\S+)\s*$/m;
  const isAbsolute = (source) => /^(?:\/|[a-z]:[\\/]|file:)/i.test(source);
  let maps = 0;
  for (const file of files.filter((name) => TEXT.test(name))) {
    const text = readFileSync(path.join(unpacked, file), 'utf8');
    if (text.includes(buildPath)) {
      problems.push(`${file} holds the build path ${buildPath}`);
    }
    if (file.endsWith('.map')) {
      maps += 1;
      const map = JSON.parse(text);
      const sources = Array.isArray(map.sources) ? map.sources : [];
      const absolute = sources.filter(isAbsolute);
      if (absolute.length > 0 || (typeof map.file === 'string' && isAbsolute(map.file))) {
        problems.push(`${file}: absolute path in its map (${absolute[0] ?? map.file})`);
      }
      const content = Array.isArray(map.sourcesContent) ? map.sourcesContent : [];
      if (sources.length > 0 && (content.length !== sources.length || content.some((c) => c === null))) {
        problems.push(`${file}: sources are not embedded (sourcesContent), and the sources are not shipped`);
      }
    } else if (/\.c?js$/.test(file)) {
      const url = MAP_URL.exec(text)?.[1];
      if (url !== undefined && !url.startsWith('data:')) {
        const target = path.posix.join(path.posix.dirname(file), url);
        if (!shipped.has(target)) {
          problems.push(`${file}: sourceMappingURL names ${url}, which is not in the tarball`);
        }
      }
    }
  }

  // publint on the packed files (the extracted tarball is exactly what is published, so no second pack).
  const { messages } = await publint({ pkgDir: unpacked, pack: false, level: 'suggestion', strict: true });
  for (const message of messages) {
    problems.push(`publint: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
  }

  // arethetypeswrong on the same tarball.
  const attw = spawnSync(
    path.join(root, 'node_modules', '.bin', 'attw'),
    [tarball, '--profile', 'node16', '--exclude-entrypoints', './ui/styles.css', '--format', 'ascii'],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  if (attw.status !== 0) {
    problems.push(`arethetypeswrong (node16 + bundler) failed:\n${attw.stdout}${attw.stderr}`);
  }

  if (problems.length > 0) {
    console.error(`Pack check failed:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Pack check: ${packed[0].filename} (${files.length} files, ${maps} source maps with relative, embedded sources; no build path); every README link ships; publint clean; arethetypeswrong clean for node16 and bundler.`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
