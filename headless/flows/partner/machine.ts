import { produce, type Draft } from 'immer';
import { clientSideError, SUCCEEDED } from '../../core';
import { type Transition } from '../request-slots';
import type { IdentityCall } from '../calls';
import type { IdentityEvent } from '../events';
import { isNavigableRedirect } from '../post-auth/oauth';
import { transition as postAuthTransition } from '../post-auth/machine';
import { fail, start, type Effects } from '../shared';
import type { IdentityState } from '../state';
import { partnerAuthOffered, partnerDataWanted } from './offer';

export { partnerAuthOffered, partnerDataWanted } from './offer';

/** The initial error code of a partner sign-in that could not start (seed 000 §4.5). */
export const PARTNER_INITIATION_FAIL = 'PARTNER_INITIATION_FAIL';

/**
 * Partner auth of seed 000 §4.5 as a pure transition: begin (success follows uris[0] as a host command,
 * failure is PARTNER_INITIATION_FAIL), the user-name lookup that prefills the user id, and the link that
 * the post-auth partnerAuthentication step (the brand hand-off) runs when the user presses Continue.
 */
export function transition(
  state: IdentityState,
  event: IdentityEvent,
): Transition<IdentityState, IdentityCall> {
  switch (event.type) {
    case 'PARTNER_AUTH_REQUESTED':
    case 'PARTNER_AUTH_BEGIN_RESULT':
    case 'PARTNER_DATA_REQUESTED':
    case 'PARTNER_DATA_RESULT':
    case 'PARTNER_LINK_REQUESTED':
    case 'PARTNER_LINK_RESULT':
      break;
    default:
      return [state, []];
  }
  const effects: Effects = [];
  const done = { linked: false };
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'PARTNER_AUTH_REQUESTED':
        if (event.partnerUid === 'google' && partnerAuthOffered(draft)) {
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
        const token = draft.session.partnerAuthResponseToken;
        if (token !== null && partnerDataWanted(draft)) {
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
        draft.session.partnerAuthUserInfo = { userNames: [...event.result.data.userNames] };
        prefillFirst(draft, event.result.data.userNames);
        return;
      case 'PARTNER_LINK_REQUESTED': {
        const token = draft.session.partnerAuthResponseToken;
        if (token !== null && draft.session.postAuthProcess === 'partnerAuthentication') {
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
        done.linked = true;
        return;
      default:
        return;
    }
  });
  if (!done.linked) {
    return [next, effects];
  }
  // The link finishes the partnerAuthentication step of the post-auth sequence.
  const [afterStep, stepEffects] = postAuthTransition(next, {
    type: 'POST_AUTH_STEP_DONE',
    step: 'partnerAuthentication',
  });
  return [afterStep, [...effects, ...stepEffects]];
}

/**
 * "On success the first returned uri is followed; on failure the initial error code is
 * PARTNER_INITIATION_FAIL." A uri that is not an http(s) address is not followed (it is a failure too).
 */
function onBegin(
  draft: Draft<IdentityState>,
  result: Extract<IdentityEvent, { type: 'PARTNER_AUTH_BEGIN_RESULT' }>['result'],
  effects: Effects,
): void {
  const uri = result.ok ? result.data.uri : null;
  if (uri === null || !isNavigableRedirect(uri)) {
    const cause = result.ok ? undefined : result.error;
    fail(draft, 'partnerAuthBegin', clientSideError(PARTNER_INITIATION_FAIL, cause), effects);
    return;
  }
  draft.requests.partnerAuthBegin = SUCCEEDED;
  draft.session.partnerAuthBeginRedirectUri = uri;
  effects.push({ kind: 'host', command: { type: 'redirect', url: uri } });
}

/** "the first prefills the user id" (unless the user id is read-only with a value). */
function prefillFirst(draft: Draft<IdentityState>, userNames: readonly string[]): void {
  const first = userNames[0];
  if (first === undefined || (draft.config.isUserIdReadonly && draft.config.userIdToPrefill !== null)) {
    return;
  }
  draft.signIn.identifier = first;
}
