/**
 * Generic form rules of seed 001 §5 as pure functions and a transition: trim (never secrets), optional,
 * min/max/pattern, a confirmation field equal to its counterpart, and the "valid count equals required count"
 * submit rule as data. Values never enter this state (they may be passwords): only error codes do.
 */
import { codePointLength, validateField, type FieldName } from '../../../rules';
import type { Transition } from '../../core';

/** A validation result as data: a stable code and its parameters (the catalogue words it). */
export interface FormError {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Rules of one field. */
export interface FormFieldRule {
  /** @default true (false means optional: empty is valid) */
  readonly required?: boolean;
  /** A password or PIN: never trimmed (seed 001 §5). */
  readonly secret?: boolean;
  /** Trim leading/trailing whitespace before validating and submitting. @default true unless `secret` */
  readonly trim?: boolean;
  /** A field rule of rules/ (`validateField`), e.g. 'email', 'firstName', 'usPhone'. */
  readonly rule?: FieldName;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
  /** This field confirms another: it must equal that field's value exactly. */
  readonly confirms?: string;
  /** Extra check after the generic ones. */
  readonly validate?: (value: string, values: Readonly<Record<string, string>>) => FormError | null;
}

export type FormRules = Readonly<Record<string, FormFieldRule>>;

/** The value as submitted: trimmed unless secret or `trim: false`. */
export function normalizeFormValue(rule: FormFieldRule, raw: string): string {
  const trim = rule.secret === true ? false : (rule.trim ?? true);
  return trim ? raw.trim() : raw;
}

const err = (code: string, params: Record<string, string | number> = {}): FormError => ({ code, params });

/** Validates one field against its rule and the other values. Null when valid. */
export function validateFormField(
  name: string,
  rules: FormRules,
  values: Readonly<Record<string, string>>,
): FormError | null {
  const rule = rules[name];
  if (rule === undefined) {
    return null;
  }
  const raw = values[name] ?? '';
  const value = normalizeFormValue(rule, raw);
  const required = rule.required ?? true;
  if (value === '') {
    return required ? err('required') : null;
  }
  if (rule.rule !== undefined) {
    const result = validateField(rule.rule, value, {
      optional: !required,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
      pattern: rule.pattern,
    });
    if (!result.valid) {
      const params: Record<string, number> = {};
      if (result.reason === 'tooShort' && rule.minLength !== undefined) {
        params.min = rule.minLength;
      }
      if (result.reason === 'tooLong' && rule.maxLength !== undefined) {
        params.max = rule.maxLength;
      }
      return err(result.reason, params);
    }
  } else {
    const length = codePointLength(value);
    if (rule.minLength !== undefined && length < rule.minLength) {
      return err('tooShort', { min: rule.minLength });
    }
    if (rule.maxLength !== undefined && length > rule.maxLength) {
      return err('tooLong', { max: rule.maxLength });
    }
    if (rule.pattern !== undefined) {
      const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace(/[gy]/gu, ''));
      if (!pattern.test(value)) {
        return err('pattern');
      }
    }
  }
  if (rule.confirms !== undefined) {
    const other = rules[rule.confirms];
    const counterpart = other === undefined ? '' : normalizeFormValue(other, values[rule.confirms] ?? '');
    if (value !== counterpart) {
      return err('mismatch', { field: rule.confirms });
    }
  }
  return rule.validate?.(value, values) ?? null;
}

/** Names to re-validate when `name` changes: itself and every field confirming it. */
export function affectedFields(name: string, rules: FormRules): string[] {
  return [name, ...Object.keys(rules).filter((n) => rules[n]?.confirms === name)];
}

export interface FormState {
  readonly errors: Readonly<Record<string, FormError | null>>;
  /** Submit attempts: errors are shown from the first one on (not while typing before it). */
  readonly submitCount: number;
}

export type FormEvent =
  | { readonly type: 'VALIDATED'; readonly errors: Readonly<Record<string, FormError | null>> }
  | { readonly type: 'SUBMITTED'; readonly errors: Readonly<Record<string, FormError | null>> }
  | { readonly type: 'RESET'; readonly errors: Readonly<Record<string, FormError | null>> };

function sameError(a: FormError | null | undefined, b: FormError | null | undefined): boolean {
  if ((a ?? null) === null || (b ?? null) === null) {
    return (a ?? null) === (b ?? null);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function merge(state: FormState, errors: Readonly<Record<string, FormError | null>>): FormState['errors'] {
  let changed = false;
  const next: Record<string, FormError | null> = { ...state.errors };
  for (const [name, error] of Object.entries(errors)) {
    if (!sameError(state.errors[name], error)) {
      next[name] = error;
      changed = true;
    }
  }
  return changed ? next : state.errors;
}

export function formTransition(state: FormState, event: FormEvent): Transition<FormState, never> {
  switch (event.type) {
    case 'VALIDATED': {
      const errors = merge(state, event.errors);
      return errors === state.errors ? [state, []] : [{ ...state, errors }, []];
    }
    case 'SUBMITTED':
      return [{ errors: merge(state, event.errors), submitCount: state.submitCount + 1 }, []];
    case 'RESET':
      return [{ errors: event.errors, submitCount: 0 }, []];
    default:
      return event satisfies never;
  }
}

/** Every field's error for `values`. */
export function validateAll(
  rules: FormRules,
  values: Readonly<Record<string, string>>,
): Record<string, FormError | null> {
  const out: Record<string, FormError | null> = {};
  for (const name of Object.keys(rules)) {
    out[name] = validateFormField(name, rules, values);
  }
  return out;
}

/** The submit rule as data (seed 001 §5) and the error summary. */
export interface FormView {
  readonly validCount: number;
  readonly requiredCount: number;
  /** Valid count equals required count and no optional field holds an invalid value. */
  readonly isComplete: boolean;
  readonly submitCount: number;
  /** Errors are shown (after the first submit). */
  readonly showErrors: boolean;
  /** Shown errors, in field order, for the error summary. Empty before the first submit. */
  readonly errorSummary: readonly { readonly name: string; readonly error: FormError }[];
}

export function selectFormView(state: FormState, rules: FormRules): FormView {
  const names = Object.keys(rules);
  const required = names.filter((n) => rules[n]?.required ?? true);
  const validCount = required.filter((n) => (state.errors[n] ?? null) === null).length;
  const optionalInvalid = names.some(
    (n) => !(rules[n]?.required ?? true) && (state.errors[n] ?? null) !== null,
  );
  const showErrors = state.submitCount > 0;
  const errorSummary: { name: string; error: FormError }[] = [];
  if (showErrors) {
    for (const name of names) {
      const error = state.errors[name] ?? null;
      if (error !== null) {
        errorSummary.push({ name, error });
      }
    }
  }
  return {
    validCount,
    requiredCount: required.length,
    isComplete: validCount === required.length && !optionalInvalid,
    submitCount: state.submitCount,
    showErrors,
    errorSummary,
  };
}
