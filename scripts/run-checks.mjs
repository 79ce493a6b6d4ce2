// `npm test`: everything CI checks, cheapest first, with the wall time of each phase. Phases in one group
// run side by side: prettier, tsc and eslint are each single-threaded, so on two cores they overlap well;
// the vitest phases use every core and run alone. A failing group stops the run (later phases would only
// repeat the failure), and the table still prints so a slow phase is visible either way.
import { spawn } from 'node:child_process';

/** @type {readonly (readonly [name: string, script: string])[][]} */
const groups = [
  [
    ['format', 'format:check'],
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['docs', 'docs:check'],
  ],
  [['unit', 'unit']],
  [['build + size', 'build:size']],
  [['browser', 'test:browser']],
];

const only = process.argv.slice(2);
const timings = [];

function run(name, script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

const startedAll = Date.now();
let ok = true;
for (const group of groups) {
  const chosen = group.filter(([name]) => only.length === 0 || only.includes(name));
  if (chosen.length === 0) {
    continue;
  }
  const results = await Promise.all(chosen.map(([name, script]) => run(name, script)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
const total = (Date.now() - startedAll) / 1000;
console.log('\nphase            wall s  result');
for (const { name, seconds, ok: passed } of timings) {
  console.log(`${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)}  ${passed ? 'ok' : 'FAILED'}`);
}
console.log(`${'total'.padEnd(16)} ${total.toFixed(1).padStart(6)}  ${ok ? 'ok' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
