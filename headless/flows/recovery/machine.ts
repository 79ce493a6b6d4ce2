import { produce, type Draft } from 'immer';
import { RECOVERY_LINK_VALID_HOURS } from '../../../rules/constants';
import { ENUMERATION_CODES } from '../../../catalogue/errors/widget';
import {
  matchesConfirmation,
  validatePassword,
  validateVerificationCode,
  type FieldReason,
} from '../../../rules';
import { clientSideError, emit, type IdentityErrorShape } from '../../core';
import type { Outcome } from '../events';
import {
  abortEffect,
  endFlowRequest,
  settleFlowRequest,
  startFlowRequest,
  type FlowEffects,
  type FlowTransition,
  type FlowRequestState,
} from '../standalone/flow-store';

/** The recovery store's request slot. */
const SLOT = 'recovery';

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
   * User-enumeration switch (QUALITY.md security 10, as sign-in's FlowConfig.userEnumeration). `strict`:
   * an unknown account (USER_NOT_FOUND, INVALID_USERNAME) is not revealed at the first step; the flow moves
   * on to the same identity challenge a real account gets, and the answers then fail as wrong answers do.
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
  userEnumeration: 'off',
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

export interface RecoveryState extends FlowRequestState<RecoveryOp> {
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

function start(draft: Draft<RecoveryState>, call: RecoveryCall, effects: FlowEffects<RecoveryCall>): void {
  startFlowRequest(draft, SLOT, call, effects);
}

/** Guard, fail or succeed a result (flow-store's settleFlowRequest); analytics names are `recovery.<op>`. */
function settle<T>(
  draft: Draft<RecoveryState>,
  op: RecoveryOp,
  outcome: Outcome<T>,
  effects: FlowEffects<RecoveryCall>,
): { readonly data: T } | null {
  return settleFlowRequest(draft, op, outcome, effects, `recovery.${op}`);
}

const ENUMERATION_SET: ReadonlySet<string> = new Set(ENUMERATION_CODES);

/**
 * A failed begin call. Captcha as sign-in (seed 000 §4.3): a captcha-required answer shows the captcha, and
 * one after a token was supplied is CAPTCHA_REJECTED. Strict enumeration: an unknown account moves on to the
 * decoy challenge exactly as a found one does (same step, focus and analytics: a success event).
 */
function beginFailed(
  draft: Draft<RecoveryState>,
  error: IdentityErrorShape,
  effects: FlowEffects<RecoveryCall>,
): void {
  const captcha = draft.captcha;
  if (error.captchaRequired) {
    captcha.required = true;
    effects.push(emit({ type: 'view', view: 'recaptcha' }));
    endFlowRequest(
      draft,
      'recovery.begin',
      captcha.tokenSupplied ? clientSideError('CAPTCHA_REJECTED', error) : error,
      effects,
    );
    return;
  }
  if (draft.config.userEnumeration === 'strict' && ENUMERATION_SET.has(error.code)) {
    endFlowRequest(draft, 'recovery.begin', null, effects);
    captcha.required = false;
    draft.unknownAccount = true;
    draft.session = null;
    draft.challenges = [...DECOY_CHALLENGES];
    draft.maskedEmail = null;
    draft.maskedPhone = null;
    draft.step = 'challenges';
    return;
  }
  endFlowRequest(draft, 'recovery.begin', error, effects);
}

/** The account recovery machine: pure, one request in flight, results of other steps ignored. */
export function recoveryTransition(
  state: RecoveryState,
  event: RecoveryEvent,
): FlowTransition<RecoveryState, RecoveryCall> {
  const effects: FlowEffects<RecoveryCall> = [];
  const next = produce(state, (draft) => {
    reduce(draft, event, effects);
  });
  return [next, effects];
}

function afterVerified(draft: Draft<RecoveryState>, effects: FlowEffects<RecoveryCall>): void {
  if (draft.config.mode === 'userId' || draft.selectedUserId === null) {
    // Forgot user id, or we do not know yet which account: list the accounts.
    start(draft, { op: 'users', session: draft.session ?? '' }, effects);
    return;
  }
  draft.step = 'newPassword';
}

function reduce(draft: Draft<RecoveryState>, event: RecoveryEvent, effects: FlowEffects<RecoveryCall>): void {
  switch (event.type) {
    case 'IDENTIFIER_SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'username') {
        return;
      }
      const identifier = event.identifier.trim();
      if (identifier === '') {
        draft.fieldErrors = { identifier: 'required' };
        return;
      }
      draft.fieldErrors = {};
      const captchaToken = event.captchaToken ?? null;
      draft.captcha.tokenSupplied = captchaToken !== null && captchaToken !== '';
      start(draft, { op: 'begin', identifier, captchaToken, flow: draft.config.flow }, effects);
      return;
    }
    case 'BEGIN_RESULT': {
      if (draft.pending === 'begin' && !event.outcome.ok) {
        beginFailed(draft, event.outcome.error, effects);
        return;
      }
      const begun = settle(draft, 'begin', event.outcome, effects);
      if (begun === null) {
        return;
      }
      draft.captcha.required = false;
      draft.unknownAccount = false;
      draft.session = begun.data.session;
      draft.challenges = [...begun.data.challenges];
      draft.maskedEmail = begun.data.maskedEmail;
      draft.maskedPhone = begun.data.maskedPhone;
      draft.step = 'challenges';
      return;
    }
    case 'ANSWERS_SUBMITTED':
      if (
        draft.pending !== null ||
        draft.step !== 'challenges' ||
        (draft.session === null && !draft.unknownAccount)
      ) {
        return;
      }
      if (event.answers.securityQuestion !== undefined) {
        draft.csrQuestion = event.answers.securityQuestion.question;
      }
      // Strict enumeration decoy: the call still goes out (with no session, which the service refuses), so
      // the wait and the pending state match a real check; its answer is replaced below.
      start(draft, { op: 'challenges', session: draft.session ?? '', answers: event.answers }, effects);
      return;
    case 'CHALLENGES_RESULT': {
      if (draft.pending === 'challenges' && draft.unknownAccount) {
        const wrong = clientSideError(DECOY_ANSWER_ERROR);
        endFlowRequest(draft, 'recovery.challenges', wrong, effects);
        return;
      }
      const answered = settle(draft, 'challenges', event.outcome, effects);
      if (answered === null) {
        return;
      }
      const data = answered.data;
      draft.session = data.session;
      draft.options = data.options.filter(isRecoveryOption);
      draft.maskedEmail = data.maskedEmail ?? draft.maskedEmail;
      draft.maskedPhone = data.maskedPhone ?? draft.maskedPhone;
      if (draft.options.length === 0) {
        draft.errorCode = 'INVALID_CHALLENGE_TOKEN_TYPE';
        return;
      }
      draft.step = 'options';
      return;
    }
    case 'OPTION_SELECTED':
      if (
        draft.pending !== null ||
        draft.step !== 'options' ||
        draft.session === null ||
        !draft.options.includes(event.option)
      ) {
        return;
      }
      draft.selectedOption = event.option;
      draft.step = 'code';
      start(
        draft,
        { op: 'sendCode', session: draft.session, option: event.option, userId: draft.selectedUserId },
        effects,
      );
      return;
    case 'RESEND_CODE':
      if (
        draft.pending === null &&
        draft.step === 'code' &&
        draft.session !== null &&
        draft.selectedOption !== null
      ) {
        start(
          draft,
          {
            op: 'sendCode',
            session: draft.session,
            option: draft.selectedOption,
            userId: draft.selectedUserId,
          },
          effects,
        );
      }
      return;
    case 'CODE_SENT': {
      const sent = settle(draft, 'sendCode', event.outcome, effects);
      if (sent !== null) {
        draft.confirmationId = sent.data.confirmationId;
      }
      return;
    }
    case 'CODE_SUBMITTED': {
      if (
        draft.pending !== null ||
        draft.step !== 'code' ||
        draft.session === null ||
        draft.confirmationId === null ||
        draft.selectedOption === null
      ) {
        return;
      }
      // rules' 6-digit check (seed 001 §5), which also takes a pasted "123 456" (QUALITY.md UX 6).
      const code = validateVerificationCode(event.code);
      if (!code.valid) {
        draft.fieldErrors = { code: code.reason };
        return;
      }
      draft.fieldErrors = {};
      start(
        draft,
        {
          op: 'verifyCode',
          session: draft.session,
          confirmationId: draft.confirmationId,
          option: draft.selectedOption,
          code: code.value,
        },
        effects,
      );
      return;
    }
    case 'CODE_RESULT': {
      const verified = settle(draft, 'verifyCode', event.outcome, effects);
      if (verified !== null) {
        draft.session = verified.data.session ?? draft.session;
        afterVerified(draft, effects);
      }
      return;
    }
    case 'USERS_RESULT': {
      const listed = settle(draft, 'users', event.outcome, effects);
      if (listed === null) {
        return;
      }
      draft.accounts = [...listed.data];
      if (draft.config.mode === 'userId') {
        draft.step = 'userIds';
        return;
      }
      const only = draft.accounts.length === 1 ? draft.accounts[0] : undefined;
      if (only !== undefined) {
        draft.selectedUserId = only.userId;
        draft.step = 'newPassword';
        return;
      }
      draft.step = 'chooseAccount';
      return;
    }
    case 'ACCOUNT_SELECTED':
      if (
        draft.step === 'chooseAccount' &&
        draft.accounts.some((account) => account.userId === event.userId)
      ) {
        draft.selectedUserId = event.userId;
        draft.step = 'newPassword';
      }
      return;
    case 'NEW_PASSWORD_SUBMITTED': {
      if (
        draft.pending !== null ||
        draft.step !== 'newPassword' ||
        draft.session === null ||
        draft.confirmationId === null
      ) {
        return;
      }
      const errors: Partial<Record<RecoveryField, FieldReason | 'mismatch'>> = {};
      const checked = validatePassword(event.password);
      if (!checked.valid) {
        errors.newPassword = checked.reason;
      }
      if (
        !draft.config.hidePasswordResetConfirmField &&
        !matchesConfirmation(event.password, event.confirmPassword ?? '')
      ) {
        errors.confirmPassword = 'mismatch';
      }
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        return;
      }
      const variant =
        draft.config.variant === 'standard' && draft.accounts.length > 1 ? 'legal' : draft.config.variant;
      start(
        draft,
        {
          op: 'reset',
          variant,
          session: draft.session,
          confirmationId: draft.confirmationId,
          userId: draft.selectedUserId,
          password: event.password,
          flow: draft.config.flow,
          securityAnswer: event.securityAnswer ?? null,
        },
        effects,
      );
      return;
    }
    case 'RESET_RESULT':
      // A failure keeps its catalogue code (PREVIOUSLY_USED_PASSWORD, USERNAME_IN_PASSWORD, PASSWORD_IN_USERNAME).
      if (settle(draft, 'reset', event.outcome, effects) === null) {
        return;
      }
      draft.session = null;
      draft.confirmationId = null;
      draft.step = 'done';
      return;
    case 'LINK_OPENED':
      if (isRecoveryLinkExpired(event.issuedAt, event.now)) {
        draft.step = 'linkExpired';
        draft.errorCode = clientSideError('CHALLENGE_TOKEN_EXPIRED').code;
      }
      return;
    case 'CAPTCHA_EXECUTION_STARTED':
      draft.captcha.executing = true;
      return;
    case 'CAPTCHA_EXECUTION_FINISHED':
      draft.captcha.executing = false;
      return;
    case 'BACK': {
      if (draft.pending !== null) {
        effects.push(abortEffect(SLOT));
        draft.pending = null;
      }
      draft.errorCode = null;
      draft.fieldErrors = {};
      const previous: Partial<Record<RecoveryStep, RecoveryStep>> = {
        challenges: 'username',
        options: 'challenges',
        code: 'options',
        chooseAccount: 'code',
      };
      const to = previous[draft.step];
      if (to !== undefined) {
        draft.step = to;
      }
      if (draft.step === 'username') {
        draft.session = null;
        draft.unknownAccount = false;
      }
      return;
    }
    case 'RESTART':
      if (draft.pending !== null) {
        effects.push(abortEffect(SLOT));
      }
      return void Object.assign(draft, initialRecoveryState(draft.config as RecoveryConfig));
    default:
      event satisfies never;
  }
}
