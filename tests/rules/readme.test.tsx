// README.md's tour (issue 2 §1: "a short tour of the layers with a code example per entry point"): every
// entry point of package.json's exports map is presented, every entry that exports anything has a code
// example importing it, and every name those examples import is really exported. The examples themselves
// were type-checked when written; this keeps their import lines honest as the API moves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../catalogue';
import * as embed from '../../embed';
import * as headless from '../../headless';
import * as headlessAccount from '../../headless/account';
import * as headlessAdvanced from '../../headless/advanced';
import * as client from '../../headless/client/public';
import * as offerings from '../../offerings';
import * as playground from '../../playground';
import * as rules from '../../rules';
import * as ui from '../../ui';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};

const ENTRIES: Record<string, Record<string, unknown>> = {
  rules,
  catalogue,
  offerings,
  headless,
  'headless/advanced': headlessAdvanced,
  'headless/account': headlessAccount,
  client,
  ui,
  playground,
  embed,
};

function tourSection(): string {
  const start = readme.indexOf('## Tour');
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
}

function codeBlocks(text: string): string[] {
  return [...text.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** `import { a, b as c, type T } from 'identity-kit/x'` -> [['x', ['a', 'b']]] (type-only names skipped). */
function namedImports(code: string): Array<[string, string[]]> {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'identity-kit\/([a-z/.-]+)'/g)].map((m) => [
    m[2] ?? '',
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? part),
  ]);
}

describe('README tour', () => {
  const tour = tourSection();
  const imports = codeBlocks(tour).flatMap(namedImports);

  it('starts with the two commands', () => {
    const firstBlock = readme.slice(0, readme.indexOf('```', readme.indexOf('```') + 3));
    expect(firstBlock).toContain('npm install && npm start');
    expect(firstBlock).toContain('npm test');
  });

  it.each(Object.keys(pkg.exports).filter((subpath) => subpath !== './package.json'))(
    'presents %s',
    (subpath) => {
      expect(tour).toContain(`\`identity-kit/${subpath.slice(2)}\``);
    },
  );

  it.each(Object.keys(ENTRIES))(
    'has a code example importing identity-kit/%s when it exports anything',
    (entry) => {
      const exported = Object.keys(ENTRIES[entry] ?? {});
      const examples = imports.filter(([from]) => from === entry);
      if (exported.length === 0) {
        expect(tour).toMatch(new RegExp(`identity-kit/${entry}\\b[\\s\\S]*nothing to import yet`));
      } else {
        expect(examples.length, `no example imports identity-kit/${entry}`).toBeGreaterThan(0);
      }
    },
  );

  it('imports only names the entry points export', () => {
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.flatMap(([from, names]) =>
      names
        .filter((name) => !(name in (ENTRIES[from] ?? {})))
        .map((name) => `${name} from identity-kit/${from}`),
    );
    expect(missing).toEqual([]);
  });
});
