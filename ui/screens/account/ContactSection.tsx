import type { FormEvent, ReactNode } from 'react';
import type { AccountSectionView } from '../../../headless/account';
import type { ContactData } from '../../../headless/advanced';
import type { AccountParts } from './parts';
import { CodeStep } from './code-form';
import { GuardedEditForm, LoadState, SavedNotice, SectionFrame, type SectionHook } from './shared';
import { useText } from './text';
import type { ErrorSummaryItem } from '../../primitives';

/** A phone or email section: view with status, edit (behind a step-up when it replaces a verified one), code. */
export function ContactSection({
  parts: P,
  name,
  title,
  empty,
  hook,
  state,
  stepUpAal,
  errors,
  onSubmit,
  children,
}: {
  parts: AccountParts;
  name: string;
  title: string;
  empty: string;
  hook: SectionHook;
  state: AccountSectionView<ContactData | null>;
  stepUpAal: number | null | undefined;
  errors: readonly ErrorSummaryItem[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The edit form's fields. */
  children?: ReactNode;
}): ReactNode {
  const t = useText();
  const { actions } = hook;
  const contact = state.data;
  return (
    <SectionFrame parts={P} name={name} title={title} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && (contact !== null || state.errorCode === null) ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {contact === null ? (
            <p className="text-ik-fg-muted">{empty}</p>
          ) : (
            <p className="grid gap-1">
              <span dir="ltr" className="break-all">
                {contact.value}
              </span>
              <span className="text-sm text-ik-fg-muted" data-verified={contact.isVerified}>
                {contact.isVerified ? t('account.status.verified') : t('account.status.unverified')}
                {contact.isPrimary ? ` · ${t('account.status.primary')}` : ''}
              </span>
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {contact !== null && !contact.isVerified ? (
              <P.Button
                variant="secondary"
                onClick={() => actions.sendCode(contact.value)}
                data-action="verify"
              >
                {t('account.action.verifyNow')}
              </P.Button>
            ) : null}
            <P.Button variant="secondary" onClick={actions.edit} data-action="edit">
              {contact === null ? t('account.action.add') : t('account.action.edit')}
            </P.Button>
          </div>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <>
          <GuardedEditForm parts={P} hook={hook} aal={stepUpAal} errors={errors} onSubmit={onSubmit}>
            {children}
          </GuardedEditForm>
        </>
      ) : null}
      {state.step === 'code' ? <CodeStep parts={P} hook={hook} /> : null}
      <SavedNotice parts={P} saved={state.step === 'view' ? state.saved : 0} />
    </SectionFrame>
  );
}
