import type { AttemptContext } from '../../core';
import { toAuthOutcome, toTicket } from '../auth-outcome';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';
import type { Outcome } from '../outcome-data';

/** The contact-info flow name of the sign-in's verified-user update (post-auth reads it with the same). */
const CONTACT_INFO_FLOW = 'sign-in';

type SignInCall = Extract<
  IdentityCall,
  {
    op:
      | 'signIn'
      | 'lookupUsernames'
      | 'postSelectAccount'
      | 'deleteAccountChoice'
      | 'evaluateAuth'
      | 'upgradeAal'
      | 'signOut'
      | 'bestAccount'
      | 'updateUser'
      | 'resetPassword';
  }
>;

/** True for the calls this file performs. */
export function isSignInCall(call: IdentityCall): call is SignInCall {
  switch (call.op) {
    case 'signIn':
    case 'lookupUsernames':
    case 'postSelectAccount':
    case 'deleteAccountChoice':
    case 'evaluateAuth':
    case 'upgradeAal':
    case 'signOut':
    case 'bestAccount':
    case 'updateUser':
    case 'resetPassword':
      return true;
    default:
      return false;
  }
}

/**
 * Runs one sign-in call through the client and reports its result as an event. The attempt's signal goes
 * to the client so a superseded attempt is really cancelled.
 */
export async function performSignInCall(
  client: FlowClient,
  call: SignInCall,
  { signal }: AttemptContext,
): Promise<IdentityEvent> {
  switch (call.op) {
    case 'signIn': {
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
    }
    case 'lookupUsernames': {
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
        result: toOutcome(result, (data) => ({
          users: data.userExtInfo.map(({ user }) => ({
            userId: user.userId,
            ...(user.username !== undefined ? { username: user.username } : {}),
            ...(user.email !== undefined ? { email: user.email.address } : {}),
          })),
          reasonCode: data.reasonCode ?? null,
        })),
      };
    }
    case 'postSelectAccount': {
      // Only success matters: the follow-up evaluate auth says what the chosen account still needs.
      const result = await client.postSelectAccounts(
        { userId: call.userId, offeringId: call.offeringId },
        { signal },
      );
      return { type: 'ACCOUNT_SELECT_RESULT', userId: call.userId, result: toOutcome(result, () => null) };
    }
    case 'deleteAccountChoice': {
      const result = await client.deleteAccountChoice(
        { identifier: call.identifier, identifierType: call.identifierType },
        { signal },
      );
      return {
        type: 'ACCOUNT_CHOICE_DELETE_RESULT',
        identifier: call.identifier,
        result: toOutcome(result, () => null),
      };
    }
    case 'evaluateAuth': {
      const result = await client.evaluateAuth(
        { ...(call.targetAal !== null ? { targetAAL: call.targetAal } : {}), policies: [...call.policies] },
        { signal },
      );
      return { type: 'EVALUATE_AUTH_RESULT', result: toOutcome(result, toAuthOutcome) };
    }
    case 'upgradeAal': {
      const result = await client.upgradeAal(
        { targetAAL: call.targetAal, policies: [...call.policies] },
        { signal },
      );
      return { type: 'CREDENTIAL_WRITE_ACCESS_RESULT', result: toOutcome(result, toAuthOutcome) };
    }
    case 'signOut': {
      const result = await client.signOut({}, { signal });
      return { type: 'SIGN_OUT_RESULT', result: toOutcome(result, () => null) };
    }
    case 'bestAccount': {
      const result = await client.selectAccount(
        { flow: 'user-sign-in', username: call.username, offeringId: call.offeringId },
        { signal },
      );
      return {
        type: 'BEST_ACCOUNT_RESULT',
        result: toOutcome(result, (data) => ({
          users: data.userExtInfo.map(({ user }) => ({
            userId: user.userId,
            ...(user.username !== undefined ? { username: user.username } : {}),
            ...(user.email !== undefined ? { email: user.email.address } : {}),
          })),
          reasonCode: data.reasonCode ?? null,
        })),
      };
    }
    case 'updateUser': {
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
    }
    case 'resetPassword': {
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
    }
    default:
      return call satisfies never;
  }
}
