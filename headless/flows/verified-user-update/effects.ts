import type { IdentityClient } from '../../client';
import type { AttemptContext, IdentityErrorShape } from '../../core';
import { outcomeOf } from '../standalone/flow-store';
import type { UserResponse } from '../../client/wire/users';
import type { VuuUserFacts } from '../post-auth/verified-user-update';
import { VUU_FLOW, type VuuCall, type VuuEvent } from './machine';

export const VUU_CLIENT_METHODS = [
  'getUserContactInfoStatus',
  'recordContactInfoStatus',
  'updateUser',
  'getUser',
] as const;
export type VuuClient = Pick<IdentityClient, (typeof VUU_CLIENT_METHODS)[number]>;

/** The user facts the §4.7 rules read (phones with status, given and sur name). */
function userFacts(user: Pick<UserResponse, 'phone' | 'fullName'>): VuuUserFacts {
  return {
    phones: (user.phone ?? []).map((phone) => (phone.status !== undefined ? { status: phone.status } : {})),
    givenName: user.fullName?.givenName ?? null,
    surName: user.fullName?.surName ?? null,
  };
}

/** Runs one verified-user-update call (seed 000 §7.3 getUserContactInfoStatus, recordContactInfoStatus, updateUser). */
export async function performVuu(
  client: VuuClient,
  call: VuuCall,
  { signal }: AttemptContext,
): Promise<VuuEvent> {
  switch (call.op) {
    case 'status': {
      const [result, user] = await Promise.all([
        client.getUserContactInfoStatus({ flow: VUU_FLOW }, { signal }),
        call.readUser ? client.getUser({}, { signal }) : Promise.resolve(null),
      ]);
      return {
        type: 'STATUS_RESULT',
        // A failed user read counts as "nothing known" (post-auth does the same).
        ...(call.readUser ? { user: user?.ok === true ? userFacts(user.data) : null } : {}),
        outcome: outcomeOf(result, (d) => ({
          emailUpdateRequired: d.emailUpdateRequired,
          phoneUpdateRequired: d.phoneUpdateRequired,
          fullNameUpdateRequired: d.fullNameUpdateRequired,
        })),
      };
    }
    case 'update': {
      const { phone, email, firstName, lastName } = call.input;
      const updated = await client.updateUser(
        {
          ...(phone !== undefined ? { mobileNumber: phone } : {}),
          ...(email !== undefined ? { email } : {}),
          ...(firstName !== undefined || lastName !== undefined
            ? {
                fullName: {
                  ...(firstName ? { givenName: firstName } : {}),
                  ...(lastName ? { surName: lastName } : {}),
                },
              }
            : {}),
        },
        { signal },
      );
      if (!updated.ok) {
        return { type: 'UPDATE_RESULT', outcome: { ok: false, error: updated.error } };
      }
      const recorded = await client.recordContactInfoStatus(
        { action: 'UPDATED', flow: VUU_FLOW },
        { signal },
      );
      return { type: 'UPDATE_RESULT', outcome: outcomeOf(recorded, () => null) };
    }
    case 'skip': {
      const result = await client.recordContactInfoStatus({ action: 'SKIP', flow: VUU_FLOW }, { signal });
      return { type: 'SKIP_RESULT', outcome: outcomeOf(result, () => null) };
    }
    default:
      return call satisfies never;
  }
}

export function vuuCrashed(call: VuuCall, error: IdentityErrorShape): VuuEvent {
  const outcome = { ok: false as const, error };
  return call.op === 'status'
    ? { type: 'STATUS_RESULT', outcome }
    : call.op === 'update'
      ? { type: 'UPDATE_RESULT', outcome }
      : { type: 'SKIP_RESULT', outcome };
}
