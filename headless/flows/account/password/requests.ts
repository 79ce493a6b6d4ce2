/**
 * Password manager (seed 000 §2.1 v3 "password manager"; seed 001 §2 widget `password`): rules and request
 * table. Always a sensitive write: the session must be at the offering's level first (step-up), and the
 * current password travels with the new one (the service checks it; seed 001 §5 "must differ from the
 * current and previous passwords" comes back as PREVIOUSLY_USED_PASSWORD). The rules are the sign-up
 * field's (rules' validatePassword); the passwords exist only in the request body.
 *
 * Sign out elsewhere: seed 001 §7 DELETE users/me/device_access ends the account's other sessions; the
 * form offers it as a checkbox (the service offers the call, so the option is on by default in the UI).
 */
import type { IdentityClient } from '../../../client';
import { matchesConfirmation, validatePassword } from '../../../../rules';
import { CREDENTIAL_WRITE_AAL } from '../../../../rules/constants';
import type { SectionRules } from '../section/machine';
import { withStepUp, type SectionRequestTable } from '../section/requests';

/** What the password form sends (secrets: kept only in the request). */
export interface PasswordInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The confirmation field; omit it when the form has none (seed 001 noConfirmPasswordField). */
  readonly confirmPassword?: string;
  /** End the account's other sessions once the password changed. */
  readonly signOutElsewhere?: boolean;
}

/** What the section knows after a change: whether other sessions were signed out. */
export interface PasswordData {
  readonly signedOutElsewhere: boolean;
  /** The password changed but ending the other sessions failed (the user may try again from the devices page). */
  readonly signOutFailed: boolean;
}

/** The client methods the section calls (its request table's `calls`). */
export const PASSWORD_CLIENT_METHODS = ['verifyTicket', 'updateUser', 'deleteDeviceAccess'] as const;
/** The client calls the password manager makes. */
export type PasswordClient = Pick<IdentityClient, (typeof PASSWORD_CLIENT_METHODS)[number]>;

/** The section's pure rules: its slot, its checks, what a saved edit must verify. */
export const PASSWORD_RULES: SectionRules<PasswordData | null, PasswordInput> = {
  slot: 'accountPassword',
  name: 'account.password',
  // Nothing to show before a change: the section opens on its view ("Change password").
  loads: false,
  validate: (input) => {
    const errors: Record<string, string> = {};
    if (input.currentPassword === '') {
      errors['currentPassword'] = 'required';
    }
    const checked = validatePassword(input.newPassword);
    if (!checked.valid) {
      errors['newPassword'] = checked.reason;
    } else if (
      input.confirmPassword !== undefined &&
      !matchesConfirmation(input.newPassword, input.confirmPassword)
    ) {
      errors['confirmPassword'] = input.confirmPassword === '' ? 'required' : 'mismatch';
    }
    return errors;
  },
  verifyAfterSave: () => null,
};

/** The password section's request table (`stepUpAal` null leaves the decision to the service). */
export function passwordRequests(
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<PasswordClient, PasswordData | null, PasswordInput> {
  return {
    save: {
      calls: ['verifyTicket', 'updateUser', 'deleteDeviceAccess'],
      run: (client, { input }, context) =>
        withStepUp(client, stepUpAal, context, async () => {
          const { signal } = context;
          const changed = await client.updateUser(
            { newPassword: input.newPassword, password: input.currentPassword },
            { signal },
          );
          if (!changed.ok) {
            return { ok: false, error: changed.error };
          }
          if (input.signOutElsewhere !== true) {
            return { ok: true, data: { signedOutElsewhere: false, signOutFailed: false } };
          }
          // The password changed either way (a retry would fail on the old current password): a failed
          // sign-out elsewhere is reported as data, not as a failed change.
          const ended = await client.deleteDeviceAccess({}, { signal });
          return { ok: true, data: { signedOutElsewhere: ended.ok, signOutFailed: !ended.ok } };
        }),
    },
  };
}
