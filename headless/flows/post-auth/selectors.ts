import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState } from '../state';

/** The post-auth step in progress ('notStarted' before, 'complete' after). */
export function selectPostAuthStep(state: IdentityState): IdentityState['session']['postAuthProcess'] {
  return state.session.postAuthProcess;
}

/** The post-auth screens' view (codes and flags only). */
export interface PostAuthView {
  readonly step: IdentityState['session']['postAuthProcess'];
  /** Status of the request the current step runs (best account, passkey registration, OAuth exchange), else
   *  idle. */
  readonly status: RequestStatus;
  readonly errorCode: string | null;
  /**
   * The OAuth exchange failed and the flow will not redirect (untrusted client or address, unreadable
   * answer, or no answer at all): the page shows the error with the sign-in link. Decided from the whole
   * error, so a screen need not re-derive it from the code.
   */
  readonly oauthErrorOnPage: boolean;
  readonly matchingUsers: IdentityState['session']['matchingUsers'];
  readonly vuuDisplayElements: IdentityState['session']['vuuDisplayElements'];
  readonly hasCredentialWriteAccess: boolean;
  /** The better account offered on the best-account step (config.enableBestAccountCheck), or null. */
  readonly betterAccount: IdentityState['postAuth']['betterAccount'];
  /** The realm picker's realms (step `realmPicker`): null while they load. */
  readonly realms: IdentityState['postAuth']['realms'];
}

export function selectPostAuthView(state: IdentityState): PostAuthView {
  const { session, requests } = state;
  const request =
    session.postAuthProcess === 'bestAccount'
      ? state.postAuth.betterAccount !== null
        ? requests.selectAccount
        : requests.bestAccount
      : session.postAuthProcess === 'webAuthnRegistration'
        ? requests.registerPasskey
        : session.postAuthProcess === 'realmPicker'
          ? realmRequest(state)
          : session.postAuthProcess === 'oauth'
            ? requests.exchangeTicketForAuthCode
            : null;
  return {
    step: session.postAuthProcess,
    status: request?.status ?? 'idle',
    errorCode: request === null ? null : (errorOf(request)?.code ?? null),
    oauthErrorOnPage: oauthErrorOnPage(state),
    matchingUsers: session.matchingUsers,
    vuuDisplayElements: session.vuuDisplayElements,
    hasCredentialWriteAccess: session.hasCredentialWriteAccess,
    realms: state.postAuth.realms,
    betterAccount: state.postAuth.betterAccount,
  };
}

/** The realm picker's request: the list while it loads, then the choice. */
function realmRequest(state: IdentityState): IdentityState['requests']['getRealms'] {
  const { getRealms, createTicketWithUserRealm } = state.requests;
  return getRealms.status === 'IN_PROGRESS' || createTicketWithUserRealm.status === 'idle'
    ? getRealms
    : createTicketWithUserRealm;
}

/**
 * The machine sets the redirect of a failed exchange only when it sends the user back to the client
 * (post-auth/machine.ts onOAuthResult, redirectsOAuthError); read that rather than importing the OAuth
 * rules, which stay in the lazy flows (issue 5 size budget).
 */
function oauthErrorOnPage(state: IdentityState): boolean {
  return (
    state.session.postAuthProcess === 'oauth' &&
    errorOf(state.requests.exchangeTicketForAuthCode) !== null &&
    state.postAuth.redirectUrl === null
  );
}
