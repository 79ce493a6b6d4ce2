/**
 * Pseudo-locales generated from en-US, for testing (QUALITY.md UX 9: "a pseudo-locale shows no
 * untranslated string and nothing clipped"):
 * - en-XA: accented letters, about 35% longer, wrapped in [brackets], so hard-coded strings, clipping and
 *   concatenation show at a glance.
 * - ar-XB: right-to-left: each word is forced right-to-left with bidi controls (RLM + RLO ... PDF + RLM),
 *   so the text reads mirrored and every layout that ignores direction shows it.
 * Placeholders (`{name}`, plural and select syntax, `#`) are kept intact; only literal text changes.
 */
import type { MessageKey, MessageTable } from '../messages/keys';

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const PADDING =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';
/** Share of extra length in en-XA (translations run 30-40% longer than English). */
export const PSEUDO_EXPANSION = 0.35;
const RLO_OPEN = '\u200F\u202E';
const RLO_CLOSE = '\u202C\u200F';

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') {
      depth += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        return i;
      }
    }
  }
  return -1;
}

/** Applies `literal` to the literal text of a template, keeping placeholders and branch syntax. */
function mapLiterals(template: string, literal: (text: string) => string, depth = 0): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const close = open < 0 ? -1 : closing(template, open);
    if (close < 0) {
      out += literal(template.slice(i));
      break;
    }
    out += literal(template.slice(i, open));
    const body = template.slice(open + 1, close);
    const parts = body.split(',');
    const kind = (parts[1] ?? '').trim();
    if (depth < 5 && parts.length >= 3 && (kind === 'plural' || kind === 'select')) {
      const head = `${parts[0] ?? ''},${parts[1] ?? ''},`;
      const rest = body.slice(head.length);
      out += `{${head}${mapBranches(rest, literal, depth + 1)}}`;
    } else {
      out += `{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

function mapBranches(text: string, literal: (text: string) => string, depth: number): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = open < 0 ? -1 : closing(text, open);
    if (close < 0) {
      out += text.slice(i);
      break;
    }
    out += `${text.slice(i, open)}{${mapLiterals(text.slice(open + 1, close), literal, depth)}}`;
    i = close + 1;
  }
  return out;
}

function accent(text: string): string {
  let out = '';
  for (const ch of text) {
    out += ACCENTS[ch] ?? ch;
  }
  return out;
}

function literalLength(template: string): number {
  let n = 0;
  mapLiterals(template, (t) => {
    n += t.length;
    return t;
  });
  return n;
}

/** en-XA form of one message: accented, ~35% longer, bracketed. */
export function pseudoAccent(template: string): string {
  const extra = Math.ceil(literalLength(template) * PSEUDO_EXPANSION);
  const pad = extra > 0 ? ` ${PADDING.slice(0, extra).trimEnd()}` : '';
  return `[${mapLiterals(template, accent)}${accent(pad)}]`;
}

/** ar-XB form of one message: every word forced right-to-left. */
export function pseudoBidi(template: string): string {
  return mapLiterals(template, (text) => text.replace(/[^\s]+/g, (word) => `${RLO_OPEN}${word}${RLO_CLOSE}`));
}

/** A whole pseudo-locale table generated from `base` (en-US). */
export function pseudoLocalize(base: MessageTable, kind: 'accent' | 'bidi'): MessageTable {
  const transform = kind === 'accent' ? pseudoAccent : pseudoBidi;
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(base) as MessageKey[]) {
    out[key] = transform(base[key]);
  }
  return out;
}
