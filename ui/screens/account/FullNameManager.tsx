import { useId, type FormEvent, type ReactNode } from 'react';
import { type IdentityClient } from '../../../headless';
import { useFullNameManager } from '../../../headless/account';
import type { AccountSectionScreenProps } from './props';
import {
  AccountSection,
  formText,
  sectionHookOptions,
  TextFields,
  useHookErrors,
  useSectionParts,
  ValueRow,
} from './shared';
import { useText } from './text';

/** Props of {@link FullNameManager}. */
export interface FullNameManagerProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getUser` and `updateUser`). */
  readonly client: Pick<IdentityClient, 'getUser' | 'updateUser'>;
}

/** Full-name manager (seed 000 §2.1): shows the name; Edit opens given, middle and last name. */
export function FullNameManager(props: FullNameManagerProps): ReactNode {
  const t = useText();
  const hook = useFullNameManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
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
    actions.save({
      givenName: formText(form, 'givenName'),
      middleName: formText(form, 'middleName'),
      surName: formText(form, 'surName'),
    });
  };
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="fullName"
      title={t('account.section.fullName')}
      view={
        <ValueRow
          parts={P}
          value={shown}
          empty={t('account.empty.fullName')}
          action={shown === '' ? t('account.action.add') : t('account.action.edit')}
          onAction={actions.edit}
        />
      }
      form={{ errors: items, onSubmit }}
    >
      <TextFields
        parts={P}
        fields={[
          { name: 'givenName', label: t('label.firstName'), autoComplete: 'given-name' },
          {
            name: 'middleName',
            label: t('account.fullName.middle'),
            hint: t('field.optional'),
            autoComplete: 'additional-name',
          },
          { name: 'surName', label: t('label.lastName'), autoComplete: 'family-name' },
        ]}
        ids={ids}
        values={data ?? undefined}
        errorFor={errorFor}
        errorPrefix={t('errorSummary.errorPrefix')}
      />
    </AccountSection>
  );
}
