/**
 * Password checker of seed 000 §4.8 as a pure transition. The password itself never enters this state:
 * events carry only the criteria flags `evaluatePassword` derived from it.
 */
import type { Effect, Transition } from '../../core';
import {
  evaluatePassword,
  getPasswordChecklist,
  getPasswordPolicy,
  toPasswordRulesAttribute,
  type PasswordChecklistOptions,
  type PasswordCriteria,
  type PasswordPolicy,
  type PasswordPreset,
  type PasswordRequirement,
} from '../../../rules';

/** Checker phases: idle (grey lock), showingCriteria (focus or keypress), success / failure (focus-out). */
export type PasswordCheckerPhase = 'idle' | 'showingCriteria' | 'success' | 'failure';

export interface PasswordFieldState {
  readonly phase: PasswordCheckerPhase;
  /** Show/hide toggle: true shows the characters. */
  readonly visible: boolean;
  /** Criteria of the current value; null before anything was typed. Flags only, never the password. */
  readonly criteria: PasswordCriteria | null;
  /** The field has been left at least once. */
  readonly touched: boolean;
}

export type PasswordFieldEvent =
  | { readonly type: 'FOCUS' }
  | { readonly type: 'KEYPRESS' }
  | { readonly type: 'INPUT'; readonly criteria: PasswordCriteria }
  | { readonly type: 'BLUR'; readonly criteria: PasswordCriteria }
  | { readonly type: 'TOGGLE_VISIBILITY' }
  | { readonly type: 'SET_VISIBILITY'; readonly visible: boolean }
  | { readonly type: 'FORM_SUBMITTED' }
  | { readonly type: 'RESET' };

export const initialPasswordFieldState: PasswordFieldState = {
  phase: 'idle',
  visible: false,
  criteria: null,
  touched: false,
};

function sameCriteria(a: PasswordCriteria | null, b: PasswordCriteria | null): boolean {
  if (a === b) {
    return true;
  }
  if (a === null || b === null) {
    return false;
  }
  const keys = Object.keys(a) as (keyof PasswordCriteria)[];
  return keys.every((k) => a[k] === b[k]);
}

/**
 * The transition. `field` names the field in the analytics event (`validation_failed`, detail 'invalid':
 * seed 000 §4.8); the event carries no value.
 */
export function passwordFieldTransition(
  state: PasswordFieldState,
  event: PasswordFieldEvent,
  field = 'password',
): Transition<PasswordFieldState, never> {
  switch (event.type) {
    case 'FOCUS':
    case 'KEYPRESS':
      return state.phase === 'showingCriteria' ? [state, []] : [{ ...state, phase: 'showingCriteria' }, []];
    case 'INPUT': {
      const criteria = sameCriteria(state.criteria, event.criteria) ? state.criteria : event.criteria;
      if (criteria === state.criteria && state.phase === 'showingCriteria') {
        return [state, []];
      }
      return [{ ...state, phase: 'showingCriteria', criteria }, []];
    }
    case 'BLUR': {
      const criteria = sameCriteria(state.criteria, event.criteria) ? state.criteria : event.criteria;
      const ok = event.criteria.valid;
      const effects: Effect<never>[] = ok
        ? []
        : [{ kind: 'emit', event: { type: 'validation_failed', field, detail: 'invalid' } }];
      return [{ ...state, phase: ok ? 'success' : 'failure', criteria, touched: true }, effects];
    }
    case 'TOGGLE_VISIBILITY':
      return [{ ...state, visible: !state.visible }, []];
    case 'SET_VISIBILITY':
      return state.visible === event.visible ? [state, []] : [{ ...state, visible: event.visible }, []];
    case 'FORM_SUBMITTED':
      // Seed 000 §2.3: the show/hide toggle hides the password again when the form is submitted.
      return state.visible ? [{ ...state, visible: false }, []] : [state, []];
    case 'RESET':
      return [initialPasswordFieldState, []];
    default:
      return event satisfies never;
  }
}

/** Options that decide the policy: one object feeds the checker, the checklist and `passwordrules`. */
export interface PasswordPolicyOptions {
  /** Offering preset. @default 'legacy' */
  readonly preset?: PasswordPreset | undefined;
  /** Configured minimum length (seed 000 §5). */
  readonly minLength?: number | undefined;
  /** A full policy object instead of a preset. */
  readonly policy?: PasswordPolicy | undefined;
}

export function resolvePasswordPolicy(options: PasswordPolicyOptions): PasswordPolicy {
  return options.policy ?? getPasswordPolicy(options.preset, { minLength: options.minLength });
}

/** Words the page disallows: the user name and the parts of the email (local part, domain labels). */
export function disallowedWordsFrom(parts: {
  readonly username?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly extra?: readonly string[] | undefined;
}): string[] {
  const words: string[] = [];
  const add = (w: string): void => {
    const t = w.trim().toLowerCase();
    // Very short fragments ("a", "co") would refuse half of all passwords: keep 3+ characters.
    if (t.length >= 3 && !words.includes(t)) {
      words.push(t);
    }
  };
  if (typeof parts.username === 'string') {
    add(parts.username);
  }
  if (typeof parts.email === 'string') {
    const [local = '', domain = ''] = parts.email.split('@');
    add(local);
    for (const label of domain.split('.').slice(0, -1)) {
      add(label);
    }
  }
  for (const w of parts.extra ?? []) {
    add(w);
  }
  return words;
}

/** Criteria of a value under the policy and page words (pure; the hook calls it per keystroke). */
export function passwordCriteria(
  value: string,
  policy: PasswordPolicy,
  context: { readonly disallowedWords: readonly string[]; readonly username?: string | undefined },
): PasswordCriteria {
  return evaluatePassword(value, {
    policy,
    disallowedWords: context.disallowedWords,
    ...(context.username !== undefined ? { username: context.username } : {}),
  });
}

/** The view a UI renders: the checklist lines with their state, and the `passwordrules` attribute. */
export interface PasswordFieldView {
  readonly phase: PasswordCheckerPhase;
  readonly visible: boolean;
  readonly touched: boolean;
  /** All criteria met (false before typing). */
  readonly valid: boolean;
  /** Checklist lines (`met` null before typing): codes and params, the catalogue words them. */
  readonly checklist: readonly PasswordRequirement[];
  readonly passwordRules: string;
  readonly policy: PasswordPolicy;
}

export function selectPasswordFieldView(
  state: PasswordFieldState,
  policy: PasswordPolicy,
  checklist: PasswordChecklistOptions = {},
): PasswordFieldView {
  return {
    phase: state.phase,
    visible: state.visible,
    touched: state.touched,
    valid: state.criteria?.valid ?? false,
    checklist: getPasswordChecklist(policy, state.criteria ?? undefined, checklist),
    passwordRules: toPasswordRulesAttribute(policy),
    policy,
  };
}
