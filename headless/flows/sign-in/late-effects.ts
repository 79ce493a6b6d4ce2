import { toAuthOutcome, toTicket } from '../auth-outcome';
import { toOutcome } from '../client-port';
import { row } from '../identity-requests';
import type { Outcome } from '../outcome-data';
import { levelRequest, matchingUsersOf } from './effects';

/** The contact-info flow name of the sign-in's verified-user update (post-auth reads it with the same). */
const CONTACT_INFO_FLOW = 'sign-in';

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
