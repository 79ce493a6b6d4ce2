import { clientSideError } from '../../core';
import type { Realm } from '../../client/wire';
import { toTicket } from '../auth-outcome';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';
import { row } from '../identity-requests';
import { browserCredentials, WEBAUTHN_NOT_ALLOWED, type CredentialsLike } from '../mfa/webauthn';
import type { RealmChoice } from '../state';
import { createPasskey } from './passkey-registration';

/** The realms the picker can offer: those with an id, named by their display name (else their name, else id). */
function toRealmChoices(realms: readonly Realm[]): RealmChoice[] {
  return realms.flatMap((realm) =>
    realm.realmId === undefined
      ? []
      : [
          {
            realmId: realm.realmId,
            displayName: realm.displayName ?? realm.realmName ?? realm.realmId,
            realmType: realm.realmType ?? null,
          },
        ],
  );
}

/**
 * Contact-info status plus the user's phone and name (seed 000 §4.7 needs both). A failed user read counts
 * as "nothing known", which asks for what the status requires.
 */
async function performContactInfo(
  client: Pick<FlowClient, 'getUserContactInfoStatus' | 'getUser'>,
  signal: AbortSignal,
): Promise<Extract<IdentityEvent, { type: 'CONTACT_INFO_RESULT' }>> {
  const [status, user] = await Promise.all([
    client.getUserContactInfoStatus({ flow: 'sign-in' }, { signal }),
    client.getUser({}, { signal }),
  ]);
  if (!status.ok) {
    return { type: 'CONTACT_INFO_RESULT', result: { ok: false, error: status.error } };
  }
  const data = user.ok ? user.data : null;
  return {
    type: 'CONTACT_INFO_RESULT',
    result: {
      ok: true,
      data: {
        status: {
          emailUpdateRequired: status.data.emailUpdateRequired,
          phoneUpdateRequired: status.data.phoneUpdateRequired,
          fullNameUpdateRequired: status.data.fullNameUpdateRequired,
        },
        user: {
          phones: (data?.phone ?? []).map((phone) =>
            phone.status !== undefined ? { status: phone.status } : {},
          ),
          givenName: data?.fullName?.givenName ?? null,
          surName: data?.fullName?.surName ?? null,
        },
      },
    },
  };
}

/**
 * Passkey registration from the post-auth prompt: the service's creation options (a platform authenticator:
 * the prompt offers "your face, fingerprint or passcode"), `navigator.credentials.create`, then the service
 * verifies the new credential. A verify answer that is not `verified` fails like a refusal.
 */
async function performRegisterPasskey(
  client: Pick<FlowClient, 'webauthnRegistrationOptions' | 'webauthnRegister'>,
  call: Extract<IdentityCall, { op: 'registerPasskey' }>,
  signal: AbortSignal,
  credentials: CredentialsLike | undefined,
): Promise<Extract<IdentityEvent, { type: 'PASSKEY_REGISTRATION_RESULT' }>> {
  const options = await client.webauthnRegistrationOptions(
    { offeringId: call.offeringId, authenticatorAttachment: 'platform' },
    { signal },
  );
  if (!options.ok) {
    return { type: 'PASSKEY_REGISTRATION_RESULT', result: { ok: false, error: options.error } };
  }
  const created = await createPasskey(credentials, options.data, signal);
  if (!created.ok) {
    return { type: 'PASSKEY_REGISTRATION_RESULT', result: created };
  }
  const verified = await client.webauthnRegister(
    { offeringId: call.offeringId, credential: created.credential },
    { signal },
  );
  if (verified.ok && !verified.data.verified) {
    return {
      type: 'PASSKEY_REGISTRATION_RESULT',
      result: { ok: false, error: clientSideError(WEBAUTHN_NOT_ALLOWED) },
    };
  }
  return { type: 'PASSKEY_REGISTRATION_RESULT', result: toOutcome(verified, () => null) };
}

/**
 * The post-auth flow's rows of the identity store's request table (request-table.ts): the contact-info check,
 * the verified-user update's Skip, the passkey registration and the OAuth code exchange.
 */
export const POST_AUTH_REQUESTS = {
  contactInfoStatus: row(
    'contactInfoStatus',
    'contactInfoStatus',
    'CONTACT_INFO_RESULT',
    ['getUserContactInfoStatus', 'getUser'],
    async (client, _call, { signal }) => performContactInfo(client, signal),
  ),
  recordContactInfoSkip: row(
    'recordContactInfoSkip',
    'recordContactInfoSkip',
    'VUU_SKIP_RESULT',
    ['recordContactInfoStatus'],
    async (client, _call, { signal }) => {
      const result = await client.recordContactInfoStatus({ action: 'SKIP', flow: 'sign-in' }, { signal });
      return { type: 'VUU_SKIP_RESULT', result: toOutcome(result, () => null) };
    },
  ),
  getRealms: row(
    'getRealms',
    'getRealms',
    'REALMS_RESULT',
    ['getRealms'],
    async (client, _call, { signal }) => {
      const result = await client.getRealms({}, { signal });
      return { type: 'REALMS_RESULT', result: toOutcome(result, (data) => toRealmChoices(data.realms)) };
    },
  ),
  createTicketWithUserRealm: row(
    'createTicketWithUserRealm',
    'createTicketWithUserRealm',
    'REALM_SET_RESULT',
    ['createTicketWithUserRealm'],
    async (client, call, { signal }) => {
      const result = await client.createTicketWithUserRealm({ realmId: call.realmId }, { signal });
      return {
        type: 'REALM_SET_RESULT',
        realmId: call.realmId,
        result: toOutcome(result, (data) => ({ iamTicket: toTicket(data.iamTicket) })),
      };
    },
  ),
  registerPasskey: row(
    'registerPasskey',
    'registerPasskey',
    'PASSKEY_REGISTRATION_RESULT',
    ['webauthnRegistrationOptions', 'webauthnRegister'],
    async (client, call, { signal, credentials }) =>
      performRegisterPasskey(client, call, signal, credentials ?? browserCredentials()),
  ),
  exchangeTicketForAuthCode: row(
    'exchangeTicketForAuthCode',
    'exchangeTicketForAuthCode',
    'OAUTH_EXCHANGE_RESULT',
    ['exchangeTicketForAuthCode', 'getUser'],
    async (client, call, { signal }) => performOAuthExchange(client, call, signal),
  ),
};

/**
 * The OAuth code exchange. PKCE is forwarded only with method S256 (QUALITY.md security 3); `state` is
 * passed byte-exact.
 */
async function performOAuthExchange(
  client: Pick<FlowClient, 'exchangeTicketForAuthCode' | 'getUser'>,
  call: Extract<IdentityCall, { op: 'exchangeTicketForAuthCode' }>,
  signal: AbortSignal,
): Promise<Extract<IdentityEvent, { type: 'OAUTH_EXCHANGE_RESULT' }>> {
  const { request } = call;
  const pkce =
    request.codeChallenge !== undefined && request.codeChallengeMethod === 'S256'
      ? { codeChallenge: request.codeChallenge, codeChallengeMethod: 'S256' as const }
      : {};
  const result = await client.exchangeTicketForAuthCode(
    {
      responseType: request.responseType ?? 'code',
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      ...(request.state !== undefined ? { state: request.state } : {}),
      ...(request.scope !== undefined ? { scope: request.scope } : {}),
      ...(request.xUserAal !== undefined ? { xUserAAL: request.xUserAal } : {}),
      ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
      ...pkce,
    },
    { signal },
  );
  if (!result.ok || !call.lookupUsername) {
    return { type: 'OAUTH_EXCHANGE_RESULT', result: toOutcome(result, (data) => ({ code: data.code })) };
  }
  // Seed 000 §4.6: "If no username is known ... the user is looked up (operation recovery-info) to add
  // x_username." A failed lookup only leaves x_username out; it never blocks the hand-off.
  const user = await client.getUser({ operation: 'recovery-info' }, { signal });
  const username = user.ok ? (user.data.username ?? null) : null;
  return { type: 'OAUTH_EXCHANGE_RESULT', result: { ok: true, data: { code: result.data.code, username } } };
}
