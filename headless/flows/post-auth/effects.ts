import type { AttemptContext } from '../../core';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';

type PostAuthCall = Extract<IdentityCall, { op: 'exchangeTicketForAuthCode' }>;

export function isPostAuthCall(call: IdentityCall): call is PostAuthCall {
  return call.op === 'exchangeTicketForAuthCode';
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
  return { type: 'OAUTH_EXCHANGE_RESULT', result: toOutcome(result, (data) => ({ code: data.code })) };
}
