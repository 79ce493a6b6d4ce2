import { produce, type Draft } from 'immer';
import { ENUMERATION_CODES } from '../../../catalogue/errors/enumeration';
import {
  matchesConfirmation,
  validatePassword,
  validateVerificationCode,
  type FieldReason,
} from '../../../rules';
import { clientSideError, type IdentityErrorShape } from '../../core';
import { emit } from '../request-slots';
import type { Outcome } from '../outcome-data';
import {
  abortEffect,
  endFlowRequest,
  settleFlowRequest,
  startFlowRequest,
  type FlowEffects,
  type FlowTransition,
} from '../standalone/flow-store';
import { reduceRecoveryUsername } from './first-screen';
import {
  DECOY_ANSWER_ERROR,
  DECOY_CHALLENGES,
  initialRecoveryState,
  isRecoveryOption,
  RECOVERY_SLOT as SLOT,
  type RecoveryCall,
  type RecoveryConfig,
  type RecoveryEvent,
  type RecoveryField,
  type RecoveryOp,
  type RecoveryState,
  type RecoveryStep,
} from './state';

export * from './state';

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
  if (reduceRecoveryUsername(draft, event, effects)) {
    return;
  }
  switch (event.type) {
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
      // Strict: the begin answer's masked address and phone exist only for a found account, so they wait
      // for the challenges' answer (a correct answer brings them again): until then the state a screen reads
      // is the same for a present and a missing account.
      const strict = draft.config.userEnumeration === 'strict';
      draft.maskedEmail = strict ? null : begun.data.maskedEmail;
      draft.maskedPhone = strict ? null : begun.data.maskedPhone;
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
      // The username step's events (reduceRecoveryUsername) ended above.
      return;
  }
}
