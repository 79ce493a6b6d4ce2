import type { IdentityClient } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import { clientMethodsOf, flowRowsFor, outcomeOf, type FlowClientOf } from '../standalone/flow-store';
import type { UserResponse } from '../../client/wire/users';
import type { VuuUserFacts } from '../post-auth/verified-user-update';
import { VUU_FLOW, type VuuCall, type VuuEvent } from './machine';

/** The user facts the §4.7 rules read (phones with status, given and sur name). */
function userFacts(user: Pick<UserResponse, 'phone' | 'fullName'>): VuuUserFacts {
  return {
    phones: (user.phone ?? []).map((phone) => (phone.status !== undefined ? { status: phone.status } : {})),
    givenName: user.fullName?.givenName ?? null,
    surName: user.fullName?.surName ?? null,
  };
}

const row = flowRowsFor<VuuCall, VuuEvent>();

/** The flow's request table (seed 000 §7.3 getUserContactInfoStatus, recordContactInfoStatus, updateUser). */
export const VUU_REQUESTS = {
  status: row(
    'status',
    'verifiedUserUpdate',
    'STATUS_RESULT',
    ['getUserContactInfoStatus', 'getUser'],
    async (client, call, { signal }) => {
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
    },
  ),
  update: row(
    'update',
    'verifiedUserUpdate',
    'UPDATE_RESULT',
    ['updateUser', 'recordContactInfoStatus'],
    async (client, call, { signal }) => {
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
    },
  ),
  skip: row(
    'skip',
    'verifiedUserUpdate',
    'SKIP_RESULT',
    ['recordContactInfoStatus'],
    async (client, _call, { signal }) => {
      const result = await client.recordContactInfoStatus({ action: 'SKIP', flow: VUU_FLOW }, { signal });
      return { type: 'SKIP_RESULT', outcome: outcomeOf(result, () => null) };
    },
  ),
} satisfies RequestTable<IdentityClient, VuuCall, VuuEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const VUU_CLIENT_METHODS = clientMethodsOf(VUU_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type VuuClient = FlowClientOf<typeof VUU_REQUESTS>;
