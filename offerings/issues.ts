/**
 * Turns the first zod issue into an OfferingConfigError whose message names the offering and the field and
 * says what was expected, in plain words (never a zod dump, never the refused value).
 */
import type * as z from 'zod/mini';
import { OfferingConfigError, type ConfigSource } from './errors';

type Issue = z.core.$ZodIssue;

const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  boolean: 'true or false',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'an object',
  null: 'null',
  function: 'a function',
};

function describe(issue: Issue): {
  code: 'invalidField' | 'unknownField';
  text: string;
  extraKey: string | null;
} {
  switch (issue.code) {
    case 'invalid_type':
      return {
        code: 'invalidField',
        text: `must be ${EXPECTED_WORDS[issue.expected] ?? issue.expected}`,
        extraKey: null,
      };
    case 'invalid_value':
      return {
        code: 'invalidField',
        text: `must be one of: ${issue.values.map((v) => String(v)).join(', ')}`,
        extraKey: null,
      };
    case 'too_small':
      return {
        code: 'invalidField',
        text: `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`,
        extraKey: null,
      };
    case 'too_big':
      return { code: 'invalidField', text: `must be at most ${String(issue.maximum)}`, extraKey: null };
    case 'unrecognized_keys':
      return {
        code: 'unknownField',
        text: 'is not a known configuration field',
        extraKey: issue.keys[0] ?? null,
      };
    case 'invalid_union':
      return { code: 'invalidField', text: 'has an unsupported form', extraKey: null };
    case 'invalid_format':
      // Regex checks carry their own wording; built-in formats get a name.
      return {
        code: 'invalidField',
        text:
          issue.format === 'regex'
            ? issue.message
            : `must be a valid ${issue.format === 'date' ? 'ISO date (YYYY-MM-DD)' : issue.format}`,
        extraKey: null,
      };
    case 'custom':
      return { code: 'invalidField', text: issue.message, extraKey: null };
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return { code: 'invalidField', text: 'is not valid', extraKey: null };
    default:
      issue satisfies never;
      return { code: 'invalidField', text: 'is not valid', extraKey: null };
  }
}

/** Joins a path into a dotted field name (`configs.sign-up.footerLogos[1].ordinal`). */
export function fieldPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') {
      out += `[${part}]`;
    } else {
      out += out === '' ? String(part) : `.${String(part)}`;
    }
  }
  return out;
}

const SOURCE_WORDS: Readonly<Record<ConfigSource, string>> = {
  input: 'Invalid configuration',
  registry: 'Invalid registry entry',
  server: 'Invalid server configuration',
  query: 'Invalid address parameter',
};

/** Builds the error for a field, naming the offering. */
export function fieldError(
  code: 'invalidField' | 'unknownField',
  field: string,
  text: string,
  offeringId: string | null,
  source: ConfigSource,
  entryIndex: number | null = null,
): OfferingConfigError {
  const who = offeringId === null ? '' : ` for offering ${offeringId}`;
  const which = entryIndex === null ? '' : ` ${entryIndex}`;
  const where = field === '' ? 'the configuration' : field;
  return new OfferingConfigError(code, `${SOURCE_WORDS[source]}${which}${who}: ${where} ${text}.`, {
    field: field === '' ? null : field,
    offeringId,
    source,
  });
}

/** The OfferingConfigError for the first issue of a failed parse. */
export function issueToError(
  issues: readonly Issue[],
  context: { prefix: string; offeringId: string | null; source: ConfigSource; entryIndex?: number | null },
): OfferingConfigError {
  const first = issues[0];
  const index = context.entryIndex ?? null;
  if (first === undefined) {
    return fieldError(
      'invalidField',
      context.prefix,
      'is not valid',
      context.offeringId,
      context.source,
      index,
    );
  }
  const { code, text, extraKey } = describe(first);
  const path = extraKey === null ? first.path : [...first.path, extraKey];
  return fieldError(code, fieldPath(context.prefix, path), text, context.offeringId, context.source, index);
}
