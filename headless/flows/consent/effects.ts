import type { IdentityClient } from '../../client';
import type { AttemptContext, IdentityErrorShape } from '../../core';
import { outcomeOf } from '../standalone/flow-store';
import type { ConsentCall, ConsentEvent } from './machine';

export const CONSENT_CLIENT_METHODS = [
  'getOAuthConsents',
  'updateAuthorizationFlow',
  'collectConsent',
] as const;
export type ConsentClient = Pick<IdentityClient, (typeof CONSENT_CLIENT_METHODS)[number]>;

/** Runs one consent call (seed 001 §7 OAuth and consent: /op/v1 consents, update_authorization_flow, users/consent). */
export async function performConsent(
  client: ConsentClient,
  call: ConsentCall,
  { signal }: AttemptContext,
): Promise<ConsentEvent> {
  switch (call.op) {
    case 'check': {
      const result = await client.getOAuthConsents({ clientId: call.clientId }, { signal });
      return {
        type: 'CHECK_RESULT',
        outcome: outcomeOf(result, (data) => ({
          granted: data.consents.some((c) => c.clientId === call.clientId),
        })),
      };
    }
    case 'grant': {
      if (call.records.length > 0) {
        const collected = await client.collectConsent(
          { consents: call.records.map((r) => ({ ...r })) },
          { signal },
        );
        if (!collected.ok) {
          return { type: 'GRANT_RESULT', outcome: { ok: false, error: collected.error } };
        }
      }
      if (call.request === null) {
        return { type: 'GRANT_RESULT', outcome: { ok: true, data: { redirectUrl: null } } };
      }
      const { prompt: _prompt, ...request } = call.request;
      const result = await client.updateAuthorizationFlow(
        { ...request, consentStatus: 'GRANTED', loginStatus: 'SUCCESS' },
        { signal },
      );
      return {
        type: 'GRANT_RESULT',
        outcome: outcomeOf(result, (data) => ({ redirectUrl: data.redirectUrl ?? null })),
      };
    }
    case 'decline': {
      const { prompt: _prompt, ...request } = call.request;
      const result = await client.updateAuthorizationFlow(
        { ...request, consentStatus: 'DENIED' },
        { signal },
      );
      return { type: 'DECLINE_RESULT', outcome: outcomeOf(result, () => null) };
    }
    default:
      return call satisfies never;
  }
}

export function consentCrashed(call: ConsentCall, error: IdentityErrorShape): ConsentEvent {
  const outcome = { ok: false as const, error };
  switch (call.op) {
    case 'check':
      return { type: 'CHECK_RESULT', outcome };
    case 'grant':
      return { type: 'GRANT_RESULT', outcome };
    case 'decline':
      return { type: 'DECLINE_RESULT', outcome };
    default:
      return call satisfies never;
  }
}
