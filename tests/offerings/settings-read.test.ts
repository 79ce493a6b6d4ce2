// Issue 17 §1: every per-offering setting is read by something, or offerings/README.md says why this front end
// does not read it. A new schema key fails here until it has a consumer or a reason.
//
// Why a source scan and not a typed key -> consumer map: a hand-written map can name a consumer that stopped
// reading the key long ago; the scan looks at the code itself. It counts only reads of a resolved
// configuration (`offering.key`, `offering?.key`, resolveConfig's own `options.key` / `beforeUrl.key`, or a
// destructuring of `offering`), with comments removed, so a FlowConfig field of the same name
// (`config.enableSSOMFA`) or a sentence in a comment does not pass for a read. The list of keys is
// OPTION_FIELDS (the keys of LIBRARY_DEFAULTS, typed `OfferingOptions`: exhaustive by type). What each read
// does on screen is tested beside its consumer (tests/headless/offering-mapping.test.ts,
// tests/ui/screens/offering.test.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_FIELDS } from '../../offerings';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const withoutComments = (file: string): string =>
  readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** The React layers read a resolved configuration named `offering` (useOffering(), the flow mappings). */
const screens = [...sources('headless'), ...sources('ui')].map(withoutComments).join('\n');
/** The loader reads its setup options (seed 000 §3.1), which carry offering settings too. */
const loader = sources('embed').map(withoutComments).join('\n');
/** resolveConfig derives fields (locale, footer, sign-up settings, the override gate) from the merged options. */
const resolver = ['offerings/resolve.ts', 'offerings/signup.ts'].map(withoutComments).join('\n');

function isRead(key: string): boolean {
  const member = (names: string) => new RegExp(`\\b(?:${names})\\??\\.${key}\\b`);
  const destructured = new RegExp(`\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*offering\\b`);
  return (
    member('offering').test(screens) ||
    destructured.test(screens) ||
    member('offering|setup').test(loader) ||
    member('options|beforeUrl').test(resolver)
  );
}

/** The settings offerings/README.md lists as not read by this front end, with their reasons. */
function notRead(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'offerings/README.md'), 'utf8');
  const section = readme.split('## Settings this front end does not read')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const key = /^`(\w+)`$/.exec(cells[1] ?? '')?.[1];
    if (key !== undefined) {
      rows.set(key, cells[2] ?? '');
    }
  }
  return rows;
}

describe('every offering setting is read or listed as not read', () => {
  const listed = notRead();

  it('the README section exists and gives a reason per row', () => {
    expect(listed.size).toBeGreaterThan(0);
    for (const [key, reason] of listed) {
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it.each([...OPTION_FIELDS])(
    '%s is read by a screen, a flow, the loader or the resolver, or listed',
    (key) => {
      expect(isRead(key) || listed.has(key), `${key}: read by nothing and not in offerings/README.md`).toBe(
        true,
      );
    },
  );

  it('lists only schema settings that nothing reads (no stale rows)', () => {
    for (const key of listed.keys()) {
      expect(OPTION_FIELDS as readonly string[], key).toContain(key);
      expect(isRead(key), `${key} is read now: remove its README row`).toBe(false);
    }
  });
});
