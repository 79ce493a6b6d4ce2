// Where the main thread's time goes at start-up (`npm run bench:profile`; an analysis, never an assertion).
// The benchmark (startup-bench.mjs) says the kit page keeps the main thread busier than its twin (the same
// DOM and stylesheet as plain React elements, no kit code); this says on what. It builds the kit, twin and
// bare pages exactly as the benchmark does, loads each cold N times in Debian's Chromium (alternating, fresh
// profile each time, the benchmark's settle condition), records a trace (devtools.timeline, v8, v8.compile,
// blink, loading, gc) of each load and prints, per page, the median main-thread time per category, then the
// kit's difference to the twin.
//
// Times are thread time (the trace's `tdur`, CPU time of the renderer's main thread, as the benchmark's
// TaskDuration), so a busy machine inflates them less than wall time. Each trace event's self time (its
// time less its children's) goes to the nearest enclosing event this script names a category for:
//   - script compile/evaluation per file: the streamed top-level compile of each module script
//     (v8.compileModule), the module graph's top-level code (v8.evaluateModule);
//   - lazy compile: functions parsed and compiled on the main thread at their first call (V8.CompileCode and
//     its parse steps), filed by the JS that called them (module top level, React's render task...);
//   - JS by what started it: React's scheduler task (a MessageChannel message: render and commit), timers,
//     animation frames (the benchmark's own watcher too, on both pages), microtasks, DOM events, idle
//     callbacks;
//   - style (recalc, stylesheet parse and rule sets), layout, paint (pre-paint, paint, layerize, commit to
//     the compositor), HTML parse, GC (V8 and Oilpan), document/context set-up (the V8 context of the
//     window, navigation commit), and "other" for the task plumbing (mojo messages, loader) around them.
// Besides, it counts the main thread's top-level tasks, the functions compiled lazily and the busy time after
// the identifier became visible (work after first paint that still counts before the page settles). The
// trace writes several events per lazy compile, which inflates the per-function part of "lazy compile": a
// bench-style check without a trace (600 one-line functions against the same statements in one function)
// found the cost follows the bytes compiled, not the number of functions.
// One more, unmeasured load per page counts React's tree after the first render: fibers by kind (function
// components, forwardRef, memo, context providers, host elements) and hook states; React's render and
// commit work grows with these even where the DOM is the same.
//
// `--samples` adds V8's sampling profiler (disabled-by-default-v8.cpu_profiler, 100 µs) and splits the JS
// self time by the leaf function's script file; with `--names` the pages are built unminified, React's DOM
// client in a chunk of its own, and JS time is also split into React's render phase, its commit phase and
// the page's own components (by function names on the sampled stack). Both change the timings they
// measure (the profiler runs on the main thread; unminified code parses slower): read them as shares.
// `--runs N` (default 7) sets the loads per page, `--keep DIR` writes each trace there (open it in DevTools'
// Performance panel), `--from DIR` analyses the traces of an earlier `--keep DIR` again (no build, no load;
// pass the same `--samples`/`--names`), `--pages kit,twin,bare` picks the pages (kit and twin first for the
// difference column). Needs `npm run build` first, like the benchmark.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  bareEntry,
  buildKitCss,
  buildPage,
  buildTwin,
  captureKitScreen,
  chromiumArgs,
  chromiumPath,
  identifierSelector,
  kitEntry,
  preparePageRun,
  serve,
  watchIdentifier,
} from './page-tools.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    pages: { type: 'string', default: 'kit,twin' },
    samples: { type: 'boolean', default: false },
    names: { type: 'boolean', default: false },
    keep: { type: 'string' },
    from: { type: 'string' },
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',');
const sampling = options.samples || options.names;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'blink',
  'blink.user_timing',
  'loading',
  ...(sampling ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

/** A script's file name without the page's origin (`kit.js`, `kit-chunk-….js`). */
const fileOf = (url) => (url ? url.replace(/^https?:\/\/[^/]+\//, '') : '?');

/** JS started by one of these events is filed under the trigger (the outermost one on the stack wins). */
const TRIGGERS = {
  TimerFire: 'JS: timers',
  FireAnimationFrame: 'JS: animation frames',
  FireIdleCallback: 'JS: idle callbacks',
  EventDispatch: 'JS: DOM events',
  'MessagePort::Accept': "JS: React's scheduler task (render + commit)",
};

const TRACING_OVERHEAD = 'tracing overhead (V8 source positions; not in the bench)';

const COMPILE =
  /^(V8\.(Compile|Parse|PreParse|CollectSourcePositions|OptimizeCode|Maglev|Turbofan|Baseline)|FlushInstructionCache)/;

/**
 * The category of a trace event given its parent's (`null` for an event that only passes its parent's on).
 * `parent` is the nearest named category above it, `trigger` the outermost trigger above it.
 */
function categoryOf(event, parent, trigger) {
  const { name } = event;
  if (name === 'v8.compileModule' || name === 'v8.compile') {
    return `script compile (streamed top level): ${fileOf(event.args?.fileName ?? event.args?.data?.url)}`;
  }
  if (name === 'v8.evaluateModule') {
    return 'JS: module top-level code (evaluateModule)';
  }
  if (name === 'V8.CollectSourcePositions') {
    // V8 re-parses a script for its source positions because the trace asks for stacks: the benchmark's
    // loads (no trace) do not pay this.
    return TRACING_OVERHEAD;
  }
  if (COMPILE.test(name)) {
    // Inside a file's streamed compile, its finalisation steps stay with the file.
    if (/^(script compile|lazy compile|tracing overhead)/.test(parent ?? '')) {
      return parent;
    }
    // Filed by the JS that called the function: module top level, React's render task...
    return `lazy compile (first call) in ${parent?.startsWith('JS: ') ? parent.slice(4) : 'other'}`;
  }
  if (
    /GC|^BlinkGC|^ThreadState::|Sweep|Scavenge|^V8\.GC/i.test(name) &&
    !/^V8\.GC_TIME_TO_SAFEPOINT/.test(name)
  ) {
    return 'GC';
  }
  if (name === 'RunMicrotasks') {
    return parent?.startsWith('JS') ? null : (trigger ?? 'JS: microtasks');
  }
  if (
    name === 'FunctionCall' ||
    name === 'v8.callFunction' ||
    name === 'EvaluateScript' ||
    name === 'v8.run'
  ) {
    return parent?.startsWith('JS') ? null : (trigger ?? 'JS: other callbacks');
  }
  if (
    name === 'UpdateLayoutTree' ||
    name === 'ParseAuthorStyleSheet' ||
    name === 'Document::updateActiveStyle' ||
    name === 'ScheduleStyleRecalculation'
  ) {
    return 'style (recalc, sheet parse, rule sets)';
  }
  if (name === 'Layout') {
    return 'layout';
  }
  if (
    ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers', 'PaintImage'].includes(
      name,
    ) ||
    name === 'LocalFrameView::RunPaintLifecyclePhase' ||
    name === 'LocalFrameView::RunPrePaintLifecyclePhase'
  ) {
    return 'paint (pre-paint, paint, layerize, commit)';
  }
  if (name === 'ParseHTML') {
    return 'HTML parse';
  }
  if (name === 'LocalWindowProxy::Initialize' || name === 'DocumentLoader::CommitNavigation') {
    return 'document and V8 context set-up';
  }
  return null;
}

/** The renderer main thread of the measured page: the CrRendererMain thread whose events name its origin. */
function mainThread(events, origin) {
  const candidates = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best = null;
  let bestHits = -1;
  for (const thread of candidates) {
    let hits = 0;
    for (const event of events) {
      if (
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        JSON.stringify(event.args ?? {}).includes(origin)
      ) {
        hits += 1;
      }
    }
    if (hits > bestHits) {
      best = thread;
      bestHits = hits;
    }
  }
  return best;
}

/**
 * One trace's main-thread time (ms of thread time) per category, plus `busy` (all top-level tasks),
 * `tasks` (their number), `afterVisible` (busy time of the tasks that start after the identifier showed),
 * `visible` (ms from navigation start) and, with samples, the JS self time per script file and phase.
 */
function analyse(events, origin, visibleAt) {
  const thread = mainThread(events, origin);
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navigation = own.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.startsWith(origin),
  );
  const navigationStart =
    events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin),
    )?.ts ??
    navigation?.ts ??
    own[0].ts;
  const totals = {};
  const add = (key, ms) => {
    totals[key] = (totals[key] ?? 0) + ms;
  };
  let busy = 0;
  let tasks = 0;
  let compiled = 0;
  let afterVisible = 0;
  // Complete events nest by wall time; each frame carries its category, trigger and children's thread time.
  const stack = [];
  const close = (frame) => {
    const self = Math.max(0, frame.tdur - frame.childTime);
    add(frame.category ?? 'other (task plumbing: mojo, loader, scheduling)', self);
  };
  for (const event of own) {
    if (event.ph !== 'X' || event.dur === undefined) {
      continue;
    }
    if (event.name === 'V8.CompileCode') {
      compiled += 1;
    }
    while (stack.length > 0 && stack[stack.length - 1].end <= event.ts) {
      close(stack.pop());
    }
    const parent = stack[stack.length - 1];
    const tdur = (event.tdur ?? event.dur) / 1000;
    if (parent) {
      parent.childTime += tdur;
    } else {
      busy += tdur;
      tasks += 1;
      if ((event.ts - navigationStart) / 1000 > visibleAt) {
        afterVisible += tdur;
      }
    }
    const trigger = parent?.trigger ?? TRIGGERS[event.name] ?? null;
    const category = categoryOf(event, parent?.category ?? null, parent?.trigger ?? TRIGGERS[event.name]);
    stack.push({
      end: event.ts + event.dur,
      tdur,
      childTime: 0,
      trigger,
      category: category ?? parent?.category ?? null,
    });
  }
  while (stack.length > 0) {
    close(stack.pop());
  }
  const result = {
    totals,
    busy,
    tasks,
    compiled,
    untraced: busy - (totals[TRACING_OVERHEAD] ?? 0),
    afterVisible,
    visible: visibleAt,
    scripts: {},
    phases: {},
    functions: {},
  };
  if (sampling) {
    jsSamples(events, thread, result);
  }
  return result;
}

/** React's render and commit phases, by the functions on a sampled stack (unminified build only). */
const RENDER =
  /^(performUnitOfWork|workLoopSync|workLoopConcurrent\w*|renderRootSync|renderRootConcurrent|beginWork|completeWork|completeUnitOfWork|reconcileChildFibers\w*|renderWithHooks)$/;
const COMMIT =
  /^(commitRoot\w*|commitMutationEffects\w*|commitLayoutEffects\w*|flushPassiveEffects\w*|commitPassiveMountEffects\w*|flushLayoutEffects|flushMutationEffects|flushSpawnedWork)$/;

/**
 * Adds the sampled JS self time per script file and, with names, per React phase to `result`. The profile
 * starts on the main thread (`Profile`); its chunks come from V8's profiler thread in the same process.
 */
function jsSamples(events, thread, result) {
  const nodes = new Map();
  const samples = [];
  for (const start of events.filter(
    (item) => item.name === 'Profile' && item.pid === thread.pid && item.tid === thread.tid,
  )) {
    let time = start.args.data.startTime;
    const chunks = events.filter(
      (item) => item.name === 'ProfileChunk' && item.pid === thread.pid && item.id === start.id,
    );
    for (const chunk of chunks) {
      const profile = chunk.args.data.cpuProfile ?? {};
      for (const node of profile.nodes ?? []) {
        nodes.set(`${start.id}:${node.id}`, { ...node, key: start.id });
      }
      const deltas = chunk.args.data.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, index) => {
        time += deltas[index] ?? 0;
        samples.push({ id: `${start.id}:${id}`, time });
      });
    }
  }
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const node = nodes.get(samples[index].id);
    const frame = node?.callFrame;
    if (!frame || frame.url === undefined || frame.url === '') {
      continue;
    }
    // Wall time to the next sample, capped so a descheduled thread's gap does not count.
    const ms = Math.min(samples[index + 1].time - samples[index].time, 1000) / 1000;
    const file = fileOf(frame.url);
    result.scripts[file] = (result.scripts[file] ?? 0) + ms;
    // Named without the page and hash (`kit-react-dom-1a2b.js` -> `react-dom`) so pages' rows meet.
    const module = file.replace(/^[a-z]+(-|\.js$)/, '').replace(/-[\w-]{8}\.js$|\.js$/, '') || 'entry';
    const where = `${frame.functionName || '(anonymous)'} ${module}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    result.functions[where] = (result.functions[where] ?? 0) + ms;
    if (options.names) {
      const react = /react-dom|scheduler/.test(file);
      let phase = react ? 'React, outside render and commit' : 'page code, outside render and commit';
      for (let at = node; at; at = nodes.get(`${at.key}:${at.parent}`)) {
        const { functionName, lineNumber, columnNumber, url } = at.callFrame;
        if (COMMIT.test(functionName)) {
          phase = react ? 'React commit' : 'page code run by the commit (refs, layout effects)';
          break;
        }
        if (RENDER.test(functionName)) {
          phase = react ? 'React render (its own work)' : 'page code run by the render (components, hooks)';
          break;
        }
        if (url && functionName === '' && lineNumber === 0 && columnNumber === 0) {
          phase = `module top-level code and what it calls (${react ? 'React' : 'page code'})`;
          break;
        }
      }
      result.phases[phase] = (result.phases[phase] ?? 0) + ms;
    }
  }
}

/** One cold load with a trace (the benchmark's coldLoad plus Tracing), analysed. */
async function tracedLoad(url, keepAs) {
  const profile = await mkdtemp(join(tmpdir(), 'ik-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchIdentifier, identifierSelector);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__benchSettled',
      awaitPromise: true,
      returnByValue: true,
      timeout: 30_000,
    });
    await cdp.send('Tracing.end');
    await complete;
    if (keepAs) {
      // DevTools opens this file; `--from` reads the metadata back to analyse it again without loading.
      const metadata = { origin: new URL(url).origin, visible: Number(result?.value) };
      await writeFile(keepAs, JSON.stringify({ traceEvents: events, metadata }));
    }
    return analyse(events, new URL(url).origin, Number(result?.value));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** React fiber tags (react-reconciler's ReactWorkTags) named in the tree count. */
const FIBER_KINDS = {
  0: 'function components',
  1: 'class components',
  5: 'host elements',
  6: 'host texts',
  7: 'fragments',
  10: 'context providers',
  11: 'forwardRef components',
  14: 'memo components',
  15: 'simple memo components',
};

/** Runs in the page: React's committed tree under #root, fibers by tag, and the hook states they hold. */
function countFibers() {
  const container = document.getElementById('root');
  const key = container
    ? Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
    : undefined;
  const counts = { hooks: 0 };
  const walk = (first) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      counts[fiber.tag] = (counts[fiber.tag] ?? 0) + 1;
      // A function component's memoizedState is its list of hooks; a host element's is null.
      for (
        let hook = fiber.tag === 5 ? null : fiber.memoizedState;
        hook?.next !== undefined;
        hook = hook.next
      ) {
        counts.hooks += 1;
      }
      walk(fiber.child);
    }
  };
  // The container holds the root's first HostRoot fiber; its FiberRoot's `current` is the committed tree.
  walk(key ? container[key].stateNode.current.child : null);
  return counts;
}

/** React's tree on `url` once the identifier shows (one load, not timed; Playwright's evaluate is fine here). */
async function reactTree(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(identifierSelector, { timeout: 30_000 });
    const counts = await page.evaluate(countFibers);
    return Object.fromEntries(
      Object.entries(counts).map(([tag, count]) => [
        tag === 'hooks' ? 'hook states' : (FIBER_KINDS[tag] ?? `fibers of tag ${tag}`),
        count,
      ]),
    );
  } finally {
    await browser.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median over the loads of `pick(load)`, 0 for a load without it. */
const medianOf = (loads, pick) => median(loads.map((load) => pick(load) ?? 0));

/** Mean over the loads (for small sampled figures, whose median is mostly 0). */
const meanOf = (loads, pick) => loads.reduce((sum, load) => sum + (pick(load) ?? 0), 0) / loads.length;

function printTable(title, samples, keysOf, pick, { limit = Infinity, mean = false } = {}) {
  const keys = [...new Set(pages.flatMap((name) => samples[name].flatMap(keysOf)))];
  const rows = keys.map((key) => {
    const cells = pages.map((name) => (mean ? meanOf : medianOf)(samples[name], (load) => pick(load)[key]));
    return { key, cells, diff: pages.includes('kit') && pages.includes('twin') ? cells[0] - cells[1] : 0 };
  });
  rows.sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff) || b.cells[0] - a.cells[0]);
  rows.splice(limit);
  const columns = pages.map((name) => name.padStart(8)).join('');
  const hasDiff = pages[0] === 'kit' && pages[1] === 'twin';
  console.log(`\n${title}\n  ${'category'.padEnd(70)}${columns}${hasDiff ? '  kit-twin' : ''}`);
  for (const { key, cells, diff } of rows) {
    const values = cells.map((ms) => ms.toFixed(2).padStart(8)).join('');
    console.log(
      `  ${key.slice(0, 70).padEnd(70)}${values}${hasDiff ? `${diff >= 0 ? '+' : ''}${diff.toFixed(2)}`.padStart(10) : ''}`,
    );
  }
}

/** The traces of an earlier `--keep DIR`, analysed again (`--from DIR`): no build, no load. */
async function keptSamples(dir) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const samples = Object.fromEntries(pages.map((name) => [name, []]));
  for (const file of files) {
    const name = file.replace(/-\d+\.json$/, '');
    if (samples[name]) {
      const { traceEvents, metadata } = JSON.parse(await readFile(join(dir, file), 'utf8'));
      samples[name].push(analyse(traceEvents, metadata.origin, metadata.visible));
    }
  }
  return samples;
}

async function main() {
  if (options.from) {
    const samples = await keptSamples(resolve(options.from));
    report(samples, samples[pages[0]].length, 'traces kept earlier');
    return;
  }
  const outDir = await preparePageRun('startup-profile-');
  const minify = !options.names;
  if (options.keep) {
    await mkdir(resolve(options.keep), { recursive: true });
  }
  const load = loadavg()[0].toFixed(2);
  try {
    await buildPage(outDir, 'kit', kitEntry, await buildKitCss(outDir), { minify });
    await buildPage(outDir, 'bare', bareEntry, null, { minify });
    const server = await serve(outDir);
    const samples = Object.fromEntries(pages.map((name) => [name, []]));
    const trees = {};
    try {
      // The twin is captured from the minified kit page, as in the benchmark.
      await buildTwin(outDir, await captureKitScreen(`${server.origin}/kit.html`), 'kit.css', { minify });
      for (const name of pages) {
        trees[name] = await reactTree(`${server.origin}/${name}.html`);
      }
      await tracedLoad(`${server.origin}/bare.html`);
      for (let i = 0; i < runs; i += 1) {
        const order = i % 2 === 0 ? pages : [...pages].reverse();
        for (const name of order) {
          const keepAs = options.keep ? join(resolve(options.keep), `${name}-${i + 1}.json`) : undefined;
          samples[name].push(await tracedLoad(`${server.origin}/${name}.html`, keepAs));
        }
      }
    } finally {
      server.close();
    }
    report(samples, runs, `load average ${load} on ${availableParallelism()} cores at start`);
    printTable(
      'React tree after the first render (count; one untimed load per page)',
      Object.fromEntries(pages.map((name) => [name, [trees[name]]])),
      (tree) => Object.keys(tree),
      (tree) => tree,
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Prints the tables: summary, categories and, with samples, JS by file, phase and function. */
function report(samples, count, note) {
  console.log(
    `Main-thread time at start-up, thread ms, median of ${count} traced cold loads per page ` +
      `(${note}; tracing adds its own overhead, so compare pages, not these figures with the benchmark's)`,
  );
  const summary = {
    busy: 'busy (all top-level tasks)',
    untraced: 'busy less the tracing overhead (compare with the bench)',
    tasks: 'top-level tasks (count)',
    compiled: 'functions compiled lazily on the main thread (count)',
    afterVisible: 'busy in tasks after the identifier showed',
    visible: 'identifier visible (ms after navigation)',
  };
  printTable(
    'Summary',
    samples,
    () => Object.values(summary),
    (load) => Object.fromEntries(Object.entries(summary).map(([key, label]) => [label, load[key]])),
  );
  printTable(
    'By category (self time)',
    samples,
    (load) => Object.keys(load.totals),
    (load) => load.totals,
  );
  if (sampling) {
    printTable(
      'JS self time by script file (sampled)',
      samples,
      (load) => Object.keys(load.scripts),
      (load) => load.scripts,
    );
  }
  if (options.names) {
    printTable(
      'JS self time by phase (sampled, unminified)',
      samples,
      (load) => Object.keys(load.phases),
      (load) => load.phases,
    );
    printTable(
      'JS self time by function, top 40 (sampled, unminified; mean of the loads)',
      samples,
      (load) => Object.keys(load.functions),
      (load) => load.functions,
      { limit: 40, mean: true },
    );
  }
}

await main();
