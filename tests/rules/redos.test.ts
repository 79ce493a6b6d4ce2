import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Static ReDoS guard for rules/: every regular-expression literal must be linear-time by construction.
// Two rules, checked on the pattern source:
//  1. at most one unbounded quantifier (`*`, `+`, `{n,}`) per pattern, so no two quantifiers can trade
//     characters back and forth (`^a+a+$` is quadratic);
//  2. no quantified group that itself holds a quantifier or an alternation (`(a+)+`, `(a|ab)*` explode).
// The runtime guard (100k-character inputs) is in properties.test.ts.

const root = path.resolve(__dirname, '../../rules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function regexLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Finding {
  unbounded: number;
  nestedQuantifier: boolean;
}

/** Reads a pattern body (without slashes and flags), skipping escapes and character classes. */
export function analysePattern(body: string): Finding {
  let unbounded = 0;
  let nestedQuantifier = false;
  // For each open group: does it hold a quantifier or an alternation?
  const groups: boolean[] = [];
  let lastClosedGroupRisky = false;
  let i = 0;
  const quantifierAt = (at: number): { unbounded: boolean; length: number } | null => {
    const c = body.charAt(at);
    if (c === '*' || c === '+') {
      return { unbounded: true, length: 1 };
    }
    if (c === '?') {
      return { unbounded: false, length: 1 };
    }
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(at));
      if (m) {
        return { unbounded: m[2] !== undefined && m[3] === '', length: m[0].length };
      }
    }
    return null;
  };
  while (i < body.length) {
    const c = body.charAt(i);
    let atomEnd = i + 1;
    let closedGroup = false;
    if (c === '\\') {
      atomEnd = i + 2;
    } else if (c === '[') {
      let j = i + 1;
      while (j < body.length && body.charAt(j) !== ']') {
        j += body.charAt(j) === '\\' ? 2 : 1;
      }
      atomEnd = j + 1;
    } else if (c === '(') {
      groups.push(false);
      i += body.startsWith('(?:', i) || body.startsWith('(?=', i) || body.startsWith('(?!', i) ? 3 : 1;
      continue;
    } else if (c === ')') {
      lastClosedGroupRisky = groups.pop() ?? false;
      closedGroup = true;
    } else if (c === '|') {
      if (groups.length > 0) {
        groups[groups.length - 1] = true;
      }
      i += 1;
      continue;
    }
    const q = quantifierAt(atomEnd);
    if (q !== null) {
      if (q.unbounded) {
        unbounded += 1;
      }
      if (closedGroup && lastClosedGroupRisky && q.unbounded) {
        nestedQuantifier = true;
      }
      if (groups.length > 0) {
        groups[groups.length - 1] = true;
      }
      i = atomEnd + q.length;
      // A lazy or possessive marker after the quantifier.
      if (body.charAt(i) === '?') {
        i += 1;
      }
    } else {
      i = atomEnd;
    }
    if (closedGroup && groups.length > 0 && lastClosedGroupRisky) {
      groups[groups.length - 1] = true;
    }
  }
  return { unbounded, nestedQuantifier };
}

const literals = sourceFiles(root).flatMap((file) =>
  regexLiterals(file).map((literal) => [path.relative(root, file), literal] as const),
);

describe('regular expressions in rules/ are linear by construction', () => {
  it('finds the patterns to check', () => {
    expect(literals.length).toBeGreaterThan(10);
  });

  it.each(literals)('%s: %s', (_file, literal) => {
    const body = literal.slice(1, literal.lastIndexOf('/'));
    expect(analysePattern(body)).toEqual({ unbounded: expect.any(Number), nestedQuantifier: false });
    expect(analysePattern(body).unbounded).toBeLessThanOrEqual(1);
  });

  it.each([
    ['(a+)+', true, 2],
    ['(a|ab)*', true, 1],
    ['^a+a+$', false, 2],
    ['(?:\\d{3})-?', false, 0],
    ['^[\\p{L}0-9\\-. ]+$', false, 1],
    ['^(\\d{1,2})[/.-](\\d{4}|\\d{2})$', false, 0],
    ['(x(y+))*', true, 2],
  ])('the analyser flags %s', (pattern, nested, unbounded) => {
    expect(analysePattern(pattern)).toEqual({ nestedQuantifier: nested, unbounded });
  });
});
