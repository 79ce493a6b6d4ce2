import type { IdentityClient } from '../../client';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import { clientMethodsOf, flowRowsFor, outcomeOf, type FlowClientOf } from '../standalone/flow-store';
import type { ConsentCall, ConsentEvent } from './machine';

const row = flowRowsFor<ConsentCall, ConsentEvent>();

/** The flow's request table (seed 001 §7 OAuth and consent: /op/v1 consents, update_authorization_flow, users/consent). */
export const CONSENT_REQUESTS = {
  check: row('check', 'consent', 'CHECK_RESULT', ['getOAuthConsents'], async (client, call, { signal }) => {
    const result = await client.getOAuthConsents({ clientId: call.clientId }, { signal });
    return {
      type: 'CHECK_RESULT',
      outcome: outcomeOf(result, (data) => ({
        granted: data.consents.some((c) => c.clientId === call.clientId),
      })),
    };
  }),
  grant: row(
    'grant',
    'consent',
    'GRANT_RESULT',
    ['collectConsent', 'updateAuthorizationFlow'],
    async (client, call, { signal }) => {
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
    },
  ),
  decline: row(
    'decline',
    'consent',
    'DECLINE_RESULT',
    ['updateAuthorizationFlow'],
    async (client, call, { signal }) => {
      const { prompt: _prompt, ...request } = call.request;
      const result = await client.updateAuthorizationFlow(
        { ...request, consentStatus: 'DENIED' },
        { signal },
      );
      return { type: 'DECLINE_RESULT', outcome: outcomeOf(result, () => null) };
    },
  ),
} satisfies RequestTable<IdentityClient, ConsentCall, ConsentEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const CONSENT_CLIENT_METHODS = clientMethodsOf(CONSENT_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type ConsentClient = FlowClientOf<typeof CONSENT_REQUESTS>;
