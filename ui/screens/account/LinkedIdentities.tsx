import { useState, type ReactNode } from 'react';
import { type HostCommand } from '../../../headless';
import { useLinkedIdentities } from '../../../headless/account';
import type { LinkedIdentitiesClient } from '../../../headless/advanced';
import { ConfirmStep, IntentProgress, ListView } from './list-section';
import type { AccountSectionScreenProps } from './props';
import { AccountSection, sectionHookOptions, useSectionParts } from './shared';
import { useText } from './text';

/** Props of {@link LinkedIdentities}. */
export interface LinkedIdentitiesProps extends AccountSectionScreenProps {
  /** The identity client (or any object with the calls of `LINKED_IDENTITIES_CLIENT_METHODS`). */
  readonly client: LinkedIdentitiesClient;
  /**
   * Where google sends the user back (with `response_token`). @default this page's address without its query
   */
  readonly returnUrl?: string | undefined;
  /** The `response_token` the page came back with: linked once on mount. */
  readonly responseToken?: string | null | undefined;
}

/** The one partner (seed 000 §1: only google); a brand name, the same in every locale. */
const partner = 'Google';

/** The partner's address is followed in this window unless the host takes the redirect itself. */
function follow(command: HostCommand): void {
  window.location.assign(command.url);
}

/**
 * Linked sign-ins (seed 000 §2.1 "linked-identities manager"; seed 001 §2 widget `linkedIdentities`): the
 * google accounts linked to this one, linking another (the partner round trip) and unlinking one with its
 * paTokenId (confirmed first).
 */
export function LinkedIdentities(props: LinkedIdentitiesProps): ReactNode {
  const { returnUrl, responseToken } = props;
  const t = useText();
  const hook = useLinkedIdentities({
    ...sectionHookOptions(props),
    onHostCommand: props.onHostCommand ?? follow,
    responseToken,
  });
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const [target, setTarget] = useState<{ paTokenId: string; label: string } | null>(null);
  const identities = state.data?.identities ?? [];
  const startLink = (): void => {
    actions.startLink(returnUrl ?? `${window.location.origin}${window.location.pathname}`);
  };
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="linkedIdentities"
      title={t('account.section.linkedIdentities')}
      view={
        <ListView
          body={t('account.linked.body')}
          empty={t('account.linked.empty')}
          isEmpty={identities.length === 0}
          list={
            <>
              {identities.map((identity) => {
                const label = t('account.linked.item', {
                  partner,
                  email: identity.email ?? identity.partnerUid,
                });
                return (
                  <li key={identity.paTokenId} className="flex flex-wrap items-center justify-between gap-3">
                    <span dir="auto">{label}</span>
                    <P.Button
                      variant="secondary"
                      data-action="delink"
                      aria-label={`${t('account.linked.remove')}: ${label}`}
                      onClick={() => {
                        setTarget({ paTokenId: identity.paTokenId, label: identity.email ?? partner });
                        actions.edit();
                      }}
                    >
                      {t('account.linked.remove')}
                    </P.Button>
                  </li>
                );
              })}
            </>
          }
        >
          <div>
            <P.Button variant="secondary" data-action="link" onClick={startLink}>
              {t('account.linked.link')}
            </P.Button>
          </div>
        </ListView>
      }
      editStep={
        target !== null ? (
          <ConfirmStep
            parts={P}
            hook={hook}
            message={t('account.linked.confirmRemove', { email: target.label })}
            action={t('account.linked.remove')}
            pendingLabel={t('account.linked.removing')}
            onConfirm={() => actions.save({ op: 'delink', paTokenId: target.paTokenId })}
          />
        ) : (
          // Linking: the round trip's intent in flight.
          <IntentProgress parts={P} hook={hook} />
        )
      }
    />
  );
}
