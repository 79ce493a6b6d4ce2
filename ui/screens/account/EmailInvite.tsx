import type { ReactNode } from 'react';
import { useRealmManager } from '../../../headless/account';
import type { RealmClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ACCOUNT_PARTS } from './parts';
import type { AccountSectionScreenProps } from './props';
import { InviteForm } from './realm-forms';
import { LoadState, SavedNotice, SectionFrame, sectionHookOptions, useOnIncrease } from './shared';
import { useText } from './text';

/** Props of {@link EmailInvite}. */
export interface EmailInviteProps extends AccountSectionScreenProps {
  /** The identity client (or any object with the calls of `REALM_CLIENT_METHODS`). */
  readonly client: RealmClient;
}

/**
 * Email invite (seed 000 §2.1 v3 "email invite"; its behaviour is not shown): invite someone to the current
 * household or company by email with a personal message, on its own. The same section as
 * {@link RealmManager}'s invitation form; shown only to the roles that manage the realm.
 */
export function EmailInvite(props: EmailInviteProps): ReactNode {
  const { components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = useRealmManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const canManage = state.data?.canManage === true;
  return (
    <SectionFrame parts={P} name="emailInvite" title={t('account.realm.invite')} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && state.data !== null ? (
        canManage ? (
          <div>
            <P.Button variant="secondary" data-action="invite" onClick={actions.edit}>
              {t('account.realm.invite')}
            </P.Button>
          </div>
        ) : (
          <p className="text-ik-fg-muted">{t('account.realm.managersOnly')}</p>
        )
      ) : null}
      {state.step === 'edit' ? <InviteForm parts={P} hook={hook} /> : null}
      <SavedNotice
        parts={P}
        saved={state.step === 'view' ? state.saved : 0}
        text={t('account.realm.invited')}
      />
    </SectionFrame>
  );
}
