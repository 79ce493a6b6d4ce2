import { useId, type FormEvent, type ReactNode } from 'react';
import { type IdentityClient } from '../../../headless';
import { useFullNameManager } from '../../../headless/account';
import { mergeParts } from '../components';
import { ACCOUNT_PARTS } from './parts';
import type { AccountSectionScreenProps } from './props';
import {
  EditActions,
  FormErrors,
  LoadState,
  SavedNotice,
  SectionFrame,
  sectionHookOptions,
  useHookErrors,
  useOnIncrease,
} from './shared';
import { useText } from './text';

/** Props of {@link FullNameManager}. */
export interface FullNameManagerProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getUser` and `updateUser`). */
  readonly client: Pick<IdentityClient, 'getUser' | 'updateUser'>;
}

const FIELDS = ['givenName', 'middleName', 'surName'] as const;

/** Full-name manager (seed 000 §2.1): shows the name; Edit opens given, middle and last name. */
export function FullNameManager(props: FullNameManagerProps): ReactNode {
  const { components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = useFullNameManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const base = useId();
  const ids = { givenName: `${base}-given`, middleName: `${base}-middle`, surName: `${base}-sur` };
  const prompt = { givenName: 'firstName', middleName: 'firstName', surName: 'lastName' } as const;
  const { items, errorFor } = useHookErrors(state, ids, (field, reason) => {
    const name = prompt[field as keyof typeof prompt] ?? 'firstName';
    return t(reason === 'required' ? `field.${name}.required` : `field.${name}.invalid`);
  });
  const data = state.data;
  const shown =
    data === null
      ? ''
      : [data.givenName, data.middleName, data.surName].filter((part) => part !== '').join(' ');
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const form = new FormData(event.currentTarget);
    const read = (name: string): string => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    actions.save({ givenName: read('givenName'), middleName: read('middleName'), surName: read('surName') });
  };
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  return (
    <SectionFrame parts={P} name="fullName" title={t('account.section.fullName')} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && (data !== null || state.errorCode === null) ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className={shown === '' ? 'text-ik-fg-muted' : undefined}>
            {shown === '' ? t('account.empty.fullName') : shown}
          </p>
          <P.Button variant="secondary" onClick={actions.edit} data-action="edit">
            {shown === '' ? t('account.action.add') : t('account.action.edit')}
          </P.Button>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <>
          <FormErrors parts={P} items={items} state={state} />
          <P.Form data-step="edit" pending={state.isPending} onSubmit={onSubmit} className="grid gap-4">
            {FIELDS.map((field) => (
              <P.Field
                key={field}
                label={
                  field === 'givenName'
                    ? t('label.firstName')
                    : field === 'surName'
                      ? t('label.lastName')
                      : t('account.fullName.middle')
                }
                {...(field === 'middleName' ? { hint: t('field.optional') } : {})}
                controlId={ids[field]}
                error={errorFor(field)}
                labels={labels}
              >
                <P.TextInput
                  id={ids[field]}
                  name={field}
                  defaultValue={data?.[field] ?? ''}
                  autoComplete={
                    field === 'givenName'
                      ? 'given-name'
                      : field === 'surName'
                        ? 'family-name'
                        : 'additional-name'
                  }
                  invalid={errorFor(field) !== undefined}
                />
              </P.Field>
            ))}
            <EditActions parts={P} hook={hook} />
          </P.Form>
        </>
      ) : null}
      <SavedNotice parts={P} saved={state.step === 'view' ? state.saved : 0} />
    </SectionFrame>
  );
}
