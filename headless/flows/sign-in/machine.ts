import { castDraft, produce, type Draft } from 'immer';
import { clientSideError, IDLE, initialSession, SUCCEEDED } from '../../core';
import { emit, initialRequestStates, OPERATION_KEYS, type Transition } from '../request-slots';
import type { IdentityCall } from '../calls';
import type { IdentityEvent } from '../events';
import type { AuthOutcomeData, Outcome } from '../outcome-data';
import {
  fail,
  hasCaptchaChallenge,
  routeOutcome,
  start,
  startEvaluate,
  startStepUp,
  type Effects,
} from '../shared';
import { initialMfa, initialSignIn, type IdentityState } from '../state';
import { reduceFirstScreen } from './first-screen';
import { applySessionRules } from './session-rules';

export { viewOfStep } from './first-screen';

/**
 * The sign-in machine of seed 000 §4.3: pure `transition(state, event) -> [next, effects]`. No IO, no clock,
 * no React. Events it does not know leave the state untouched (same reference).
 */
export function transition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  const effects: Effects = [];
  const next = produce(state, (draft) => {
    applySessionRules(draft.session, event);
    reduce(draft, event, effects);
  });
  return [next, effects];
}

function reduce(draft: Draft<IdentityState>, event: IdentityEvent, effects: Effects): void {
  if (reduceFirstScreen(draft, event, effects)) {
    return;
  }
  const { config } = draft;
  switch (event.type) {
    case 'LOOKUP_RESULT':
      onLookup(draft, event.result, effects);
      return;
    case 'ACCOUNT_SELECTED': {
      const chosen = draft.signIn.candidates.find((user) => user.userId === event.userId);
      if (chosen === undefined) {
        return;
      }
      if (isChoosingAfterPassword(draft)) {
        confirmAccount(draft, chosen.userId, effects);
      } else {
        selectAccount(draft, chosen.userId, chosen.username, effects);
      }
      return;
    }
    case 'ACCOUNT_SELECT_RESULT':
      if (event.result.ok) {
        // The chosen account is now the session's user with the password already proven: evaluate auth says
        // what it still needs (PASS -> post-auth, CHALLENGE -> MFA), as after any sign-in.
        draft.requests.selectAccount = SUCCEEDED;
        draft.session.user.userId = event.userId;
        startEvaluate(draft, effects, draft.signIn.stepUp.targetAal ?? config.targetAal);
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
      onAuthResult(draft, 'signIn', event.result, effects);
      return;
    case 'EVALUATE_AUTH_REQUESTED':
      startEvaluate(draft, effects, event.targetAal ?? draft.signIn.stepUp.targetAal ?? config.targetAal);
      return;
    case 'EVALUATE_AUTH_RESULT':
      onAuthResult(draft, 'evaluateAuth', event.result, effects);
      return;
    case 'SIGN_OUT_REQUESTED':
      start(draft, 'signOut', { op: 'signOut' }, effects);
      return;
    case 'SIGN_OUT_RESULT':
      // "Sign-out failure is treated as success" (seed 000 §4.3): local state is cleared either way, and
      // every other attempt is aborted so nothing of the old session lands afterwards.
      for (const key of OPERATION_KEYS) {
        if (key !== 'signOut') {
          effects.push({ kind: 'abort', key });
        }
      }
      draft.session = castDraft(initialSession());
      draft.requests = { ...initialRequestStates(), signOut: SUCCEEDED };
      draft.signIn = castDraft({ ...initialSignIn(config), identifier: '' });
      draft.mfa = castDraft(initialMfa());
      draft.postAuth = { done: [], redirectUrl: null };
      draft.step = 'signedOut';
      return;
    case 'CLEAR_INCOMPLETE_ATTEMPTS':
      // "resets all statuses (keeping tokens)"; in-flight attempts are aborted so a late reply cannot
      // turn an idle status back into STOPPED.
      for (const key of OPERATION_KEYS) {
        effects.push({ kind: 'abort', key });
      }
      draft.requests = initialRequestStates();
      return;
    case 'BEST_ACCOUNT_REQUESTED':
      start(
        draft,
        'bestAccount',
        {
          op: 'bestAccount',
          username: draft.session.user.username ?? draft.signIn.identifier,
          offeringId: config.offeringId,
        },
        effects,
      );
      return;
    case 'BEST_ACCOUNT_RESULT':
      if (event.result.ok) {
        draft.requests.bestAccount = SUCCEEDED;
      } else {
        fail(draft, 'bestAccount', event.result.error, effects);
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
        draft.session.hasCredentialWriteAccess = true;
      } else {
        fail(draft, 'credentialWriteAccess', event.result.error, effects);
        if (event.result.error.code === 'INSUFFICIENT_AUTHENTICATION_LEVEL') {
          startStepUp(draft, effects);
        }
      }
      return;
    case 'UPDATE_USER_REQUESTED': {
      const userId = draft.session.user.userId ?? draft.session.iamTicket?.userId;
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

/**
 * Account lookup result (identifier-first on an unknown device). "Sign-in with one matching account
 * auto-selects it. If none remain after the account filter, it fails with NO_MATCHING_ACCOUNTS_AFTER_FILTER."
 * A lookup that finds nothing at all still goes to the password step, so the screen does not reveal
 * whether an account exists (the server answers the sign-in itself).
 */
function onLookup(
  draft: Draft<IdentityState>,
  result: Outcome<{ readonly users: readonly { userId: string; username?: string; email?: string }[] }>,
  effects: Effects,
): void {
  if (!result.ok) {
    fail(draft, 'lookupUsernames', result.error, effects);
    return;
  }
  const filter = draft.config.accountFilter;
  const users = result.data.users;
  const kept = filter === null ? users : users.filter((user) => filter.includes(user.userId));
  if (users.length > 0 && kept.length === 0) {
    fail(draft, 'lookupUsernames', clientSideError('NO_MATCHING_ACCOUNTS_AFTER_FILTER'), effects);
    return;
  }
  draft.requests.lookupUsernames = SUCCEEDED;
  draft.signIn.candidates = kept.map((user) => ({ ...user }));
  const only = kept.length === 1 ? kept[0] : undefined;
  if (only !== undefined) {
    selectAccount(draft, only.userId, only.username, effects);
  } else if (kept.length > 1) {
    draft.step = 'accountChoice';
  } else {
    draft.step = 'password';
    effects.push(emit({ type: 'view', view: 'sign_in' }));
  }
}

/** The challenge type of a sign-in answer that matched several accounts. */
const SELECT_ACCOUNT = 'SELECT_ACCOUNT';

/**
 * True while the chooser follows a sign-in answer (SELECT_ACCOUNT): the password is already proven, so a
 * pick confirms the account instead of asking the password again.
 */
function isChoosingAfterPassword(draft: Draft<IdentityState>): boolean {
  return draft.session.nextChallenges.some((challenge) => challenge.type === SELECT_ACCOUNT);
}

/**
 * A sign-in (or evaluate) answer asked which account: the chooser lists the matched accounts after the
 * account filter; one left is picked at once, none left is NO_MATCHING_ACCOUNTS_AFTER_FILTER (seed 000 §4.3).
 */
function offerAccountChoice(
  draft: Draft<IdentityState>,
  key: 'signIn' | 'evaluateAuth',
  accounts: readonly { userId: string; username?: string; email?: string }[],
  effects: Effects,
): void {
  const filter = draft.config.accountFilter;
  const kept = filter === null ? accounts : accounts.filter((user) => filter.includes(user.userId));
  if (kept.length === 0) {
    fail(draft, key, clientSideError('NO_MATCHING_ACCOUNTS_AFTER_FILTER'), effects);
    return;
  }
  draft.signIn.candidates = kept.map((user) => ({ ...user }));
  draft.signIn.selectedUserId = null;
  draft.requests.selectAccount = IDLE;
  draft.step = 'accountChoice';
  const only = kept.length === 1 ? kept[0] : undefined;
  if (only !== undefined) {
    confirmAccount(draft, only.userId, effects);
  }
}

/** Confirms the account picked after a password sign-in (users/me/select_accounts), then evaluates. */
function confirmAccount(draft: Draft<IdentityState>, userId: string, effects: Effects): void {
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

function selectAccount(
  draft: Draft<IdentityState>,
  userId: string,
  username: string | undefined,
  effects: Effects,
): void {
  draft.signIn.selectedUserId = userId;
  if (username !== undefined) {
    draft.signIn.identifier = username;
  }
  draft.step = 'password';
  effects.push(emit({ type: 'view', view: 'sign_in' }));
}

/**
 * Result of sign-in or evaluate-auth. Captcha, step-up, lock-out and high-risk outcomes are decided here;
 * the session bookkeeping already ran in applySessionRules.
 */
function onAuthResult(
  draft: Draft<IdentityState>,
  key: 'signIn' | 'evaluateAuth',
  result: Outcome<AuthOutcomeData>,
  effects: Effects,
): void {
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
        startStepUp(draft, effects);
        return;
      case 'LOCKED_OUT':
        draft.step = 'locked';
        effects.push(emit({ type: 'view', view: 'account_locked_out' }));
        return;
      case 'ACCESS_DENIED':
        // seed 000 §8.1: "In analytics access denied is reported as risk_level=high."
        draft.step = 'highRiskBlock';
        effects.push(emit({ type: 'risk_level', riskLevel: 'high' }));
        return;
      case 'ACCOUNT_DISABLED':
        // Chosen code for the account-disabled state (seed 000 §4.8 "offers a try-again link").
        draft.step = 'accountDisabled';
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
    offerAccountChoice(draft, key, outcome.accounts ?? [], effects);
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
  routeOutcome(draft, outcome, effects);
}
