// Up-front and lazy bytes of the main screens under three app bundlers (issue 19, part of `npm run size`):
// Vite (Rollup), esbuild with code splitting, and webpack 5 (the bundler of Next.js's production client
// build; see README.md "Bundle size" for why not a whole Next.js build). Each builds one small app whose
// entries import a screen from the built package (`identity-kit/*` -> `dist/*`), react external, minified,
// as a product would; `up front` is the gzip of the entry and every chunk it imports statically (what loads
// before the screen can render), `lazy` the gzip of the chunks fetched on demand. The scenarios and their
// per-bundler budgets are in size.scenarios.mjs (`bundlers`). The webpack build is shaped like a Next.js page
// (see measureWebpack): its chunk-loading runtime is the app's shared `webpack` chunk, reported apart.
import { build as esbuild } from 'esbuild';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import webpack from 'webpack';
import { exportedFiles } from './package-exports.mjs';

/**
 * Which scenarios of size.scenarios.mjs run here, and their budgets: those with `bundlers`, one entry per app
 * bundler, each a budget in kB gzip up front that fails the run, or `'report'` (measured, compared with the
 * scenario's `target`, never failing). One list for both tables (review finding D3).
 */
export const bundlerScenarios = (scenarios) => scenarios.filter((scenario) => scenario.bundlers);

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const gzip = (code) => gzipSync(code, { level: 9 }).length;

/** Name of the chunk that holds webpack's runtime, as in a Next.js client build (`static/chunks/webpack-*.js`). */
const RUNTIME_CHUNK = 'webpack';

/**
 * Gzip bytes of one entry: `upFront`, the entry file and every file it reaches through static imports;
 * `lazy`, every file it can fetch on demand (dynamic imports, and their static imports), not up front.
 */
function split(files, entryFile, staticImports, dynamicImports) {
  const closure = (start) => {
    const reached = new Set(start);
    for (const file of reached) {
      for (const imported of staticImports(file)) {
        reached.add(imported);
      }
    }
    return reached;
  };
  const upFront = closure([entryFile]);
  const lazy = new Set();
  let frontier = [...upFront];
  while (frontier.length > 0) {
    const next = closure(frontier.flatMap((file) => dynamicImports(file)));
    frontier = [...next].filter((file) => !upFront.has(file) && !lazy.has(file));
    frontier.forEach((file) => lazy.add(file));
  }
  const sum = (set) => [...set].reduce((total, file) => total + gzip(files.get(file) ?? ''), 0);
  return { upFront: sum(upFront), lazy: sum(lazy) };
}

/** One entry file per scenario (`e<i>`), all built in one run of each bundler (three builds, not twelve). */
async function writeEntries(dir, scenarios) {
  const entries = {};
  await Promise.all(
    scenarios.map(async (scenario, index) => {
      entries[`e${index}`] = path.join(dir, `e${index}.js`);
      await writeFile(entries[`e${index}`], `${scenario.code}\n`);
    }),
  );
  return entries;
}

async function measureVite(root, entries) {
  const output = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      alias: Object.entries(exportedFiles(root)).map(([name, file]) => ({
        find: new RegExp(`^${name}$`),
        replacement: file,
      })),
    },
    build: {
      write: false,
      minify: 'esbuild',
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: entries,
        external: EXTERNAL,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output[0] : output).output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code]));
  return Object.keys(entries).map((name) =>
    split(
      files,
      `${name}.js`,
      (file) => byName.get(file)?.imports ?? [],
      (file) => byName.get(file)?.dynamicImports ?? [],
    ),
  );
}

async function measureEsbuild(root, entries, selfReference) {
  const result = await esbuild({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    outdir: path.join(root, 'build', 'esbuild-out'),
    logLevel: 'silent',
    external: EXTERNAL,
    plugins: [selfReference],
    absWorkingDir: root,
  });
  const files = new Map(
    result.outputFiles
      .filter((file) => file.path.endsWith('.js'))
      .map((file) => [path.basename(file.path), file.contents]),
  );
  const outputs = new Map(
    Object.entries(result.metafile.outputs).map(([name, output]) => [path.basename(name), output]),
  );
  const importsOf = (kind) => (file) =>
    (outputs.get(file)?.imports ?? [])
      .filter((imported) => imported.kind === kind && !imported.external)
      .map((imported) => path.basename(imported.path));
  return Object.keys(entries).map((name) =>
    split(files, `${name}.js`, importsOf('import-statement'), importsOf('dynamic-import')),
  );
}

async function measureWebpack(root, entries, outDir) {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: entries,
    target: ['web', 'es2022'],
    devtool: false,
    output: { path: outDir, filename: '[name].js', chunkFilename: 'chunk-[contenthash].js', clean: true },
    // React stays out of the figures, but not as an ES-module external: webpack makes every module that
    // imports one an async module and never concatenates those (bailout "Module is async"), which left ~80
    // kit modules in their own wrappers (+1.7 kB gzip on SignIn, session 17). A webpack app (Next.js)
    // bundles React, so none of them is async there; a global external is the same to the kit's modules.
    externals: Object.fromEntries(EXTERNAL.map((name) => [name, `React_${name.replace(/\W/g, '_')}`])),
    externalsType: 'global',
    experiments: { outputModule: true },
    resolve: {
      alias: Object.fromEntries(
        Object.entries(exportedFiles(root)).map(([name, file]) => [`${name}$`, file]),
      ),
    },
    performance: { hints: false },
    // The chunk-loading runtime goes in its own chunk named `webpack`, as Next.js's client build does
    // (`optimization.runtimeChunk`): one file every page of the app loads, the bare page too, with every
    // runtime part a page can need (Next's own router loads pages and chunks on demand). It is not the
    // page's cost, so it is measured and reported apart (`runtime`), not counted up front. Before session 21
    // it was counted: ~1.3-1.5 kB gzip of each webpack figure (README.md "Bundle size").
    // Split chunks as Next.js's client build sets them: no default or vendor groups, so a page's modules
    // stay in the page's chunk and each import() in its own (its `framework` group is React, external here,
    // and its `lib` group takes only modules over 160 kB, which the kit has none of).
    optimization: {
      runtimeChunk: { name: RUNTIME_CHUNK },
      splitChunks: {
        chunks: 'all',
        cacheGroups: { default: false, defaultVendors: false },
        maxInitialRequests: 25,
        minSize: 20000,
      },
    },
    // webpack's production defaults otherwise: terser, module concatenation, `sideEffects`.
  });
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result || result.hasErrors()) {
        reject(error ?? new Error(result?.toString({ all: false, errors: true }) ?? 'webpack failed'));
        return;
      }
      resolve(result);
    });
  });
  const { compilation } = stats;
  const files = new Map();
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) {
        files.set(file, await readFile(path.join(outDir, file)));
      }
    }
  }
  const filesOf = (group) =>
    group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
  return Object.keys(entries).map((name) => {
    // An entry's chunk group loads together (up front); its children are the groups of its import()s.
    const entrypoint = compilation.entrypoints.get(name);
    const groupOf = new Map();
    const visit = (group) => {
      for (const file of filesOf(group)) {
        groupOf.set(file, group);
      }
      for (const child of group.getChildren()) {
        if (!groupOf.has(filesOf(child)[0])) {
          visit(child);
        }
      }
    };
    visit(entrypoint);
    const first = `${name}.js`;
    const runtime = `${RUNTIME_CHUNK}.js`;
    return {
      ...split(
        files,
        first,
        // A dynamic import fetches its whole group at once, so every file is listed as that import's.
        (file) => (file === first ? filesOf(entrypoint).filter((f) => f !== runtime) : []),
        (file) => (groupOf.get(file)?.getChildren() ?? []).flatMap((child) => filesOf(child)),
      ),
      runtime: gzip(files.get(runtime) ?? ''),
    };
  });
}

/**
 * Measures the given scenarios (size.scenarios.mjs entries with `bundlers`) in the three bundlers; returns rows
 * of { name, bundlers, target, vite, esbuild, webpack } (each { upFront, lazy } in gzip bytes; webpack's also
 * `runtime`, the gzip of its shared runtime chunk, not counted up front).
 */
export async function measureBundlers(root, selfReference, scenarios) {
  await mkdir(path.join(root, 'build'), { recursive: true });
  const dir = await mkdtemp(path.join(root, 'build', 'size-bundlers-'));
  try {
    const entries = await writeEntries(dir, scenarios);
    // Each bundler builds each screen alone, as an app of one page: with several entries Rollup and esbuild
    // cut shared chunks finer (a screen's up-front bytes grew by up to 3.5 kB gzip in per-chunk overhead), and
    // webpack concatenates no module that two entries share (+1.1 kB on SignUp with a shared runtime).
    const each = (measure) =>
      Promise.all(Object.entries(entries).map(([name, file]) => measure({ [name]: file }).then(([r]) => r)));
    const [vite, esbuildResults, webpackResults] = await Promise.all([
      each((entry) => measureVite(root, entry)),
      each((entry) => measureEsbuild(root, entry, selfReference)),
      each((entry) => measureWebpack(root, entry, path.join(dir, `webpack-${Object.keys(entry)[0]}`))),
    ]);
    return scenarios.map((scenario, index) => ({
      name: scenario.name,
      bundlers: scenario.bundlers,
      target: scenario.target,
      vite: vite[index],
      esbuild: esbuildResults[index],
      webpack: webpackResults[index],
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
