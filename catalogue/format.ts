/**
 * The one message formatter of the kit: a small, safe subset of ICU MessageFormat.
 * - `{name}` is replaced by `params.name` (as plain text: no markup is ever interpreted).
 * - `{count, plural, =0 {none} one {# minute} other {# minutes}}` picks a branch by exact value, then by
 *   the locale's plural category (Intl.PluralRules), else `other`; `#` in the branch is the number.
 * - `{kind, select, email {...} phone {...} other {...}}` picks a branch by string value, else `other`.
 * - A placeholder without a matching parameter stays as written, so a missing value is visible, never
 *   silently empty. Apostrophes are literal (no ICU quoting), so "didn't" needs no escaping.
 * Parsing is a single linear scan (no backtracking regex), so hostile templates cannot stall it.
 */

/** Values a message placeholder accepts. */
export type MessageParams = Readonly<Record<string, string | number>>;

const pluralRulesCache = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, n: number): string {
  let rules = pluralRulesCache.get(locale);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en-US');
    }
    pluralRulesCache.set(locale, rules);
  }
  return rules.select(n);
}

function param(params: MessageParams, name: string): string | number | undefined {
  return Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
}

/** Index of the `}` closing the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') {
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        return i;
      }
    }
  }
  return -1;
}

/** `selector {branch} selector {branch}` into a map. */
function branches(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) {
      break;
    }
    const close = closing(text, open);
    if (close < 0) {
      break;
    }
    out.set(text.slice(i, open).trim(), text.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

function formatPart(body: string, params: MessageParams, locale: string, depth: number): string | null {
  const comma = body.indexOf(',');
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  const value = param(params, name);
  if (value === undefined) {
    return null;
  }
  if (comma < 0) {
    return String(value);
  }
  const rest = body.slice(comma + 1);
  const comma2 = rest.indexOf(',');
  const kind = (comma2 < 0 ? rest : rest.slice(0, comma2)).trim();
  const options = branches(comma2 < 0 ? '' : rest.slice(comma2 + 1));
  if (kind === 'plural') {
    const n = typeof value === 'number' ? value : Number(value);
    const branch =
      options.get(`=${String(n)}`) ??
      options.get(Number.isFinite(n) ? pluralCategory(locale, n) : 'other') ??
      options.get('other');
    return branch === undefined
      ? String(value)
      : format(branch.split('#').join(String(value)), params, locale, depth + 1);
  }
  if (kind === 'select') {
    const branch = options.get(String(value)) ?? options.get('other');
    return branch === undefined ? String(value) : format(branch, params, locale, depth + 1);
  }
  return String(value);
}

function format(template: string, params: MessageParams, locale: string, depth: number): string {
  if (depth > 5) {
    return template;
  }
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    const close = closing(template, open);
    if (close < 0) {
      out += template.slice(i);
      break;
    }
    const replaced = formatPart(template.slice(open + 1, close), params, locale, depth);
    out += template.slice(i, open) + (replaced ?? template.slice(open, close + 1));
    i = close + 1;
  }
  return out;
}

/**
 * Fills a message template (see the module comment for the syntax). Never throws.
 * @param locale BCP 47 tag for plural rules. @default 'en-US'
 */
export function formatMessage(template: string, params: MessageParams = {}, locale = 'en-US'): string {
  // Most texts have no placeholder (every text of the first sign-in step): returned as they are, without
  // the scan (issue 19 start-up JS: a page load then runs none of the parser).
  return template.includes('{') ? format(template, params, locale, 0) : template;
}

/** The placeholder names a template uses (top-level and inside plural/select branches), sorted. */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  const walk = (text: string, depth: number): void => {
    let i = 0;
    while (depth < 6 && i < text.length) {
      const open = text.indexOf('{', i);
      const close = open < 0 ? -1 : closing(text, open);
      if (close < 0) {
        return;
      }
      const body = text.slice(open + 1, close);
      const comma = body.indexOf(',');
      names.add((comma < 0 ? body : body.slice(0, comma)).trim());
      if (comma >= 0) {
        const rest = body.slice(comma + 1);
        const comma2 = rest.indexOf(',');
        for (const branch of branches(comma2 < 0 ? '' : rest.slice(comma2 + 1)).values()) {
          walk(branch, depth + 1);
        }
      }
      i = close + 1;
    }
  };
  walk(template, 0);
  return [...names].sort();
}
