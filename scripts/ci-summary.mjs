// Prints `N passed, N failed` from the test runners' JSON reports in .reports/. A failing `npm test`
// step that produced no test report (typecheck, lint, build, size) counts as one failure, so the line
// never claims success for a red run.
import { readdirSync, readFileSync, existsSync } from 'node:fs';

const status = Number(process.argv[2] ?? '0');
let passed = 0;
let failed = 0;
if (existsSync('.reports')) {
  for (const name of readdirSync('.reports').filter((n) => n.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(`.reports/${name}`, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
if (status !== 0 && failed === 0) {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(status === 0 ? 0 : 1);
