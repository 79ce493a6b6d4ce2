import {
  initialSession,
  type ChannelType,
  type IdentifierType,
  type MatchingUser,
  type SessionData,
} from '../core';
import { initialRequestStates, type RequestStates } from './request-slots';
import type { FlowConfig } from './config';
import type { TotpProvisioning } from './outcome-data';

/**
 * The screen the flow is on. Finite states are string unions surfaced as `data-step` by the UI kit.
 * - identifier: identifier-first, asking email / phone / user id alone.
 * - password: username (prefilled or typed) and password.
 * - accountChoice: several accounts matched the identifier.
 * - challengePicker / challenge: MFA (seed 000 §2.2 challenge channel screens).
 * - postAuth: the sequence of seed 000 §3.7; `session.postAuthProcess` says which step.
 * - locked, highRiskBlock, accountDisabled: terminal error screens (account disabled offers try again).
 * - signedIn: done; signedOut: local state cleared.
 * - verifySignedIn: SSO confirmation (seed 000 §2.2): the host found a signed-in session
 *   (`config.signedInAs`); the user continues with it or signs in with another account.
 */
export type FlowStep =
  | 'verifySignedIn'
  | 'identifier'
  | 'password'
  | 'accountChoice'
  | 'challengePicker'
  | 'challenge'
  | 'postAuth'
  | 'locked'
  | 'highRiskBlock'
  | 'accountDisabled'
  | 'signedIn'
  | 'signedOut';

/** Sign-in slice: what the sign-in screens need beyond the session data. */
export interface SignInState {
  /** The identifier typed or prefilled; not a secret, but never sent to analytics. */
  readonly identifier: string;
  readonly identifierType: IdentifierType | null;
  /** Tabbed sign-in (seed 000 §2.2). */
  readonly tab: 'email' | 'phone';
  readonly rememberMe: boolean;
  readonly staySignedIn: boolean;
  /** Accounts found for the identifier, after the account filter. */
  readonly candidates: readonly MatchingUser[];
  readonly selectedUserId: string | null;
  readonly captcha: {
    /** The server asked for a captcha on the last sign-in. */
    readonly required: boolean;
    readonly mode: 'invisible' | 'visible';
    /** The last sign-in carried a captcha token (a further captcha challenge is CAPTCHA_REJECTED). */
    readonly tokenSupplied: boolean;
    /** Recaptcha execution toggles this flag (seed 000 §4.3). */
    readonly executing: boolean;
  };
  /** Evaluate-auth phase (seed 000 §4.3). */
  readonly evaluatePhase: 'INIT' | 'PASS' | 'CHALLENGE';
  /** Step-up forced by INSUFFICIENT_AUTHENTICATION_LEVEL (seed 000 §4.3). */
  readonly stepUp: { readonly required: boolean; readonly targetAal: number | null };
  /**
   * Counts the identifier and sign-in submits the flow accepted or refused (a new value per submit), so a
   * UI can re-announce a repeated error (`announceKey`). Starts at 0.
   */
  readonly attempt: number;
  /**
   * The last submit refused client-side (empty identifier or password): the field and the reason
   * (a `FieldReason` of rules/). Cleared by the next accepted submit. null when none.
   */
  readonly validationError: SignInValidationError | null;
  /**
   * Every field the last refused submit lacked, in form order (identifier, password), for an error summary
   * with one link per error; empty when none. `validationError` is the first.
   */
  readonly validationErrors: readonly SignInValidationError[];
}

/** A sign-in submit refused before any request (the field and why). */
export interface SignInValidationError {
  readonly field: 'identifier' | 'password';
  readonly reason: 'required';
}

/** A one-time code the service confirmed sending: its confirmation id and when it was sent (ms). */
export interface SentCode {
  readonly confirmationId: string;
  readonly at: number;
}

/** MFA slice. */
export interface MfaState {
  /** The challenge the user is answering; null on the picker. */
  readonly selected: string | null;
  /** Challenge types completed in this session, for analytics (seed 000 §3.7). */
  readonly completed: readonly string[];
  /** Confirmation id of the last code sent. */
  readonly confirmationId: string | null;
  /** When the last code was sent (injected clock, ms); null before any send. */
  readonly lastSentAt: number | null;
  /**
   * The channel `confirmationId` and `lastSentAt` belong to (the cooldown is per channel: "choose another
   * way" sends the new channel's code at once, and a code is never verified with another channel's id).
   */
  readonly sentChannel: ChannelType | null;
  /**
   * Codes sent earlier on channels the user left ("choose another way"), by channel: going back to one
   * inside its cooldown reuses that code instead of sending another, so alternating channels does not get
   * round the cooldown (QUALITY.md reliability 6).
   */
  readonly earlierSends: Readonly<Partial<Record<ChannelType, SentCode>>>;
  /** TOTP enrolment in progress: the generated key (to show) and whether its first code activated it. */
  readonly totpEnrolment: { readonly provisioning: TotpProvisioning; readonly activated: boolean } | null;
}

/** Post-auth slice: steps already done or skipped in this session. */
export interface PostAuthState {
  readonly done: readonly string[];
  /** OAuth hand-off result once the code exchange succeeded. */
  readonly redirectUrl: string | null;
  /**
   * Passkey prompts left on this page since the provider mounted, added to `config.webAuthnPromptsShown`
   * (the cookie's count at mount) for the cap of seed 000 §9; kept across sign-out and restart.
   */
  readonly promptsShownHere: number;
  /**
   * The better account offered after the best-account check (config.enableBestAccountCheck), or null; once
   * accepted, `switchedTo` is its user id until the switched session's evaluation passes.
   */
  readonly betterAccount: MatchingUser | null;
  readonly switchedTo: string | null;
  /**
   * The best-account answer that carried the requires-evaluation header, held until the evaluation it asked
   * for passes (post-auth/machine.ts), else null.
   */
  readonly heldBestAccount: readonly MatchingUser[] | null;
  /** The realm picker's list (null until the user's realms are read). */
  readonly realms: readonly RealmChoice[] | null;
  /** The realm chosen in this session (its ticket was created). */
  readonly chosenRealmId: string | null;
}

/** One realm (company) the user may choose after sign-in (seed 000 §4.3; users/me/realms). */
export interface RealmChoice {
  readonly realmId: string;
  readonly displayName: string;
  /** PERSONAL or BUSINESS as the service says; null when it does not. */
  readonly realmType: string | null;
}

/**
 * The empty list fresh slices share. The fresh slices below are built once per page, not per store or reset
 * (issue 19: the first screen runs less code); each `initial*` returns a new object over them (a fresh
 * store's state holds them as they are), and their nested values are frozen (states are never edited in place).
 */
const NONE: readonly never[] = Object.freeze([]);

const INITIAL_POST_AUTH: PostAuthState = {
  done: NONE,
  redirectUrl: null,
  promptsShownHere: 0,
  betterAccount: null,
  switchedTo: null,
  heldBestAccount: null,
  realms: null,
  chosenRealmId: null,
};

export function initialPostAuth(): PostAuthState {
  return { ...INITIAL_POST_AUTH };
}

/**
 * Invitation slice (seed 000 §4.4). `status`: none before a check; pending once a PENDING invitation was
 * verified (the flow proceeds); stopped for any other status code (the initial error stays on the page).
 */
export interface InvitationState {
  readonly status: 'none' | 'pending' | 'stopped';
  readonly invitationId: string | null;
  /** The server's invitation status code (PENDING, EXPIRED, ACCEPTED, REJECTED, REMOVED, IN_PROGRESS). */
  readonly statusCode: string | null;
  /** The initial error shown when the invitation cannot proceed (a catalogue code). */
  readonly errorCode: string | null;
  /** An SMS invitation or one with an identifier policy goes through MFA (seed 000 §4.4). */
  readonly requiresMfa: boolean;
  /** The invited user, when the server knows one. */
  readonly invitedUserId: string | null;
  readonly realmName: string | null;
  /** Who sent the invitation, when the service says (issue 18 §3). */
  readonly inviterName: string | null;
  /** The user's answer once the service recorded it (accept or decline), else null. */
  readonly answer: 'accepted' | 'declined' | null;
}

const INITIAL_INVITATION: InvitationState = {
  status: 'none',
  invitationId: null,
  statusCode: null,
  errorCode: null,
  requiresMfa: false,
  invitedUserId: null,
  realmName: null,
  inviterName: null,
  answer: null,
};

export function initialInvitation(): InvitationState {
  return { ...INITIAL_INVITATION };
}

/** The whole state of one provider instance. */
export interface IdentityState {
  readonly config: FlowConfig;
  readonly step: FlowStep;
  readonly session: SessionData;
  readonly requests: RequestStates;
  readonly signIn: SignInState;
  readonly mfa: MfaState;
  readonly postAuth: PostAuthState;
  readonly invitation: InvitationState;
}

/** The fresh captcha state of each mode. */
const CAPTCHA = {
  invisible: Object.freeze({ required: false, mode: 'invisible', tokenSupplied: false, executing: false }),
  visible: Object.freeze({ required: false, mode: 'visible', tokenSupplied: false, executing: false }),
} as const;

/** The fresh sign-in slice; `initialSignIn` sets the parts the config decides (identifier, captcha mode). */
const INITIAL_SIGN_IN: SignInState = {
  identifier: '',
  identifierType: null,
  tab: 'email',
  rememberMe: false,
  staySignedIn: false,
  candidates: NONE,
  selectedUserId: null,
  captcha: CAPTCHA.visible,
  evaluatePhase: 'INIT',
  stepUp: Object.freeze({ required: false, targetAal: null }),
  attempt: 0,
  validationError: null,
  validationErrors: NONE,
};

export function initialSignIn(config: FlowConfig): SignInState {
  return {
    ...INITIAL_SIGN_IN,
    identifier: config.userIdToPrefill ?? '',
    captcha: config.useInvisibleReCaptcha ? CAPTCHA.invisible : CAPTCHA.visible,
  };
}

const INITIAL_MFA: MfaState = {
  selected: null,
  completed: NONE,
  confirmationId: null,
  lastSentAt: null,
  sentChannel: null,
  earlierSends: Object.freeze({}),
  totpEnrolment: null,
};

export function initialMfa(): MfaState {
  return { ...INITIAL_MFA };
}

/**
 * The first screen: the SSO confirmation when the host found a signed-in session (`config.signedInAs`),
 * else the first sign-in step ({@link firstSignInStep}).
 */
export function firstStep(config: FlowConfig): FlowStep {
  // Neither null nor empty.
  if (config.signedInAs) {
    return 'verifySignedIn';
  }
  return firstSignInStep(config);
}

/** The first sign-in step: identifier-first starts on the identifier unless it is prefilled read-only. */
export function firstSignInStep(config: FlowConfig): 'identifier' | 'password' {
  if (config.identifierFirst && !(config.isUserIdReadonly && config.userIdToPrefill)) {
    return 'identifier';
  }
  return 'password';
}

/** A fresh session holding the partner's response token (a function of its own: most pages have none). */
function partnerSession(token: string): SessionData {
  return { ...initialSession(), partnerAuthResponseToken: token };
}

export function initialIdentityState(config: FlowConfig): IdentityState {
  return {
    config,
    step: firstStep(config),
    // The partner's response token of the address (seed 000 §3.5 partnerAuthResponseToken, §4.5).
    session:
      config.partnerResponseToken === null ? initialSession() : partnerSession(config.partnerResponseToken),
    requests: initialRequestStates(),
    signIn: initialSignIn(config),
    // The shared fresh slices themselves: a store's state is only changed through immer, which copies a slice
    // before it writes (issue 19: no copy at start-up). A transition that assigns a fresh slice and then
    // writes to it takes a copy (initialMfa()...).
    mfa: INITIAL_MFA,
    postAuth: INITIAL_POST_AUTH,
    invitation: INITIAL_INVITATION,
  };
}
