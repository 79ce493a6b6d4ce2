/** JSON views of stored entities as the wire contract shapes them (headless/client/wire/*.ts). */

import type { StoredSession, StoredUser } from '../store/types';

/** Seed 001 §5 mask: keep the first and last characters of the local part. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) {
    return '***';
  }
  const local = address.slice(0, at);
  const first = local.slice(0, 1);
  const last = local.length > 1 ? local.slice(-1) : '';
  return `${first}***${last}${address.slice(at)}`;
}

/** Seed 001 §5 mask: phone masks show the last 4 characters. */
export function maskPhone(phone: string): string {
  return `***-***-${phone.slice(-4)}`;
}

export function primaryPhone(user: StoredUser): string | null {
  return (user.phones.find((phone) => phone.primary) ?? user.phones[0])?.phoneNumber ?? null;
}

/** Ticket view (seed 000 §3.7); the ticket string stays in the HttpOnly cookie. */
export function ticketView(session: StoredSession, user: StoredUser): Record<string, unknown> {
  return {
    userId: user.userId,
    userIdPseudonym: pseudonym(user),
    authenticationLevel: String(session.authenticationLevel),
    identityAssuranceLevel: '1',
    namespaceId: session.namespaceId,
    scoped: session.realmId !== null,
    ...(session.realmId !== null ? { realmId: session.realmId } : {}),
    createTime: new Date(session.createTime).toISOString(),
    ...(session.authTime !== null ? { authTime: new Date(session.authTime).toISOString() } : {}),
  };
}

/** A stable opaque pseudonym for a user id (used by WebAuthn dereg, seed 000 §3.3). */
export function pseudonym(user: StoredUser): string {
  let hash = 2166136261;
  for (const char of user.userId) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  }
  return `psd_${hash.toString(16).padStart(8, '0')}`;
}

/** User view (wire UserResponse). Never carries a password hash, TOTP secret or credential key. */
export function userView(user: StoredUser): Record<string, unknown> {
  return {
    userId: user.userId,
    username: user.username,
    userType: user.userType,
    accountState: user.accountState,
    namespaceId: user.namespaceId,
    ...(user.fullName !== null ? { fullName: { ...user.fullName } } : {}),
    ...(user.email !== null
      ? { email: { address: user.email.address, status: user.email.status, primary: true } }
      : {}),
    phone: user.phones.map((phone) => ({ ...phone })),
    ...(user.addresses !== undefined ? { address: user.addresses.map((address) => ({ ...address })) } : {}),
    securityPref: [
      ...Object.entries(user.securityPrefs).map(([key, value]) => ({ key, value })),
      // Chosen (the spec shows no field for it): whether an authenticator app is set up, read-only.
      { key: 'TOTP_STATUS', value: user.totpSecret !== null ? 'ENABLED' : 'DISABLED' },
      // Chosen likewise: which security question is set (its text or short key; never the answer).
      ...(user.securityQuestion !== undefined
        ? [{ key: 'SECURITY_QUESTION', value: user.securityQuestion.question }]
        : []),
    ],
  };
}

/** Account lookup entry (seed 000 §3.4 userExtInfo). */
export function userExtInfo(user: StoredUser): Record<string, unknown> {
  return {
    user: {
      userId: user.userId,
      username: user.username,
      ...(user.email !== null ? { email: { address: user.email.address } } : {}),
    },
    accountState: user.accountState,
  };
}
