import type { MatchingUser } from '../../core';
import type { LookupUsernamesResponse } from '../../client/wire/access';
import { toAuthOutcome, toTicket } from '../auth-outcome';
import { toOutcome } from '../client-port';
import type { IdentityEvent } from '../events';
import { row } from '../identity-requests';
import type { Outcome } from '../outcome-data';
import { FIRST_SCREEN_SENDS, levelRequest, type FirstScreenAnswer } from './effects';

/** The contact-info flow name of the sign-in's verified-user update (post-auth reads it with the same). */
const CONTACT_INFO_FLOW = 'sign-in';

/** The accounts of a lookup or best-account answer (wire `userExtInfo`), for the account chooser. */
function matchingUsersOf(data: LookupUsernamesResponse): {
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

type EventOf<T extends IdentityEvent['type']> = Extract<IdentityEvent, { readonly type: T }>;
type ResultOf<Op extends FirstScreenAnswer['op']> = Extract<FirstScreenAnswer, { readonly op: Op }>['result'];

const signInEvent = (result: ResultOf<'signIn'>): EventOf<'SIGN_IN_RESULT'> => ({
  type: 'SIGN_IN_RESULT',
  result: toOutcome(result, toAuthOutcome),
});
const lookupEvent = (result: ResultOf<'lookupUsernames'>): EventOf<'LOOKUP_RESULT'> => ({
  type: 'LOOKUP_RESULT',
  result: toOutcome(result, matchingUsersOf),
});
const evaluateEvent = (result: ResultOf<'evaluateAuth'>): EventOf<'EVALUATE_AUTH_RESULT'> => ({
  type: 'EVALUATE_AUTH_RESULT',
  result: toOutcome(result, toAuthOutcome),
});

/** The answer to a request the first screen sent (sign-in/effects.ts), as the event the flows read. */
export function firstScreenEvent(answer: FirstScreenAnswer): IdentityEvent {
  switch (answer.op) {
    case 'signIn':
      return signInEvent(answer.result);
    case 'lookupUsernames':
      return lookupEvent(answer.result);
    case 'evaluateAuth':
      return evaluateEvent(answer.result);
    default:
      return answer satisfies never;
  }
}

/**
 * The rows of the requests the first screen starts, for the whole table (late-flows.ts `IDENTITY_REQUESTS`:
 * hosts and tests that perform a call in one go): the call sent up front, then its answer read here. The
 * identity store sends these itself (`sendFirstScreen`) and reads the answer once this chunk is installed.
 */
export const SIGN_IN_FIRST_REQUESTS = {
  signIn: row('signIn', 'signIn', 'SIGN_IN_RESULT', ['signIn'], async (client, call, context) =>
    signInEvent(await FIRST_SCREEN_SENDS.signIn(client, call, context)),
  ),
  lookupUsernames: row(
    'lookupUsernames',
    'lookupUsernames',
    'LOOKUP_RESULT',
    ['lookupUsernames'],
    async (client, call, context) =>
      lookupEvent(await FIRST_SCREEN_SENDS.lookupUsernames(client, call, context)),
  ),
  evaluateAuth: row(
    'evaluateAuth',
    'evaluateAuth',
    'EVALUATE_AUTH_RESULT',
    ['evaluateAuth'],
    async (client, call, context) =>
      evaluateEvent(await FIRST_SCREEN_SENDS.evaluateAuth(client, call, context)),
  ),
};

/**
 * The sign-in flow's rows that only the lazy flows start (account choice, step-up, sign-out, best account,
 * user update, password reset): part of the lazy chunk (late-flows.ts), not of the first screen's bundle
 * (sign-in/effects.ts holds the rows the first screen starts). The attempt's signal goes to the client so a
 * superseded attempt is really cancelled.
 */
export const SIGN_IN_LATE_REQUESTS = {
  postSelectAccount: row(
    'postSelectAccount',
    'selectAccount',
    'ACCOUNT_SELECT_RESULT',
    ['postSelectAccounts'],
    async (client, call, { signal }) => {
      // Only success matters: the follow-up evaluate auth says what the chosen account still needs.
      const result = await client.postSelectAccounts(
        { userId: call.userId, offeringId: call.offeringId },
        { signal },
      );
      return { type: 'ACCOUNT_SELECT_RESULT', userId: call.userId, result: toOutcome(result, () => null) };
    },
  ),
  deleteAccountChoice: row(
    'deleteAccountChoice',
    'deleteAccountChoice',
    'ACCOUNT_CHOICE_DELETE_RESULT',
    ['deleteAccountChoice'],
    async (client, call, { signal }) => {
      const result = await client.deleteAccountChoice(
        { identifier: call.identifier, identifierType: call.identifierType },
        { signal },
      );
      return {
        type: 'ACCOUNT_CHOICE_DELETE_RESULT',
        identifier: call.identifier,
        result: toOutcome(result, () => null),
      };
    },
  ),
  upgradeAal: row(
    'upgradeAal',
    'credentialWriteAccess',
    'CREDENTIAL_WRITE_ACCESS_RESULT',
    ['upgradeAal'],
    async (client, call, { signal }) => {
      const result = await client.upgradeAal(levelRequest(call), { signal });
      return { type: 'CREDENTIAL_WRITE_ACCESS_RESULT', result: toOutcome(result, toAuthOutcome) };
    },
  ),
  signOut: row('signOut', 'signOut', 'SIGN_OUT_RESULT', ['signOut'], async (client, call, { signal }) => {
    const result = await client.signOut({}, { signal });
    return { type: 'SIGN_OUT_RESULT', result: toOutcome(result, () => null) };
  }),
  bestAccount: row(
    'bestAccount',
    'bestAccount',
    'BEST_ACCOUNT_RESULT',
    ['selectAccount'],
    async (client, call, { signal }) => {
      const result = await client.selectAccount(
        { flow: 'user-sign-in', username: call.username, offeringId: call.offeringId },
        { signal },
      );
      return {
        type: 'BEST_ACCOUNT_RESULT',
        result: toOutcome(result, matchingUsersOf),
        requiresEvaluation: result.ok && result.meta.requiresEvaluation,
      };
    },
  ),
  updateUser: row(
    'updateUser',
    'updateUser',
    'UPDATE_USER_RESULT',
    ['updateUser', 'recordContactInfoStatus'],
    async (client, call, { signal }) => {
      const { fields } = call;
      const updated = await client.updateUser(
        { ...fields, ...(fields.fullName ? { fullName: { ...fields.fullName } } : {}) },
        { signal },
      );
      // The verified-user update records the contact info as UPDATED once saved (seed 000 §7.3
      // recordContactInfoStatus), as the stand-alone flow does; a failed record is the save's failure.
      const result: Outcome<null> =
        updated.ok && call.recordContactInfo
          ? toOutcome(
              await client.recordContactInfoStatus(
                { action: 'UPDATED', flow: CONTACT_INFO_FLOW },
                { signal },
              ),
              () => null,
            )
          : toOutcome(updated, () => null);
      return {
        type: 'UPDATE_USER_RESULT',
        updated: {
          phone: fields.mobileNumber !== undefined,
          email: fields.email !== undefined,
          userId: fields.username !== undefined,
          password: fields.newPassword !== undefined,
        },
        username: fields.username ?? null,
        lookupNextChallengesOnSuccess: call.lookupNext,
        result,
      };
    },
  ),
  resetPassword: row(
    'resetPassword',
    'resetPassword',
    'RESET_PASSWORD_RESULT',
    ['resetPassword'],
    async (client, call, { signal }) => {
      const result = await client.resetPassword(
        {
          confirmationId: call.confirmationId,
          challengeToken: [{ type: 'AR_SESSION', value: call.sessionToken }],
          password: call.password,
        },
        { signal },
      );
      return {
        type: 'RESET_PASSWORD_RESULT',
        result: toOutcome(result, (data) => ({
          iamTicket: data.iamTicket ? toTicket(data.iamTicket) : null,
        })),
      };
    },
  ),
};
