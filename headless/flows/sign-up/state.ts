/**
 * The sign-up flow's state, events, calls and configuration (seed 001 §4; seed 000 §3.5, §7.2, §7.3).
 * Types and the initial state only, without immer: the sign-up form loads this up front and the machine
 * (machine.ts) with the later steps (issue 6 size target).
 */
import {
  selectSignUpFlow,
  type SignUpConsent,
  type SignUpFlow,
  type SignUpSettings,
} from '../../../offerings';
import { EMAIL_OTP_LENGTH, type FieldReason } from '../../../rules';
import type { IdentityErrorShape } from '../../core';
import type { Outcome } from '../outcome-data';
import type { FlowRequestState } from '../standalone/flow-store';
import { LOAD_IDLE, type PhasedFlowState } from '../standalone/phased-flow';

/** The sign-up store's request slot. */
export const SIGN_UP_SLOT = 'signUp';

/** Sign-up screens (data-step). */
export type SignUpStep = 'form' | 'accountCollision' | 'phoneCode' | 'emailCode' | 'done';

/** Operations of the sign-up flow (one in flight at a time). */
export type SignUpOp = SignUpCall['op'];

/** Fields the sign-up form checks before it sends anything. */
export type SignUpField =
  'email' | 'confirmEmail' | 'username' | 'password' | 'pin' | 'phone' | 'firstName' | 'lastName' | 'code';
/** A field's refusal: a rules FieldReason, or `mismatch` for a confirmation field. */
export type SignUpFieldError = FieldReason | 'mismatch';

/** Offering inputs of the sign-up flow (seed 001 §4, §5; offerings' selectSignUpFlow). */
export interface SignUpConfig {
  /** @default 'ecosystem' */
  readonly flow: SignUpFlow;
  /** Offering override of the ecosystem phone requirement. @default true */
  readonly isPhoneRequired: boolean;
  readonly enableEmailValidation: boolean;
  readonly enableMinimalFields: boolean;
  /** The email is typed twice (seed 001 §5). */
  readonly enableConfirmEmailField: boolean;
  /** Relaxed sign-up: securityLevel LOW, no phone requirement. */
  readonly isLowSecurity: boolean;
  /** An email already in use opens the account-collision interrupter instead of an error. */
  readonly enableAccountCollisionInterrupter: boolean;
  /** After sign-up, the email is confirmed with a 6-character code (seed 000 §3.5, §7.3). @default true */
  readonly confirmEmail: boolean;
  /** Target assurance level; 15 sends no user object (seed 001 §4). @default null */
  readonly targetAal: number | null;
  /** @default 'global' */
  readonly namespaceId: string;
  /** The sign-up consent; its end date follows the seed 001 §9 rule when the offering gives no date. */
  readonly consent: SignUpConsent | null;
  /**
   * User-enumeration switch (QUALITY.md security 10, as sign-in's FlowConfig.userEnumeration). `strict` (the
   * default): an address already in use is never revealed to the visitor. The form checks nothing while the
   * email is typed, verify-auth's "not compliant" does not stop the submit and no matching accounts are
   * looked up; the service's refusal (DUPLICATE_USER; the playground sends the owner a notice instead) leads
   * to the same code step a new account gets, where no code arrives and every code fails as a wrong one does
   * (the collision is handled after the code step, by the owner's notice). The account-collision interrupter
   * is an `off`-mode feature. `off` is the spec's behaviour (seed 000 §4.8 account-exists check on the field;
   * seed 001 §4 collision interrupter or DUPLICATE_USER), available as an explicit opt-in. @default 'strict'
   */
  readonly userEnumeration: 'off' | 'strict';
}

export const DEFAULT_SIGN_UP_CONFIG: SignUpConfig = {
  flow: 'ecosystem',
  isPhoneRequired: true,
  enableEmailValidation: false,
  enableMinimalFields: false,
  enableConfirmEmailField: false,
  isLowSecurity: false,
  enableAccountCollisionInterrupter: false,
  confirmEmail: true,
  targetAal: null,
  namespaceId: 'global',
  consent: null,
  userEnumeration: 'strict',
};

/** A matching account shown by the collision interrupter (masked, seed 000 §8.2). */
export interface CollisionAccount {
  readonly userId: string;
  readonly maskedEmail: string | null;
}

/** What the sign-up form sends. Secrets (password, PIN) live only in the request call. */
export interface SignUpInput {
  readonly email: string;
  readonly confirmEmail?: string;
  readonly username?: string;
  readonly password?: string;
  readonly pin?: string;
  readonly phone?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly captchaToken?: string;
}

export interface SignUpState extends FlowRequestState<SignUpOp>, PhasedFlowState {
  readonly step: SignUpStep;
  readonly config: SignUpConfig;
  /** What the chosen flow turns on and off (password field, PIN, phone, verify-auth, text variant). */
  readonly settings: SignUpSettings;
  readonly fieldErrors: Readonly<Partial<Record<SignUpField, SignUpFieldError>>>;
  /** The email typed (not a secret; used to prefill "sign in instead"). */
  readonly email: string;
  /** The mobile number typed (verified by SMS in the ecosystem flow; never sent to analytics). */
  readonly phone: string;
  readonly userId: string | null;
  readonly usernameAutogenerated: boolean;
  readonly collisionAccounts: readonly CollisionAccount[];
  readonly phoneConfirmationId: string | null;
  readonly emailConfirmationId: string | null;
  /** Length of the email code (seed 000 §3.5 sendVerificationEmail min/max 6). */
  readonly emailCodeLength: number;
  readonly phoneVerified: boolean;
  readonly emailVerified: boolean;
  /** The user chose "sign in instead" on the collision interrupter. */
  readonly signInInstead: boolean;
  /**
   * Strict enumeration only: the address is in use and the code step is a decoy (nothing was sent, no
   * request is made, every code fails as a wrong one). Never selected into the view, so the screens cannot
   * tell it from a new account's code step.
   */
  readonly existingAccount: boolean;
}

/** The request a sign-up submit sends: verify-auth (when the flow calls it), then sign-up, in one effect. */
export interface SignUpRequestData {
  readonly verifyAuth: { readonly flow: 'user-sign-up'; readonly policies: readonly string[] } | null;
  /** Look matching accounts up (selectAccount) when verify-auth says not compliant. */
  readonly lookupOnCollision: boolean;
  /**
   * Strict enumeration: verify-auth's "not compliant" does not end the submit; the sign-up call goes out
   * and the service's own refusal (with its notice to the owner) decides.
   */
  readonly signUpOnCollision: boolean;
  /** Evaluate auth already ran for this submit: verify-auth's requires-evaluation flag is not acted on again. */
  readonly evaluated?: true;
  readonly email: string;
  readonly body: {
    readonly targetAAL?: number;
    readonly namespaceId: string;
    readonly gRecaptchaResponse?: string;
    readonly consents?: readonly WireConsent[];
    readonly user?: WireSignUpUser;
  };
}

/** Consent as sent (contextField is a list on the wire). */
export interface WireConsent {
  readonly consentType: string;
  readonly consentTermRef?: string;
  readonly appAssetAlias?: string;
  readonly origAppAssetAlias?: string;
  readonly resource?: string;
  readonly purpose?: string;
  readonly contextField?: readonly { readonly fieldName: string; readonly fieldValue: string }[];
  readonly startDate?: string;
  readonly endDate?: string;
}

export interface WireSignUpUser {
  readonly username?: string;
  readonly password?: string;
  readonly namespaceId: string;
  readonly email: { readonly address: string; readonly primary: true };
  readonly phone?: readonly {
    readonly phoneNumber: string;
    readonly type: 'MOBILE';
    readonly primary: true;
  }[];
  readonly fullName?: { readonly givenName?: string; readonly surName?: string };
  readonly securityLevel?: 'LOW';
}

export type SignUpCall =
  | { readonly op: 'signUp'; readonly request: SignUpRequestData }
  /**
   * The server's email-address check before the submit (seed 000 §5, seed 001 §5: enableEmailValidation);
   * the submit's request waits in the call and comes back in the result, never in state.
   */
  | { readonly op: 'validateEmail'; readonly email: string; readonly request: SignUpRequestData }
  /** Verify-auth asked for an evaluation (machine.ts); the submit's request waits in the call, as above. */
  | { readonly op: 'evaluateAuth'; readonly request: SignUpRequestData }
  | { readonly op: 'sendPhoneCode'; readonly userId: string; readonly phone: string }
  | {
      readonly op: 'confirmPhone';
      readonly userId: string;
      readonly confirmationId: string;
      readonly code: string;
    }
  | { readonly op: 'sendEmailCode'; readonly email: string }
  | { readonly op: 'confirmEmail'; readonly confirmationId: string; readonly code: string };

export interface SignUpResultData {
  readonly userId: string;
  readonly usernameAutogenerated: boolean;
}

export type SignUpEvent =
  | { readonly type: 'SUBMITTED'; readonly input: SignUpInput; readonly today: string }
  | {
      readonly type: 'SIGN_UP_RESULT';
      /** verify-auth said not compliant: the accounts that already use the email (may be empty). */
      readonly collision: readonly CollisionAccount[] | null;
      readonly outcome: Outcome<SignUpResultData>;
      /** The phone to verify next (kept in the event, not in state, until the code is sent). */
      readonly phone: string | null;
      /**
       * Verify-auth's answer carried the requires-evaluation header (seed 000 §7.2): nothing else was sent,
       * and this request goes out again once evaluate auth has run (machine.ts).
       */
      readonly evaluate?: SignUpRequestData | false;
    }
  | {
      readonly type: 'SIGN_UP_EVALUATED';
      readonly request: SignUpRequestData;
      readonly outcome: Outcome<{ readonly denied: boolean }>;
    }
  /** The email-address check answered: `allowed` false when its first status is warning or error. */
  | {
      readonly type: 'EMAIL_VALIDATED';
      readonly request: SignUpRequestData;
      readonly outcome: Outcome<{ readonly allowed: boolean }>;
    }
  | { readonly type: 'PHONE_CODE_SENT'; readonly outcome: Outcome<{ confirmationId: string }> }
  | { readonly type: 'PHONE_CODE_SUBMITTED'; readonly code: string }
  | { readonly type: 'PHONE_CONFIRMED'; readonly outcome: Outcome<null> }
  | {
      readonly type: 'EMAIL_CODE_SENT';
      readonly outcome: Outcome<{ confirmationId: string; length: number }>;
    }
  | { readonly type: 'EMAIL_CODE_SUBMITTED'; readonly code: string }
  | { readonly type: 'EMAIL_CONFIRMED'; readonly outcome: Outcome<{ success: boolean }> }
  | { readonly type: 'RESEND_PHONE_CODE' }
  | { readonly type: 'RESEND_EMAIL_CODE' }
  | { readonly type: 'USE_DIFFERENT_EMAIL' }
  | { readonly type: 'SIGN_IN_INSTEAD' }
  | { readonly type: 'BACK_TO_FORM' };

export function resolveSignUpConfig(partial: Partial<SignUpConfig> = {}): SignUpConfig {
  return { ...DEFAULT_SIGN_UP_CONFIG, ...partial };
}

/** The settings of the configured flow (isLowSecurity also drops the phone requirement). */
export function signUpSettingsOf(config: SignUpConfig): SignUpSettings {
  const settings = selectSignUpFlow({
    signUpFlow: config.flow,
    isPhoneRequired: config.isPhoneRequired,
    enableEmailValidation: config.enableEmailValidation,
    enableMinimalFields: config.enableMinimalFields,
  });
  return config.isLowSecurity ? { ...settings, isPhoneRequired: false } : settings;
}

export function initialSignUpState(config: SignUpConfig = DEFAULT_SIGN_UP_CONFIG): SignUpState {
  return {
    step: 'form',
    config,
    settings: signUpSettingsOf(config),
    pending: null,
    errorCode: null,
    fieldErrors: {},
    email: '',
    phone: '',
    userId: null,
    usernameAutogenerated: false,
    collisionAccounts: [],
    phoneConfirmationId: null,
    emailConfirmationId: null,
    emailCodeLength: EMAIL_OTP_LENGTH,
    phoneVerified: false,
    emailVerified: false,
    signInInstead: false,
    existingAccount: false,
    load: LOAD_IDLE,
  };
}

/**
 * The result event of an up-front call (the form's submit, the email check) whose effect crashed. The later
 * calls never reach it: the chunk answers their crash itself (effects.ts `signUpLateCrashed`), so the form's
 * first load does not carry their events.
 */
export function signUpCrashed(call: SignUpCall, error: IdentityErrorShape): SignUpEvent {
  const outcome = { ok: false as const, error };
  return call.op === 'validateEmail'
    ? { type: 'EMAIL_VALIDATED', request: call.request, outcome }
    : { type: 'SIGN_UP_RESULT', collision: null, outcome, phone: null };
}
