/**
 * The recovery flow's state, events, calls and configuration (seed 001 §4). Types and the initial state
 * only, without immer: the username step loads this up front and the machine (machine.ts) with the later
 * steps (issue 6 size target).
 */
import { RECOVERY_LINK_VALID_HOURS } from '../../../rules/constants';
import type { FieldReason } from '../../../rules';
import type { Outcome } from '../outcome-data';
import type { FlowRequestState } from '../standalone/flow-store';
import { LOAD_IDLE, type PhasedFlowState } from '../standalone/phased-flow';

/** The recovery store's request slot. */
export const RECOVERY_SLOT = 'recovery';

/**
 * Account recovery screens in the order of seed 001 §4: collect username -> identity or security-question
 * challenges -> pick a recovery option -> one-time code -> (choose the account when several share the
 * email) -> choose a new password. `userIds` ends the forgot-user-id variant; `linkExpired` is a recovery
 * link older than 24 hours.
 */
export type RecoveryStep =
  | 'username'
  | 'challenges'
  | 'options'
  | 'code'
  | 'chooseAccount'
  | 'newPassword'
  | 'userIds'
  | 'done'
  | 'linkExpired';

/** What the user is recovering. */
export type RecoveryMode = 'password' | 'userId';

/**
 * How the new password is set: `standard` (PUT reset_password with the AR_SESSION token), `csr` (the
 * confirm-password-reset variant: PUT csr/reset_password with newPassword and the security answer),
 * `legal` (legal-password-reset: PUT users/{userId}/reset_password_end).
 */
export type ResetVariant = 'standard' | 'csr' | 'legal';

export type RecoveryOp = 'begin' | 'challenges' | 'sendCode' | 'verifyCode' | 'users' | 'reset';

/** A recovery option as offered by the service (seed 001 §3 challenge-token types). */
export type RecoveryOption = 'EMAIL_OTP' | 'SMS_OTP' | 'VOICE_OTP';

export interface RecoveryConfig {
  readonly mode: RecoveryMode;
  readonly variant: ResetVariant;
  /** The confirm-password field is hidden (seed 001 §5 hidePasswordResetConfirmField). */
  readonly hidePasswordResetConfirmField: boolean;
  /** @default 'account-recovery' */
  readonly flow: string;
  /**
   * User-enumeration switch (QUALITY.md security 10, as sign-in's FlowConfig.userEnumeration). `strict` (the
   * default): an unknown account (USER_NOT_FOUND, INVALID_USERNAME) is not revealed at the first step; the
   * flow moves on to the same identity challenge a real account gets, and the answers then fail as wrong
   * answers do (recovery and forgot user id alike). `off` is the spec's behaviour (seed 001 §4, §8: the
   * first step says the account was not found), available as an explicit opt-in. @default 'strict'
   */
  readonly userEnumeration: 'off' | 'strict';
  /** Seed 000 §3.6 useInvisibleReCaptcha: the captcha runs invisibly instead of as a visible widget. */
  readonly useInvisibleReCaptcha: boolean;
}

export const DEFAULT_RECOVERY_CONFIG: RecoveryConfig = {
  mode: 'password',
  variant: 'standard',
  hidePasswordResetConfirmField: false,
  flow: 'account-recovery',
  userEnumeration: 'strict',
  useInvisibleReCaptcha: false,
};

/**
 * The challenge shown for an unknown account in strict mode: the identity challenge the service asks of
 * every account at this step (the playground, like the service it stands for, asks LAST_NAME).
 */
export const DECOY_CHALLENGES: readonly string[] = ['LAST_NAME'];

/**
 * The failure an unknown account's answers get in strict mode: the code the service returns for answers
 * that do not match (seed 001 §8 "information does not match records").
 */
export const DECOY_ANSWER_ERROR = 'IDP_USER_DENIED';

/** Identity or security-question answers (seed 001 §3 identity-proofing data, security answers). */
export interface RecoveryAnswers {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly birthDate?: string;
  readonly ssn?: string;
  readonly zipCode?: string;
  readonly securityQuestion?: { readonly question: string; readonly answer: string };
}

/** An account the recovery found (forgot user id, or several accounts on one email). */
export interface RecoveryAccount {
  readonly userId: string;
  readonly username: string | null;
}

export type RecoveryField = 'identifier' | 'code' | 'newPassword' | 'confirmPassword';

/** Captcha on the first step (seed 000 §4.3 captcha rules, applied to recovery's begin call). */
export interface RecoveryCaptcha {
  /** The service asked for a captcha (captcha-required response header). */
  readonly required: boolean;
  readonly mode: 'invisible' | 'visible';
  /** The last begin call carried a token: another captcha request then is CAPTCHA_REJECTED. */
  readonly tokenSupplied: boolean;
  /** Invisible execution in progress (seed 000 §4.3 "recaptcha execution toggles a flag"). */
  readonly executing: boolean;
}

export interface RecoveryState extends FlowRequestState<RecoveryOp>, PhasedFlowState {
  readonly step: RecoveryStep;
  readonly config: RecoveryConfig;
  readonly fieldErrors: Readonly<Partial<Record<RecoveryField, FieldReason | 'mismatch'>>>;
  readonly captcha: RecoveryCaptcha;
  /**
   * Strict enumeration only: the account was not found and the challenge step is a decoy (no session, no
   * request). Never selected into the view, so the screens cannot tell the two apart.
   */
  readonly unknownAccount: boolean;
  /** Challenges the service asks for (e.g. LAST_NAME, SECURITY_QUESTION). */
  readonly challenges: readonly string[];
  readonly options: readonly RecoveryOption[];
  readonly selectedOption: RecoveryOption | null;
  readonly maskedEmail: string | null;
  readonly maskedPhone: string | null;
  readonly accounts: readonly RecoveryAccount[];
  readonly selectedUserId: string | null;
  /**
   * The AR_SESSION challenge token (a bearer value for this recovery only). Held in memory for the next
   * call; never selected into the view, never emitted, never stored.
   */
  readonly session: string | null;
  readonly confirmationId: string | null;
  /** The security question and answer for the CSR variant, held until the reset call. */
  readonly csrQuestion: string | null;
}

export type RecoveryCall =
  | {
      readonly op: 'begin';
      readonly identifier: string;
      readonly captchaToken: string | null;
      readonly flow: string;
    }
  | { readonly op: 'challenges'; readonly session: string; readonly answers: RecoveryAnswers }
  | {
      readonly op: 'sendCode';
      readonly session: string;
      readonly option: RecoveryOption;
      readonly userId: string | null;
    }
  | {
      readonly op: 'verifyCode';
      readonly session: string;
      readonly confirmationId: string;
      readonly option: RecoveryOption;
      readonly code: string;
    }
  | { readonly op: 'users'; readonly session: string }
  | {
      readonly op: 'reset';
      readonly variant: ResetVariant;
      readonly session: string;
      readonly confirmationId: string;
      readonly userId: string | null;
      readonly password: string;
      readonly flow: string;
      readonly securityAnswer: { readonly question: string; readonly answer: string } | null;
    };

export interface BeginData {
  readonly session: string;
  readonly challenges: readonly string[];
  readonly maskedEmail: string | null;
  readonly maskedPhone: string | null;
}
export interface ChallengesData extends BeginData {
  readonly options: readonly string[];
}

export type RecoveryEvent =
  | { readonly type: 'IDENTIFIER_SUBMITTED'; readonly identifier: string; readonly captchaToken?: string }
  | { readonly type: 'BEGIN_RESULT'; readonly outcome: Outcome<BeginData> }
  | { readonly type: 'ANSWERS_SUBMITTED'; readonly answers: RecoveryAnswers }
  | { readonly type: 'CHALLENGES_RESULT'; readonly outcome: Outcome<ChallengesData> }
  | { readonly type: 'OPTION_SELECTED'; readonly option: RecoveryOption }
  | { readonly type: 'CODE_SENT'; readonly outcome: Outcome<{ confirmationId: string }> }
  | { readonly type: 'RESEND_CODE' }
  | { readonly type: 'CODE_SUBMITTED'; readonly code: string }
  | { readonly type: 'CODE_RESULT'; readonly outcome: Outcome<{ session: string | null }> }
  | { readonly type: 'USERS_RESULT'; readonly outcome: Outcome<readonly RecoveryAccount[]> }
  | { readonly type: 'ACCOUNT_SELECTED'; readonly userId: string }
  | {
      readonly type: 'NEW_PASSWORD_SUBMITTED';
      readonly password: string;
      readonly confirmPassword?: string;
      readonly securityAnswer?: { readonly question: string; readonly answer: string };
    }
  | { readonly type: 'RESET_RESULT'; readonly outcome: Outcome<null> }
  | { readonly type: 'LINK_OPENED'; readonly issuedAt: number; readonly now: number }
  | { readonly type: 'CAPTCHA_EXECUTION_STARTED' }
  | { readonly type: 'CAPTCHA_EXECUTION_FINISHED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'RESTART' };

export function resolveRecoveryConfig(partial: Partial<RecoveryConfig> = {}): RecoveryConfig {
  return { ...DEFAULT_RECOVERY_CONFIG, ...partial };
}

export function initialRecoveryState(config: RecoveryConfig = DEFAULT_RECOVERY_CONFIG): RecoveryState {
  return {
    step: 'username',
    config,
    pending: null,
    errorCode: null,
    fieldErrors: {},
    captcha: {
      required: false,
      mode: config.useInvisibleReCaptcha ? 'invisible' : 'visible',
      tokenSupplied: false,
      executing: false,
    },
    unknownAccount: false,
    challenges: [],
    options: [],
    selectedOption: null,
    maskedEmail: null,
    maskedPhone: null,
    accounts: [],
    selectedUserId: null,
    session: null,
    confirmationId: null,
    csrQuestion: null,
    load: LOAD_IDLE,
  };
}

/** A recovery email link is valid 24 hours (seed 001 §4, §9). */
export const RECOVERY_LINK_VALID_MS = RECOVERY_LINK_VALID_HOURS * 60 * 60 * 1000;
export function isRecoveryLinkExpired(issuedAt: number, now: number): boolean {
  return !(now >= issuedAt) || now - issuedAt >= RECOVERY_LINK_VALID_MS;
}

const RECOVERY_OPTIONS: readonly RecoveryOption[] = ['EMAIL_OTP', 'SMS_OTP', 'VOICE_OTP'];
export function isRecoveryOption(value: string): value is RecoveryOption {
  return (RECOVERY_OPTIONS as readonly string[]).includes(value);
}
