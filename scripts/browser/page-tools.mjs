// What the start-up benchmark (startup-bench.mjs) and the start-up JS budget (startup-js.mjs) share: how a
// page is built (Vite production build, as a product ships it), served, watched until its identifier field
// shows, and how much of its JavaScript ran. Plain Node 20 (the Chromium flags mirror
// tests/browser/support/chromium.ts, which is TypeScript).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { build as viteBuild } from 'vite';
import { chromium } from 'playwright-core';
import { exportedFiles } from '../package-exports.mjs';

const run = promisify(execFile);

export const root = process.cwd();
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/**
 * Chromium 156 preloads its WebUI omnibox popups (chrome://omnibox-popup.top-chrome/ and its AI-mode page) at
 * every launch: two more renderers whose main threads run 150-360 ms of script, often while the measured page
 * loads (seen in about half the traces of `startup-profile.mjs`), on the same shared cores. A headless
 * browser never shows them. Chromium reads only the last --disable-features switch (it does not merge them),
 * so the list repeats the features Playwright disables by default (playwright-core 1.65, chromiumSwitches)
 * and adds the two popups.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${disabledFeatures.join(',')}`,
];
export const bareEntry = join(root, 'scripts/browser/pages/bare-form.tsx');
export const kitEntry = join(root, 'scripts/browser/pages/kit-sign-in.tsx');
export const supabaseEntry = join(root, 'scripts/browser/pages/supabase-sign-in.tsx');
/** The identifier field on every page: the token list holds `username` (the kit may add `webauthn`) or `email`. */
export const identifierSelector = 'input[autocomplete~="username"], input[autocomplete~="email"]';

/**
 * Bundles one page entry the way a product would ship it: Vite's production build (Rollup, minified,
 * production React, ESM, code splitting), the most common bundler of React apps. Rollup puts a module of a
 * side-effect-free package in the entry's chunks only when the entry uses it; esbuild's code splitting does
 * not (a module a lazy chunk uses and the entry merely re-exports through `identity-kit/ui` lands in a shared
 * chunk the entry imports statically; scripts/size.mjs measures that case), which would measure a bundler
 * limitation, not the kit. The kit page imports the built package (`identity-kit/*` -> `dist/*`). Returns the
 * bytes loaded up front (the entry and the chunks it imports statically) and the bytes of the chunks fetched
 * on demand.
 */
export async function buildPage(outDir, name, entry, css, { perModule = false, minify = true } = {}) {
  const output = await viteBuild({
    configFile: false,
    logLevel: 'error',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    // `identity-kit/*` resolves through the package's `exports` map to the built files, as in an app.
    resolve: {
      alias: Object.entries(exportedFiles(root)).map(([name, file]) => ({
        find: new RegExp(`^${name}$`),
        replacement: file,
      })),
    },
    build: {
      outDir,
      emptyOutDir: false,
      // `minify: false` only for analysis (startup-js.mjs --react): function names survive in the coverage.
      minify: minify ? 'esbuild' : false,
      target: 'es2022',
      // The page's HTML is written below; the entry is loaded as one module script, as a product does.
      modulePreload: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { [name]: entry },
        output: {
          format: 'es',
          entryFileNames: `${name}.js`,
          chunkFileNames: perModule || !minify ? `${name}-[name]-[hash].js` : `${name}-chunk-[hash].js`,
          // Analysis only (startup-js.mjs --modules): one chunk per source module, named after it.
          ...(perModule
            ? {
                manualChunks: (id) =>
                  id
                    .replace(root, '')
                    .replace(/^[/\\]+/, '')
                    .replace(/[^\w.-]+/g, '_'),
              }
            : minify
              ? {}
              : // Analysis (startup-js.mjs --react): React's DOM client in a chunk of its own, named after it.
                {
                  manualChunks: (id) =>
                    /[/\\]node_modules[/\\]react-dom[/\\]/.test(id) ? 'react-dom' : undefined,
                }),
        },
      },
    },
  });
  const chunks = new Map(
    (Array.isArray(output) ? output[0] : output).output
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const cssLink = css ? `<link rel="stylesheet" href="/${css}">` : '';
  await writeFile(
    join(outDir, `${name}.html`),
    `<!doctype html><html lang="en-US"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title>${cssLink}` +
      `</head><body><div id="root"></div><script type="module" src="/${name}.js"></script></body></html>`,
  );
  // The entry and every chunk it reaches through static imports load before it runs: up front.
  const upFront = new Set([`${name}.js`]);
  for (const file of upFront) {
    for (const imported of chunks.get(file)?.imports ?? []) {
      upFront.add(imported);
    }
  }
  let up = 0;
  let onDemand = 0;
  for (const [file, chunk] of chunks) {
    const bytes = Buffer.byteLength(chunk.code);
    if (upFront.has(file)) {
      up += bytes;
    } else {
      onDemand += bytes;
    }
  }
  return { upFront: up, onDemand };
}

/** The kit's stylesheet, compiled by the Tailwind CLI exactly as `npm run build` does. */
export async function buildKitCss(outDir) {
  const tailwind = join(root, 'node_modules/.bin/tailwindcss');
  await run(tailwind, ['-i', 'ui/styles.css', '-o', join(outDir, 'kit.css'), '--minify'], { cwd: root });
  return 'kit.css';
}

/** Serves `dir`'s files (flat names only) on a free local port. */
export function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (req, res) => {
    const name = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/^\/+/, '');
    if (!/^[\w.-]+$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(dir, name));
      res.writeHead(200, { 'content-type': types[extname(name)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** React prop names of the DOM attributes the kit renders whose names differ (the rest pass through as-is). */
const TWIN_PROPS = { class: 'className', for: 'htmlFor', value: 'defaultValue', checked: 'defaultChecked' };

/** Runs in the kit page: its first screen as a plain tree of tags, attributes and texts. */
function captureTree() {
  const walk = (node) =>
    node.nodeType === Node.TEXT_NODE
      ? node.data
      : [
          node.localName,
          Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value])),
          [...node.childNodes]
            .filter((child) => child.nodeType === Node.ELEMENT_NODE || child.nodeType === Node.TEXT_NODE)
            .map(walk),
        ];
  const root = document.getElementById('root');
  return root ? [...root.children].map(walk) : [];
}

/**
 * Builds the twin page: an entry that renders `tree` with React's createElement in one component (no kit
 * code, no state), bundled and served like the other two, with the kit's stylesheet.
 */
export async function buildTwin(outDir, tree, css, { minify = true } = {}) {
  const entry = join(outDir, 'twin-entry.js');
  await writeFile(
    entry,
    `import { createElement } from 'react';\n` +
      `import { createRoot } from 'react-dom/client';\n` +
      `const PROPS = ${JSON.stringify(TWIN_PROPS)};\n` +
      `const TREE = ${JSON.stringify(tree)};\n` +
      `const element = (node, key) => typeof node === 'string' ? node : createElement(node[0], ` +
      `{ key, ...Object.fromEntries(Object.entries(node[1]).map(([name, value]) => [PROPS[name] ?? name, value])) }, ` +
      `...node[2].map((child, index) => element(child, index)));\n` +
      `function Twin() { return TREE.map((node, index) => element(node, index)); }\n` +
      `createRoot(document.getElementById('root')).render(createElement(Twin));\n`,
  );
  return buildPage(outDir, 'twin', entry, css, { minify });
}

/** The kit page's first screen, captured once it shows the identifier field (not a measured load). */
export async function captureKitScreen(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(identifierSelector, { timeout: 30_000 });
    return await page.evaluate(captureTree);
  } finally {
    await browser.close();
  }
}

/**
 * Runs in the page before its scripts: records performance.now() (ms since navigation start) at the first
 * animation frame in which the identifier field is laid out and visible, then settles (two quiet frames and
 * a short idle, so deferred start-up work such as effects and lazy chunks counts) and resolves
 * `window.__benchSettled` with that time. The page itself reports: the benchmark reads the promise with one
 * CDP Runtime.evaluate and runs nothing else in the page (see coldLoad in startup-bench.mjs).
 */
export function watchIdentifier(selector) {
  let settle = () => undefined;
  window.__benchSettled = new Promise((resolve) => {
    settle = resolve;
  });
  const check = () => {
    const field = document.querySelector(selector);
    if (field) {
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0') {
        const visibleAt = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => settle(visibleAt), 300)));
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Bytes of JavaScript that ran during one load: for every function V8 called at least once (precise
 * coverage), its source extent less the functions nested in it. Each of those was fully parsed and compiled
 * to bytecode on the main thread at its first call (only each script's top level compiles while the file
 * streams in), so this is a measure of start-up work that, unlike the timings, does not move with the
 * machine's load: the same build gives the same figure on every run. With `perScript`, also the bytes per
 * script (file name -> bytes), to find what runs at start-up that need not.
 */
export async function executedBytes(url, { perScript = false } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(watchIdentifier, identifierSelector);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(url, { waitUntil: 'load' });
    await cdp.send('Runtime.evaluate', { expression: 'window.__benchSettled', awaitPromise: true });
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const origin = new URL(url).origin;
    let bytes = 0;
    // Own bytes of the scripts' top levels (module code outside any function): not in `bytes`, but it runs
    // on the main thread at every load (v8.evaluateModule in a trace; see startup-profile.mjs).
    let topLevel = 0;
    const scripts = {};
    // Functions that ran per script (`startup-js --modules`). Untraced, the compile cost follows the bytes, not
    // the count: 600 one-line functions cost no more busy time than the same statements in one function.
    const functionCounts = {};
    // `file name` -> own bytes of each named function that ran (readable in an unminified build only).
    const names = {};
    for (const script of result.filter((entry) => entry.url.startsWith(origin))) {
      // ranges[0] spans the whole function; sorted outer-first so a function's parent is on the stack.
      const functions = script.functions
        .map(({ functionName, ranges: [whole] }) => ({
          name: functionName,
          start: whole.startOffset,
          end: whole.endOffset,
          ran: whole.count > 0,
        }))
        .sort((a, b) => a.start - b.start || b.end - a.end);
      const open = [];
      for (const fn of functions) {
        fn.self = fn.end - fn.start;
        while (open.length > 0 && open[open.length - 1].end <= fn.start) {
          open.pop();
        }
        const parent = open[open.length - 1];
        if (parent && fn.end <= parent.end) {
          parent.self -= fn.end - fn.start;
        }
        open.push(fn);
      }
      // The script's own top level (the first, outermost entry) is compiled off the main thread.
      const ran = functions.slice(1).reduce((sum, fn) => sum + (fn.ran ? fn.self : 0), 0);
      topLevel += functions[0]?.self ?? 0;
      bytes += ran;
      const file = new URL(script.url).pathname.slice(1);
      scripts[file] = (scripts[file] ?? 0) + ran;
      functionCounts[file] = (functionCounts[file] ?? 0) + functions.slice(1).filter((fn) => fn.ran).length;
      for (const fn of functions.slice(1)) {
        if (fn.ran && fn.name) {
          names[`${file} ${fn.name}`] = fn.self;
        }
      }
    }
    return perScript ? { bytes, scripts, names, functionCounts, topLevel } : bytes;
  } finally {
    await browser.close();
  }
}

/**
 * What every page measurement needs (Chromium and the built package), checked before anything is built, and a
 * fresh output folder under build/ named with `prefix`. Exits with the fix when a prerequisite is missing.
 */
export async function preparePageRun(prefix) {
  if (!existsSync(chromiumPath)) {
    console.error(`Chromium not found at ${chromiumPath}: apt-get update && apt-get install -y chromium`);
    process.exit(1);
  }
  if (!existsSync(join(root, 'dist/ui/index.js'))) {
    console.error('dist/ is missing: run `npm run build` first (the kit page imports the built package).');
    process.exit(1);
  }
  const parent = join(root, 'build');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, prefix));
}
