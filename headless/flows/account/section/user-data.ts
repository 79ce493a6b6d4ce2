/**
 * What the account sections read of the signed-in user (GET users/me, seed 001 §3 user), as plain data:
 * no secrets ever come back from the service, and nothing here is sent anywhere.
 */
import type { UserResponse } from '../../../client/wire/users';

/** A contact and its status (seed 000 §3.7: CONFIRMED, UNCONFIRMED, ...). */
export interface ContactData {
  readonly value: string;
  /** The service's contact status, or null when it gave none. */
  readonly status: string | null;
  /** The service marked it primary (seed 001 §3 email/phone `primary`). */
  readonly isPrimary: boolean;
  /** Verified: status CONFIRMED or VALID. */
  readonly isVerified: boolean;
}

/** The contact statuses that count as verified. */
const VERIFIED = new Set(['CONFIRMED', 'VALID']);

function contact(value: string, status: string | undefined, primary: boolean | undefined): ContactData {
  return {
    value,
    status: status ?? null,
    isPrimary: primary ?? false,
    isVerified: status !== undefined && VERIFIED.has(status),
  };
}

/** The user's email, or null. */
export function emailOf(user: Pick<UserResponse, 'email'>): ContactData | null {
  const email = user.email;
  return email === undefined ? null : contact(email.address, email.status, email.primary ?? true);
}

/** The user's primary phone (else the first), or null. */
export function phoneOf(user: Pick<UserResponse, 'phone'>): ContactData | null {
  const phones = user.phone ?? [];
  const phone = phones.find((p) => p.primary === true) ?? phones[0];
  return phone === undefined ? null : contact(phone.phoneNumber, phone.status, phone.primary);
}

/** The full name parts the section edits (seed 001 §3 fullName). */
export interface FullNameData {
  readonly givenName: string;
  readonly middleName: string;
  readonly surName: string;
}

export function fullNameOf(user: Pick<UserResponse, 'fullName'>): FullNameData {
  return {
    givenName: user.fullName?.givenName ?? '',
    middleName: user.fullName?.middleName ?? '',
    surName: user.fullName?.surName ?? '',
  };
}
