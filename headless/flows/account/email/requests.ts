/**
 * Email manager (seed 000 §2.1 v3 "email manager"; seed 001 §2 widget `email`): rules and request table.
 * A new address is saved UNCONFIRMED, then verified by a 6-digit code (seed 000 §7.3 email verification v2,
 * EMAIL_OTP). Replacing a verified address is a sensitive write (step-up first). Before the change the address
 * goes to the email-validity service (seed 000 §5: an email change is checked like sign-up's; not allowed when
 * the first status is warning or error), so a refused address asks for no step-up and writes nothing.
 */
import type { IdentityClient } from '../../../client';
import { clientSideError } from '../../../core';
import { isEmailAllowed, validateEmail } from '../../../../rules';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import type { SectionRules } from '../section/machine';
import { toOutcome, withStepUp, type SectionRequestTable } from '../section/requests';
import { emailOf, type ContactData } from '../section/user-data';

/** What the email form sends. */
export interface EmailInput {
  readonly email: string;
}

/** The email section's data: the address, or null when the account has none. */
export type EmailData = ContactData | null;

/** The code of an address the email-validity service does not allow (catalogue: "isn't valid"). */
const EMAIL_NOT_ALLOWED = 'INVALID_EMAIL';

/** The client methods the section calls (its request table's `calls`). */
export const EMAIL_CLIENT_METHODS = [
  'getUser',
  'validateEmailAddress',
  'verifyTicket',
  'updateUser',
  'sendVerificationEmailV2',
  'confirmEmailVerificationV2',
] as const;
/** The client calls the email manager makes. */
export type EmailClient = Pick<IdentityClient, (typeof EMAIL_CLIENT_METHODS)[number]>;

/** The section's pure rules: its slot, its checks, what a saved edit must verify. */
export const EMAIL_RULES: SectionRules<EmailData, EmailInput> = {
  slot: 'accountEmail',
  name: 'account.email',
  loads: true,
  validate: (input) => {
    const checked = validateEmail(input.email);
    return checked.valid ? {} : { email: checked.reason };
  },
  verifyAfterSave: (saved) => (saved !== null && !saved.isVerified ? saved.value : null),
};

/** The email section's request table, with the level a verified address's replacement needs. */
export function emailRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<EmailClient, EmailData, EmailInput> {
  return {
    load: {
      calls: ['getUser'],
      run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), emailOf),
    },
    save: {
      calls: ['validateEmailAddress', 'verifyTicket', 'updateUser'],
      run: async (client, { input, current }, context) => {
        const email = input.email.trim();
        const checked = await client.validateEmailAddress({ address: email }, { signal: context.signal });
        if (!checked.ok) {
          return { ok: false, error: checked.error };
        }
        if (!isEmailAllowed(checked.data)) {
          return { ok: false, error: clientSideError(EMAIL_NOT_ALLOWED) };
        }
        return withStepUp(client, current?.isVerified === true ? stepUpAal : null, context, async () =>
          toOutcome(await client.updateUser({ email }, { signal: context.signal }), emailOf),
        );
      },
    },
    send: {
      calls: ['sendVerificationEmailV2'],
      run: async (client, target, { signal }) =>
        toOutcome(
          await client.sendVerificationEmailV2(
            { email: target, confirmType: 'CODE', channelType: 'EMAIL' },
            { signal },
          ),
          (data) => ({ confirmationId: data.confirmationId }),
        ),
    },
    verify: {
      calls: ['confirmEmailVerificationV2', 'getUser'],
      run: async (client, { confirmationId, code }, { signal }) => {
        const confirmed = await client.confirmEmailVerificationV2(
          { confirmationId, tokenType: 'EMAIL_OTP', token: code },
          { signal },
        );
        if (!confirmed.ok) {
          return { ok: false, error: confirmed.error };
        }
        return toOutcome(await client.getUser({}, { signal }), emailOf);
      },
    },
  };
}
