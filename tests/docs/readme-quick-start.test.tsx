// README.md's quick starts run as written (issue 15 §3): the stock kit (a), the custom UI on the hooks (b)
// and the signed-in example are taken from the README itself, type-checked against the public entries, then
// run in jsdom against the in-browser playground, where a user signs in as the fixture account alex and sees
// the signed-in outcome. No copy of the code lives here, so an edit to the README that breaks it fails here.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as React from 'react';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as catalogue from '../../catalogue';
import * as headless from '../../headless';
import * as playgroundEntry from '../../playground';
import * as ui from '../../ui';
import { sameRealmBody } from '../headless/harness';
import { PASSWORD } from '../ui/screens/harness';

// Type-checking loads the library's sources and a whole journey hashes passwords: slow under load.
vi.setConfig({ testTimeout: 60_000 });

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The first ```tsx block after `heading` (a whole heading line of the README). */
function blockAfter(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) {
    throw new Error(`README.md has no heading "${heading}"`);
  }
  const code = /```tsx\n([\s\S]*?)```/.exec(readme.slice(start))?.[1];
  if (code === undefined) {
    throw new Error(`README.md has no tsx block after "${heading}"`);
  }
  return code;
}

const EXAMPLES = {
  stockKit: blockAfter('### (a) The stock kit: every screen, styled'),
  headless: blockAfter('### (b) Your own UI on the headless hooks'),
  signedIn: blockAfter('## Knowing the user is signed in'),
} as const;
type Example = keyof typeof EXAMPLES;

// Type-check: the blocks as virtual files beside this one, compiled with the project's own strict options.
// `identity-kit/<entry>` resolves to the entry's source, as the package's `exports` map resolves it to dist/.
const ENTRIES = ['rules', 'catalogue', 'offerings', 'headless', 'ui', 'playground', 'embed'] as const;
const virtualFile = (name: Example): string => path.join(root, 'tests', 'docs', `readme-${name}.tsx`);

function typeErrors(): string[] {
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) {
    throw new Error('tsconfig.json did not parse');
  }
  const options: ts.CompilerOptions = {
    ...parsed.options,
    paths: Object.fromEntries(
      ENTRIES.map((entry) => [`identity-kit/${entry}`, [path.join(root, entry, 'index.ts')]]),
    ),
  };
  const sources = new Map(
    (Object.keys(EXAMPLES) as Example[]).map((name) => [virtualFile(name), EXAMPLES[name]]),
  );
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists.call(host, file);
  host.readFile = (file) => sources.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = sources.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, shouldCreate)
      : ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX);
  };
  const program = ts.createProgram([...sources.keys()], options, host);
  return [...sources.keys()].flatMap((file) => {
    const source = program.getSourceFile(file);
    if (source === undefined) {
      return [`${file}: not in the program`];
    }
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (diagnostic) => {
        const line =
          diagnostic.start === undefined
            ? '?'
            : String(source.getLineAndCharacterOfPosition(diagnostic.start).line + 1);
        return `${path.basename(file)}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      },
    );
  });
}

// Run: each block compiled to CommonJS and evaluated with a `require` that hands it the library's entries,
// so the code runs unchanged. A module the README imports that is not listed here fails the run by name.
const roots: reactDomClient.Root[] = [];
const nodeRequire = createRequire(import.meta.url);
const scratch = mkdtempSync(path.join(tmpdir(), 'identity-kit-readme-'));
let runs = 0;

/**
 * jsdom quirk (tests/headless/harness.tsx): a Node `Response` body streams Node-realm chunks that fail the
 * client's `instanceof Uint8Array` under jsdom's globals, which a browser never sees. Only the bytes'
 * realm changes; requests and answers are the playground's.
 */
function inThisRealm(playground: playgroundEntry.Playground): playgroundEntry.Playground {
  const fetch: playgroundEntry.Playground['fetch'] = async (url, init) =>
    sameRealmBody(await playground.fetch(url, init));
  return new Proxy(playground, {
    get: (target, key) => (key === 'fetch' ? fetch : Reflect.get(target, key)),
  });
}

const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom/client': {
    ...reactDomClient,
    createRoot: (container: Element, options?: reactDomClient.RootOptions) => {
      const created = reactDomClient.createRoot(container, options);
      roots.push(created);
      return created;
    },
  },
  // The stylesheet is the build's (Tailwind); jsdom computes no layout from it.
  'identity-kit/ui/styles.css': {},
  'identity-kit/catalogue': catalogue,
  'identity-kit/headless': headless,
  'identity-kit/ui': ui,
  'identity-kit/playground': {
    ...playgroundEntry,
    createPlayground: (options?: playgroundEntry.PlaygroundOptions) =>
      inThisRealm(playgroundEntry.createPlayground(options)),
  },
};

interface Run {
  /** What the example logged with `console.info`, kept out of the test output. */
  readonly logged: unknown[][];
}

async function run(code: string): Promise<Run> {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  });
  const logged: unknown[][] = [];
  const exampleConsole = { ...console, info: (...args: unknown[]) => void logged.push(args) };
  const requireModule = (id: string): unknown => {
    if (!(id in MODULES)) {
      throw new Error(`the README example imports ${id}, which this test does not provide`);
    }
    return MODULES[id];
  };
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  // Loaded as a module file, not evaluated from a string (QUALITY.md 1: no eval or new Function anywhere).
  // The wrapper takes `require` and `console` as parameters, so the file resolves nothing where it lies.
  const file = path.join(scratch, `example-${(runs += 1)}.cjs`);
  writeFileSync(file, `module.exports = function (require, console) {\n${outputText}\n};\n`);
  const example = nodeRequire(file) as (require: (id: string) => unknown, console: Console) => void;
  await act(async () => {
    example(requireModule, exampleConsole);
  });
  return { logged };
}

afterEach(() => {
  act(() => {
    for (const created of roots.splice(0)) {
      created.unmount();
    }
  });
  document.getElementById('root')?.remove();
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('README quick starts', () => {
  beforeAll(() => {
    // Guards the extraction: a heading renamed or a block emptied would otherwise test nothing.
    expect(EXAMPLES.stockKit).toContain('<IdentityFlow />');
    expect(EXAMPLES.headless).toContain('useSignIn()');
    expect(EXAMPLES.signedIn).toContain("event.type === 'SIGNED_IN'");
  });

  it('type-check against the public entries', () => {
    expect(typeErrors()).toEqual([]);
  });

  it('(a) the stock kit: alex signs in on IdentityFlow and sees the signed-in screen', async () => {
    const user = userEvent.setup();
    await run(EXAMPLES.stockKit);
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  });

  it('(b) the custom UI on the hooks, default configuration: one form, and the sign-in completes', async () => {
    const user = userEvent.setup();
    await run(EXAMPLES.headless);
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back!');
  });

  it('(b) the same form identifier first (as the README says it handles): identifier, then password', async () => {
    const user = userEvent.setup();
    const provider = '<IdentityProvider client={client} locale="en-US">';
    expect(EXAMPLES.headless).toContain(provider);
    await run(
      EXAMPLES.headless.replace(
        provider,
        '<IdentityProvider client={client} locale="en-US" config={{ identifierFirst: true }}>',
      ),
    );
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back!');
  });

  it('(b) a wrong password shows the catalogue text, not a code', async () => {
    const user = userEvent.setup();
    await run(EXAMPLES.headless);
    await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/^[A-Z_]+$/);
    expect(alert.textContent?.length).toBeGreaterThan(10);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signed in: the SIGNED_IN listener fires once the journey completes, and onEvent reports the level', async () => {
    const user = userEvent.setup();
    const signedIn = vi.fn();
    document.addEventListener('app:signed-in', signedIn);
    try {
      const { logged } = await run(EXAMPLES.signedIn);
      await user.type(await screen.findByLabelText('Email or user ID'), 'alex@example.com');
      await user.type(screen.getByLabelText('Password'), PASSWORD);
      expect(signedIn).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
      expect(logged).toContainEqual(['identity event', 'achieved_level']);
    } finally {
      document.removeEventListener('app:signed-in', signedIn);
    }
  });
});
