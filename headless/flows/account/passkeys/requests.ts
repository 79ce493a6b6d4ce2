/**
 * Passkeys of the signed-in user (issue 20 MFA settings): list, register, deregister. Rules and request table.
 *
 * What the spec gives (seed 000 §3.3, §7.1, §9): the dereg call `POST {webauthn-base}/dereg` with offeringId,
 * identifierType `userIdPseudonym` and identifier (the user's pseudonym, from the ticket), and the
 * registration cookie iux_webauthn_reg (730 days, count 3). Neither spec shows a call that lists passkeys, and
 * the dereg payload names the user, not a credential. Chosen (README, "Passkeys"):
 * - The list is what the service already returns elsewhere: the registration options' `excludeCredentials`
 *   (the user's registered credential ids and transports, WebAuthn Level 3). Loading it starts no ceremony
 *   the user sees; the challenge it issues is replaced by the next one.
 * - Remove deregisters the user's passkeys as the payload says: all of them at once (the UI says so).
 * - Register runs options -> `navigator.credentials.create` -> registration/verify, then lists again. A
 *   registered passkey sets the prompt cookie to its cap, so the post-sign-in "create a passkey" prompt stops
 *   asking on this browser; a removal sets it back to 0, so the prompt may offer one again.
 * Both writes are sensitive (a passkey signs the user in): the ticket check at the offering's level comes first.
 */
import type { IdentityClient } from '../../../client';
import { credentialToJSON, type CredentialLike } from '../../../client/webauthn';
import type { WebauthnRegistrationOptionsResponse } from '../../../client/wire';
import { clientSideError, type AttemptContext } from '../../../core';
import { CREDENTIAL_WRITE_AAL, WEBAUTHN_REG_COOKIE } from '../../../../rules/constants';
import { fromBase64url, WEBAUTHN_NOT_ALLOWED, WEBAUTHN_UNSUPPORTED } from '../../mfa/webauthn';
import { webAuthnPromptCookie } from '../../post-auth/webauthn-prompt-cookie';
import type { Outcome } from '../../outcome-data';
import type { SectionRules } from '../section/machine';
import type { SectionRequestTable } from '../section/requests';

/** One registered passkey as the service lists it (no key material). */
export interface PasskeyEntry {
  /** The credential id (base64url). */
  readonly id: string;
  /** How the authenticator is reached (`internal`, `usb`, `hybrid`, ...). */
  readonly transports: readonly string[];
}

/** What the passkeys section shows. */
export interface PasskeyData {
  readonly passkeys: readonly PasskeyEntry[];
}

/** What a save does: register a passkey on this device, or deregister the user's passkeys. */
export interface PasskeyInput {
  readonly action: 'register' | 'remove';
}

/** The part of `navigator.credentials` registration uses (injectable for tests). */
export interface CredentialsCreator {
  /** `navigator.credentials.create`: resolves to the new credential (a `PublicKeyCredential`). */
  create(options: CredentialCreationOptions): Promise<unknown>;
}

/** The client methods the section calls. */
export const PASSKEY_CLIENT_METHODS = [
  'verifyTicket',
  'webauthnRegistrationOptions',
  'webauthnRegister',
  'webauthnDereg',
] as const;
/** The client calls the passkeys section makes. */
export type PasskeyClient = Pick<IdentityClient, (typeof PASSKEY_CLIENT_METHODS)[number]>;

/** Where the section's side effects go (the browser's by default, see usePasskeyManager). */
export interface PasskeyDevice {
  /** `navigator.credentials`, or undefined where WebAuthn is missing. */
  readonly credentials: CredentialsCreator | undefined;
  /** Writes the iux_webauthn_reg cookie (a count, never a secret). */
  readonly writeCookie: (cookie: string) => void;
}

/** The list from the registration options (pure). */
export function passkeyDataOf(
  options: Pick<WebauthnRegistrationOptionsResponse, 'excludeCredentials'>,
): PasskeyData {
  return {
    passkeys: (options.excludeCredentials ?? []).map((credential) => ({
      id: credential.id,
      transports: credential.transports ?? [],
    })),
  };
}

/** WebAuthn Level 3 JSON creation options -> the binary form `credentials.create` takes. */
export function toCreationOptions(
  options: WebauthnRegistrationOptionsResponse,
): PublicKeyCredentialCreationOptions {
  return {
    rp: options.rp,
    user: { ...options.user, id: fromBase64url(options.user.id) },
    challenge: fromBase64url(options.challenge),
    pubKeyCredParams: options.pubKeyCredParams,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.attestation !== undefined
      ? { attestation: options.attestation as AttestationConveyancePreference }
      : {}),
    ...(options.authenticatorSelection !== undefined
      ? { authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria }
      : {}),
    excludeCredentials: (options.excludeCredentials ?? []).map((credential) => ({
      id: fromBase64url(credential.id),
      type: 'public-key' as const,
      ...(credential.transports !== undefined
        ? { transports: credential.transports as AuthenticatorTransport[] }
        : {}),
    })),
  };
}

/** The section's rules: nothing typed to check. */
export const PASSKEY_RULES: SectionRules<PasskeyData, PasskeyInput> = {
  slot: 'accountPasskeys',
  name: 'account.passkeys',
  loads: true,
  validate: () => ({}),
  verifyAfterSave: () => null,
};

async function list(client: PasskeyClient, signal: AbortSignal): Promise<Outcome<PasskeyData>> {
  const options = await client.webauthnRegistrationOptions({}, { signal });
  return options.ok ? { ok: true, data: passkeyDataOf(options.data) } : { ok: false, error: options.error };
}

async function register(
  client: PasskeyClient,
  device: PasskeyDevice,
  { signal }: AttemptContext,
): Promise<Outcome<PasskeyData>> {
  if (device.credentials === undefined) {
    return { ok: false, error: clientSideError(WEBAUTHN_UNSUPPORTED) };
  }
  const options = await client.webauthnRegistrationOptions({}, { signal });
  if (!options.ok) {
    return { ok: false, error: options.error };
  }
  let credential: unknown;
  try {
    credential = await device.credentials.create({ publicKey: toCreationOptions(options.data), signal });
  } catch {
    // NotAllowedError (cancelled, timed out), InvalidStateError (already registered here): no detail shown.
    return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
  }
  if (typeof credential !== 'object' || credential === null || !('rawId' in credential)) {
    return { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) };
  }
  const registered = await client.webauthnRegister(
    { credential: credentialToJSON(credential as CredentialLike) },
    { signal },
  );
  if (!registered.ok) {
    return { ok: false, error: registered.error };
  }
  // This browser has a passkey now: the post-sign-in prompt has nothing left to offer (seed 000 §9 cap).
  device.writeCookie(webAuthnPromptCookie(WEBAUTHN_REG_COOKIE.maxCount));
  return list(client, signal);
}

async function deregister(
  client: PasskeyClient,
  device: PasskeyDevice,
  aal: number | null,
  { signal }: AttemptContext,
): Promise<Outcome<PasskeyData>> {
  // The ticket check is also where the pseudonym comes from (seed 000 §3.3 identifier).
  const ticket = await client.verifyTicket(aal !== null ? { authnLevel: String(aal) } : {}, { signal });
  if (!ticket.ok) {
    return { ok: false, error: ticket.error };
  }
  const pseudonym = ticket.data.iamTicket.userIdPseudonym;
  if (pseudonym === undefined) {
    return { ok: false, error: clientSideError('CONFIGURATION_ERROR') };
  }
  const removed = await client.webauthnDereg(
    { identifierType: 'userIdPseudonym', identifier: pseudonym },
    { signal },
  );
  if (!removed.ok) {
    return { ok: false, error: removed.error };
  }
  device.writeCookie(webAuthnPromptCookie(0));
  return { ok: true, data: { passkeys: [] } };
}

/** The passkeys section's request table, with the level a change needs and the browser it runs in. */
export function passkeyRequests(
  device: PasskeyDevice,
  stepUpAal: number | null = CREDENTIAL_WRITE_AAL,
): SectionRequestTable<PasskeyClient, PasskeyData, PasskeyInput> {
  return {
    load: {
      calls: ['webauthnRegistrationOptions'],
      run: (client, _arg, { signal }) => list(client, signal),
    },
    save: {
      calls: ['verifyTicket', 'webauthnRegistrationOptions', 'webauthnRegister', 'webauthnDereg'],
      run: async (client, { input }, context) => {
        if (input.action === 'remove') {
          return deregister(client, device, stepUpAal, context);
        }
        if (stepUpAal !== null) {
          const ticket = await client.verifyTicket(
            { authnLevel: String(stepUpAal) },
            { signal: context.signal },
          );
          if (!ticket.ok) {
            return { ok: false, error: ticket.error };
          }
        }
        return register(client, device, context);
      },
    },
  };
}
