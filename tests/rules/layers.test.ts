// ARCHITECTURE.md: "Enforce the direction with a lint rule, not with hope." This proves the rule fires: the
// project's own ESLint config lints small sources placed in each layer and must refuse every upward or
// sideways import, React in the pure layers and libphonenumber-js outside rules/, while allowing the
// permitted directions. Without it, a config typo (a wrong zone path) would silently allow everything.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The rule ids ESLint reports for `code` as if it were the file `file` (relative to the repository). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('layer direction (import-x/no-restricted-paths)', { timeout: 60_000 }, () => {
  it.each([
    ['rules/probe.ts', "import { describeError } from '../catalogue';\nexport const x = describeError;\n"],
    [
      'rules/probe.ts',
      "import { createIdentityClient } from '../headless';\nexport const x = createIdentityClient;\n",
    ],
    [
      'catalogue/probe.ts',
      "import { resolveConfig } from '../offerings';\nexport const x = resolveConfig;\n",
    ],
    ['catalogue/probe.ts', "import { Root } from '../ui';\nexport const x = Root;\n"],
    ['offerings/probe.ts', "import { useSignIn } from '../headless';\nexport const x = useSignIn;\n"],
    ['headless/probe.ts', "import { Root } from '../ui';\nexport const x = Root;\n"],
    [
      'playground/probe.ts',
      "import { createIdentityClient } from '../headless';\nexport const x = createIdentityClient;\n",
    ],
    [
      'playground/probe.ts',
      "import { resolveConfig } from '../offerings';\nexport const x = resolveConfig;\n",
    ],
    [
      'ui/probe.ts',
      "import { createIdentityClient } from '../headless/client/client';\nexport const x = createIdentityClient;\n",
    ],
  ])('%s may not import this: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['catalogue/probe.ts', "import { validateEmail } from '../rules';\nexport const x = validateEmail;\n"],
    [
      'offerings/probe.ts',
      "import { describeError } from '../catalogue';\nexport const x = describeError;\n",
    ],
    ['headless/probe.ts', "import { resolveConfig } from '../offerings';\nexport const x = resolveConfig;\n"],
    ['ui/probe.ts', "import { useSignIn } from '../headless';\nexport const x = useSignIn;\n"],
    [
      'playground/probe.ts',
      "import { describeError } from '../catalogue';\nexport const x = describeError;\n",
    ],
  ])('%s may import this: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe(
  'headless sub-layers: client < core < flows/fields < binding < provider',
  { timeout: 60_000 },
  () => {
    it.each([
      ['headless/client/probe.ts', "import { createStore } from '../core';\nexport const x = createStore;\n"],
      ['headless/core/probe.ts', "import { useSignIn } from '../flows';\nexport const x = useSignIn;\n"],
      [
        'headless/core/probe.ts',
        "import { shallowEqual } from '../binding';\nexport const x = shallowEqual;\n",
      ],
      [
        'headless/flows/mfa/machine.ts',
        "import { shallowEqual } from '../../binding';\nexport const x = shallowEqual;\n",
      ],
      [
        'headless/flows/mfa/machine.ts',
        "import { IdentityProvider } from '../../provider';\nexport const x = IdentityProvider;\n",
      ],
      ['headless/fields/probe.ts', "import { useSignIn } from '../flows';\nexport const x = useSignIn;\n"],
      [
        'headless/binding/probe.ts',
        "import { createIdentityStore } from '../flows';\nexport const x = createIdentityStore;\n",
      ],
      ['headless/provider/probe.ts', "import { useSignIn } from '../index';\nexport const x = useSignIn;\n"],
    ])('%s may not import this: %s', async (file, code) => {
      expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
    });

    it.each([
      [
        'headless/core/probe.ts',
        "import { isIdentityError } from '../client';\nexport const x = isIdentityError;\n",
      ],
      [
        'headless/flows/mfa/useProbe.ts',
        "import { shallowEqual } from '../../binding';\nexport const x = shallowEqual;\n",
      ],
      [
        'headless/provider/probe.ts',
        "import { createIdentityStore } from '../flows';\nexport const x = createIdentityStore;\n",
      ],
    ])('%s may import this: %s', async (file, code) => {
      expect(await ruleIds(file, code)).toEqual([]);
    });
  },
);

describe('framework and library bans (no-restricted-imports)', { timeout: 60_000 }, () => {
  it.each(['rules/probe.ts', 'catalogue/probe.ts', 'offerings/probe.ts', 'headless/flows/x/machine.ts'])(
    '%s may not import React',
    async (file) => {
      expect(
        await ruleIds(file, "import { useState } from 'react';\nexport const x = useState;\n"),
      ).toContain('no-restricted-imports');
    },
  );

  it.each(['catalogue/probe.ts', 'offerings/probe.ts', 'headless/client/probe.ts', 'ui/probe.ts'])(
    '%s may not import libphonenumber-js (it stays inside rules/)',
    async (file) => {
      const code =
        "import { parsePhoneNumberFromString } from 'libphonenumber-js/core';\nexport const x = parsePhoneNumberFromString;\n";
      expect(await ruleIds(file, code)).toContain('no-restricted-imports');
    },
  );

  it('rules/ may import libphonenumber-js', async () => {
    const code =
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/core';\nexport const x = parsePhoneNumberFromString;\n";
    expect(await ruleIds('rules/phone/probe.ts', code)).toEqual([]);
  });
});
