/**
 * MFA settings (seed 000 §2.1 v3 "MFA manager"; seed 001 §2 widget `mfa`, namespace `mfa-manager`): rules
 * and request table. Two-step verification is the security preference MFA_OPT_IN_STATUS (seed 001 §4:
 * ENABLED or DISABLED); the channels are the verified phone (text, call), the verified email and the
 * authenticator app (TOTP_STATUS, a read-only preference the service reports). Turning two-step
 * verification on or off is a sensitive write (step-up first). The authenticator app is set up with the
 * sign-in flow's own TOTP enrolment (generate key, local QR, first code), see the UI's MfaManager.
 */
import type { IdentityClient } from '../../../client';
import type { UserResponse } from '../../../client/wire/users';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import { normaliseCode, type SectionRules } from '../section/machine';
import { toOutcome, withStepUp, type SectionRequestTable } from '../section/requests';
import { emailOf, phoneOf } from '../section/user-data';

/** The security preference of two-step verification (seed 001 §4). */
export const MFA_OPT_IN_KEY = 'MFA_OPT_IN_STATUS';
/** The read-only preference that says an authenticator app is set up (chosen: the spec shows none). */
export const TOTP_STATUS_KEY = 'TOTP_STATUS';

/** One way to receive a second factor. */
export interface MfaChannel {
  readonly type: 'SMS' | 'VOICE' | 'EMAIL' | 'TOTP';
  /** The phone number or email address; null for the authenticator app. */
  readonly destination: string | null;
}

/** What the MFA section shows. */
export interface MfaData {
  /** Two-step verification is on (MFA_OPT_IN_STATUS ENABLED). */
  readonly isEnabled: boolean;
  /** The channels a second factor can use now (verified contacts and an authenticator app). */
  readonly channels: readonly MfaChannel[];
  /** An authenticator app is set up. */
  readonly hasAuthenticatorApp: boolean;
}

/**
 * What the MFA form sends: turn two-step verification on or off, or remove the authenticator app with a
 * current code from it (POST users/me/totp_key/deactivate `verificationCode`: the code proves the app is the
 * user's; it is a secret, only in the request body).
 */
export type MfaInput =
  { readonly enabled: boolean } | { readonly removeAuthenticatorApp: true; readonly code: string };

/** The client methods the MFA section calls. */
export const MFA_CLIENT_METHODS = [
  'getUser',
  'verifyTicket',
  'updateMySecurityPrefs',
  'deactivateTotpKey',
] as const;
/** The client calls the MFA section makes. */
export type MfaClient = Pick<IdentityClient, (typeof MFA_CLIENT_METHODS)[number]>;

function prefOf(user: Pick<UserResponse, 'securityPref'>, key: string): string | null {
  return user.securityPref?.find((pref) => pref.key === key)?.value ?? null;
}

/** The MFA data of a user (pure). */
export function mfaDataOf(user: Pick<UserResponse, 'securityPref' | 'phone' | 'email'>): MfaData {
  const phone = phoneOf(user);
  const email = emailOf(user);
  const totp = prefOf(user, TOTP_STATUS_KEY) === 'ENABLED';
  return {
    isEnabled: prefOf(user, MFA_OPT_IN_KEY) === 'ENABLED',
    hasAuthenticatorApp: totp,
    channels: [
      ...(phone?.isVerified === true
        ? [
            { type: 'SMS' as const, destination: phone.value },
            { type: 'VOICE' as const, destination: phone.value },
          ]
        : []),
      ...(email?.isVerified === true ? [{ type: 'EMAIL' as const, destination: email.value }] : []),
      ...(totp ? [{ type: 'TOTP' as const, destination: null }] : []),
    ],
  };
}

/** The section's pure rules: its slot, its checks, what a saved edit must verify. */
export const MFA_RULES: SectionRules<MfaData, MfaInput> = {
  slot: 'accountMfa',
  name: 'account.mfa',
  loads: true,
  validate: (input) => {
    if (!('code' in input)) {
      return {};
    }
    const code = normaliseCode(input.code);
    return /^\d{6}$/.test(code) ? {} : { code: code === '' ? 'required' : 'invalid' };
  },
  verifyAfterSave: () => null,
};

/** The MFA section's request table, with the level a change of two-step verification needs. */
export function mfaRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<MfaClient, MfaData, MfaInput> {
  return {
    load: {
      calls: ['getUser'],
      run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), mfaDataOf),
    },
    save: {
      calls: ['verifyTicket', 'updateMySecurityPrefs', 'deactivateTotpKey', 'getUser'],
      run: (client, { input }, context) =>
        withStepUp(client, stepUpAal, context, async () => {
          const { signal } = context;
          const saved =
            'code' in input
              ? await client.deactivateTotpKey({ verificationCode: normaliseCode(input.code) }, { signal })
              : await client.updateMySecurityPrefs(
                  { securityPref: [{ key: MFA_OPT_IN_KEY, value: input.enabled ? 'ENABLED' : 'DISABLED' }] },
                  { signal },
                );
          if (!saved.ok) {
            return { ok: false, error: saved.error };
          }
          return toOutcome(await client.getUser({}, { signal }), mfaDataOf);
        }),
    },
  };
}
