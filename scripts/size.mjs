// Reports the gzip size of what an app bundles for each scenario (react and react-dom excluded) and
// exits non-zero when a budget is exceeded. Scenarios import from the built `dist/` through the package's
// own export names, so tree-shaking is measured exactly as an app would see it.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import scenarios from './size.scenarios.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'dist'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** @type {import('esbuild').Plugin} */
const selfReference = {
  name: 'identity-kit-self-reference',
  setup(b) {
    b.onResolve({ filter: /^identity-kit\// }, (args) => {
      const sub = args.path.slice('identity-kit/'.length);
      return { path: path.join(root, 'dist', sub, 'index.js') };
    });
  },
};

const kB = (n) => `${(n / 1024).toFixed(2)} kB`;
let failed = 0;
const rows = [];
for (const s of scenarios) {
  const result = await build({
    stdin: { contents: s.code, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // `lazy: true` scenarios keep dynamic imports as separate chunks: the budget applies to the entry chunk
    // (what the page loads first) and the lazily loaded chunks are reported on their own row.
    splitting: s.lazy === true,
    ...(s.lazy === true ? { outdir: path.join(root, '.size-out'), entryNames: 'entry', chunkNames: 'chunk-[hash]' } : {}),
    metafile: s.lazy === true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'node:*'],
    plugins: [selfReference],
  });
  const gz = (f) => gzipSync(f.contents, { level: 9 }).length;
  // The first load: the entry chunk and every chunk it imports statically (transitively).
  const first = new Set();
  if (s.lazy === true) {
    const outputs = result.metafile.outputs;
    const rel = (p) => path.relative(root, p).split(path.sep).join('/');
    const visit = (key) => {
      if (first.has(key) || outputs[key] === undefined) {
        return;
      }
      first.add(key);
      for (const dep of outputs[key].imports) {
        if (dep.kind === 'import-statement' && !dep.external) {
          visit(dep.path);
        }
      }
    };
    visit(Object.keys(outputs).find((key) => key.endsWith('entry.js')));
    first.forEach((key) => first.add(path.resolve(root, key)));
    void rel;
  }
  const isEntry = (f) => s.lazy !== true || first.has(f.path);
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js') || s.lazy !== true);
  const bytes = js.filter(isEntry).reduce((sum, f) => sum + gz(f), 0);
  const over = s.budget !== undefined && bytes > s.budget * 1024;
  if (over) {
    failed += 1;
  }
  // `target`: a goal not yet met by the build's chunking; reported (never hidden) but not failing the run.
  const missed = s.target !== undefined && bytes > s.target * 1024;
  rows.push([
    s.name,
    kB(bytes),
    s.budget !== undefined ? `${s.budget} kB` : s.target !== undefined ? `target ${s.target} kB` : 'report only',
    over ? 'OVER' : missed ? 'over target' : 'ok',
  ]);
  if (s.lazy === true) {
    const lazy = js.filter((f) => !isEntry(f)).map(gz);
    rows.push([
      `  ^ loaded lazily: ${lazy.length} chunk(s), largest ${kB(Math.max(0, ...lazy))}`,
      kB(lazy.reduce((a, b) => a + b, 0)),
      'report only',
      'ok',
    ]);
  }
}
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
console.log(['scenario', 'gzip', 'budget', 'status'].map((h, i) => h.padEnd(widths[i])).join('  '));
for (const r of rows) {
  console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
}
if (failed > 0) {
  console.error(`${failed} scenario(s) over budget.`);
  process.exit(1);
}
