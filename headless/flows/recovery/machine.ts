import { produce, type Draft } from 'immer';
import { RECOVERY_LINK_VALID_HOURS } from '../../../rules/constants';
import { matchesConfirmation, validatePassword } from '../../../rules';
import { clientSideError, type IdentityErrorShape, type Transition } from '../../core';
import type { Outcome } from '../events';
import { abortEffect, requestEffect, requestEvent, type FlowEffects, type FlowRequestState } from '../standalone/flow-store';

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
}

export const DEFAULT_RECOVERY_CONFIG: RecoveryConfig = {
  mode: 'password',
  variant: 'standard',
  hidePasswordResetConfirmField: false,
  flow: 'account-recovery',
};

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

export interface RecoveryState extends FlowRequestState<RecoveryOp> {
  readonly step: RecoveryStep;
  readonly config: RecoveryConfig;
  readonly fieldErrors: Readonly<Partial<Record<RecoveryField, string>>>;
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
  | { readonly op: 'begin'; readonly identifier: string; readonly captchaToken: string | null; readonly flow: string }
  | { readonly op: 'challenges'; readonly session: string; readonly answers: RecoveryAnswers }
  | { readonly op: 'sendCode'; readonly session: string; readonly option: RecoveryOption; readonly userId: string | null }
  | { readonly op: 'verifyCode'; readonly session: string; readonly confirmationId: string; readonly option: RecoveryOption; readonly code: string }
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
  | { readonly type: 'NEW_PASSWORD_SUBMITTED'; readonly password: string; readonly confirmPassword?: string; readonly securityAnswer?: { readonly question: string; readonly answer: string } }
  | { readonly type: 'RESET_RESULT'; readonly outcome: Outcome<null> }
  | { readonly type: 'LINK_OPENED'; readonly issuedAt: number; readonly now: number }
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
  draft.pending = call.op;
  draft.errorCode = null;
  effects.push(requestEffect(call));
}

function settle(draft: Draft<RecoveryState>, op: RecoveryOp, error: IdentityErrorShape | null, effects: FlowEffects<RecoveryCall>): void {
  draft.pending = null;
  draft.errorCode = error === null ? null : error.code;
  effects.push(requestEvent(`recovery.${op}`, error));
}

/** The account recovery machine: pure, one request in flight, results of other steps ignored. */
export function recoveryTransition(state: RecoveryState, event: RecoveryEvent): Transition<RecoveryState, RecoveryCall> {
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
      start(draft, { op: 'begin', identifier, captchaToken: event.captchaToken ?? null, flow: draft.config.flow }, effects);
      return;
    }
    case 'BEGIN_RESULT':
      if (draft.pending !== 'begin') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'begin', event.outcome.error, effects);
        return;
      }
      settle(draft, 'begin', null, effects);
      draft.session = event.outcome.data.session;
      draft.challenges = [...event.outcome.data.challenges];
      draft.maskedEmail = event.outcome.data.maskedEmail;
      draft.maskedPhone = event.outcome.data.maskedPhone;
      draft.step = 'challenges';
      return;
    case 'ANSWERS_SUBMITTED':
      if (draft.pending !== null || draft.step !== 'challenges' || draft.session === null) {
        return;
      }
      if (event.answers.securityQuestion !== undefined) {
        draft.csrQuestion = event.answers.securityQuestion.question;
      }
      start(draft, { op: 'challenges', session: draft.session, answers: event.answers }, effects);
      return;
    case 'CHALLENGES_RESULT': {
      if (draft.pending !== 'challenges') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'challenges', event.outcome.error, effects);
        return;
      }
      settle(draft, 'challenges', null, effects);
      const data = event.outcome.data;
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
      if (draft.pending !== null || draft.step !== 'options' || draft.session === null || !draft.options.includes(event.option)) {
        return;
      }
      draft.selectedOption = event.option;
      draft.step = 'code';
      start(draft, { op: 'sendCode', session: draft.session, option: event.option, userId: draft.selectedUserId }, effects);
      return;
    case 'RESEND_CODE':
      if (draft.pending === null && draft.step === 'code' && draft.session !== null && draft.selectedOption !== null) {
        start(draft, { op: 'sendCode', session: draft.session, option: draft.selectedOption, userId: draft.selectedUserId }, effects);
      }
      return;
    case 'CODE_SENT':
      if (draft.pending !== 'sendCode') {
        return;
      }
      if (event.outcome.ok) {
        settle(draft, 'sendCode', null, effects);
        draft.confirmationId = event.outcome.data.confirmationId;
      } else {
        settle(draft, 'sendCode', event.outcome.error, effects);
      }
      return;
    case 'CODE_SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'code' || draft.session === null || draft.confirmationId === null || draft.selectedOption === null) {
        return;
      }
      const code = event.code.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(code)) {
        draft.fieldErrors = { code: code === '' ? 'required' : 'invalidFormat' };
        return;
      }
      draft.fieldErrors = {};
      start(draft, { op: 'verifyCode', session: draft.session, confirmationId: draft.confirmationId, option: draft.selectedOption, code }, effects);
      return;
    }
    case 'CODE_RESULT':
      if (draft.pending !== 'verifyCode') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'verifyCode', event.outcome.error, effects);
        return;
      }
      settle(draft, 'verifyCode', null, effects);
      draft.session = event.outcome.data.session ?? draft.session;
      afterVerified(draft, effects);
      return;
    case 'USERS_RESULT': {
      if (draft.pending !== 'users') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'users', event.outcome.error, effects);
        return;
      }
      settle(draft, 'users', null, effects);
      draft.accounts = [...event.outcome.data];
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
      if (draft.step === 'chooseAccount' && draft.accounts.some((account) => account.userId === event.userId)) {
        draft.selectedUserId = event.userId;
        draft.step = 'newPassword';
      }
      return;
    case 'NEW_PASSWORD_SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'newPassword' || draft.session === null || draft.confirmationId === null) {
        return;
      }
      const errors: Partial<Record<RecoveryField, string>> = {};
      const checked = validatePassword(event.password);
      if (!checked.valid) {
        errors.newPassword = checked.reason;
      }
      if (!draft.config.hidePasswordResetConfirmField && !matchesConfirmation(event.password, event.confirmPassword ?? '')) {
        errors.confirmPassword = 'mismatch';
      }
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        return;
      }
      const variant = draft.config.variant === 'standard' && draft.accounts.length > 1 ? 'legal' : draft.config.variant;
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
      if (draft.pending !== 'reset') {
        return;
      }
      if (!event.outcome.ok) {
        // PREVIOUSLY_USED_PASSWORD, USERNAME_IN_PASSWORD, PASSWORD_IN_USERNAME, INVALID_PASSWORD: catalogue codes.
        settle(draft, 'reset', event.outcome.error, effects);
        return;
      }
      settle(draft, 'reset', null, effects);
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
    case 'BACK': {
      if (draft.pending !== null) {
        effects.push(abortEffect());
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
      }
      return;
    }
    case 'RESTART':
      if (draft.pending !== null) {
        effects.push(abortEffect());
      }
      return void Object.assign(draft, initialRecoveryState(draft.config as RecoveryConfig));
    default:
      event satisfies never;
  }
}
