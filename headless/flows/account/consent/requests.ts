/**
 * Consent manager (seed 000 §2.1 v3 "consent manager"; seed 001 §2 widget `consent`): the applications the
 * user let use the account (seed 001 §7 OAuth and consent: GET /op/v1/consents) and revoking one grant
 * (DELETE /op/v1/consents with its client_id). Revoking is one request per grant; the list is read again
 * after it, so what shows is what the service holds.
 */
import type { IdentityClient } from '../../../client';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** One grant: an application and what it may see. */
export interface ConsentGrant {
  /** The OAuth client the grant is for (what revoke sends). */
  readonly clientId: string;
  /** The scopes granted, as the service lists them (space separated on the wire). */
  readonly scopes: readonly string[];
  /** ISO 8601 time the grant was given, when the service says it. */
  readonly grantedAt: string | null;
}

/** What the consent manager shows. */
export interface ConsentManagerData {
  readonly grants: readonly ConsentGrant[];
}

/** The consent manager's intent: revoke the grant of one application. */
export interface ConsentManagerInput {
  readonly clientId: string;
}

/** The client methods the consent manager calls. */
export const CONSENT_MANAGER_CLIENT_METHODS = ['getOAuthConsents', 'deleteOAuthConsents'] as const;
/** The client calls the consent manager makes. */
export type ConsentManagerClient = Pick<IdentityClient, (typeof CONSENT_MANAGER_CLIENT_METHODS)[number]>;

/** The section's pure rules: a revoke names its application (an empty id would revoke every grant). */
export const CONSENT_MANAGER_RULES: SectionRules<ConsentManagerData, ConsentManagerInput> = {
  slot: 'accountConsent',
  name: 'account.consent',
  loads: true,
  validate: (input) => (input.clientId.trim() === '' ? { clientId: 'required' } : {}),
  verifyAfterSave: () => null,
};

async function list(client: ConsentManagerClient, signal: AbortSignal) {
  return toOutcome(await client.getOAuthConsents({}, { signal }), (data) => ({
    grants: data.consents.map((consent) => ({
      clientId: consent.clientId,
      scopes: (consent.scope ?? '').split(/\s+/).filter((scope) => scope !== ''),
      grantedAt: consent.createTime ?? null,
    })),
  }));
}

/** The consent manager's request table: load -> the grants; save -> revoke one, then the grants again. */
export const CONSENT_MANAGER_REQUESTS: SectionRequestTable<
  ConsentManagerClient,
  ConsentManagerData,
  ConsentManagerInput
> = {
  load: { calls: ['getOAuthConsents'], run: (client, _arg, { signal }) => list(client, signal) },
  save: {
    calls: ['deleteOAuthConsents', 'getOAuthConsents'],
    run: async (client, { input }, { signal }) => {
      const revoked = await client.deleteOAuthConsents({ clientId: input.clientId }, { signal });
      return revoked.ok ? list(client, signal) : { ok: false, error: revoked.error };
    },
  },
};
