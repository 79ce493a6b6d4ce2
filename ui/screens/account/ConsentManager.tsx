import { useMemo, useState, type ReactNode } from 'react';
import { useConsentManager } from '../../../headless/account';
import type { ConsentManagerClient } from '../../../headless/advanced';
import { enUSConsent } from '../../../catalogue/messages/en-US/consent';
import { scopeWording } from '../consent/scope-wording';
import { useResolvedLocale, useTextOf } from '../text';
import { ConfirmStep, ListView } from './list-section';
import type { AccountSectionScreenProps } from './props';
import { AccountSection, sectionHookOptions, useSectionParts } from './shared';
import { useText } from './text';

/** Props of {@link ConsentManager}. */
export interface ConsentManagerProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getOAuthConsents` and `deleteOAuthConsents`). */
  readonly client: ConsentManagerClient;
}

/**
 * Consent manager (seed 000 §2.1 "consent manager"; seed 001 §2 widget `consent`): the apps with access to
 * the account, what each may see and since when, and removing access (confirmed first).
 */
export function ConsentManager(props: ConsentManagerProps): ReactNode {
  const t = useText();
  // The consent screen's scope wording (its en-US part comes with this lazy section, not the overview).
  const tScope = useTextOf(enUSConsent);
  const locale = useResolvedLocale();
  const hook = useConsentManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const [target, setTarget] = useState<string | null>(null);
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const grants = state.data?.grants ?? [];
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="consent"
      title={t('account.section.consent')}
      view={
        <ListView
          body={t('account.consent.body')}
          empty={t('account.consent.empty')}
          isEmpty={grants.length === 0}
          list={
            <>
              {grants.map((grant) => (
                <li
                  key={grant.clientId}
                  className="flex flex-wrap items-center justify-between gap-3"
                  data-client-id={grant.clientId}
                >
                  <div className="grid gap-1">
                    <span className="font-semibold" dir="auto">
                      {grant.clientId}
                    </span>
                    {grant.scopes.length > 0 ? (
                      <ul
                        className="grid gap-0.5 ps-4 text-sm text-ik-fg-muted"
                        aria-label={t('account.consent.scopes', { app: grant.clientId })}
                      >
                        {grant.scopes.map((scope) => (
                          <li key={scope} className="list-disc" dir="auto">
                            {scopeWording(tScope, scope)}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {grant.grantedAt !== null ? (
                      <span className="text-sm text-ik-fg-muted">
                        {t('account.consent.since', { date: format.format(new Date(grant.grantedAt)) })}
                      </span>
                    ) : null}
                  </div>
                  <P.Button
                    variant="secondary"
                    data-action="revoke"
                    aria-label={`${t('account.consent.revoke')}: ${grant.clientId}`}
                    onClick={() => {
                      setTarget(grant.clientId);
                      actions.edit();
                    }}
                  >
                    {t('account.consent.revoke')}
                  </P.Button>
                </li>
              ))}
            </>
          }
        />
      }
      editStep={
        target !== null ? (
          <ConfirmStep
            parts={P}
            hook={hook}
            message={t('account.consent.confirm', { app: target })}
            action={t('account.consent.revoke')}
            pendingLabel={t('account.consent.removing')}
            onConfirm={() => actions.save({ clientId: target })}
          />
        ) : null
      }
      savedText={t('account.consent.revoked')}
    />
  );
}
