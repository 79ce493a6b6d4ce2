import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAddressManager } from '../../../headless/account';
import type { AddressClient, AddressEntry } from '../../../headless/advanced';
import { ServerError } from '../sign-in/shared';
import { ConfirmStep } from './list-section';
import type { AccountSectionScreenProps } from './props';
import {
  AccountSection,
  formText,
  sectionHookOptions,
  TextFields,
  useHookErrors,
  useSectionParts,
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

/** What the edit step holds: the form (a new entry or one of the list), a removal to confirm, or a quick change. */
type AddressEdit =
  | { readonly kind: 'form'; readonly index: number | null }
  | { readonly kind: 'remove'; readonly index: number }
  | { readonly kind: 'quick' };

/**
 * Address manager (seed 000 §2.1, seed 001 §2 `address`): the user's addresses, primary first; add or edit
 * one, make one primary, remove one (confirmed first, like a passkey or an app's access). Each change writes
 * the whole list once (type MAIN by default).
 */
export function AddressManager(props: AddressManagerProps): ReactNode {
  const t = useDetailsText();
  const hook = useAddressManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const [editing, setEditing] = useState<AddressEdit>({ kind: 'quick' });
  const base = useId();
  const ids = Object.fromEntries(FIELDS.map((field) => [field, `${base}-${field}`])) as Record<
    AddressField,
    string
  >;
  const countryId = `${base}-country`;
  const primaryId = `${base}-primary`;
  const { items, errorFor } = useHookErrors(state, ids, (field, reason) => t(errorKey(field, reason)));
  const addresses = state.data?.addresses ?? [];
  const index = editing.kind === 'quick' ? null : editing.index;
  const entry: AddressEntry | undefined = index === null ? undefined : addresses[index];
  const start = (next: AddressEdit): void => {
    setEditing(next);
    actions.edit();
  };
  const makePrimary = (input: AddressEntry & { index: number }): void => {
    start({ kind: 'quick' });
    actions.save({ ...input, primary: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const data = new FormData(event.currentTarget);
    actions.save({
      ...(index !== null ? { index } : {}),
      address1: formText(data, 'address1'),
      cityOrLocality: formText(data, 'cityOrLocality'),
      stateOrProvince: formText(data, 'stateOrProvince'),
      postalCode: formText(data, 'postalCode'),
      country: formText(data, 'country'),
      primary: formText(data, 'primary') !== '',
    });
  };
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  const list = (
    <>
      {addresses.length === 0 ? (
        <p className="text-ik-fg-muted">{t('account.address.empty')}</p>
      ) : (
        <ul className="grid list-none gap-4 p-0">
          {addresses.map((address, at) => (
            <li
              key={`${address.address1}-${String(at)}`}
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
                <P.Button
                  variant="secondary"
                  onClick={() => start({ kind: 'form', index: at })}
                  data-action="edit"
                >
                  {t('account.action.edit')}
                </P.Button>
                {address.isPrimary ? null : (
                  <P.Button
                    variant="tertiary"
                    pending={state.isPending}
                    onClick={() => makePrimary({ ...address, index: at })}
                    data-action="makePrimary"
                  >
                    {t('account.address.setPrimary')}
                  </P.Button>
                )}
                <P.Button
                  variant="tertiary"
                  onClick={() => start({ kind: 'remove', index: at })}
                  data-action="remove"
                  aria-label={`${t('account.address.remove')}: ${address.address1}`}
                >
                  {t('account.address.remove')}
                </P.Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <P.Button variant="secondary" onClick={() => start({ kind: 'form', index: null })} data-action="add">
          {t('account.address.add')}
        </P.Button>
      </div>
    </>
  );
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="address"
      title={t('account.section.address')}
      view={list}
      form={editing.kind === 'form' ? { errors: items, onSubmit } : undefined}
      editStep={
        editing.kind === 'remove' ? (
          <ConfirmStep
            parts={P}
            hook={hook}
            message={t('account.address.confirmRemove', { address: entry?.address1 ?? '' })}
            action={t('account.address.remove')}
            pendingLabel={t('account.address.removing')}
            onConfirm={() => actions.save({ remove: editing.index })}
          />
        ) : state.data !== null ? (
          // A quick change (make primary) keeps the list in view while it runs.
          <>
            <ServerError parts={P} code={state.errorCode} attempt={state.attempt} />
            {list}
          </>
        ) : null
      }
    >
      <TextFields
        parts={P}
        fields={FIELDS.map((field) => ({
          name: field,
          label: t(LABEL[field]),
          autoComplete: AUTOCOMPLETE[field],
          narrow: field === 'stateOrProvince' || field === 'postalCode',
        }))}
        ids={ids}
        values={entry}
        errorFor={errorFor}
        errorPrefix={labels.errorPrefix}
      />
      <P.Field label={t('account.address.country')} controlId={countryId} labels={labels}>
        <P.Select id={countryId} name="country" defaultValue={entry?.country ?? 'US'} autoComplete="country">
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`account.address.country.${code}`)}
            </option>
          ))}
        </P.Select>
      </P.Field>
      {entry?.isPrimary === true ? null : (
        <P.Checkbox id={primaryId} name="primary" value="yes" label={t('account.address.makePrimary')} />
      )}
    </AccountSection>
  );
}
