import type { AttemptContext } from '../../core';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';

type PostAuthCall = Extract<
  IdentityCall,
  { op: 'exchangeTicketForAuthCode' | 'contactInfoStatus' | 'recordContactInfoSkip' }
>;

export function isPostAuthCall(call: IdentityCall): call is PostAuthCall {
  return (
    call.op === 'exchangeTicketForAuthCode' ||
    call.op === 'contactInfoStatus' ||
    call.op === 'recordContactInfoSkip'
  );
}

/**
 * Contact-info status plus the user's phone and name (seed 000 §4.7 needs both). A failed user read counts
 * as "nothing known", which asks for what the status requires.
 */
async function performContactInfo(client: FlowClient, signal: AbortSignal): Promise<IdentityEvent> {
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
 * The OAuth code exchange. PKCE is forwarded only with method S256 (QUALITY.md security 3); `state` is
 * passed byte-exact.
 */
export async function performPostAuthCall(
  client: FlowClient,
  call: PostAuthCall,
  { signal }: AttemptContext,
): Promise<IdentityEvent> {
  if (call.op === 'contactInfoStatus') {
    return performContactInfo(client, signal);
  }
  if (call.op === 'recordContactInfoSkip') {
    const result = await client.recordContactInfoStatus({ action: 'SKIP', flow: 'sign-in' }, { signal });
    return { type: 'VUU_SKIP_RESULT', result: toOutcome(result, () => null) };
  }
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
