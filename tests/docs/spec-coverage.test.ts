// SPEC-COVERAGE.md (issue 22: "a spec coverage map the project keeps"): every file the map names exists, every
// test name it quotes occurs in the test file it follows, and every item has a status, with an open issue or
// a reason where it is not done. The cases on small snippets prove each check can fail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCoverageMap,
  countByStatus,
  parseCoverageMap,
  totalsLine,
  type FileAccess,
} from './spec-coverage';

const root = path.resolve(__dirname, '../..');
const map = readFileSync(path.join(root, 'SPEC-COVERAGE.md'), 'utf8');

const repository: FileAccess = {
  exists: (file) => existsSync(path.join(root, file)),
  read: (file) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  },
};

/** A tiny file system for the snippets: one source and one test file. */
const fakeFiles: FileAccess = {
  exists: (file) => file === 'rules/a.ts' || file === 'tests/a.test.ts',
  read: (file) =>
    file === 'tests/a.test.ts'
      ? "it('accepts a valid code', () => {})"
      : file === 'rules/a.ts'
        ? 'export {}'
        : undefined,
};

function snippet(...rows: string[]): string {
  return ['| ID | Item | Status | Where | Test |', '|---|---|---|---|---|', ...rows].join('\n');
}

describe('SPEC-COVERAGE.md', () => {
  it('names only files that exist and test names that occur in their files', () => {
    expect(checkCoverageMap(map, repository)).toEqual([]);
  });

  it('maps the items of both spec files, each with a status', () => {
    const items = parseCoverageMap(map);
    const counts = countByStatus(items);
    expect(counts.none).toBe(0);
    expect(items.filter((entry) => entry.id.startsWith('000-')).length).toBeGreaterThan(100);
    expect(items.filter((entry) => entry.id.startsWith('001-')).length).toBeGreaterThan(80);
  });

  it('states its totals as counted (update the line at the top when a status changes)', () => {
    const expected = totalsLine(parseCoverageMap(map));
    const stated = map.split('\n').find((line) => line.startsWith('Totals:'));
    expect(stated).toBe(expected);
  });

  it('is linked from the README', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.includes('(SPEC-COVERAGE.md)')).toBe(true);
  });
});

describe('checkCoverageMap', () => {
  it('accepts a well-formed snippet', () => {
    const good = snippet(
      '| 000-1 | A code | done | `rules/a.ts` "export" | `tests/a.test.ts` "accepts a valid code" |',
      '| 000-2 | A loader | missing: issue 17 | | |',
      '| 000-3 | Old browsers | n/a: no such browser runs the kit | | |',
      '| 000-4 | A screen | partial: the hook exists, the screen does not | `rules/a.ts` | |',
    );
    expect(checkCoverageMap(good, fakeFiles)).toEqual([]);
  });

  it('names a file that does not exist', () => {
    const bad = snippet('| 000-1 | A code | done | `rules/gone.ts` | `tests/a.test.ts` |');
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): Where names rules/gone.ts, which does not exist',
    ]);
  });

  it('names a test name that does not occur in its test file', () => {
    const bad = snippet(
      '| 000-1 | A code | done | `rules/a.ts` | `tests/a.test.ts` "rejects a short code" |',
    );
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): Test test name "rejects a short code" does not occur in tests/a.test.ts',
    ]);
  });

  it('names a backticked path with a stray quote inside', () => {
    const bad = snippet(
      '| 000-1 | A code | done | `rules/a.ts` | `tests/a.test.ts" "accepts a valid code` |',
    );
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): done but names no test file in Test',
      'line 3 (000-1): `tests/a.test.ts" "accepts a valid code` is not a file path (a quote inside the backticks?)',
    ]);
  });

  it('names an item with no status', () => {
    const bad = snippet('| 000-1 | A code | | `rules/a.ts` | `tests/a.test.ts` |');
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): no status (one of done, partial, missing, n/a)',
    ]);
  });

  it('names partial and missing items with neither an issue nor a reason, and n/a without a reason', () => {
    const bad = snippet(
      '| 000-1 | A code | partial | `rules/a.ts` | |',
      '| 000-2 | A loader | missing — | | |',
      '| 000-3 | Old browsers | n/a | | |',
    );
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): partial names neither an issue nor a reason',
      'line 4 (000-2): missing names neither an issue nor a reason',
      'line 5 (000-3): n/a without a reason',
    ]);
  });

  it('names a done item without a source or a test file, and a duplicate ID', () => {
    const bad = snippet(
      '| 000-1 | A code | done | | `rules/a.ts` |',
      '| 000-1 | Again | done | `rules/a.ts` | `tests/a.test.ts` |',
    );
    expect(checkCoverageMap(bad, fakeFiles)).toEqual([
      'line 3 (000-1): done but names no source file in Where',
      'line 3 (000-1): done but names no test file in Test',
      'line 4 (000-1): duplicate ID, first used on line 3',
    ]);
  });

  it('fails on a map with no item table', () => {
    expect(checkCoverageMap('# Nothing here\n', fakeFiles)).toEqual([
      'the map has no item rows (a table whose first header cell is ID)',
    ]);
  });
});
