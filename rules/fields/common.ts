import type { FieldOptions, FieldReason, FieldResult } from './types';

/** A passing result carrying the normalised value. */
export const ok = (value: string): FieldResult => ({ valid: true, value });
/** A failing result carrying a stable reason code. */
export const fail = (reason: FieldReason): FieldResult => ({ valid: false, reason });

/**
 * Length in characters as a person counts them (Unicode code points), so an emoji or a character outside
 * the Basic Multilingual Plane counts once. Linear, no allocation.
 */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
      }
    }
    count += 1;
  }
  return count;
}

// A single character class without a quantifier: one pass over the input, no backtracking.
const WHITESPACE = /\s/u;

/** True when the text holds any Unicode whitespace (space, tab, line break, no-break space, ...). */
export function hasWhitespace(text: string): boolean {
  return WHITESPACE.test(text);
}

/** True when every UTF-16 unit of the text is an ASCII digit. */
export function isAsciiDigits(text: string): boolean {
  if (text.length === 0) {
    return false;
  }
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) {
      return false;
    }
  }
  return true;
}

function matchesPattern(pattern: RegExp, text: string): boolean {
  try {
    // A `g` or `y` pattern keeps `lastIndex` between calls and would answer differently each time.
    const stateless =
      pattern.global || pattern.sticky
        ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
        : pattern;
    return stateless.test(text) === true;
  } catch {
    // A hostile RegExp subclass, or a non-RegExp from an untyped caller, must not make a validator throw; an
    // unusable pattern refuses the value (fail closed) rather than being ignored.
    return false;
  }
}

/** The caller's extra `minLength` / `maxLength` / `pattern` (seed 001 §5 "Generic"), on the normalised value. */
function applyExtraOptions(result: FieldResult, options: FieldOptions | undefined): FieldResult {
  if (!result.valid || typeof options !== 'object' || options === null) {
    return result;
  }
  const { minLength, maxLength, pattern } = options;
  if (typeof minLength === 'number' || typeof maxLength === 'number') {
    const length = codePointLength(result.value);
    if (typeof minLength === 'number' && length < minLength) {
      return fail('tooShort');
    }
    if (typeof maxLength === 'number' && length > maxLength) {
      return fail('tooLong');
    }
  }
  if (pattern !== undefined && pattern !== null && !matchesPattern(pattern, result.value)) {
    return fail('pattern');
  }
  return result;
}

/**
 * The generic part of every field rule (seed 001 §5): trim (unless `trim` is false, for passwords and pins),
 * empty is valid only when optional, then the field's own rule, then the caller's extra options.
 * Non-string input (from untyped callers) is treated as empty rather than thrown on.
 */
export function runFieldRule(
  value: unknown,
  options: FieldOptions | undefined,
  trim: boolean,
  rule: (text: string) => FieldResult,
): FieldResult {
  const raw = typeof value === 'string' ? value : '';
  const text = trim ? raw.trim() : raw;
  if (text.length === 0) {
    return options?.optional === true ? ok('') : fail('required');
  }
  return applyExtraOptions(rule(text), options);
}
