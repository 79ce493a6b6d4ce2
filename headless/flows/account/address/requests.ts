/**
 * Address manager (seed 000 §2.1 v3 "address manager"; seed 001 §2 widget `address`): rules, the address
 * list after an edit (pure), and the request table. Seed 001 §3: the user's address list, each with a type
 * (MAIN when none is given) and a primary flag. The list is written whole (PUT users/me `address`), so an
 * edit, an addition, a removal or a new primary is one request. Chosen where the spec is silent: exactly
 * one address is primary while the list is not empty (the first one added, or the one the user marks); the
 * street, city, state and postal code follow the identity-proofing rules (seed 001 §5, rules/fields).
 */
import type { IdentityClient } from '../../../client';
import type { UserResponse } from '../../../client/wire/users';
import type { PostalAddress } from '../../../client/wire/common';
import { validatePostalCode, validateRegion } from '../../../../rules';
import { DEFAULT_COUNTRY } from '../../../../rules/constants';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';

/** The type an address gets when none is given (seed 001 §3). */
export const DEFAULT_ADDRESS_TYPE = 'MAIN';
/** Longest street line accepted (chosen: the name bound of seed 001 §5 is too short for a street). */
export const STREET_MAX_LENGTH = 100;

/** One address as the section shows it. */
export interface AddressEntry {
  readonly type: string;
  readonly isPrimary: boolean;
  readonly address1: string;
  readonly cityOrLocality: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
  /** ISO country code (US when the service gave none). */
  readonly country: string;
}

/** What the section shows: the user's addresses, the primary first. */
export interface AddressData {
  readonly addresses: readonly AddressEntry[];
}

/** An address typed in the form; `index` replaces that entry, none adds one. */
export interface AddressEdit {
  readonly index?: number | undefined;
  readonly address1: string;
  readonly cityOrLocality: string;
  readonly stateOrProvince: string;
  readonly postalCode: string;
  /** @default the entry's country, else US */
  readonly country?: string | undefined;
  /** @default the entry's type, else MAIN */
  readonly type?: string | undefined;
  /** Make it the primary address. */
  readonly primary?: boolean | undefined;
}

/** What a save sends: an edit or addition, or the removal of the entry at `remove`. */
export type AddressInput = AddressEdit | { readonly remove: number };

/** The client methods the section calls. */
export const ADDRESS_CLIENT_METHODS = ['getUser', 'updateUser'] as const;
/** The client calls the address manager makes. */
export type AddressClient = Pick<IdentityClient, (typeof ADDRESS_CLIENT_METHODS)[number]>;

function entryOf(address: PostalAddress): AddressEntry {
  return {
    type: address.type ?? DEFAULT_ADDRESS_TYPE,
    isPrimary: address.primary === true,
    address1: address.address1 ?? '',
    cityOrLocality: address.cityOrLocality ?? '',
    stateOrProvince: address.stateOrProvince ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? DEFAULT_COUNTRY,
  };
}

/** The addresses of a user, primary first (pure). */
export function addressDataOf(user: Pick<UserResponse, 'address'>): AddressData {
  const entries = (user.address ?? []).map(entryOf);
  return { addresses: [...entries.filter((a) => a.isPrimary), ...entries.filter((a) => !a.isPrimary)] };
}

function isRemoval(input: AddressInput): input is { readonly remove: number } {
  return 'remove' in input;
}

/** Exactly one primary while the list is not empty: the marked one, else the first. */
function withOnePrimary(list: readonly AddressEntry[], primary: number): AddressEntry[] {
  const chosen = primary >= 0 && primary < list.length ? primary : 0;
  return list.map((entry, index) => ({ ...entry, isPrimary: index === chosen }));
}

/** The list after an edit, an addition or a removal (pure; the input is assumed valid). */
export function addressesAfter(current: readonly AddressEntry[], input: AddressInput): AddressEntry[] {
  if (isRemoval(input)) {
    const rest = current.filter((_entry, index) => index !== input.remove);
    return withOnePrimary(
      rest,
      rest.findIndex((entry) => entry.isPrimary),
    );
  }
  const before = input.index !== undefined ? current[input.index] : undefined;
  const country = (input.country ?? before?.country ?? DEFAULT_COUNTRY).trim().toUpperCase();
  const region = validateRegion(input.stateOrProvince, { country });
  const postal = checkPostalCode(input.postalCode, country);
  const entry: AddressEntry = {
    type: input.type ?? before?.type ?? DEFAULT_ADDRESS_TYPE,
    isPrimary: false,
    address1: input.address1.trim(),
    cityOrLocality: input.cityOrLocality.trim(),
    stateOrProvince: region.valid ? region.value : input.stateOrProvince.trim(),
    postalCode: postal ?? input.postalCode.trim(),
    country,
  };
  const at = before !== undefined ? (input.index ?? 0) : current.length;
  const list = before !== undefined ? current.map((a, i) => (i === at ? entry : a)) : [...current, entry];
  // The entry keeps the primary flag it had; a new one is primary when asked or when it is the first.
  const primary = input.primary === true || current.length === 0 ? at : current.findIndex((a) => a.isPrimary);
  return withOnePrimary(list, primary);
}

/** The postal code as sent (US ZIP, Canadian code normalised; other countries as typed), or null if invalid. */
function checkPostalCode(value: string, country: string): string | null {
  if (country === 'US' || country === 'CA') {
    const result = validatePostalCode(value, { country });
    return result.valid ? result.value : null;
  }
  return value.trim() === '' ? null : value.trim();
}

/** The wire form: every entry with its type (MAIN by default) and primary flag. */
export function toPostalAddresses(list: readonly AddressEntry[]): PostalAddress[] {
  return list.map((entry) => ({
    type: entry.type,
    primary: entry.isPrimary,
    address1: entry.address1,
    cityOrLocality: entry.cityOrLocality,
    stateOrProvince: entry.stateOrProvince,
    postalCode: entry.postalCode,
    country: entry.country,
  }));
}

/** The section's rules: the street and city are required, the state and postal code follow the country. */
export const ADDRESS_RULES: SectionRules<AddressData, AddressInput> = {
  slot: 'accountAddress',
  name: 'account.address',
  loads: true,
  validate: (input) => {
    if (isRemoval(input)) {
      return {};
    }
    const errors: Record<string, string> = {};
    const street = input.address1.trim();
    if (street === '') {
      errors['address1'] = 'required';
    } else if ([...street].length > STREET_MAX_LENGTH) {
      errors['address1'] = 'tooLong';
    }
    if (input.cityOrLocality.trim() === '') {
      errors['cityOrLocality'] = 'required';
    }
    const country = (input.country ?? DEFAULT_COUNTRY).trim().toUpperCase();
    const region = validateRegion(input.stateOrProvince, { country });
    if (!region.valid) {
      errors['stateOrProvince'] = region.reason;
    }
    if (checkPostalCode(input.postalCode, country) === null) {
      errors['postalCode'] = input.postalCode.trim() === '' ? 'required' : 'invalidFormat';
    }
    return errors;
  },
  verifyAfterSave: () => null,
};

/** operation -> client call -> result event: load the list, write the whole list after the change. */
export const ADDRESS_REQUESTS: SectionRequestTable<AddressClient, AddressData, AddressInput> = {
  load: {
    calls: ['getUser'],
    run: async (client, _arg, { signal }) => toOutcome(await client.getUser({}, { signal }), addressDataOf),
  },
  save: {
    calls: ['updateUser'],
    run: async (client, { input, current }, { signal }) =>
      toOutcome(
        await client.updateUser(
          { address: toPostalAddresses(addressesAfter(current?.addresses ?? [], input)) },
          { signal },
        ),
        addressDataOf,
      ),
  },
};
