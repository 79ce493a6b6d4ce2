// Right-to-left readiness (QUALITY.md a11y 9): the kit's CSS and class names use logical properties only
// in the inline direction (start/end), never physical left/right, so `dir="rtl"` mirrors everything. Top and
// bottom are the same in both directions, so Tailwind's `mt-*`/`top-*` stay allowed for screens.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      return filesUnder(path, extensions);
    }
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

const PHYSICAL_CSS =
  /(?:^|[\s;{])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)/m;
const PHYSICAL_CLASS =
  /(?<![\w-])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|scroll-m[lr]|scroll-p[lr])-[\w[.]|(?<![\w-])(?:text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|border-[lr])(?![\w-])/;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** String literals inside `source` (quotes, apostrophes and template literals without `${`). */
function stringLiterals(source: string): string[] {
  return [...source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`$]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** The expression of an attribute value `{ ... }` starting at `open` (the `{`), braces balanced. */
function bracedExpression(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    depth += source[index] === '{' ? 1 : source[index] === '}' ? -1 : 0;
    if (depth === 0) {
      return source.slice(open + 1, index);
    }
  }
  return source.slice(open + 1);
}

/**
 * Every class string a file can render: `className="..."`, each string literal inside `className={...}`
 * (conditionals and template literals included) and inside `cx(...)` calls.
 */
function classStrings(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    found.push(
      ...(match[1] !== undefined
        ? [match[1]]
        : stringLiterals(bracedExpression(source, match.index + match[0].length - 1))),
    );
  }
  for (const match of source.matchAll(/\bcx\(([^)]*)\)/g)) {
    found.push(...stringLiterals(match[1] ?? ''));
  }
  return found;
}

describe('logical properties only', () => {
  const cssFiles = ['ui/styles.css', ...filesUnder('ui', ['.css'])];
  it.each(cssFiles)('%s has no physical direction property', (file) => {
    const source = withoutComments(readFileSync(join(root, file), 'utf8'));
    expect(source).not.toMatch(PHYSICAL_CSS);
  });

  const jsxFiles = [...filesUnder('ui', ['.tsx']), ...filesUnder('stories', ['.tsx'])];
  it.each(jsxFiles)('%s uses no physical direction class', (file) => {
    const physical = classStrings(readFileSync(join(root, file), 'utf8')).filter((classes) =>
      PHYSICAL_CLASS.test(classes),
    );
    expect(physical, file).toEqual([]);
  });

  it('the checks catch physical properties and classes', () => {
    expect('a { margin-left: 1px }').toMatch(PHYSICAL_CSS);
    expect('a { text-align: right }').toMatch(PHYSICAL_CSS);
    expect('a {\n  right: 0;\n}').toMatch(PHYSICAL_CSS);
    expect('a { top: 0; border-top-right-radius: 1px }').toMatch(PHYSICAL_CSS);
    expect('a { top: 0; margin-top: 1px }').not.toMatch(PHYSICAL_CSS);
    expect('a { margin-inline-start: 1px; inset-inline-start: 0 }').not.toMatch(PHYSICAL_CSS);
    for (const bad of [
      'pl-4',
      'mr-2',
      'left-0',
      'text-left',
      'border-r',
      'rounded-tl-md',
      '-ml-1',
      'scroll-mr-2',
    ]) {
      expect(bad).toMatch(PHYSICAL_CLASS);
    }
    for (const good of [
      'ps-4',
      'me-2',
      'start-0',
      'text-start',
      'border-e',
      'rounded-ss-md',
      'px-4',
      'my-2',
      'mbs-4',
      'mt-4',
      'top-0',
      'ik-alert',
    ]) {
      expect(good).not.toMatch(PHYSICAL_CLASS);
    }
    expect(classStrings('<p className="p-4 ml-2" />')).toEqual(['p-4 ml-2']);
    expect(classStrings("<div className={open ? 'grid pl-2' : `flex ${x}`} />")).toEqual(['grid pl-2']);
    expect(new Set(classStrings("<div className={cx('a', { b: c }, 'mr-1')} />"))).toEqual(
      new Set(['a', 'mr-1']),
    );
    expect(classStrings('<b className={`gap-2 text-left`} />')).toEqual(['gap-2 text-left']);
  });
});
