/**
 * Full-name manager (seed 000 §2.1 v3 "full-name manager"; seed 001 §2 widget `fullname`): its rules and
 * its request table (operation -> client call -> result event, see ../section/requests.ts).
 */
import type { IdentityClient } from '../../../client';
import { validateFirstName, validateLastName } from '../../../../rules';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';
import { fullNameOf, type FullNameData } from '../section/user-data';

/** What the full-name form sends (seed 001 §5: 1 to 35 characters each; middle name optional). */
export interface FullNameInput {
  readonly givenName: string;
  readonly middleName?: string;
  readonly surName: string;
}

/** The client methods the section calls (its request table's `calls`). */
export const FULL_NAME_CLIENT_METHODS = ['getUser', 'updateUser'] as const;
/** The client calls the full-name manager makes. */
export type FullNameClient = Pick<IdentityClient, (typeof FULL_NAME_CLIENT_METHODS)[number]>;

/** The section's pure rules: its slot, its checks, what a saved edit must verify. */
export const FULL_NAME_RULES: SectionRules<FullNameData, FullNameInput> = {
  slot: 'accountFullName',
  name: 'account.fullName',
  loads: true,
  validate: (input) => {
    const errors: Record<string, string> = {};
    const given = validateFirstName(input.givenName);
    if (!given.valid) {
      errors['givenName'] = given.reason;
    }
    const middle = validateFirstName(input.middleName ?? '', { optional: true });
    if (!middle.valid) {
      errors['middleName'] = middle.reason;
    }
    const sur = validateLastName(input.surName);
    if (!sur.valid) {
      errors['surName'] = sur.reason;
    }
    return errors;
  },
  // A name is not a contact: nothing to verify.
  verifyAfterSave: () => null,
};

/** operation -> client call -> result event (LOAD_RESULT, SAVE_RESULT). */
export const FULL_NAME_REQUESTS: SectionRequestTable<FullNameClient, FullNameData, FullNameInput> = {
  load: {
    calls: ['getUser'],
    run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), fullNameOf),
  },
  save: {
    calls: ['updateUser'],
    run: async (client, { input }, { signal }) => {
      const middle = input.middleName?.trim() ?? '';
      const result = await client.updateUser(
        {
          fullName: {
            givenName: input.givenName.trim(),
            ...(middle !== '' ? { middleName: middle } : {}),
            surName: input.surName.trim(),
          },
        },
        { signal },
      );
      return toOutcome(result, fullNameOf);
    },
  },
};
