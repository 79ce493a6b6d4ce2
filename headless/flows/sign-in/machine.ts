import { castDraft } from 'immer';
import { STEP_UP_AAL } from '../../../rules/constants';
import { clientSideError, IDLE, SUCCEEDED } from '../../core';
import { emit } from '../request-slots';
import type { AuthOutcomeData, Outcome } from '../outcome-data';
import { accountFilterOf } from '../invitation/account-filter';
import { fail, hasCaptchaChallenge, start, type Effects } from '../shared';
import type { Signal, SliceContext, SliceDraft } from '../slice';
import { initialSignIn } from '../state';
import { startEvaluate } from './evaluate';
import { reduceFirstScreen } from './first-screen';

export { viewOfStep } from '../show-step';

type SignInDraft = SliceDraft<'signIn'>;

/**
 * The sign-in slice of seed 000 §4.3: writes `signIn` and its request slots (sign-in, lookup, account
 * choice, evaluate, sign-out, credential write access, update user, reset password). Its screens and the
 * answers to route are signals for routing.ts; the session bookkeeping is session-rules.ts. Pure.
 */
export function reduceSignIn(draft: SignInDraft, context: SliceContext): void {
  if (reduceFirstScreen(draft, context)) {
    return;
  }
  const { config } = draft;
  const { before, event, effects, signals } = context;
  switch (event.type) {
    case 'LOOKUP_RESULT':
      onLookup(draft, context, event.result);
      return;
    case 'ACCOUNT_SELECTED': {
      const chosen = draft.signIn.candidates.find((user) => user.userId === event.userId);
      if (chosen === undefined) {
        return;
      }
      if (isChoosingAfterPassword(before)) {
        confirmAccount(draft, chosen.userId, effects);
      } else {
        selectAccount(draft, context, chosen.userId);
      }
      return;
    }
    case 'ACCOUNT_SELECT_RESULT':
      if (event.result.ok) {
        // The chosen account is now the session's user with the password already proven: evaluate auth says
        // what it still needs (PASS -> post-auth, CHALLENGE -> MFA), as after any sign-in.
        draft.requests.selectAccount = SUCCEEDED;
        signals.push({ type: 'evaluate' });
      } else {
        fail(draft, 'selectAccount', event.result.error, effects);
      }
      return;
    case 'ACCOUNT_CHOICE_DELETE_REQUESTED':
      start(
        draft,
        'deleteAccountChoice',
        { op: 'deleteAccountChoice', identifier: event.identifier, identifierType: event.identifierType },
        effects,
      );
      return;
    case 'ACCOUNT_CHOICE_DELETE_RESULT':
      if (event.result.ok) {
        draft.requests.deleteAccountChoice = SUCCEEDED;
        draft.signIn.candidates = draft.signIn.candidates.filter(
          (user) => user.userId !== event.identifier && user.username !== event.identifier,
        );
      } else {
        fail(draft, 'deleteAccountChoice', event.result.error, effects);
      }
      return;
    case 'SIGN_IN_RESULT':
      onAuthResult(draft, context, 'signIn', event.result);
      return;
    case 'EVALUATE_AUTH_REQUESTED':
      startEvaluate(
        draft,
        effects,
        event.targetAal ?? draft.signIn.stepUp.targetAal ?? config.targetAal,
        event.supersede === true ? 'supersede' : 'exclusive',
      );
      return;
    case 'EVALUATE_AUTH_RESULT':
      onAuthResult(draft, context, 'evaluateAuth', event.result);
      return;
    case 'CHALLENGE_OPENED':
      draft.signIn.evaluatePhase = 'CHALLENGE';
      return;
    case 'AUTH_PASSED':
      draft.signIn.evaluatePhase = 'PASS';
      return;
    case 'SIGN_OUT_REQUESTED':
      start(draft, 'signOut', { op: 'signOut' }, effects);
      return;
    case 'SIGN_OUT_RESULT':
      // Local state is cleared either way (request-reset.ts aborts the attempts; each slice clears its part).
      draft.signIn = castDraft({ ...initialSignIn(config), identifier: '' });
      signals.push({ type: 'show', step: 'signedOut' });
      return;
    case 'IDENTIFIER_PREFILLED':
    case 'INVITATION_ATTRIBUTES_RESULT':
      prefill(draft, event.type === 'IDENTIFIER_PREFILLED' ? event.username : invitedUsername(event.result));
      return;
    case 'PARTNER_DATA_RESULT':
      // "the first prefills the user id" (seed 000 §4.5), unless the user id is read-only with a value.
      if (event.result.ok) {
        const first = event.result.data.userNames[0];
        if (first !== undefined && !(config.isUserIdReadonly && config.userIdToPrefill !== null)) {
          draft.signIn.identifier = first;
        }
      }
      return;
    case 'CREDENTIAL_WRITE_ACCESS_REQUESTED':
      start(
        draft,
        'credentialWriteAccess',
        { op: 'upgradeAal', targetAal: config.credentialWriteAal, policies: [...config.policies] },
        effects,
      );
      return;
    case 'CREDENTIAL_WRITE_ACCESS_RESULT':
      if (event.result.ok) {
        draft.requests.credentialWriteAccess = SUCCEEDED;
        // A CHALLENGE answer: the session is below the credential-write level, so step up as for an
        // INSUFFICIENT_AUTHENTICATION_LEVEL refusal (the host asks again once signed in at that level).
        if (event.result.data.action === 'CHALLENGE') {
          startStepUp(draft, signals);
        }
      } else {
        fail(draft, 'credentialWriteAccess', event.result.error, effects);
        if (event.result.error.code === 'INSUFFICIENT_AUTHENTICATION_LEVEL') {
          startStepUp(draft, signals);
        }
      }
      return;
    case 'UPDATE_USER_REQUESTED': {
      const userId = before.session.user.userId ?? before.session.iamTicket?.userId;
      if (userId !== undefined && userId !== null) {
        start(
          draft,
          'updateUser',
          {
            op: 'updateUser',
            userId,
            fields: {
              ...event.fields,
              ...(event.fields.fullName ? { fullName: { ...event.fields.fullName } } : {}),
            },
            lookupNext: event.lookupNextChallengesOnSuccess ?? false,
            recordContactInfo: event.recordContactInfo ?? false,
          },
          effects,
        );
      }
      return;
    }
    case 'UPDATE_USER_RESULT':
      if (event.result.ok) {
        draft.requests.updateUser = SUCCEEDED;
      } else {
        fail(draft, 'updateUser', event.result.error, effects);
      }
      return;
    case 'RESET_PASSWORD_REQUESTED':
      start(
        draft,
        'resetPassword',
        {
          op: 'resetPassword',
          password: event.password,
          confirmationId: event.confirmationId,
          sessionToken: event.sessionToken,
        },
        effects,
      );
      return;
    case 'RESET_PASSWORD_RESULT':
      if (event.result.ok) {
        draft.requests.resetPassword = SUCCEEDED;
      } else {
        fail(draft, 'resetPassword', event.result.error, effects);
      }
      return;
    default:
      return;
  }
}

/** The username getInvitationAttributes(inv_attr) returned, or null (a failed lookup only loses the prefill). */
function invitedUsername(result: Outcome<{ readonly username: string | null }>): string | null {
  return result.ok ? result.data.username : null;
}

/**
 * Prefills the user id from an invitation (seed 000 §4.4) unless it is read-only with another value or the
 * user already typed one.
 */
function prefill(draft: SignInDraft, username: string | null): void {
  const { config } = draft;
  if (username === null || username === '') {
    return;
  }
  if (config.isUserIdReadonly && config.userIdToPrefill !== null) {
    return;
  }
  if (draft.signIn.identifier === '' || draft.signIn.identifier === config.userIdToPrefill) {
    draft.signIn.identifier = username;
  }
}

/**
 * Account lookup result (identifier-first on an unknown device). "Sign-in with one matching account
 * auto-selects it. If none remain after the account filter, it fails with NO_MATCHING_ACCOUNTS_AFTER_FILTER."
 * In the single account choice mode (config.enableSingleAccountChoice) one match is shown in the chooser to
 * confirm. A lookup that finds nothing at all still goes to the password step, so the screen does not reveal
 * whether an account exists (the server answers the sign-in itself).
 */
function onLookup(
  draft: SignInDraft,
  context: SliceContext,
  result: Outcome<{ readonly users: readonly { userId: string; username?: string; email?: string }[] }>,
): void {
  const { effects, signals } = context;
  if (!result.ok) {
    fail(draft, 'lookupUsernames', result.error, effects);
    return;
  }
  const filter = accountFilterOf(context.before);
  const users = result.data.users;
  const kept = filter === null ? users : users.filter((user) => filter.includes(user.userId));
  if (users.length > 0 && kept.length === 0) {
    fail(draft, 'lookupUsernames', clientSideError('NO_MATCHING_ACCOUNTS_AFTER_FILTER'), effects);
    return;
  }
  draft.requests.lookupUsernames = SUCCEEDED;
  draft.signIn.candidates = kept.map((user) => ({ ...user }));
  const only = kept.length === 1 && !draft.config.enableSingleAccountChoice ? kept[0] : undefined;
  if (only !== undefined) {
    selectAccount(draft, context, only.userId);
  } else {
    signals.push({ type: 'show', step: kept.length > 0 ? 'accountChoice' : 'password' });
  }
}

/** The challenge type of a sign-in answer that matched several accounts. */
const SELECT_ACCOUNT = 'SELECT_ACCOUNT';

/**
 * True while the chooser follows a sign-in answer (SELECT_ACCOUNT): the password is already proven, so a
 * pick confirms the account instead of asking the password again.
 */
function isChoosingAfterPassword(state: SliceContext['before']): boolean {
  return state.session.nextChallenges.some((challenge) => challenge.type === SELECT_ACCOUNT);
}

/**
 * A sign-in (or evaluate) answer asked which account: the chooser lists the matched accounts after the
 * account filter; one left is picked at once (or, in the single account choice mode, shown to confirm), none
 * left is NO_MATCHING_ACCOUNTS_AFTER_FILTER (seed 000 §4.3).
 */
function offerAccountChoice(
  draft: SignInDraft,
  context: SliceContext,
  key: 'signIn' | 'evaluateAuth',
  accounts: readonly { userId: string; username?: string; email?: string }[],
): void {
  const { effects } = context;
  const filter = accountFilterOf(context.before);
  const kept = filter === null ? accounts : accounts.filter((user) => filter.includes(user.userId));
  if (kept.length === 0) {
    fail(draft, key, clientSideError('NO_MATCHING_ACCOUNTS_AFTER_FILTER'), effects);
    return;
  }
  draft.signIn.candidates = kept.map((user) => ({ ...user }));
  draft.signIn.selectedUserId = null;
  draft.requests.selectAccount = IDLE;
  context.signals.push({ type: 'show', step: 'accountChoice' });
  // The single account choice mode waits for the user to confirm the one account (FlowConfig).
  const only = kept.length === 1 && !draft.config.enableSingleAccountChoice ? kept[0] : undefined;
  if (only !== undefined) {
    confirmAccount(draft, only.userId, effects);
  }
}

/** Confirms the account picked after a password sign-in (users/me/select_accounts), then evaluates. */
function confirmAccount(draft: SignInDraft, userId: string, effects: Effects): void {
  const started = start(
    draft,
    'selectAccount',
    { op: 'postSelectAccount', userId, offeringId: draft.config.offeringId },
    effects,
  );
  if (started) {
    draft.signIn.selectedUserId = userId;
  }
}

function selectAccount(draft: SignInDraft, context: SliceContext, userId: string): void {
  // The identifier stays as typed (issue 18 §3): the password step shows it, and the sign-in request swaps in
  // the chosen account's username (first-screen.ts SIGN_IN_SUBMITTED).
  draft.signIn.selectedUserId = userId;
  context.signals.push({ type: 'show', step: 'password' });
}

/**
 * Result of sign-in or evaluate-auth. Captcha, step-up, lock-out and high-risk outcomes are decided here;
 * an outcome that moves the journey on is a signal for routing.ts; the session bookkeeping is
 * session-rules.ts.
 */
function onAuthResult(
  draft: SignInDraft,
  context: SliceContext,
  key: 'signIn' | 'evaluateAuth',
  result: Outcome<AuthOutcomeData>,
): void {
  const { effects, signals } = context;
  const captcha = draft.signIn.captcha;
  if (!result.ok) {
    const { error } = result;
    if (error.captchaRequired) {
      captcha.required = true;
      effects.push(emit({ type: 'view', view: 'recaptcha' }));
      // "A captcha challenge returned after a captcha token was already supplied becomes CAPTCHA_REJECTED."
      fail(draft, key, captcha.tokenSupplied ? clientSideError('CAPTCHA_REJECTED', error) : error, effects);
      return;
    }
    fail(draft, key, error, effects);
    switch (error.code) {
      case 'INSUFFICIENT_AUTHENTICATION_LEVEL':
        startStepUp(draft, signals);
        return;
      case 'LOCKED_OUT':
        signals.push({ type: 'show', step: 'locked' });
        return;
      case 'ACCESS_DENIED':
        // seed 000 §8.1: "In analytics access denied is reported as risk_level=high."
        effects.push(emit({ type: 'risk_level', riskLevel: 'high' }));
        signals.push({ type: 'show', step: 'highRiskBlock' });
        return;
      case 'ACCOUNT_DISABLED':
        // Chosen code for the account-disabled state (seed 000 §4.8 "offers a try-again link").
        signals.push({ type: 'show', step: 'accountDisabled' });
        return;
      default:
        return;
    }
  }
  const outcome = result.data;
  if (hasCaptchaChallenge(outcome)) {
    captcha.required = true;
    effects.push(emit({ type: 'view', view: 'recaptcha' }));
    if (captcha.tokenSupplied) {
      fail(draft, key, clientSideError('CAPTCHA_REJECTED'), effects);
    } else {
      // Not a failure yet: the user solves the captcha and submits again.
      draft.requests[key] = IDLE;
    }
    return;
  }
  draft.requests[key] = SUCCEEDED;
  captcha.required = false;
  effects.push(emit({ type: 'request', operation: key, outcome: 'success', responseCode: null }));
  if (outcome.action === 'CHALLENGE' && outcome.challenges.some((c) => c.type === SELECT_ACCOUNT)) {
    // Several accounts share the identifier and password (seed 000 §3.5 accountChoices): the account
    // chooser, not an MFA screen (there is no MFA channel called SELECT_ACCOUNT).
    offerAccountChoice(draft, context, key, outcome.accounts ?? []);
    return;
  }
  if (outcome.identifierType !== null) {
    effects.push(
      emit({
        type: 'identifier_type',
        identifierType: outcome.identifierType,
        usernameAutogenerated: outcome.usernameAutogenerated,
      }),
    );
  }
  if (outcome.action === 'PASS' && draft.signIn.stepUp.required) {
    draft.signIn.stepUp = { required: false, targetAal: draft.signIn.stepUp.targetAal };
  }
  signals.push({ type: 'authOutcome', outcome });
}

/**
 * "Insufficient authentication level forces step-up (SSO MFA)" (seed 000 §4.3): evaluate again at the
 * step-up level (25, seed 000 §9) so the server returns the challenges (an `evaluate` signal: routing.ts
 * sends it, superseding any older evaluation). A second INSUFFICIENT during a step-up stays a failure, so the
 * flow cannot loop.
 */
function startStepUp(draft: SliceDraft<'signIn'>, signals: Signal[]): void {
  if (draft.signIn.stepUp.required) {
    return;
  }
  draft.signIn.stepUp = { required: true, targetAal: STEP_UP_AAL };
  signals.push({ type: 'evaluate', targetAal: STEP_UP_AAL, supersede: true });
}
