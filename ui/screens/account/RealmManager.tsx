import { useState, type ReactNode } from 'react';
import { useRealmManager } from '../../../headless/account';
import type { PendingInvitation, RealmClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ConfirmStep, IntentProgress } from './list-section';
import { ACCOUNT_PARTS } from './parts';
import type { AccountSectionScreenProps } from './props';
import { InviteForm, RenameForm } from './realm-forms';
import { productName, roleName } from './realm-wording';
import { LoadState, SavedNotice, SectionFrame, sectionHookOptions, useOnIncrease } from './shared';
import { useText } from './text';

/** Props of {@link RealmManager}. */
export interface RealmManagerProps extends AccountSectionScreenProps {
  /** The identity client (or any object with the calls of `REALM_CLIENT_METHODS`). */
  readonly client: RealmClient;
}

/** What the edit step shows: a form, or the confirmation of one invitation's cancel. */
type Mode =
  | { readonly kind: 'direct' }
  | { readonly kind: 'rename' }
  | { readonly kind: 'invite' }
  | { readonly kind: 'revoke'; readonly invitation: PendingInvitation };

function nameOf(invitation: PendingInvitation): string {
  return invitation.email ?? invitation.invitationId;
}

/**
 * Companies and people (seed 001 §3, §6, §7; seed 000 §2.1 "household view" and "email invite"): the realm the
 * user is signed in to (a PERSONAL realm is the household, a BUSINESS one the company), its products, the
 * people (the user's own persona and roles) and, for the roles that manage it, rename, product switches, the
 * pending invitations (resend, cancel) and inviting someone by email with a personal message.
 */
export function RealmManager(props: RealmManagerProps): ReactNode {
  const { components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = useRealmManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const [mode, setMode] = useState<Mode>({ kind: 'invite' });
  const [lastIntent, setLastIntent] = useState<Mode['kind']>('direct');
  useOnIncrease(state.saved, () => onSaved?.());
  const data = state.data;
  const realm = data?.realm ?? null;
  const open = (next: Mode): void => {
    setMode(next);
    setLastIntent(next.kind);
    actions.edit();
  };
  const title = t(realm?.realmType === 'BUSINESS' ? 'account.section.company' : 'account.section.household');
  const roles = (data?.persona.roles ?? []).map((role) => roleName(t, role)).join(', ');
  return (
    <SectionFrame parts={P} name="realm" title={title} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && data !== null ? (
        <>
          {realm !== null ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold" dir="auto">
                {realm.displayName}
              </p>
              {data.canManage ? (
                <P.Button variant="secondary" data-action="rename" onClick={() => open({ kind: 'rename' })}>
                  {t('account.realm.rename')}
                </P.Button>
              ) : null}
            </div>
          ) : null}
          <p className="text-sm">{t('account.realm.role', { roles })}</p>
          {realm !== null && realm.products.length > 0 ? (
            <div className="grid gap-2">
              <p className="text-sm font-semibold">{t('account.realm.products')}</p>
              <ul className="grid list-none gap-2 p-0">
                {realm.products.map((product) => (
                  <li key={product.productId} className="flex flex-wrap items-center justify-between gap-3">
                    <span dir="auto">
                      {t(product.isEnabled ? 'account.realm.productOn' : 'account.realm.productOff', {
                        product: productName(t, product.productId),
                      })}
                    </span>
                    {data.canManage ? (
                      <P.Button
                        variant="tertiary"
                        data-action="toggleProduct"
                        onClick={() => {
                          setMode({ kind: 'direct' });
                          setLastIntent('direct');
                          actions.setProducts(
                            realm.products.map((other) =>
                              other.productId === product.productId
                                ? { ...other, isEnabled: !other.isEnabled }
                                : other,
                            ),
                          );
                        }}
                      >
                        {t(
                          product.isEnabled ? 'account.realm.productTurnOff' : 'account.realm.productTurnOn',
                          {
                            product: productName(t, product.productId),
                          },
                        )}
                      </P.Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="grid gap-2">
            <p className="text-sm font-semibold">{t('account.realm.people')}</p>
            <ul className="grid list-none gap-1 p-0">
              <li>{t('account.realm.you', { roles })}</li>
            </ul>
          </div>
          {data.canManage ? (
            <div className="grid gap-2" data-list="invitations">
              <p className="text-sm font-semibold">{t('account.realm.invitations')}</p>
              {data.invitations.length === 0 ? (
                <p className="text-ik-fg-muted">{t('account.realm.noInvitations')}</p>
              ) : (
                <ul className="grid list-none gap-3 p-0">
                  {data.invitations.map((invitation) => (
                    <li
                      key={invitation.invitationId}
                      className="flex flex-wrap items-center justify-between gap-3"
                      data-invitation-id={invitation.invitationId}
                    >
                      <span dir="auto">
                        {t('account.realm.invitation', {
                          email: nameOf(invitation),
                          role: invitation.role !== null ? roleName(t, invitation.role) : '',
                        })}
                      </span>
                      <span className="flex flex-wrap gap-2">
                        <P.Button
                          variant="tertiary"
                          data-action="resend"
                          aria-label={`${t('account.realm.resend')}: ${nameOf(invitation)}`}
                          onClick={() => {
                            setMode({ kind: 'direct' });
                            setLastIntent('direct');
                            actions.resendInvitation(invitation.invitationId);
                          }}
                        >
                          {t('account.realm.resend')}
                        </P.Button>
                        <P.Button
                          variant="secondary"
                          data-action="revokeInvitation"
                          aria-label={`${t('account.realm.revoke')}: ${nameOf(invitation)}`}
                          onClick={() => open({ kind: 'revoke', invitation })}
                        >
                          {t('account.realm.revoke')}
                        </P.Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <P.Button variant="secondary" data-action="invite" onClick={() => open({ kind: 'invite' })}>
                  {t('account.realm.invite')}
                </P.Button>
              </div>
            </div>
          ) : (
            <p className="text-sm text-ik-fg-muted">{t('account.realm.managersOnly')}</p>
          )}
        </>
      ) : null}
      {state.step === 'edit' && mode.kind === 'direct' ? <IntentProgress parts={P} hook={hook} /> : null}
      {state.step === 'edit' && mode.kind === 'invite' ? <InviteForm parts={P} hook={hook} /> : null}
      {state.step === 'edit' && mode.kind === 'rename' ? <RenameForm parts={P} hook={hook} /> : null}
      {state.step === 'edit' && mode.kind === 'revoke' ? (
        <ConfirmStep
          parts={P}
          hook={hook}
          message={t('account.realm.confirmRevoke', { email: nameOf(mode.invitation) })}
          action={t('account.realm.revoke')}
          pendingLabel={t('account.saving')}
          onConfirm={() =>
            actions.save({ op: 'revokeInvitation', invitationId: mode.invitation.invitationId })
          }
        />
      ) : null}
      <SavedNotice
        parts={P}
        saved={state.step === 'view' ? state.saved : 0}
        {...(lastIntent === 'invite' ? { text: t('account.realm.invited') } : {})}
      />
    </SectionFrame>
  );
}
