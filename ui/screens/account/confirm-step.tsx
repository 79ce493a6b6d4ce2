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
  const t = useText();
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
        <div className="flex flex-wrap gap-3">
          <P.Button type="submit" pending={state.isPending} pendingLabel={pendingLabel}>
            {action}
          </P.Button>
          <P.Button variant="tertiary" onClick={hook.actions.cancel}>
            {t('action.cancel')}
          </P.Button>
        </div>
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
