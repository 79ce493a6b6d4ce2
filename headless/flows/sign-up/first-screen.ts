/**
 * The sign-up form's events (submit, back while the submit is pending): what a sign-up page runs before the
 * first answer. The two-phase store (standalone/phased-flow.ts) runs them through
 * {@link signUpFormTransition}, which needs neither immer nor the rest of the machine, so both stay in the
 * lazy chunk (late.ts, issue 6 size target). The machine (machine.ts) runs the same reducer on its immer
 * draft, so both paths share one implementation.
 */
import type { Draft } from 'immer';
import { resolveSignUpConsent, type SignUpConsent, type SignUpSettings } from '../../../offerings';
import {
  SIGN_UP_NO_USER_AAL,
  matchesConfirmation,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePin,
  validateUsPhone,
  validateUserId,
  type FieldReason,
} from '../../../rules';
import { emit } from '../request-slots';
import {
  abortEffect,
  startFlowRequest,
  type FlowEffects,
  type FlowTransition,
} from '../standalone/flow-store';
import {
  SIGN_UP_SLOT,
  type SignUpCall,
  type SignUpConfig,
  type SignUpEvent,
  type SignUpField,
  type SignUpFieldError,
  type SignUpInput,
  type SignUpRequestData,
  type SignUpState,
  type WireConsent,
  type WireSignUpUser,
} from './state';

/** The events {@link reduceSignUpForm} handles; every other event needs the lazy chunk. */
export const SIGN_UP_FORM_EVENTS: readonly SignUpEvent['type'][] = ['SUBMITTED', 'BACK_TO_FORM'];

/** Policies built from the email and namespace for accessVerifyAuth (seed 000 §7.2). */
export function signUpPolicies(email: string, namespaceId: string): string[] {
  return [`EMAIL:${email}`, `NAMESPACE:${namespaceId}`];
}

/**
 * The PIN flow's PIN: rules' four-digit variant (seed 001 §5, at least 4, no whitespace) plus digits only,
 * as the catalogue words it ("a valid 4-digit PIN"): exactly four digits, the shape the service takes at
 * sign-up (playground/core/accounts.ts). The PIN is sent as the user's password (seed 001 §3 has no other
 * credential field).
 */
export const PIN_OPTIONS = { pattern: /^\d+$/, maxLength: 4 } as const;

/** Field checks the form runs before sending (rules' validators; the fields hooks give live feedback). */
export function checkSignUpInput(
  input: SignUpInput,
  settings: SignUpSettings,
  config: SignUpConfig,
): Partial<Record<SignUpField, SignUpFieldError>> {
  const errors: Partial<Record<SignUpField, SignUpFieldError>> = {};
  const put = (field: SignUpField, result: { valid: true } | { valid: false; reason: FieldReason }): void => {
    if (!result.valid) {
      errors[field] = result.reason;
    }
  };
  put('email', validateEmail(input.email));
  if (config.enableConfirmEmailField && !matchesConfirmation(input.email, input.confirmEmail ?? '')) {
    errors.confirmEmail = 'mismatch';
  }
  if (!settings.generateUsername) {
    // Create user id (seed 001 §2.8.2, §5): optional; a chosen id must meet the user-id rule before it is sent.
    put('username', validateUserId(input.username ?? '', { optional: true }));
  }
  if (settings.showPasswordField) {
    put('password', validatePassword(input.password ?? ''));
  }
  if (settings.showPin) {
    put('pin', validatePin(input.pin ?? '', PIN_OPTIONS));
  }
  const phone = input.phone ?? '';
  if (settings.isPhoneRequired || phone.trim() !== '') {
    put('phone', validateUsPhone(phone, { optional: !settings.isPhoneRequired }));
  }
  if (!settings.enableMinimalFields) {
    put('firstName', validateFirstName(input.firstName ?? '', { optional: true }));
    put('lastName', validateLastName(input.lastName ?? '', { optional: true }));
  }
  return errors;
}

function wireConsent(consent: SignUpConsent): WireConsent {
  const { contextField, ...rest } = consent;
  return contextField === undefined ? rest : { ...rest, contextField: [contextField] };
}

/** Builds the request of a valid submit (pure; `today` is the caller's ISO date for the consent rule). */
export function buildSignUpRequest(
  state: Pick<SignUpState, 'config' | 'settings'>,
  input: SignUpInput,
  today: string,
): SignUpRequestData {
  const { config, settings } = state;
  const email = input.email.trim();
  const phone = (input.phone ?? '').trim();
  const consent = resolveSignUpConsent(config.consent, today);
  const givenName = input.firstName?.trim() ?? '';
  const surName = input.lastName?.trim() ?? '';
  const user: WireSignUpUser = {
    namespaceId: config.namespaceId,
    email: { address: email, primary: true },
    ...(!settings.generateUsername && input.username !== undefined && input.username.trim() !== ''
      ? { username: input.username.trim() }
      : {}),
    ...(settings.showPasswordField && input.password !== undefined ? { password: input.password } : {}),
    ...(phone !== ''
      ? { phone: [{ phoneNumber: phone, type: 'MOBILE' as const, primary: true as const }] }
      : {}),
    ...(givenName !== '' || surName !== ''
      ? { fullName: { ...(givenName !== '' ? { givenName } : {}), ...(surName !== '' ? { surName } : {}) } }
      : {}),
    ...(config.isLowSecurity ? { securityLevel: 'LOW' as const } : {}),
    // PIN flow: the PIN is the four-digit password variant of seed 001 §5 (sent as the password).
    ...(settings.showPin && !settings.showPasswordField && input.pin !== undefined
      ? { password: input.pin }
      : {}),
  };
  const sendsUser = config.targetAal !== SIGN_UP_NO_USER_AAL;
  return {
    verifyAuth: settings.callVerifyAuth
      ? { flow: 'user-sign-up', policies: signUpPolicies(email, config.namespaceId) }
      : null,
    // Strict enumeration: the matching accounts (masked addresses) are never looked up for a visitor.
    lookupOnCollision: config.enableAccountCollisionInterrupter && config.userEnumeration === 'off',
    signUpOnCollision: config.userEnumeration === 'strict',
    email,
    body: {
      namespaceId: config.namespaceId,
      ...(config.targetAal !== null ? { targetAAL: config.targetAal } : {}),
      ...(input.captchaToken !== undefined && input.captchaToken !== ''
        ? { gRecaptchaResponse: input.captchaToken }
        : {}),
      ...(consent !== null ? { consents: [wireConsent(consent)] } : {}),
      // Seed 001 §4: sign-up at level 15 sends no user object.
      ...(sendsUser ? { user } : {}),
    },
  };
}

/** immer's castDraft without importing immer: a draft and a plain copy take the same assignments. */
const mutable = <T>(value: T): Draft<T> => value as Draft<T>;

/**
 * Applies a form event to `draft` (an immer draft, or the plain copy of {@link signUpFormTransition}).
 * `base` is the state before the event (the request is built from its config, never from a draft). Returns
 * false, changing nothing, for any other event.
 */
export function reduceSignUpForm(
  draft: Draft<SignUpState>,
  base: SignUpState,
  event: SignUpEvent,
  effects: FlowEffects<SignUpCall>,
): boolean {
  switch (event.type) {
    case 'SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'form') {
        return true;
      }
      const errors = checkSignUpInput(event.input, draft.settings, draft.config);
      draft.fieldErrors = errors;
      draft.email = event.input.email.trim();
      draft.phone = (event.input.phone ?? '').trim();
      const invalid = Object.keys(errors);
      if (invalid.length > 0) {
        for (const field of invalid) {
          effects.push(emit({ type: 'validation_failed', field, detail: 'invalid' }));
        }
        return true;
      }
      const request = buildSignUpRequest(base, event.input, event.today);
      // Seed 000 §5 / seed 001 §5: with email validation on, the service checks the address first; the
      // submit goes out once it allows it (machine.ts, EMAIL_VALIDATED).
      startFlowRequest(
        draft,
        SIGN_UP_SLOT,
        draft.settings.enableEmailValidation
          ? { op: 'validateEmail', email: request.email, request }
          : { op: 'signUp', request },
        effects,
      );
      return true;
    }
    case 'BACK_TO_FORM':
      if (draft.step === 'accountCollision' || (draft.step === 'form' && draft.pending !== null)) {
        if (draft.pending !== null) {
          effects.push(abortEffect(SIGN_UP_SLOT));
        }
        draft.pending = null;
        draft.step = 'form';
        draft.collisionAccounts = [];
        draft.errorCode = null;
        draft.existingAccount = false;
      }
      return true;
    default:
      return false;
  }
}

/**
 * The form events as a pure transition without immer: the reducer edits a shallow copy (it assigns only
 * top-level fields); an event that changes nothing returns the same state.
 */
export function signUpFormTransition(
  state: SignUpState,
  event: SignUpEvent,
): FlowTransition<SignUpState, SignUpCall> {
  const effects: FlowEffects<SignUpCall> = [];
  const copy = { ...state };
  reduceSignUpForm(mutable(copy), state, event, effects);
  const keys = Object.keys(copy) as (keyof SignUpState)[];
  return [keys.every((key) => Object.is(copy[key], state[key])) ? state : copy, effects];
}
