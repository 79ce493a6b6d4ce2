/** The in-memory tables of the playground service. One store per playground instance (no singletons). */

import type {
  OutboxMessage,
  StoredAuthCode,
  StoredCode,
  StoredInvitation,
  StoredOAuthClient,
  StoredPartnerAuth,
  StoredRealm,
  StoredRecovery,
  StoredSession,
  StoredUser,
} from './types';
import { clearTelemetryRecords, createTelemetryRecords, type TelemetryRecords } from '../routes/telemetry';

export interface Store {
  users: Map<string, StoredUser>;
  sessions: Map<string, StoredSession>;
  codes: Map<string, StoredCode>;
  invitations: Map<string, StoredInvitation>;
  realms: Map<string, StoredRealm>;
  oauthClients: Map<string, StoredOAuthClient>;
  authCodes: Map<string, StoredAuthCode>;
  partnerAuth: Map<string, StoredPartnerAuth>;
  recoveries: Map<string, StoredRecovery>;
  /** Oldest first; the public views reverse it. */
  outbox: OutboxMessage[];
  /** Password-reset request times per user id (TOO_MANY_RESET_REQUESTS). */
  resetRequests: Map<string, number[]>;
  /** Out-of-wallet question sessions: encrypted session id -> owner (single use). */
  oowSessions: Map<string, { userId: string; expiresAt: number }>;
  /** Personas by id (seed 001 §3 Persona). */
  personas: Map<
    string,
    { personaId: string; realmId: string; userId: string | null; email: string | null; role: string[] }
  >;
  /** Logger batches, beacons and persisted cookies pages sent (issue 17 §3; GET /__playground/telemetry). */
  telemetry: TelemetryRecords;
}

export function createStore(): Store {
  return {
    users: new Map(),
    sessions: new Map(),
    codes: new Map(),
    invitations: new Map(),
    realms: new Map(),
    oauthClients: new Map(),
    authCodes: new Map(),
    partnerAuth: new Map(),
    recoveries: new Map(),
    outbox: [],
    resetRequests: new Map(),
    oowSessions: new Map(),
    personas: new Map(),
    telemetry: createTelemetryRecords(),
  };
}

/** Empties every table in place (the playground's `reset()` then re-seeds the fixtures). */
export function clearStore(store: Store): void {
  store.users.clear();
  store.sessions.clear();
  store.codes.clear();
  store.invitations.clear();
  store.realms.clear();
  store.oauthClients.clear();
  store.authCodes.clear();
  store.partnerAuth.clear();
  store.recoveries.clear();
  store.outbox.length = 0;
  store.resetRequests.clear();
  store.oowSessions.clear();
  store.personas.clear();
  clearTelemetryRecords(store.telemetry);
}

const fold = (value: string): string => value.trim().toLowerCase();

/** Users whose user id, username or email address equals the identifier (case-insensitive). */
/** The accounts a lookup may find: every user but strict sign-up's look-alikes. */
function accounts(store: Store): StoredUser[] {
  return [...store.users.values()].filter((user) => user.lookAlike !== true);
}

export function findUsers(store: Store, identifier: string): StoredUser[] {
  const wanted = fold(identifier);
  if (wanted === '') {
    return [];
  }
  const byId = accounts(store).filter(
    (user) => fold(user.userId) === wanted || fold(user.username) === wanted,
  );
  if (byId.length > 0) {
    return byId;
  }
  return accounts(store).filter((user) => user.email !== null && fold(user.email.address) === wanted);
}

/** Users with this phone number (E.164 compare). */
export function findUsersByPhone(store: Store, phone: string): StoredUser[] {
  const digits = phone.replace(/[^\d+]/g, '');
  return accounts(store).filter((user) => user.phones.some((p) => p.phoneNumber === digits));
}

/** True when any user already uses this username (case-insensitive). */
export function usernameTaken(store: Store, username: string): boolean {
  const wanted = fold(username);
  return [...store.users.values()].some(
    (user) => fold(user.username) === wanted || fold(user.userId) === wanted,
  );
}
