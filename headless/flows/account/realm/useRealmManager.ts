import { useMemo } from 'react';
import { sendIntent } from '../section/intents';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  REALM_REQUESTS,
  REALM_RULES,
  type RealmClient,
  type RealmData,
  type RealmInput,
  type RealmProduct,
} from './requests';

/** Options of {@link useRealmManager}. */
export interface UseRealmManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `REALM_CLIENT_METHODS`). */
  readonly client: RealmClient;
}

type Actions = UseAccountSection<RealmData, RealmInput>['actions'];

/** `{ state, actions, get*Props }` of companies and people, with one action per intent. */
export interface UseRealmManager extends UseAccountSection<RealmData, RealmInput> {
  readonly actions: Actions & {
    /** Renames the realm (seed 001 §7 PUT realms/{id}). */
    readonly rename: (displayName: string) => void;
    /** Switches the realm's products on or off (seed 001 §7 PUT realms/{id}/products). */
    readonly setProducts: (products: readonly RealmProduct[]) => void;
    /** Invites a person by email, with an optional personal message (seed 001 §7 invite). */
    readonly invite: (email: string, message?: string) => void;
    /** Sends a pending invitation's email again. */
    readonly resendInvitation: (invitationId: string) => void;
    /** Cancels a pending invitation (its link stops working). */
    readonly revokeInvitation: (invitationId: string) => void;
    /** Changes the role a pending invitation offers. */
    readonly changeInvitationRole: (invitationId: string, role: string) => void;
    /** Changes a person's role (seed 001 §7 PUT personas/{id}/roles). */
    readonly changeRole: (personaId: string, role: string) => void;
    /** Removes a person from the realm (seed 001 §7 DELETE personas/{id}). */
    readonly removePerson: (personaId: string) => void;
  };
}

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The edit forms of the section say which intent they are with a hidden `op` field: `rename`
 * (displayName) or `invite` (email, message). Anything else is a rename, the section's plain edit.
 */
export function readRealmForm(form: HTMLFormElement): RealmInput {
  const data = new FormData(form);
  return text(data, 'op') === 'invite'
    ? { op: 'invite', email: text(data, 'email'), message: text(data, 'message') }
    : { op: 'rename', displayName: text(data, 'displayName') };
}

const DEFINITION = { rules: REALM_RULES, requests: REALM_REQUESTS, readForm: readRealmForm };

/**
 * Companies and people (seed 001 §3, §6, §7; seed 000 §2.1 "household view" and "email invite"): the realm
 * the user is signed in to, their roles, and for the roles that manage it: rename, products, invitations
 * (invite with a personal message, pending list, resend, revoke) and people (change a role, remove). Own store.
 */
export function useRealmManager(options: UseRealmManagerOptions): UseRealmManager {
  const section = useAccountSection(DEFINITION, options.client, options);
  const { actions } = section;
  const all = useMemo(() => {
    const send = (input: RealmInput): void => sendIntent({ actions }, input);
    return {
      ...actions,
      rename: (displayName: string) => send({ op: 'rename', displayName }),
      setProducts: (products: readonly RealmProduct[]) => send({ op: 'products', products }),
      invite: (email: string, message = '') => send({ op: 'invite', email, message }),
      resendInvitation: (invitationId: string) => send({ op: 'resend', invitationId }),
      revokeInvitation: (invitationId: string) => send({ op: 'revokeInvitation', invitationId }),
      changeInvitationRole: (invitationId: string, role: string) =>
        send({ op: 'invitationRole', invitationId, role }),
      changeRole: (personaId: string, role: string) => send({ op: 'changeRole', personaId, role }),
      removePerson: (personaId: string) => send({ op: 'removePerson', personaId }),
    };
  }, [actions]);
  return { ...section, actions: all };
}
