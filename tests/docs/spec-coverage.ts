// Reads SPEC-COVERAGE.md (issue 22): the map of every numbered item of the two spec files to its status, the
// source that implements it and the test that covers it. `checkCoverageMap` returns one line per problem, so
// the map cannot drift silently when a file moves or a test is renamed.
//
// The map's grammar, kept deliberately small so the map stays easy to edit by hand:
// - An item is a row of a Markdown table whose header's first cell is `ID`. Its five cells are
//   ID | Item | Status | Where | Test.
// - Status starts with `done`, `partial`, `missing` or `n/a`. `partial` and `missing` name an open issue
//   ("issue 17") or give a reason after the word; `n/a` always gives its reason. A `done` item names at least
//   one source path in Where and one test file in Test.
// - In Where and Test, a path is a backticked token holding a `/` (or naming a root file such as
//   `README.md`); it must exist relative to the repository root. A "double-quoted" text after a path must
//   occur in that file: in Test it is (part of) a test name, in Where a symbol or string of the source.

export const STATUSES = ['done', 'partial', 'missing', 'n/a'] as const;
export type Status = (typeof STATUSES)[number];

export interface Reference {
  path: string;
  quoted: string[];
}

export interface CellReferences {
  refs: Reference[];
  /** Backticked tokens that look like a path (they hold a `/`) but are not one, e.g. a closing quote typo. */
  malformed: string[];
}

export interface CoverageItem {
  id: string;
  line: number;
  item: string;
  status: Status | undefined;
  statusNote: string;
  where: Reference[];
  tests: Reference[];
  malformed: string[];
}

export interface FileAccess {
  exists(path: string): boolean;
  read(path: string): string | undefined;
}

const ROOT_FILE = /^[\w.-]+\.(?:md|ts|tsx|js|mjs|json|css|html)$/;

function isPath(token: string): boolean {
  if (/\s/.test(token) || token.startsWith('/') || token.includes('{') || token.includes('..')) {
    return false;
  }
  return token.includes('/') ? /^[\w@.[\]-]+(?:\/[\w@.[\]-]*)+$/.test(token) : ROOT_FILE.test(token);
}

/** Backticked paths in a cell, each with the double-quoted texts that follow it (before the next path). */
export function parseReferences(cell: string): CellReferences {
  const refs: Reference[] = [];
  const malformed: string[] = [];
  const token = /`([^`]+)`|"([^"]+)"/g;
  for (const match of cell.matchAll(token)) {
    const code = match[1];
    const quoted = match[2];
    if (code !== undefined) {
      if (isPath(code)) {
        refs.push({ path: code, quoted: [] });
      } else if (code.includes('/')) {
        malformed.push(code);
      }
    } else if (quoted !== undefined) {
      refs.at(-1)?.quoted.push(quoted);
    }
  }
  return { refs, malformed };
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // A literal pipe inside a cell is written `\|`.
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function parseStatus(cell: string): { status: Status | undefined; note: string } {
  const text = cell.replace(/\*\*/g, '').trim();
  const lower = text.toLowerCase();
  const status = STATUSES.find((name) => lower === name || new RegExp(`^${name}(?![\\w/])`).test(lower));
  const note = status === undefined ? text : text.slice(status.length).replace(/^[\s:;,.—–-]+/, '');
  return { status, note };
}

/** Every item row of the map, in order. Rows of tables whose first header cell is not `ID` are skipped. */
export function parseCoverageMap(markdown: string): CoverageItem[] {
  const items: CoverageItem[] = [];
  let inItemTable = false;
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!line.startsWith('|')) {
      inItemTable = false;
      return;
    }
    const cells = splitRow(line);
    if (cells[0] === 'ID') {
      inItemTable = true;
      return;
    }
    if (!inItemTable || cells.every((cell) => /^:?-+:?$/.test(cell))) {
      return;
    }
    const [id = '', item = '', status = '', where = '', tests = ''] = cells;
    const parsed = parseStatus(status);
    const whereRefs = parseReferences(where);
    const testRefs = parseReferences(tests);
    items.push({
      id,
      line: index + 1,
      item,
      status: parsed.status,
      statusNote: parsed.note,
      where: whereRefs.refs,
      tests: testRefs.refs,
      malformed: [...whereRefs.malformed, ...testRefs.malformed],
    });
  });
  return items;
}

const ISSUE = /\bissues? \d+/i;
/** A reason is some words, not a lone mark: at least two words of letters. */
const REASON = /[a-z]{2,}\W+[a-z]{2,}/i;

/** Every problem of the map; an empty list means the map holds. */
export function checkCoverageMap(markdown: string, files: FileAccess): string[] {
  const failures: string[] = [];
  const items = parseCoverageMap(markdown);
  const seen = new Map<string, number>();
  if (items.length === 0) {
    failures.push('the map has no item rows (a table whose first header cell is ID)');
  }
  for (const entry of items) {
    const at = `line ${entry.line} (${entry.id || 'no id'})`;
    if (!/^\d{3}-\S+$/.test(entry.id)) {
      failures.push(`${at}: the ID should be the spec file's number, a dash and the item number`);
    }
    const earlier = seen.get(entry.id);
    if (earlier !== undefined) {
      failures.push(`${at}: duplicate ID, first used on line ${earlier}`);
    }
    seen.set(entry.id, entry.line);
    if (entry.item.length === 0) {
      failures.push(`${at}: no item text`);
    }
    if (entry.status === undefined) {
      failures.push(`${at}: no status (one of ${STATUSES.join(', ')})`);
    } else if (entry.status === 'n/a' && !REASON.test(entry.statusNote)) {
      failures.push(`${at}: n/a without a reason`);
    } else if (
      (entry.status === 'partial' || entry.status === 'missing') &&
      !ISSUE.test(entry.statusNote) &&
      !REASON.test(entry.statusNote)
    ) {
      failures.push(`${at}: ${entry.status} names neither an issue nor a reason`);
    } else if (entry.status === 'done') {
      if (entry.where.length === 0) {
        failures.push(`${at}: done but names no source file in Where`);
      }
      if (!entry.tests.some((ref) => /\.test\.tsx?$/.test(ref.path))) {
        failures.push(`${at}: done but names no test file in Test`);
      }
    }
    for (const token of entry.malformed) {
      failures.push(`${at}: \`${token}\` is not a file path (a quote inside the backticks?)`);
    }
    for (const [column, refs] of [
      ['Where', entry.where],
      ['Test', entry.tests],
    ] as const) {
      for (const ref of refs) {
        if (!files.exists(ref.path)) {
          failures.push(`${at}: ${column} names ${ref.path}, which does not exist`);
          continue;
        }
        const text = ref.quoted.length > 0 ? files.read(ref.path) : undefined;
        for (const quoted of ref.quoted) {
          if (text === undefined || !text.includes(quoted)) {
            const what = column === 'Test' ? 'test name' : 'text';
            failures.push(`${at}: ${column} ${what} "${quoted}" does not occur in ${ref.path}`);
          }
        }
      }
    }
  }
  return failures;
}

export function countByStatus(items: readonly CoverageItem[]): Record<Status | 'none', number> {
  const counts: Record<Status | 'none', number> = { done: 0, partial: 0, missing: 0, 'n/a': 0, none: 0 };
  for (const entry of items) {
    counts[entry.status ?? 'none'] += 1;
  }
  return counts;
}

/** The totals line the map states at its top; the test fails, printing this line, when the counts drift. */
export function totalsLine(items: readonly CoverageItem[]): string {
  const counts = countByStatus(items);
  const seed = (prefix: string): number => items.filter((entry) => entry.id.startsWith(`${prefix}-`)).length;
  return (
    `Totals: ${items.length} items (${seed('000')} of seed 000, ${seed('001')} of seed 001): ` +
    `${counts.done} done, ${counts.partial} partial, ${counts.missing} missing, ${counts['n/a']} n/a.`
  );
}
