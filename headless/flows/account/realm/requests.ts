/**
 * Companies and people (seed 001 §3 Realm and Persona, §6 business users, §7 realms, personas, invitations):
 * the company (or household) the user is signed in to, their own persona and roles, and the realm's pending
 * invitations. Company administrators rename the realm, switch its products, invite people with a personal
 * message, resend or revoke an invitation, change a role and remove people (seed 001 §1 "company
 * administrators who invite and manage users").
 *
 * Chosen where the spec is silent:
 * - Role names and permission rules are not shown (seed 001 §6): the management actions show to the roles
 *   of {@link REALM_MANAGER_ROLES}; the service decides in the end (a refusal is the typed ACCESS_DENIED).
 * - A list of a realm's people is not applicable: no call of the spec returns one (decided in session 17 after
 *   checking every realm and persona call of seed 001 §7). GET realms/current/personas "reads the persona":
 *   the user's own. PUT personas, PUT personas/{id}/roles and DELETE personas/{id} or ?ids= write personas
 *   whose ids the caller already holds. GET personas/transfer/{realmId}/me/authorize and GET
 *   users/me/merge_candidates concern the user's own persona and accounts, as do the account choices. GET
 *   invitations (realmId, types, status) lists invitations, and an invitation carries no persona id (seed 001
 *   §3: invitationId, accessCode, role, status, types, realmId, challenge answers). So the section lists the
 *   current persona and the pending invitations, and `changeRole` and `removePerson` are hook actions on a
 *   persona id the host knows from its own records.
 * - The invitation operation values are not shown (seed 001 §4): `resend` and `remove` are the playground's.
 * - Every write is followed by a fresh load, so what shows is what the service holds.
 */
import type { IdentityClient } from '../../../client';
import type { IdentityErrorShape } from '../../../core';
import type { Outcome } from '../../outcome-data';
import { validateEmail } from '../../../../rules';
import type { SectionFieldErrors, SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** The roles that manage a realm's people (chosen: the spec shows no role names, seed 001 §6). */
export const REALM_MANAGER_ROLES: readonly string[] = ['OWNER', 'ADMIN', 'COMPANY_ADMIN'];
/** A realm's display name: at most 128 characters (chosen, as the playground). */
export const REALM_NAME_MAX = 128;
/** An invitation's personal message: at most 1,000 characters (chosen, as the playground). */
export const INVITE_MESSAGE_MAX = 1000;
/** The invitation operations (values not shown in seed 001 §4; the playground's). */
export const INVITATION_OPERATIONS = { resend: 'resend', revoke: 'remove', role: 'update_role' } as const;

/** A product of the realm and whether it is on (seed 001 §3: attribute enabled=true). */
export interface RealmProduct {
  readonly productId: string;
  readonly isEnabled: boolean;
}

/** The realm the user is signed in to. */
export interface RealmSummary {
  readonly realmId: string;
  readonly displayName: string;
  /** PERSONAL (a household) or BUSINESS (a company), as the service says. */
  readonly realmType: string | null;
  readonly products: readonly RealmProduct[];
}

/** An invitation of the realm still waiting for its person. */
export interface PendingInvitation {
  readonly invitationId: string;
  /** The invited address when the service says it, else null. */
  readonly email: string | null;
  readonly role: string | null;
  readonly status: string;
}

/** What the companies-and-people section shows. */
export interface RealmData {
  /** The current realm; null when the service lists none for the user. */
  readonly realm: RealmSummary | null;
  /** The user's persona in the realm and its roles. */
  readonly persona: { readonly personaId: string; readonly roles: readonly string[] };
  /** The user's roles allow managing the realm (rename, invite, roles, people). */
  readonly canManage: boolean;
  /** The realm's pending invitations (empty when the user cannot manage the realm). */
  readonly invitations: readonly PendingInvitation[];
}

/** The companies-and-people intents (each one request to the service, then a fresh load). */
export type RealmInput =
  | { readonly op: 'rename'; readonly displayName: string }
  | { readonly op: 'products'; readonly products: readonly RealmProduct[] }
  | { readonly op: 'invite'; readonly email: string; readonly message: string }
  | { readonly op: 'resend'; readonly invitationId: string }
  | { readonly op: 'revokeInvitation'; readonly invitationId: string }
  | { readonly op: 'invitationRole'; readonly invitationId: string; readonly role: string }
  | { readonly op: 'changeRole'; readonly personaId: string; readonly role: string }
  | { readonly op: 'removePerson'; readonly personaId: string };

/** The client methods a load calls. */
const REALM_LOAD_METHODS = ['getCurrentRealmPersona', 'getRealms', 'listInvitations'] as const;
/** The client methods a write calls (one of them per intent, then a load). */
const REALM_WRITE_METHODS = [
  'updateRealm',
  'updateRealmProducts',
  'inviteToCurrentRealm',
  'updateInvitation',
  'updatePersonaRoles',
  'deletePersona',
] as const;
/** The client methods the section calls. */
export const REALM_CLIENT_METHODS = [...REALM_LOAD_METHODS, ...REALM_WRITE_METHODS] as const;
/** The client calls the companies-and-people section makes. */
export type RealmClient = Pick<IdentityClient, (typeof REALM_CLIENT_METHODS)[number]>;

/** True when one of `roles` manages a realm. */
export function canManageRealm(roles: readonly string[]): boolean {
  return roles.some((role) => REALM_MANAGER_ROLES.includes(role.toUpperCase()));
}

/** Field problems of an intent (pure). */
export function validateRealmInput(input: RealmInput): SectionFieldErrors {
  switch (input.op) {
    case 'rename': {
      const name = input.displayName.trim();
      return name === ''
        ? { displayName: 'required' }
        : name.length > REALM_NAME_MAX
          ? { displayName: 'tooLong' }
          : {};
    }
    case 'invite': {
      const checked = validateEmail(input.email);
      return {
        ...(checked.valid ? {} : { email: checked.reason }),
        ...(input.message.length > INVITE_MESSAGE_MAX ? { message: 'tooLong' } : {}),
      };
    }
    case 'invitationRole':
    case 'changeRole':
      return input.role.trim() === '' ? { role: 'required' } : {};
    default:
      return {};
  }
}

/** The section's pure rules. */
export const REALM_RULES: SectionRules<RealmData, RealmInput> = {
  slot: 'accountRealm',
  name: 'account.realm',
  loads: true,
  validate: validateRealmInput,
  verifyAfterSave: () => null,
};

type Signal = { readonly signal: AbortSignal };

function enabledOf(attributes: readonly { key: string; value: string }[] | undefined): boolean {
  return !(attributes ?? []).some((attribute) => attribute.key === 'enabled' && attribute.value === 'false');
}

/** Reads the persona, its realm and (for a manager) the pending invitations. */
async function load(client: RealmClient, { signal }: Signal): Promise<Outcome<RealmData>> {
  const current = await client.getCurrentRealmPersona({}, { signal });
  if (!current.ok) {
    return { ok: false, error: current.error };
  }
  const { persona } = current.data;
  const roles = persona.role ?? [];
  const canManage = canManageRealm(roles);
  const realms = await client.getRealms({}, { signal });
  if (!realms.ok) {
    return { ok: false, error: realms.error };
  }
  const found = realms.data.realms.find((realm) => realm.realmId === persona.realmId) ?? null;
  const realm: RealmSummary | null =
    found === null
      ? null
      : {
          realmId: found.realmId ?? '',
          displayName: found.displayName ?? found.realmName ?? '',
          realmType: found.realmType ?? null,
          products: (found.product ?? []).map((product) => ({
            productId: product.productId,
            isEnabled: enabledOf(product.attribute),
          })),
        };
  const base = { realm, persona: { personaId: persona.personaId, roles }, canManage, invitations: [] };
  if (!canManage || realm === null) {
    return { ok: true, data: base };
  }
  const listed = await client.listInvitations({ realmId: realm.realmId, status: 'PENDING' }, { signal });
  return toOutcome(listed, (data) => ({
    ...base,
    invitations: data.invitations.map((invitation) => ({
      invitationId: invitation.invitationId,
      email: invitation.email ?? null,
      role: invitation.role ?? null,
      status: invitation.status.code,
    })),
  }));
}

type Written = { readonly ok: true } | { readonly ok: false; readonly error: IdentityErrorShape };

/** One write of an intent (no reload). */
async function write(
  client: RealmClient,
  input: RealmInput,
  realmId: string,
  signal: AbortSignal,
): Promise<Written> {
  const options = { signal };
  const done = (result: { ok: true } | { ok: false; error: IdentityErrorShape }): Written =>
    result.ok ? { ok: true } : { ok: false, error: result.error };
  switch (input.op) {
    case 'rename':
      return done(await client.updateRealm({ realmId, displayName: input.displayName.trim() }, options));
    case 'products':
      return done(
        await client.updateRealmProducts(
          {
            realmId,
            product: input.products.map((product) => ({
              productId: product.productId,
              attribute: [{ key: 'enabled', value: String(product.isEnabled) }],
            })),
          },
          options,
        ),
      );
    case 'invite': {
      const message = input.message.trim();
      return done(
        await client.inviteToCurrentRealm(
          { persona: { email: input.email.trim() }, ...(message !== '' ? { personalMessage: message } : {}) },
          options,
        ),
      );
    }
    case 'resend':
    case 'revokeInvitation':
      return done(
        await client.updateInvitation(
          {
            invitationId: input.invitationId,
            operation: input.op === 'resend' ? INVITATION_OPERATIONS.resend : INVITATION_OPERATIONS.revoke,
          },
          options,
        ),
      );
    case 'invitationRole':
      return done(
        await client.updateInvitation(
          { invitationId: input.invitationId, operation: INVITATION_OPERATIONS.role, role: input.role },
          options,
        ),
      );
    case 'changeRole':
      return done(await client.updatePersonaRoles({ personaId: input.personaId, role: input.role }, options));
    case 'removePerson':
      return done(await client.deletePersona({ personaId: input.personaId }, options));
    default:
      return input satisfies never;
  }
}

/** The section's request table: load -> persona, realm, invitations; save -> one write, then load again. */
export const REALM_REQUESTS: SectionRequestTable<RealmClient, RealmData, RealmInput> = {
  load: { calls: REALM_LOAD_METHODS, run: (client, _arg, context) => load(client, context) },
  save: {
    calls: REALM_WRITE_METHODS,
    run: async (client, { input, current }, context) => {
      const written = await write(client, input, current?.realm?.realmId ?? '', context.signal);
      return written.ok ? load(client, context) : written;
    },
  },
};
