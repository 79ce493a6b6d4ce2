import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAddressManager } from '../../../headless/account';
import type { AddressClient, AddressEntry } from '../../../headless/advanced';
import { ServerError } from '../sign-in/shared';
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
import { useDetailsText, type DetailsTextKey } from './text-details';

/** Props of {@link AddressManager}. */
export interface AddressManagerProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getUser` and `updateUser`). */
  readonly client: AddressClient;
}

const FIELDS = ['address1', 'cityOrLocality', 'stateOrProvince', 'postalCode'] as const;
type AddressField = (typeof FIELDS)[number];

const LABEL: Record<AddressField, DetailsTextKey> = {
  address1: 'account.address.street',
  cityOrLocality: 'account.address.city',
  stateOrProvince: 'account.address.state',
  postalCode: 'account.address.postalCode',
};
const AUTOCOMPLETE: Record<AddressField, string> = {
  address1: 'street-address',
  cityOrLocality: 'address-level2',
  stateOrProvince: 'address-level1',
  postalCode: 'postal-code',
};
/** Countries whose state and postal-code rules the kit knows (rules/fields). */
const COUNTRIES = ['US', 'CA'] as const;

function errorKey(field: string, reason: string): DetailsTextKey {
  switch (field) {
    case 'address1':
      return reason === 'tooLong' ? 'account.address.streetTooLong' : 'account.address.streetRequired';
    case 'cityOrLocality':
      return 'account.address.cityRequired';
    case 'stateOrProvince':
      return reason === 'required' ? 'account.address.stateRequired' : 'account.address.stateInvalid';
    default:
      return reason === 'required'
        ? 'account.address.postalCodeRequired'
        : 'account.address.postalCodeInvalid';
  }
}

/**
 * Address manager (seed 000 §2.1, seed 001 §2 `address`): the user's addresses, primary first; add or edit
 * one, make one primary, remove one. Each change writes the whole list once (type MAIN by default).
 */
export function AddressManager(props: AddressManagerProps): ReactNode {
  const { components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useDetailsText();
  const hook = useAddressManager(sectionHookOptions(props));
  const { state, actions } = hook;
  // Which entry the form edits (null: a new one); a quick change (remove, make primary) shows no form.
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState(false);
  useOnIncrease(state.saved, () => onSaved?.());
  const base = useId();
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${base}-${field}`])) as Record<
    AddressField,
    string
  >;
  const countryId = `${base}-country`;
  const primaryId = `${base}-primary`;
  const { items, errorFor } = useHookErrors(state, ids, (field, reason) => t(errorKey(field, reason)));
  const addresses = state.data?.addresses ?? [];
  const entry: AddressEntry | undefined = editing === null ? undefined : addresses[editing];
  const open = (index: number | null): void => {
    setEditing(index);
    setForm(true);
    actions.edit();
  };
  const quick = (input: { remove: number } | (AddressEntry & { index: number; primary: true })): void => {
    setForm(false);
    actions.edit();
    actions.save(input);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const data = new FormData(event.currentTarget);
    const read = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    actions.save({
      ...(editing !== null ? { index: editing } : {}),
      address1: read('address1'),
      cityOrLocality: read('cityOrLocality'),
      stateOrProvince: read('stateOrProvince'),
      postalCode: read('postalCode'),
      country: read('country'),
      primary: read('primary') !== '',
    });
  };
  const showForm = state.step === 'edit' && form;
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  return (
    <SectionFrame parts={P} name="address" title={t('account.section.address')} state={state}>
      <LoadState parts={P} hook={hook} />
      {!showForm && state.step !== 'loading' && state.data !== null ? (
        <>
          {state.step === 'edit' ? (
            <ServerError parts={P} code={state.errorCode} attempt={state.attempt} />
          ) : null}
          {addresses.length === 0 ? (
            <p className="text-ik-fg-muted">{t('account.address.empty')}</p>
          ) : (
            <ul className="grid list-none gap-4 p-0">
              {addresses.map((address, index) => (
                <li
                  key={`${address.address1}-${String(index)}`}
                  className="grid gap-2"
                  data-primary={address.isPrimary}
                >
                  <p className="grid gap-1">
                    <span>{address.address1}</span>
                    <span>
                      {address.cityOrLocality}, {address.stateOrProvince} {address.postalCode}
                    </span>
                    <span className="text-sm text-ik-fg-muted">
                      {address.type === 'MAIN' ? t('account.address.type.MAIN') : address.type}
                      {address.isPrimary ? ` · ${t('account.status.primary')}` : ''}
                    </span>
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <P.Button variant="secondary" onClick={() => open(index)} data-action="edit">
                      {t('account.action.edit')}
                    </P.Button>
                    {address.isPrimary ? null : (
                      <P.Button
                        variant="tertiary"
                        pending={state.isPending}
                        onClick={() => quick({ ...address, index, primary: true })}
                        data-action="makePrimary"
                      >
                        {t('account.address.setPrimary')}
                      </P.Button>
                    )}
                    <P.Button
                      variant="tertiary"
                      pending={state.isPending}
                      onClick={() => quick({ remove: index })}
                      data-action="remove"
                    >
                      {t('account.address.remove')}
                    </P.Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div>
            <P.Button variant="secondary" onClick={() => open(null)} data-action="add">
              {t('account.address.add')}
            </P.Button>
          </div>
        </>
      ) : null}
      {showForm ? (
        <>
          <FormErrors parts={P} items={items} state={state} />
          <P.Form data-step="edit" pending={state.isPending} onSubmit={onSubmit} className="grid gap-4">
            {FIELDS.map((field) => (
              <P.Field
                key={field}
                label={t(LABEL[field])}
                controlId={ids[field]}
                error={errorFor(field)}
                labels={labels}
              >
                <P.TextInput
                  id={ids[field]}
                  name={field}
                  defaultValue={entry?.[field] ?? ''}
                  autoComplete={AUTOCOMPLETE[field]}
                  invalid={errorFor(field) !== undefined}
                  {...(field === 'stateOrProvince' || field === 'postalCode'
                    ? { className: 'max-w-48' }
                    : {})}
                />
              </P.Field>
            ))}
            <P.Field label={t('account.address.country')} controlId={countryId} labels={labels}>
              <P.Select
                id={countryId}
                name="country"
                defaultValue={entry?.country ?? 'US'}
                autoComplete="country"
              >
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`account.address.country.${code}`)}
                  </option>
                ))}
              </P.Select>
            </P.Field>
            {entry?.isPrimary === true ? null : (
              <P.Checkbox
                id={primaryId}
                name="primary"
                value="yes"
                label={t('account.address.makePrimary')}
              />
            )}
            <EditActions parts={P} hook={hook} />
          </P.Form>
        </>
      ) : null}
      <SavedNotice parts={P} saved={state.step === 'view' ? state.saved : 0} />
    </SectionFrame>
  );
}
