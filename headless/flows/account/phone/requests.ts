/**
 * Phone manager (seed 000 §2.1 v3 "phone manager"; seed 001 §2 widget `phone`, namespace `phone-manager`):
 * rules and request table. A new number is saved UNCONFIRMED, then verified by an SMS code sent to it
 * (seed 001 §7 users confirmations, confirm type CODE). Replacing a verified number is a sensitive write
 * (step-up first, ../section/requests.ts `withStepUp`); seed 001 §4: the service switches two-step
 * authentication off when the number changes, so the UI says so before saving.
 */
import type { IdentityClient } from '../../../client';
import { validateIntlPhone, validateUsPhone } from '../../../../rules';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import { phoneCodeRefusal } from '../../phone-validation';
import type { SectionRules } from '../section/machine';
import { toOutcome, withStepUp, type SectionRequestTable } from '../section/requests';
import { phoneOf, type ContactData } from '../section/user-data';

/** What the phone form sends: a US number (10 digits) or an international one with its dial code. */
export interface PhoneInput {
  readonly phoneNumber: string;
}

/** The phone section's data: the primary number, or null when the account has none. */
export type PhoneData = ContactData | null;

/** The client methods the section calls (its request table's `calls`). */
export const PHONE_CLIENT_METHODS = [
  'getUser',
  'validatePhoneNumber',
  'verifyTicket',
  'updateUser',
  'createChannelConfirmation',
  'confirmChannel',
] as const;
/** The client calls the phone manager makes. */
export type PhoneClient = Pick<IdentityClient, (typeof PHONE_CLIENT_METHODS)[number]>;

/** A number with a `+` is checked as international (seed 001 §5), else as a US number. */
export function validatePhoneInput(value: string): ReturnType<typeof validateUsPhone> {
  return value.trim().startsWith('+') ? validateIntlPhone(value) : validateUsPhone(value);
}

/** The section's pure rules: its slot, its checks, what a saved edit must verify. */
export const PHONE_RULES: SectionRules<PhoneData, PhoneInput> = {
  slot: 'accountPhone',
  name: 'account.phone',
  loads: true,
  validate: (input) => {
    const checked = validatePhoneInput(input.phoneNumber);
    return checked.valid ? {} : { phoneNumber: checked.reason };
  },
  verifyAfterSave: (saved) => (saved !== null && !saved.isVerified ? saved.value : null),
};

/** The phone section's request table, with the level a verified number's replacement needs. */
export function phoneRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<PhoneClient, PhoneData, PhoneInput> {
  return {
    load: {
      calls: ['getUser'],
      run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), phoneOf),
    },
    save: {
      calls: ['validatePhoneNumber', 'verifyTicket', 'updateUser'],
      run: async (client, { input, current }, context) => {
        // Seed 001 §4: the number is verified by a text, so one texts cannot reach is refused before it is saved.
        const refusal = await phoneCodeRefusal(client, input.phoneNumber, 'SMS', context);
        if (refusal !== null) {
          return { ok: false, error: refusal };
        }
        // Adding a first number (or fixing an unverified one) is not a takeover risk: no step-up.
        return withStepUp(client, current?.isVerified === true ? stepUpAal : null, context, async () =>
          toOutcome(
            await client.updateUser({ mobileNumber: input.phoneNumber.trim() }, { signal: context.signal }),
            phoneOf,
          ),
        );
      },
    },
    send: {
      calls: ['createChannelConfirmation'],
      run: async (client, target, { signal }) =>
        toOutcome(
          await client.createChannelConfirmation(
            { userId: 'me', channelType: 'SMS', confirmType: 'CODE', phoneNumber: target },
            { signal },
          ),
          (data) => ({ confirmationId: data.confirmationId }),
        ),
    },
    verify: {
      calls: ['confirmChannel', 'getUser'],
      run: async (client, { confirmationId, code }, { signal }) => {
        const confirmed = await client.confirmChannel(
          {
            userId: 'me',
            confirmationId,
            channelType: 'SMS',
            challengeToken: [{ type: 'SMS_OTP', value: code }],
          },
          { signal },
        );
        if (!confirmed.ok) {
          return { ok: false, error: confirmed.error };
        }
        return toOutcome(await client.getUser({}, { signal }), phoneOf);
      },
    },
  };
}
