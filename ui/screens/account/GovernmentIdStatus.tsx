import type { ReactNode } from 'react';
import { useGovernmentIdStatus } from '../../../headless/account';
import type { GovernmentIdClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ACCOUNT_PARTS } from './parts';
import type { AccountSectionScreenProps } from './props';
import { LoadState, SectionFrame, sectionHookOptions } from './shared';
import { useDetailsText } from './text-details';

/** Props of {@link GovernmentIdStatus}. */
export interface GovernmentIdStatusProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getUser`). */
  readonly client: GovernmentIdClient;
}

/**
 * Government-id status (seed 000 §2.1 v3 "government id"): read-only. The verification itself (photos of an
 * id) is the sign-in flow's government-id challenge; the spec shows no call that starts one from here.
 */
export function GovernmentIdStatus(props: GovernmentIdStatusProps): ReactNode {
  const P = mergeParts(ACCOUNT_PARTS, props.components);
  const t = useDetailsText();
  const hook = useGovernmentIdStatus(sectionHookOptions(props));
  const { state } = hook;
  const status = state.data?.status;
  return (
    <SectionFrame parts={P} name="governmentId" title={t('account.section.governmentId')} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && status !== undefined ? (
        <p data-status={status} className={status === 'VERIFIED' ? undefined : 'text-ik-fg-muted'}>
          {t(`account.governmentId.${status}`)}
        </p>
      ) : null}
    </SectionFrame>
  );
}
