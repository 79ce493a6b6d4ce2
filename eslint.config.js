// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const layers = ['rules', 'catalogue', 'offerings', 'headless', 'ui', 'playground', 'embed'];
/** Which layers each layer may import (../shared/design/ARCHITECTURE.md: imports point down only). */
const allowed = {
  rules: [],
  catalogue: ['rules'],
  offerings: ['rules', 'catalogue'],
  headless: ['rules', 'catalogue', 'offerings'],
  ui: ['headless', 'rules', 'catalogue', 'offerings'],
  embed: ['ui', 'headless', 'rules', 'catalogue', 'offerings'],
  // The fake service shares codes, never client code, so a client bug cannot hide behind the same bug.
  playground: ['rules', 'catalogue'],
};
const zones = layers.flatMap((target) =>
  layers
    .filter((from) => from !== target && !allowed[target].includes(from))
    .map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: `${target}/ must not import ${from}/ (see ARCHITECTURE.md layers).`,
    })),
);
// ui/ reaches headless/ only through its public entry.
zones.push({
  target: './ui',
  from: './headless',
  except: ['./index.ts', './advanced.ts', './account.ts', './client/public.ts'],
  message:
    'ui/ imports headless/ only through its entries (index.ts, advanced.ts, account.ts, client/public.ts).',
});

/**
 * Sub-layers inside headless/ (ARCHITECTURE.md): client < core < flows/fields < binding < provider, the
 * public entries on top. Each folder may import only the ones before it; `import-x/no-cycle` (below) keeps
 * type imports from closing a loop too.
 */
const headlessLayers = ['client', 'core', 'flows', 'fields', 'binding', 'provider'];
/** Which headless sub-layers each may import (flows and fields are peers: fields never import flows). */
const headlessAllowed = {
  client: [],
  core: ['client'],
  flows: ['client', 'core'],
  fields: ['client', 'core'],
  // The generic binding kit reads any vanilla store: it knows no flow, field or provider.
  binding: [],
  provider: ['client', 'core', 'flows', 'binding'],
};
const headlessEntries = ['./headless/index.ts', './headless/advanced.ts'];
for (const target of headlessLayers) {
  for (const from of headlessLayers) {
    if (from !== target && !headlessAllowed[target].includes(from)) {
      zones.push({
        target: `./headless/${target}`,
        from: `./headless/${from}`,
        message: `headless/${target}/ must not import headless/${from}/ (headless sub-layers, ARCHITECTURE.md).`,
      });
    }
  }
  zones.push({
    target: `./headless/${target}`,
    from: headlessEntries,
    message: 'Nothing inside headless/ imports its public entries.',
  });
}
/**
 * The flows' and fields' React hooks (use*.ts, *.tsx, fields/react-shared.ts) sit on top of their pure
 * modules: they may also read the binding kit and the provider's context. Every other file of flows/ and
 * fields/ may not.
 */
const HOOK_FILES = ['headless/flows/**/use*.ts', 'headless/fields/**/use*.ts', 'headless/**/*.tsx'];
const HOOK_HELPERS = ['headless/fields/react-shared.ts', 'headless/flows/standalone/props.ts'];
const hookZones = zones.filter(
  (zone) =>
    !(
      ['./headless/flows', './headless/fields'].includes(zone.target) &&
      ['./headless/binding', './headless/provider'].includes(String(zone.from))
    ),
);

const htmlSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text only (QUALITY.md 1).',
  },
  {
    selector: 'AssignmentExpression > MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Render text only (QUALITY.md 1).',
  },
  { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Render text only.' },
  { selector: "CallExpression[callee.name='eval']", message: 'No eval (QUALITY.md 1).' },
  { selector: "NewExpression[callee.name='Function']", message: 'No new Function (QUALITY.md 1).' },
  {
    selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
    message: "Never postMessage to '*' (QUALITY.md 1).",
  },
];

const reactBan = ['react', 'react-dom'].map((name) => ({
  name,
  message: 'This layer is framework-agnostic (ARCHITECTURE.md).',
}));
const phoneBan = [
  {
    group: ['libphonenumber-js', 'libphonenumber-js/*'],
    message: 'Phone rules live in rules/ (ARCHITECTURE.md).',
  },
];
// One block per file group, so no later block silently replaces an earlier ban (flat config merges rules
// by name, last wins).
const importBans = [
  { files: ['rules/**'], rules: { 'no-restricted-imports': ['error', { paths: reactBan }] } },
  {
    // Pure layers and the framework-agnostic parts of headless never import React.
    files: [
      'catalogue/**',
      'offerings/**',
      'playground/**',
      'headless/client/**',
      'headless/core/**',
      'headless/flows/**/machine.ts',
      'headless/flows/**/effects.ts',
      'headless/flows/**/selectors.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: reactBan, patterns: phoneBan }] },
  },
  {
    files: [
      'headless/**/*.tsx',
      'headless/**/use*.ts',
      'headless/index.ts',
      'ui/**',
      'embed/**',
      'stories/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: phoneBan }] },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', '.reports/**', '.ladle/cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Sources import without extensions ('../catalogue'). import-x's default resolver only knows .js, so
      // without this every such import was unresolved and no-restricted-paths silently allowed it
      // (tests/rules/layers.test.ts proves the zones fire).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': ['error', ...htmlSinks],
      'import-x/no-restricted-paths': ['error', { zones }],
      // Type-only imports count too: a cycle of types is still a knot a reader must untie (issue 16 §4).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...importBans,
  {
    files: [...HOOK_FILES, ...HOOK_HELPERS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: hookZones }] },
  },
  {
    // playground/demo is the demo app of `npm run playground` (issue 5 §4), not part of the playground layer
    // (playground/index.ts never imports it): like the stories, it sits on top of every layer.
    files: ['playground/demo/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone.target !== './playground') },
      ],
      'no-restricted-imports': ['error', { patterns: phoneBan }],
    },
  },
);
