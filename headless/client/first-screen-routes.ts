/**
 * The rows and response checks of the calls a sign-in page makes first (headless/flows/sign-in/
 * first-screen.ts: identifier lookup, password sign-in, and evaluate auth when the page opens on
 * step-up). They load with the client; every other row and check is the lazy route table (route-table.ts),
 * so a sign-in page does not download the whole contract before its first request (issue 5 size target).
 * paths.ts and schemas.ts use these same objects, so each row is written once.
 */
import { q, type CallSpec } from './route-row';
import { array, literal, looseObject, number, optional, string, union, type Shape } from './shape';

export const FIRST_SCREEN_ROUTES = {
  signIn: {
    family: 'access',
    method: 'POST',
    path: '/sign_in',
    query: [q('persistent_cookie', 'persistentCookie'), q('set_sso_cookie', 'setSsoCookie')],
    body: [
      'username',
      'password',
      'namespaceId',
      'gRecaptchaResponse',
      'targetAAL',
      'generateLongLivedToken',
    ],
  },
  evaluateAuth: { family: 'access', method: 'POST', path: '/evaluate_auth', body: ['targetAAL', 'policies'] },
  lookupUsernames: {
    family: 'access',
    method: 'POST',
    path: '/lookup_usernames',
    body: ['identifier', 'identifierType', 'offeringId', 'namespaceId'],
  },
} as const satisfies Record<string, CallSpec>;

export type FirstScreenCall = keyof typeof FIRST_SCREEN_ROUTES;

const keyValue = looseObject({ key: string, value: string });
export const ticket = looseObject({ userId: string, authenticationLevel: union(string, number) });
export const userRef = looseObject({ userId: string });

/** The answer of every authentication call (action and challenges, seed 000 §7.2). */
export const authOutcome = looseObject({
  action: literal('INIT', 'PASS', 'CHALLENGE', 'DENY'),
  challenge: array(
    looseObject({
      type: string,
      action: optional(string),
      attributes: optional(array(keyValue)),
      iamTicket: optional(ticket),
    }),
  ),
  iamTicket: optional(ticket),
  riskLevel: optional(string),
});

/** The answer of the identifier lookups (lookupUsernames, selectAccount). */
export const userExtInfoList = looseObject({
  userExtInfo: array(looseObject({ user: userRef, reasonCode: optional(string) })),
});

export const FIRST_SCREEN_SCHEMAS: Record<FirstScreenCall, Shape> = {
  signIn: authOutcome,
  evaluateAuth: authOutcome,
  lookupUsernames: userExtInfoList,
};
