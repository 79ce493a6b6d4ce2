import { useId, type FormEvent, type ReactNode } from 'react';
import {
  readRealmForm,
  type AccountSectionView,
  type RealmData,
  type RealmInput,
} from '../../../headless/advanced';
import type { AccountParts } from './parts';
import { ConfirmActions } from './list-section';
import { EditActions, FormErrors, useHookErrors, type SectionHook } from './shared';
import { useText } from './text';

/** The realm hook as its forms need it. */
export interface RealmFormHook extends SectionHook {
  readonly state: AccountSectionView<RealmData>;
  readonly actions: SectionHook['actions'] & { readonly save: (input: RealmInput) => void };
}

function useRealmErrors(state: AccountSectionView<unknown>, ids: Readonly<Record<string, string>>) {
  const t = useText();
  return useHookErrors(state, ids, (field, reason) => {
    if (field === 'displayName') {
      return t(reason === 'required' ? 'account.realm.nameRequired' : 'account.realm.nameTooLong');
    }
    if (field === 'message') {
      return t('account.realm.messageTooLong');
    }
    return t(reason === 'required' ? 'field.email.required' : 'field.email.invalid');
  });
}

/** A form of the section: its intent in a hidden `op` field, read on submit by `readRealmForm`. */
function RealmForm({
  parts: P,
  hook,
  op,
  children,
}: {
  parts: AccountParts;
  hook: RealmFormHook;
  op: RealmInput['op'];
  children: ReactNode;
}): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    hook.actions.save(readRealmForm(event.currentTarget));
  };
  return (
    <P.Form
      data-step="edit"
      data-form={op}
      pending={hook.state.isPending}
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <input type="hidden" name="op" value={op} />
      {children}
    </P.Form>
  );
}

/**
 * The invitation form (seed 001 §7 "POST realms/current/personas/invite: body {persona, personalMessage}";
 * seed 000 §2.1 "email invite"): their email and an optional personal message.
 */
export function InviteForm({ parts: P, hook }: { parts: AccountParts; hook: RealmFormHook }): ReactNode {
  const t = useText();
  const base = useId();
  const ids = { email: `${base}-email`, message: `${base}-message` };
  const { items, errorFor } = useRealmErrors(hook.state, ids);
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  return (
    <>
      <FormErrors parts={P} items={items} state={hook.state} />
      <RealmForm parts={P} hook={hook} op="invite">
        <P.Field
          label={t('account.realm.inviteEmail')}
          hint={t('account.realm.inviteHint')}
          controlId={ids.email}
          error={errorFor('email')}
          labels={labels}
        >
          <P.TextInput
            id={ids.email}
            name="email"
            type="email"
            autoComplete="off"
            invalid={errorFor('email') !== undefined}
          />
        </P.Field>
        <P.Field
          label={t('account.realm.inviteMessage')}
          hint={t('field.optional')}
          controlId={ids.message}
          error={errorFor('message')}
          labels={labels}
        >
          <P.TextInput id={ids.message} name="message" invalid={errorFor('message') !== undefined} />
        </P.Field>
        <ConfirmActions
          parts={P}
          hook={hook}
          action={t('account.realm.sendInvite')}
          pendingLabel={t('account.realm.sending')}
        />
      </RealmForm>
    </>
  );
}

/** The rename form (seed 001 §7 "PUT realms/{id}: body {displayName}"). */
export function RenameForm({ parts: P, hook }: { parts: AccountParts; hook: RealmFormHook }): ReactNode {
  const t = useText();
  const id = `${useId()}-name`;
  const { items, errorFor } = useRealmErrors(hook.state, { displayName: id });
  return (
    <>
      <FormErrors parts={P} items={items} state={hook.state} />
      <RealmForm parts={P} hook={hook} op="rename">
        <P.Field
          label={t('account.realm.name')}
          controlId={id}
          error={errorFor('displayName')}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.TextInput
            id={id}
            name="displayName"
            defaultValue={hook.state.data?.realm?.displayName ?? ''}
            autoComplete="organization"
            invalid={errorFor('displayName') !== undefined}
          />
        </P.Field>
        <EditActions parts={P} hook={hook} />
      </RealmForm>
    </>
  );
}
