import { castDraft } from 'immer';
import {
  clientSideError,
  SUCCEEDED,
  type ContactInfoStatus,
  type MatchingUser,
  type PostAuthStep,
} from '../../core';
import type { Outcome } from '../outcome-data';
import { fail, start, type Effects } from '../shared';
import type { SliceContext, SliceDraft } from '../slice';
import { initialPostAuth, type IdentityState, type RealmChoice } from '../state';
import {
  buildOAuthErrorRedirect,
  buildOAuthSuccessRedirect,
  isNavigableRedirect,
  redirectsOAuthError,
} from './oauth';
import { contactInfoElements, vuuHasWork, vuuSkipAllowed, type VuuUserFacts } from './verified-user-update';
import { webAuthnPromptCookieEffect } from './webauthn-prompt-cookie';

type PostAuthDraft = SliceDraft<'postAuth'>;

/**
 * The post-auth slice (seed 000 §3.7): the steps done in this session, the requests of the steps the flow
 * runs itself (best account, contact info, OAuth exchange, the verified-user update's Skip, the passkey
 * registration) and the OAuth redirect. Which step comes next, and when the sequence starts and ends, is routing.ts (with next-step.ts);
 * a step the router enters arrives here as POST_AUTH_STEP_ENTERED. Screens report POST_AUTH_STEP_DONE. Pure.
 */
export function reducePostAuth(draft: PostAuthDraft, context: SliceContext): void {
  const { before, event, effects } = context;
  switch (event.type) {
    case 'POST_AUTH_STEP_ENTERED':
      enter(draft, before, event.step, effects);
      return;
    case 'POST_AUTH_STEP_DONE':
      markDone(draft, before, event.step);
      return;
    case 'BEST_ACCOUNT_REQUESTED':
      startBestAccount(draft, before, effects);
      return;
    case 'BEST_ACCOUNT_RESULT': {
      if (event.result.ok) {
        draft.requests.bestAccount = SUCCEEDED;
        if (event.requiresEvaluation === true) {
          // Seed 000 §7.2 says only that a helper-widget answer (selectAccount is one) may carry a
          // requires-evaluation flag. Chosen meaning: the service wants the session evaluated before the answer
          // counts, so the answer is held and evaluate auth runs (superseding any older evaluation). Its
          // outcome is routed like every other evaluation's: a challenge opens MFA, DENY blocks; the held answer is
          // offered once the session passes (AUTH_PASSED), and dropped if the evaluation fails.
          draft.postAuth.heldBestAccount = castDraft([...event.result.data.users]);
          context.signals.push({ type: 'evaluate', supersede: true });
          return;
        }
      } else {
        fail(draft, 'bestAccount', event.result.error, effects);
      }
      offerBetterAccount(draft, before, event.result.ok ? event.result.data.users : []);
      return;
    }
    case 'AUTH_PASSED': {
      const held = before.postAuth.heldBestAccount;
      if (held !== null) {
        draft.postAuth.heldBestAccount = null;
        offerBetterAccount(draft, before, held);
      }
      return;
    }
    case 'BETTER_ACCOUNT_ACCEPTED': {
      // Switch to the offered account (POST users/me/select_accounts, the account chooser's call); the sign-in
      // slice then evaluates the switched session, and the step is done once that evaluation passes.
      const offer = before.postAuth.betterAccount;
      if (before.session.postAuthProcess === 'bestAccount' && offer !== null) {
        start(
          draft,
          'selectAccount',
          { op: 'postSelectAccount', userId: offer.userId, offeringId: draft.config.offeringId },
          effects,
        );
      }
      return;
    }
    case 'ACCOUNT_SELECT_RESULT':
      if (
        event.result.ok &&
        before.session.postAuthProcess === 'bestAccount' &&
        before.postAuth.betterAccount?.userId === event.userId
      ) {
        draft.postAuth.switchedTo = event.userId;
      }
      return;
    case 'EVALUATE_AUTH_RESULT':
      if (before.postAuth.heldBestAccount !== null && !event.result.ok) {
        // The evaluation a held best-account answer asked for failed: the offer is dropped (it is a
        // suggestion, not a gate), as a failed best-account check is.
        draft.postAuth.heldBestAccount = null;
        markDone(draft, before, 'bestAccount');
      }
      // The switched account passed (after any challenge it needed): the offer is settled.
      if (before.postAuth.switchedTo !== null && event.result.ok && event.result.data.action === 'PASS') {
        draft.postAuth.switchedTo = null;
        markDone(draft, before, 'bestAccount');
      }
      return;
    case 'OAUTH_EXCHANGE_RESULT':
      onOAuthResult(draft, before, event.result, effects);
      return;
    case 'CONTACT_INFO_RESULT':
      onContactInfo(draft, before, event.result, effects);
      return;
    case 'VUU_SKIP_REQUESTED':
      // The choice is recorded with the service (recordContactInfoStatus SKIP) before the sequence moves on:
      // the next step may navigate away (the OAuth redirect), which would cancel a record still in flight.
      if (vuuSkipAllowed(before)) {
        start(draft, 'recordContactInfoSkip', { op: 'recordContactInfoSkip' }, effects);
      }
      return;
    case 'VUU_SKIP_RESULT':
      // The skip counts once the service recorded it. A refusal (the service may insist on the phone) or a
      // failed call shows its error on the step, whose form and Skip stay usable, like a failed save.
      if (before.requests.recordContactInfoSkip.status !== 'IN_PROGRESS') {
        return;
      }
      if (!event.result.ok) {
        fail(draft, 'recordContactInfoSkip', event.result.error, effects);
        return;
      }
      draft.requests.recordContactInfoSkip = SUCCEEDED;
      markDone(draft, before, 'verifiedUserUpdate');
      return;
    case 'REALMS_RESULT':
      onRealms(draft, before, event.result, effects);
      return;
    case 'REALM_CHOSEN':
      // Only a realm the list offered, while the picker shows; one choice at a time.
      if (
        before.session.postAuthProcess === 'realmPicker' &&
        (before.postAuth.realms ?? []).some((realm) => realm.realmId === event.realmId)
      ) {
        start(
          draft,
          'createTicketWithUserRealm',
          { op: 'createTicketWithUserRealm', realmId: event.realmId },
          effects,
        );
      }
      return;
    case 'REALM_SET_RESULT':
      if (before.requests.createTicketWithUserRealm.status !== 'IN_PROGRESS') {
        return;
      }
      if (event.result.ok) {
        draft.requests.createTicketWithUserRealm = SUCCEEDED;
        draft.postAuth.chosenRealmId = event.realmId;
        markDone(draft, before, 'realmPicker');
      } else {
        // A refused choice (REALM_NOT_FOUND, an expired ticket) stays on the picker with its error.
        fail(draft, 'createTicketWithUserRealm', event.result.error, effects);
      }
      return;
    case 'PASSKEY_REGISTRATION_REQUESTED':
      // Only while the prompt is on screen (a late click after "Not now" registers nothing).
      if (before.session.postAuthProcess === 'webAuthnRegistration') {
        start(
          draft,
          'registerPasskey',
          { op: 'registerPasskey', offeringId: draft.config.offeringId },
          effects,
        );
      }
      return;
    case 'PASSKEY_REGISTRATION_RESULT':
      // A new passkey finishes the prompt; a refusal or a failed call stays on it with its error, so the user
      // can try again or choose "Not now".
      if (event.result.ok) {
        draft.requests.registerPasskey = SUCCEEDED;
        markDone(draft, before, 'webAuthnRegistration');
      } else {
        fail(draft, 'registerPasskey', event.result.error, effects);
      }
      return;
    case 'UPDATE_USER_RESULT':
      // The verified-user update saved (update user, then record UPDATED): the step is done.
      if (event.result.ok) {
        markDone(draft, before, 'verifiedUserUpdate');
      }
      return;
    case 'PARTNER_LINK_RESULT':
      // The partner link (seed 000 §4.5) finishes the partnerAuthentication step.
      if (event.result.ok) {
        markDone(draft, before, 'partnerAuthentication');
      }
      return;
    case 'SIGN_OUT_RESULT':
    case 'RESTART_REQUESTED':
      // The prompts shown on this page still count for the next sign-in here (the cap of seed 000 §9).
      draft.postAuth = castDraft({ ...initialPostAuth(), promptsShownHere: draft.postAuth.promptsShownHere });
      return;
    default:
      return;
  }
}

/** A step the router entered: the flow's own steps start their request; the passkey prompt is counted. */
function enter(draft: PostAuthDraft, before: IdentityState, step: PostAuthStep, effects: Effects): void {
  switch (step) {
    case 'webAuthnRegistration':
      // The prompt is on screen: count it in the iux_webauthn_reg cookie (at most 3 prompts, seed 000 §9).
      effects.push(
        webAuthnPromptCookieEffect(before.config.webAuthnPromptsShown + draft.postAuth.promptsShownHere),
      );
      return;
    case 'verifiedUserUpdate':
      if (before.session.contactInfoStatus === null) {
        start(draft, 'contactInfoStatus', { op: 'contactInfoStatus' }, effects);
      }
      return;
    case 'oauth': {
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
            before.session.user.username === null &&
            before.session.partnerAuthResponseToken === null,
        },
        effects,
      );
      return;
    }
    case 'bestAccount':
      draft.postAuth.betterAccount = null;
      startBestAccount(draft, before, effects);
      return;
    case 'realmPicker':
      draft.postAuth.realms = null;
      start(draft, 'getRealms', { op: 'getRealms' }, effects);
      return;
    default:
      return;
  }
}

/**
 * The user's realms (seed 000 §4.3 "choose a realm"): with two or more the picker shows them; with one or none
 * there is nothing to choose and the step passes. A failed list does not block sign-in either (like the
 * best-account check): the session goes on with the ticket it has.
 */
function onRealms(
  draft: PostAuthDraft,
  before: IdentityState,
  result: Outcome<readonly RealmChoice[]>,
  effects: Effects,
): void {
  if (before.session.postAuthProcess !== 'realmPicker') {
    return;
  }
  if (!result.ok) {
    fail(draft, 'getRealms', result.error, effects);
    markDone(draft, before, 'realmPicker');
    return;
  }
  draft.requests.getRealms = SUCCEEDED;
  draft.postAuth.realms = castDraft(result.data);
  if (result.data.length < 2) {
    markDone(draft, before, 'realmPicker');
  }
}

/**
 * The account to offer (config.enableBestAccountCheck): the first matching user the check found that is not
 * the signed-in user; none when the offering does not offer, or when the user already settled an offer in
 * this session (accepted or declined: the step is done).
 */
function betterAccountOf(before: IdentityState, users: readonly MatchingUser[]): MatchingUser | null {
  if (!before.config.enableBestAccountCheck || before.session.postAuthProcess !== 'bestAccount') {
    return null;
  }
  const current = before.session.user.userId ?? before.session.iamTicket?.userId ?? null;
  return users.find((user) => user.userId !== current) ?? null;
}

/** Offers the better account among `users`, or ends the best-account step when there is none. */
function offerBetterAccount(
  draft: PostAuthDraft,
  before: IdentityState,
  users: readonly MatchingUser[],
): void {
  const offer = betterAccountOf(before, users);
  if (offer !== null) {
    // Offered on screen; "Continue with this account" finishes the step (POST_AUTH_STEP_DONE).
    draft.postAuth.betterAccount = castDraft(offer);
    return;
  }
  // A failed best-account check does not block the user: it is a suggestion, not a gate.
  markDone(draft, before, 'bestAccount');
}

function startBestAccount(draft: PostAuthDraft, before: IdentityState, effects: Effects): void {
  start(
    draft,
    'bestAccount',
    {
      op: 'bestAccount',
      username: before.session.user.username ?? before.signIn.identifier,
      offeringId: draft.config.offeringId,
    },
    effects,
  );
}

/**
 * OAuth exchange result (seed 000 §4.6, §8.3). Success keeps the redirect until the sequence completes;
 * untrusted-client and unreadable failures stay on the page; other failures go back to the client with
 * error, error_description and state.
 */
function onOAuthResult(
  draft: PostAuthDraft,
  before: IdentityState,
  result: Outcome<{ readonly code: string; readonly username?: string | null }>,
  effects: Effects,
): void {
  const request = draft.config.oauth;
  if (request === null || before.session.postAuthProcess !== 'oauth') {
    return;
  }
  if (result.ok) {
    draft.requests.exchangeTicketForAuthCode = SUCCEEDED;
    draft.postAuth.redirectUrl = buildOAuthSuccessRedirect(request, result.data, {
      username: before.session.user.username ?? result.data.username ?? null,
      staySignedIn: draft.config.enableStaySignedIn ? before.signIn.staySignedIn : null,
    });
    markDone(draft, before, 'oauth');
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
 * Contact-info status for the verified-user update (the session keeps it, session-rules.ts): with nothing to
 * ask, or when the check fails, the step is passed (it must not block sign-in).
 */
function onContactInfo(
  draft: PostAuthDraft,
  before: IdentityState,
  result: Outcome<{ readonly status: ContactInfoStatus; readonly user: VuuUserFacts }>,
  effects: Effects,
): void {
  if (!result.ok) {
    fail(draft, 'contactInfoStatus', result.error, effects);
    markDone(draft, before, 'verifiedUserUpdate');
    return;
  }
  draft.requests.contactInfoStatus = SUCCEEDED;
  if (!vuuHasWork(contactInfoElements(draft.config, result.data.status, result.data.user))) {
    markDone(draft, before, 'verifiedUserUpdate');
  }
}

function markDone(draft: PostAuthDraft, before: IdentityState, step: string): void {
  if (before.session.postAuthProcess === step && !draft.postAuth.done.includes(step)) {
    draft.postAuth.done.push(step);
    if (step === 'webAuthnRegistration') {
      // The prompt shown counts for the next sign-in on this page too (sign-out keeps it): the cookie
      // written when it showed is only read when a provider mounts. Counted once it is left, so the prompt
      // on screen never disappears because it reached the cap.
      draft.postAuth.promptsShownHere += 1;
    }
  }
}
