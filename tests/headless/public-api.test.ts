// The public entry stays small and documented (issue 16 §5): at most 60 value exports, each with TSDoc at
// its declaration, and none of the internals (stores, transitions, request slots) that moved to
// identity-kit/headless/advanced. The client entry holds no React.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function entryExports(file: string): { values: Map<string, ts.Declaration>; types: string[] } {
  const full = path.join(root, file);
  const program = ts.createProgram([full], {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(full);
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) {
    throw new Error(`${file} has no module symbol`);
  }
  const values = new Map<string, ts.Declaration>();
  const types: string[] = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (target.flags & ts.SymbolFlags.Value && declaration !== undefined) {
      values.set(symbol.name, declaration);
    } else {
      types.push(symbol.name);
    }
  }
  return { values, types };
}

/** The TSDoc of a declaration (a `const` carries it on its statement). */
function docOf(declaration: ts.Declaration): string {
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  const text = node.getSourceFile().getFullText();
  const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return comments
    .map((range) => text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .join('\n');
}

describe('identity-kit/headless public entry', { timeout: 60_000 }, () => {
  const { values, types } = entryExports('headless/index.ts');

  it('has at most 60 value exports', () => {
    expect(values.size).toBeLessThanOrEqual(60);
    expect(values.size + types.length).toBeLessThan(120);
  });

  it('documents every value export with TSDoc', () => {
    const undocumented = [...values].filter(([, declaration]) => docOf(declaration).length < 10);
    expect(undocumented.map(([name]) => name)).toEqual([]);
  });

  it('holds the journey hooks and none of the internals', () => {
    for (const name of ['IdentityProvider', 'createIdentityClient', 'useIdentityFlow', 'useIdentityEvents']) {
      expect(values.has(name), name).toBe(true);
    }
    for (const name of [
      'createStore',
      'identityTransition',
      'initialRequestStates',
      'OPERATION_KEYS',
      'CALLS',
    ]) {
      expect(values.has(name), name).toBe(false);
    }
  });
});

describe('identity-kit/client entry', { timeout: 60_000 }, () => {
  it('exports the client factory and no React hook', () => {
    const { values } = entryExports('headless/client/public.ts');
    expect(values.has('createIdentityClient')).toBe(true);
    expect([...values.keys()].filter((name) => /^use[A-Z]|Provider$/.test(name))).toEqual([]);
  });
});
