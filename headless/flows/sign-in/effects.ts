import { toAuthOutcome } from '../auth-outcome';
import { toOutcome } from '../client-port';
import { row } from '../identity-requests';
import type { MatchingUser } from '../../core';
import type { EvaluateAuthRequest, LookupUsernamesResponse } from '../../client/wire/access';

/** The accounts of a lookup or best-account answer (wire `userExtInfo`), for the account chooser. */
export function matchingUsersOf(data: LookupUsernamesResponse): {
  readonly users: MatchingUser[];
  readonly reasonCode: string | null;
} {
  return {
    users: data.userExtInfo.map(({ user }) => ({
      userId: user.userId,
      ...(user.username !== undefined ? { username: user.username } : {}),
      ...(user.email !== undefined ? { email: user.email.address } : {}),
    })),
    reasonCode: data.reasonCode ?? null,
  };
}

/** The body of evaluate auth and upgrade AAL (the same request at a target level, seed 000 §4.3). */
export function levelRequest(call: {
  readonly targetAal: number | null;
  readonly policies: readonly string[];
}): EvaluateAuthRequest {
  return { ...(call.targetAal !== null ? { targetAAL: call.targetAal } : {}), policies: [...call.policies] };
}

/**
 * The first screen's rows of the identity store's request table (request-table.ts): operation -> slot,
 * result event, client call, for the calls the first screen starts (sign-in, account lookup, the SSO
 * confirmation's evaluate auth). Loaded up front, so those requests go out at once; the sign-in flow's other
 * rows come with the lazy flows (sign-in/late-effects.ts), which alone start them. The attempt's signal goes
 * to the client so a superseded attempt is really cancelled.
 */
export const SIGN_IN_REQUESTS = {
  signIn: row('signIn', 'signIn', 'SIGN_IN_RESULT', ['signIn'], async (client, call, { signal }) => {
    const result = await client.signIn(
      {
        username: call.username,
        password: call.password,
        namespaceId: call.namespaceId,
        ...(call.captchaToken !== null ? { gRecaptchaResponse: call.captchaToken } : {}),
        ...(call.targetAal !== null ? { targetAAL: call.targetAal } : {}),
        ...(call.staySignedIn ? { generateLongLivedToken: true } : {}),
        ...(call.rememberMe ? { persistentCookie: true } : {}),
      },
      call.captchaToken !== null ? { signal, captchaResponse: call.captchaToken } : { signal },
    );
    return { type: 'SIGN_IN_RESULT', result: toOutcome(result, toAuthOutcome) };
  }),
  lookupUsernames: row(
    'lookupUsernames',
    'lookupUsernames',
    'LOOKUP_RESULT',
    ['lookupUsernames'],
    async (client, call, { signal }) => {
      const result = await client.lookupUsernames(
        {
          identifier: call.identifier,
          identifierType: call.identifierType,
          offeringId: call.offeringId,
          namespaceId: call.namespaceId,
        },
        { signal },
      );
      return {
        type: 'LOOKUP_RESULT',
        result: toOutcome(result, matchingUsersOf),
      };
    },
  ),
  evaluateAuth: row(
    'evaluateAuth',
    'evaluateAuth',
    'EVALUATE_AUTH_RESULT',
    ['evaluateAuth'],
    async (client, call, { signal }) => {
      const result = await client.evaluateAuth(levelRequest(call), { signal });
      return { type: 'EVALUATE_AUTH_RESULT', result: toOutcome(result, toAuthOutcome) };
    },
  ),
};
