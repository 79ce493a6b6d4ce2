/**
 * User-id manager (seed 000 §2.1 v3 "user-id manager"; seed 001 §2 widget `userid`): rules and request table.
 * The new id follows the sign-up user-id rule (seed 001 §5: 4 to 256 characters, no whitespace) and the
 * availability rule of the collision checker (seed 000 §5, §7.2: POST username_availability with the trimmed
 * id; available only when the answer says `compliant`). The user id signs the user in, so changing it is a
 * sensitive write (seed 000 §7.3 updateUser's credential fields): the ticket check comes first.
 */
import type { IdentityClient } from '../../../client';
import { clientSideError } from '../../../core';
import { isAvailabilityAllowed, validateUserId } from '../../../../rules';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import type { SectionRules } from '../section/machine';
import { toOutcome, withStepUp, type SectionRequestTable } from '../section/requests';

/** What the user-id section shows. */
export interface UserIdData {
  /** The user id the user signs in with (the service's `username`), or '' when it has none. */
  readonly username: string;
}

/** What the user-id form sends. */
export interface UserIdInput {
  readonly username: string;
}

/** The code of a user id the availability check refused (catalogue: "user ID already taken"). */
export const USER_ID_TAKEN = 'DUPLICATE_USER';

/** The client methods the section calls. */
export const USER_ID_CLIENT_METHODS = [
  'getUser',
  'verifyTicket',
  'checkUsernameAvailability',
  'updateUser',
] as const;
/** The client calls the user-id manager makes. */
export type UserIdClient = Pick<IdentityClient, (typeof USER_ID_CLIENT_METHODS)[number]>;

function userIdOf(user: { readonly username?: string | undefined }): UserIdData {
  return { username: user.username ?? '' };
}

/** The section's pure rules: the sign-up user-id rule on the trimmed value. */
export const USER_ID_RULES: SectionRules<UserIdData, UserIdInput> = {
  slot: 'accountUserId',
  name: 'account.userId',
  loads: true,
  validate: (input) => {
    const result = validateUserId(input.username.trim());
    return result.valid ? {} : { username: result.reason };
  },
  verifyAfterSave: () => null,
};

/** The user-id section's request table, with the level a change needs. */
export function userIdRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<UserIdClient, UserIdData, UserIdInput> {
  return {
    load: {
      calls: ['getUser'],
      run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), userIdOf),
    },
    save: {
      calls: ['verifyTicket', 'checkUsernameAvailability', 'updateUser'],
      run: async (client, { input, current }, context) => {
        const username = input.username.trim();
        // The user's own id is not "taken": saving it unchanged sends nothing.
        if (current !== null && username === current.username) {
          return { ok: true, data: current };
        }
        return withStepUp(client, stepUpAal, context, async () => {
          const { signal } = context;
          const available = await client.checkUsernameAvailability({ username }, { signal });
          if (!available.ok) {
            return { ok: false, error: available.error };
          }
          if (!isAvailabilityAllowed(available.data)) {
            return { ok: false, error: clientSideError(USER_ID_TAKEN) };
          }
          return toOutcome(await client.updateUser({ username }, { signal }), userIdOf);
        });
      },
    },
  };
}
