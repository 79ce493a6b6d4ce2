import { formField } from '../../standalone/props';
import {
  useAccountSection,
  type AccountSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  ADDRESS_REQUESTS,
  ADDRESS_RULES,
  type AddressClient,
  type AddressData,
  type AddressInput,
} from './requests';

/** Form field names of the address form (uncontrolled inputs read on submit). */
export const ADDRESS_FIELD_NAMES = {
  index: 'index',
  address1: 'address1',
  cityOrLocality: 'cityOrLocality',
  stateOrProvince: 'stateOrProvince',
  postalCode: 'postalCode',
  country: 'country',
  primary: 'primary',
} as const;

/** Options of {@link useAddressManager}. */
export interface UseAddressManagerOptions extends AccountSectionOptions {
  /** The identity client (or any object with `getUser` and `updateUser`). */
  readonly client: AddressClient;
}

/** `{ state, actions, get*Props }` of the address section. */
export type UseAddressManager = UseAccountSection<AddressData, AddressInput>;

function readForm(form: HTMLFormElement): AddressInput {
  const index = formField(form, ADDRESS_FIELD_NAMES.index);
  const country = formField(form, ADDRESS_FIELD_NAMES.country);
  return {
    ...(index !== '' && Number.isInteger(Number(index)) ? { index: Number(index) } : {}),
    address1: formField(form, ADDRESS_FIELD_NAMES.address1),
    cityOrLocality: formField(form, ADDRESS_FIELD_NAMES.cityOrLocality),
    stateOrProvince: formField(form, ADDRESS_FIELD_NAMES.stateOrProvince),
    postalCode: formField(form, ADDRESS_FIELD_NAMES.postalCode),
    ...(country !== '' ? { country } : {}),
    primary: formField(form, ADDRESS_FIELD_NAMES.primary) !== '',
  };
}

const DEFINITION = { rules: ADDRESS_RULES, requests: ADDRESS_REQUESTS, readForm };

/**
 * Address manager (seed 000 §2.1, seed 001 §2 `address`): the user's addresses (type MAIN by default, one
 * primary), add or edit one (`actions.save({ index?, address1, ... })`), remove one
 * (`actions.save({ remove: index })`) or make one primary (`primary: true`); each is one PUT users/me.
 */
export function useAddressManager(options: UseAddressManagerOptions): UseAddressManager {
  return useAccountSection(DEFINITION, options.client, options);
}
