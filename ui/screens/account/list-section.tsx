import type { FormEvent, ReactNode } from 'react';
import type { AccountParts } from './parts';
import { FormErrors, type SectionHook } from './shared';
import { useText } from './text';

/**
 * The confirmation of a list section's intent (revoke a grant, unlink a sign-in, cancel an invitation): what
 * will happen, the service's error if it refused, the action as the one primary button and Cancel. It is the
 * section's edit step, so a keyboard user lands on the section heading and a late answer never lands.
 */
export function ConfirmStep({
  parts: P,
  hook,
  message,
  action,
  pendingLabel,
  onConfirm,
}: {
  parts: AccountParts;
  hook: SectionHook;
  message: string;
  action: string;
  pendingLabel: string;
  onConfirm: () => void;
}): ReactNode {
  const { state } = hook;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <>
      <FormErrors parts={P} items={[]} state={state} />
      <P.Form data-step="edit" pending={state.isPending} onSubmit={onSubmit} className="grid gap-4">
        <p dir="auto">{message}</p>
        <ConfirmActions parts={P} hook={hook} action={action} pendingLabel={pendingLabel} />
      </P.Form>
    </>
  );
}

/**
 * A list section's intent sent without a confirmation (a resend, a product switch, linking): "Saving…" while
 * it runs, the service's error if it refused, and Cancel to go back to the list.
 */
export function IntentProgress({ parts: P, hook }: { parts: AccountParts; hook: SectionHook }): ReactNode {
  const t = useText();
  const { state } = hook;
  return (
    <>
      <FormErrors parts={P} items={[]} state={state} />
      {state.isPending ? <P.Status>{t('account.saving')}</P.Status> : null}
      <div>
        <P.Button variant="tertiary" onClick={hook.actions.cancel}>
          {t('action.cancel')}
        </P.Button>
      </div>
    </>
  );
}

/** The primary action of a list section's form (what it does, pending while it runs) and Cancel beside it. */
export function ConfirmActions({
  parts: P,
  hook,
  action,
  pendingLabel,
}: {
  parts: AccountParts;
  hook: SectionHook;
  action: string;
  pendingLabel: string;
}): ReactNode {
  const t = useText();
  return (
    <div className="flex flex-wrap gap-3">
      <P.Button type="submit" pending={hook.state.isPending} pendingLabel={pendingLabel}>
        {action}
      </P.Button>
      <P.Button variant="tertiary" onClick={hook.actions.cancel}>
        {t('action.cancel')}
      </P.Button>
    </div>
  );
}

/**
 * The view of a list section: what the list is, then the list, or what it says when it is empty (the
 * `children` are the list and anything after it).
 */
export function ListView({
  body,
  empty,
  isEmpty,
  list,
  children,
}: {
  body: string;
  empty: string;
  isEmpty: boolean;
  list: ReactNode;
  children?: ReactNode;
}): ReactNode {
  return (
    <>
      <p className="text-ik-fg-muted">{body}</p>
      {isEmpty ? (
        <p className="text-ik-fg-muted">{empty}</p>
      ) : (
        <ul className="grid list-none gap-3 p-0">{list}</ul>
      )}
      {children}
    </>
  );
}
