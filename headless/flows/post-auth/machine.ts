import { produce, type Draft } from 'immer';
import { clientSideError, SUCCEEDED, type ContactInfoStatus } from '../../core';
import { emit, type Transition } from '../request-slots';
import type { IdentityCall } from '../calls';
import type { IdentityEvent } from '../events';
import type { Outcome } from '../outcome-data';
import { fail, start, type Effects } from '../shared';
import type { IdentityState } from '../state';
import { nextPostAuthStep } from './next-step';
import {
  buildOAuthErrorRedirect,
  buildOAuthSuccessRedirect,
  isNavigableRedirect,
  redirectsOAuthError,
} from './oauth';
import { vuuDisplayElements, vuuHasWork, type VuuUserFacts } from './verified-user-update';
import { webAuthnPromptCookieEffect } from './webauthn-prompt';

/**
 * The post-auth sequence of seed 000 §3.7, run after evaluation passes. Steps done by the flow itself (the
 * best-account check) start their request here; the others are screens that report POST_AUTH_STEP_DONE.
 * "After evaluation, post-auth runs the best-account check (if enabled) and then the OAuth exchange (if
 * enabled)" (§4.3) follows from the order.
 */
export function transition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  const effects: Effects = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'POST_AUTH_STEP_DONE':
        markDone(draft, event.step);
        break;
      case 'BEST_ACCOUNT_RESULT':
        // A failed best-account check does not block the user: it is a suggestion, not a gate.
        markDone(draft, 'bestAccount');
        break;
      case 'OAUTH_EXCHANGE_RESULT':
        onOAuthResult(draft, event.result, effects);
        break;
      case 'CONTACT_INFO_RESULT':
        onContactInfo(draft, event.result, effects);
        break;
      case 'VUU_SKIP_REQUESTED':
        onVuuSkip(draft, effects);
        break;
      case 'VUU_SKIP_RESULT':
        onVuuSkipResult(draft, event.result, effects);
        break;
      case 'UPDATE_USER_RESULT':
        // The verified-user update saved (update user, then record UPDATED): the step is done.
        if (event.result.ok) {
          markDone(draft, 'verifiedUserUpdate');
        }
        break;
      default:
        break;
    }
    if (draft.step === 'postAuth') {
      advance(draft, effects);
    }
  });
  return [next, effects];
}

/**
 * OAuth exchange result (seed 000 §4.6, §8.3). Success keeps the redirect until the sequence completes;
 * untrusted-client and unreadable failures stay on the page; other failures go back to the client with
 * error, error_description and state.
 */
function onOAuthResult(
  draft: Draft<IdentityState>,
  result: Outcome<{ readonly code: string; readonly username?: string | null }>,
  effects: Effects,
): void {
  const request = draft.config.oauth;
  if (request === null || draft.session.postAuthProcess !== 'oauth') {
    return;
  }
  if (result.ok) {
    draft.requests.exchangeTicketForAuthCode = SUCCEEDED;
    draft.postAuth.redirectUrl = buildOAuthSuccessRedirect(request, result.data, {
      username: draft.session.user.username ?? result.data.username ?? null,
      staySignedIn: draft.config.enableStaySignedIn ? draft.signIn.staySignedIn : null,
    });
    markDone(draft, 'oauth');
    return;
  }
  const { error } = result;
  fail(draft, 'exchangeTicketForAuthCode', error, effects);
  if (redirectsOAuthError(error)) {
    const url = buildOAuthErrorRedirect(request, error.code, error.serverMessage);
    draft.postAuth.redirectUrl = url;
    effects.push({ kind: 'host', command: { type: 'redirect', url } });
  }
}

/**
 * Contact-info status for the verified-user update: the display rules of seed 000 §4.7 decide what the
 * screen asks; with nothing to ask, or when the check fails, the step is passed (it must not block sign-in).
 */
function onContactInfo(
  draft: Draft<IdentityState>,
  result: Outcome<{ readonly status: ContactInfoStatus; readonly user: VuuUserFacts }>,
  effects: Effects,
): void {
  if (!result.ok) {
    fail(draft, 'contactInfoStatus', result.error, effects);
    markDone(draft, 'verifiedUserUpdate');
    return;
  }
  const { config } = draft;
  draft.requests.contactInfoStatus = SUCCEEDED;
  draft.session.contactInfoStatus = { ...result.data.status };
  const elements = vuuDisplayElements(result.data.status, result.data.user, {
    isPhoneRequired: config.isPhoneRequired,
    isFullnameRequired: config.isFullnameRequired,
    forcePhoneVerification: config.forcePhoneVerification,
    updateUnverifiedPhone: config.updateUnverifiedPhone,
    learnMoreLink: config.vuuLearnMoreLink,
  });
  draft.session.vuuDisplayElements = elements;
  if (!vuuHasWork(elements)) {
    markDone(draft, 'verifiedUserUpdate');
  }
}

/**
 * Skip of the verified-user update (seed 000 §4.7: offered only when the display elements allow it). The
 * choice is kept in the session (vuuUserChoice now, skipVerifiedUserUpdate once recorded; §3.5) and recorded with the
 * service (recordContactInfoStatus SKIP) before the sequence moves on: the next step may navigate away (the
 * OAuth redirect), which would cancel a record still in flight.
 */
function onVuuSkip(draft: Draft<IdentityState>, effects: Effects): void {
  if (
    draft.session.postAuthProcess !== 'verifiedUserUpdate' ||
    draft.session.vuuDisplayElements?.skipButton !== true ||
    draft.requests.updateUser.status === 'IN_PROGRESS'
  ) {
    return;
  }
  if (start(draft, 'recordContactInfoSkip', { op: 'recordContactInfoSkip' }, effects)) {
    draft.session.vuuUserChoice = 'skip';
  }
}

/**
 * The skip counts once the service recorded it. A refusal (the service may insist on the phone for this
 * account) or a failed call shows its error on the step, whose form and Skip stay usable (retry, or save the
 * details instead), the same as a failed save.
 */
function onVuuSkipResult(draft: Draft<IdentityState>, result: Outcome<null>, effects: Effects): void {
  if (draft.requests.recordContactInfoSkip.status !== 'IN_PROGRESS') {
    return;
  }
  if (!result.ok) {
    fail(draft, 'recordContactInfoSkip', result.error, effects);
    draft.session.vuuUserChoice = null;
    return;
  }
  draft.requests.recordContactInfoSkip = SUCCEEDED;
  draft.session.skipVerifiedUserUpdate = true;
  markDone(draft, 'verifiedUserUpdate');
}

function markDone(draft: Draft<IdentityState>, step: string): void {
  if (draft.session.postAuthProcess === step && !draft.postAuth.done.includes(step)) {
    draft.postAuth.done.push(step);
    if (step === 'webAuthnRegistration') {
      // The prompt shown counts for the next sign-in on this page too (sign-out keeps config): the cookie
      // written when it showed is only read when a provider mounts. Counted once it is left, so the prompt
      // on screen never disappears because it reached the cap.
      draft.config.webAuthnPromptsShown += 1;
    }
  }
}

function advance(draft: Draft<IdentityState>, effects: Effects): void {
  const step = nextPostAuthStep(draft, draft.postAuth.done);
  if (step === draft.session.postAuthProcess) {
    return;
  }
  draft.session.postAuthProcess = step;
  if (step === 'complete') {
    draft.step = 'signedIn';
    const level = draft.session.iamTicket?.authenticationLevel;
    if (level !== undefined) {
      effects.push(emit({ type: 'achieved_level', level }));
    }
    if (draft.postAuth.redirectUrl !== null) {
      effects.push({ kind: 'host', command: { type: 'redirect', url: draft.postAuth.redirectUrl } });
    }
    return;
  }
  if (step === 'webAuthnRegistration') {
    // The prompt is on screen: count it in the iux_webauthn_reg cookie (at most 3 prompts, seed 000 §9).
    effects.push(webAuthnPromptCookieEffect(draft.config.webAuthnPromptsShown));
    return;
  }
  if (step === 'verifiedUserUpdate' && draft.session.contactInfoStatus === null) {
    start(draft, 'contactInfoStatus', { op: 'contactInfoStatus' }, effects);
    return;
  }
  if (step === 'oauth') {
    const request = draft.config.oauth;
    // "A redirect address is required; without it the error is invalid_redirect_uri" (seed 000 §4.6).
    if (request === null || !isNavigableRedirect(request.redirectUri)) {
      fail(draft, 'exchangeTicketForAuthCode', clientSideError('invalid_redirect_uri'), effects);
      return;
    }
    start(
      draft,
      'exchangeTicketForAuthCode',
      {
        op: 'exchangeTicketForAuthCode',
        request: { ...request },
        // Seed 000 §4.6: only when x_username is wanted, no username is known and no partner skip applies
        // (a partner sign-in's response token stands in for the username).
        lookupUsername:
          request.sendUsername === true &&
          draft.session.user.username === null &&
          draft.session.partnerAuthResponseToken === null,
      },
      effects,
    );
    return;
  }
  if (step === 'bestAccount') {
    const username = draft.session.user.username ?? draft.signIn.identifier;
    start(
      draft,
      'bestAccount',
      { op: 'bestAccount', username, offeringId: draft.config.offeringId },
      effects,
    );
  }
}
