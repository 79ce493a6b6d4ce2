import { clientSideError, SUCCEEDED } from '../../core';
import type { IdentityEvent } from '../events';
import { isNavigableRedirect } from '../post-auth/oauth';
import { fail, start, type Effects } from '../shared';
import type { SliceContext, SliceDraft } from '../slice';
import { partnerAuthOffered, partnerDataWanted } from './offer';

export { partnerAuthOffered, partnerDataWanted } from './offer';

/** The initial error code of a partner sign-in that could not start (seed 000 §4.5). */
export const PARTNER_INITIATION_FAIL = 'PARTNER_INITIATION_FAIL';

/**
 * The partner slice of seed 000 §4.5 (its request slots only: the partner's data lives in the session,
 * session-rules.ts): begin (success follows uris[0] as a host command, failure is PARTNER_INITIATION_FAIL),
 * the user-name lookup that prefills the user id (the sign-in slice reads the answer), and the link that the
 * post-auth partnerAuthentication step (the brand hand-off) runs when the user presses Continue; the
 * post-auth slice counts a link as that step done.
 */
export function reducePartner(draft: SliceDraft<never>, context: SliceContext): void {
  const { before, event, effects } = context;
  switch (event.type) {
    case 'PARTNER_AUTH_REQUESTED':
      if (event.partnerUid === 'google' && partnerAuthOffered(before)) {
        start(
          draft,
          'partnerAuthBegin',
          {
            op: 'partnerAuthBegin',
            partnerUid: 'google',
            offeringId: draft.config.offeringId,
            signInLink: draft.config.partnerSignInLink,
            state: draft.config.oauth?.state ?? null,
          },
          effects,
        );
      }
      return;
    case 'PARTNER_AUTH_BEGIN_RESULT':
      onBegin(draft, event.result, effects);
      return;
    case 'PARTNER_DATA_REQUESTED': {
      const token = before.session.partnerAuthResponseToken;
      if (token !== null && partnerDataWanted(before)) {
        start(draft, 'partnerAuthGetData', { op: 'partnerAuthGetData', responseToken: token }, effects);
      }
      return;
    }
    case 'PARTNER_DATA_RESULT':
      if (!event.result.ok) {
        fail(draft, 'partnerAuthGetData', event.result.error, effects);
        return;
      }
      draft.requests.partnerAuthGetData = SUCCEEDED;
      return;
    case 'PARTNER_LINK_REQUESTED': {
      const token = before.session.partnerAuthResponseToken;
      if (token !== null && before.session.postAuthProcess === 'partnerAuthentication') {
        start(draft, 'partnerAuthLink', { op: 'partnerAuthLink', responseToken: token }, effects);
      }
      return;
    }
    case 'PARTNER_LINK_RESULT':
      if (!event.result.ok) {
        fail(draft, 'partnerAuthLink', event.result.error, effects);
        return;
      }
      draft.requests.partnerAuthLink = SUCCEEDED;
      return;
    default:
      return;
  }
}

/** The redirect a begin answer may follow: its first uri when it is an http(s) address, else null. */
export function partnerBeginUri(
  result: Extract<IdentityEvent, { type: 'PARTNER_AUTH_BEGIN_RESULT' }>['result'],
): string | null {
  const uri = result.ok ? result.data.uri : null;
  return uri !== null && isNavigableRedirect(uri) ? uri : null;
}

/**
 * "On success the first returned uri is followed; on failure the initial error code is
 * PARTNER_INITIATION_FAIL." A uri that is not an http(s) address is not followed (it is a failure too).
 */
function onBegin(
  draft: SliceDraft<never>,
  result: Extract<IdentityEvent, { type: 'PARTNER_AUTH_BEGIN_RESULT' }>['result'],
  effects: Effects,
): void {
  const uri = partnerBeginUri(result);
  if (uri === null) {
    const cause = result.ok ? undefined : result.error;
    fail(draft, 'partnerAuthBegin', clientSideError(PARTNER_INITIATION_FAIL, cause), effects);
    return;
  }
  draft.requests.partnerAuthBegin = SUCCEEDED;
  effects.push({ kind: 'host', command: { type: 'redirect', url: uri } });
}
