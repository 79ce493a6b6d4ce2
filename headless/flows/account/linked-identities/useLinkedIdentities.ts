import { useEffect, useMemo } from 'react';
import { isNavigableRedirect } from '../../post-auth/oauth';
import { sendIntent } from '../section/intents';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  LINKED_IDENTITIES_REQUESTS,
  LINKED_IDENTITIES_RULES,
  type LinkedIdentitiesClient,
  type LinkedIdentitiesData,
  type LinkedIdentitiesInput,
} from './requests';

/** Options of {@link useLinkedIdentities}. */
export interface UseLinkedIdentitiesOptions extends AccountSectionOptions {
  /** The identity client (or any object with the calls of `LINKED_IDENTITIES_CLIENT_METHODS`). */
  readonly client: LinkedIdentitiesClient;
  /**
   * The partner's response token the page came back with (`response_token` of the return address): linked
   * once when the section mounts. Read once.
   */
  readonly responseToken?: string | null | undefined;
}

/** `{ state, actions, get*Props }` of the linked identities, with `startLink`, `link` and `delink`. */
export interface UseLinkedIdentities extends UseAccountSection<LinkedIdentitiesData, LinkedIdentitiesInput> {
  readonly actions: UseAccountSection<LinkedIdentitiesData, LinkedIdentitiesInput>['actions'] & {
    /**
     * Starts linking google: the partner's address comes back as an `onHostCommand` redirect; the partner
     * sends the user to `returnUrl` with a `response_token` for {@link UseLinkedIdentitiesOptions.responseToken}.
     */
    readonly startLink: (returnUrl: string, offeringId?: string) => void;
    /** Links the partner identity of a response token. */
    readonly link: (responseToken: string) => void;
    /** Removes one link (its `paTokenId`). */
    readonly delink: (paTokenId: string) => void;
  };
}

const DEFINITION = {
  rules: LINKED_IDENTITIES_RULES,
  requests: LINKED_IDENTITIES_REQUESTS,
  readForm: (form: HTMLFormElement): LinkedIdentitiesInput => {
    const value = new FormData(form).get('paTokenId');
    return { op: 'delink', paTokenId: typeof value === 'string' ? value : '' };
  },
};

/**
 * Linked identities (seed 000 §2.1 "linked-identities manager", seed 001 §2 `linkedIdentities`): the
 * partner sign-ins linked to the account, linking google (the sign-in's partner round trip) and removing a
 * link with its paTokenId. Own store.
 */
export function useLinkedIdentities(options: UseLinkedIdentitiesOptions): UseLinkedIdentities {
  const section = useAccountSection(DEFINITION, options.client, options);
  const { actions, state } = section;
  const all = useMemo(
    () => ({
      ...actions,
      startLink: (returnUrl: string, offeringId?: string) =>
        sendIntent(
          { actions },
          { op: 'begin', returnUrl, ...(offeringId !== undefined ? { offeringId } : {}) },
        ),
      link: (responseToken: string) => sendIntent({ actions }, { op: 'link', responseToken }),
      delink: (paTokenId: string) => sendIntent({ actions }, { op: 'delink', paTokenId }),
    }),
    [actions],
  );
  const { responseToken, onHostCommand } = options;
  useEffect(() => {
    if (responseToken !== undefined && responseToken !== null && responseToken !== '') {
      all.link(responseToken);
    }
    // The token is read once, when the section mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all]);
  // The partner's address is followed once, and only an http(s) one (the sign-in partner flow's rule).
  const partnerUri = state.data?.partnerUri ?? null;
  useEffect(() => {
    if (partnerUri !== null && isNavigableRedirect(partnerUri)) {
      onHostCommand?.({ type: 'redirect', url: partnerUri });
    }
  }, [partnerUri, onHostCommand]);
  return { ...section, actions: all };
}
