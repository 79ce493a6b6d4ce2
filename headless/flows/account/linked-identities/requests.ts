/**
 * Linked identities (seed 000 §2.1 v3 "linked-identities manager"; seed 001 §2 widget `linkedIdentities`):
 * the partner sign-ins linked to the account (seed 001 §7 partner authentication: GET linked_identities,
 * PUT delink with paTokenId) and linking one more. Only google is a partner (seed 000 §1).
 *
 * Linking is the partner round trip of sign-in (seed 000 §7.3 begin, then link with the response token): the
 * `begin` intent asks for the partner's address (the hook hands it to the host as a redirect), and the
 * `link` intent, on the way back with the response token, links it. Removing a link is a sensitive write in
 * spirit, but the spec shows no level for it: it goes straight to the service.
 */
import type { IdentityClient } from '../../../client';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** One partner identity linked to the account. */
export interface LinkedIdentity {
  /** The link's id: what delink sends (seed 001 §7 "PUT delink with paTokenId"). */
  readonly paTokenId: string;
  /** The partner, e.g. google. */
  readonly partnerUid: string;
  /** The partner account's email when the service says it, else null. */
  readonly email: string | null;
}

/** What the linked-identities section shows. */
export interface LinkedIdentitiesData {
  readonly identities: readonly LinkedIdentity[];
  /**
   * The partner address to go to after a `begin` (the hook hands it to `onHostCommand` as a redirect once),
   * else null.
   */
  readonly partnerUri: string | null;
}

/** The linked-identities intents: start linking, finish it with the response token, remove one link. */
export type LinkedIdentitiesInput =
  | { readonly op: 'begin'; readonly returnUrl: string; readonly offeringId?: string }
  | { readonly op: 'link'; readonly responseToken: string }
  | { readonly op: 'delink'; readonly paTokenId: string };

/** The client methods the linked-identities section calls. */
export const LINKED_IDENTITIES_CLIENT_METHODS = [
  'getLinkedIdentities',
  'delinkPartner',
  'partnerAuthBegin',
  'partnerAuthLink',
] as const;
/** The client calls the linked-identities section makes. */
export type LinkedIdentitiesClient = Pick<IdentityClient, (typeof LINKED_IDENTITIES_CLIENT_METHODS)[number]>;

/** The section's pure rules: an intent needs its id or token. */
export const LINKED_IDENTITIES_RULES: SectionRules<LinkedIdentitiesData, LinkedIdentitiesInput> = {
  slot: 'accountLinkedIdentities',
  name: 'account.linkedIdentities',
  loads: true,
  validate: (input) => {
    const value =
      input.op === 'begin' ? input.returnUrl : input.op === 'link' ? input.responseToken : input.paTokenId;
    return value.trim() === '' ? { [input.op]: 'required' } : {};
  },
  verifyAfterSave: () => null,
};

type Client = LinkedIdentitiesClient;
type Signal = { readonly signal: AbortSignal };

async function list(client: Client, { signal }: Signal, partnerUri: string | null = null) {
  return toOutcome(await client.getLinkedIdentities({}, { signal }), (data) => ({
    identities: data.linkedIdentities.map((link) => ({
      paTokenId: link.paTokenId,
      partnerUid: link.partnerUid,
      email: link.email ?? null,
    })),
    partnerUri,
  }));
}

/** The linked-identities request table: load -> list; save -> begin, link or delink, then the new list. */
export const LINKED_IDENTITIES_REQUESTS: SectionRequestTable<
  LinkedIdentitiesClient,
  LinkedIdentitiesData,
  LinkedIdentitiesInput
> = {
  load: { calls: ['getLinkedIdentities'], run: (client, _arg, context) => list(client, context) },
  save: {
    calls: ['partnerAuthBegin', 'partnerAuthLink', 'delinkPartner', 'getLinkedIdentities'],
    run: async (client, { input, current }, context) => {
      const { signal } = context;
      switch (input.op) {
        case 'begin': {
          const begun = await client.partnerAuthBegin(
            {
              partnerUid: 'google',
              signInLink: input.returnUrl,
              ...(input.offeringId !== undefined ? { offeringId: input.offeringId } : {}),
            },
            { signal },
          );
          return toOutcome(begun, (data) => ({
            identities: current?.identities ?? [],
            partnerUri: data.uris[0] ?? null,
          }));
        }
        case 'link': {
          const linked = await client.partnerAuthLink({ responseToken: input.responseToken }, { signal });
          return linked.ok ? list(client, context) : { ok: false, error: linked.error };
        }
        case 'delink': {
          const removed = await client.delinkPartner({ paTokenId: input.paTokenId }, { signal });
          return removed.ok ? list(client, context) : { ok: false, error: removed.error };
        }
        default:
          return input satisfies never;
      }
    },
  },
};
