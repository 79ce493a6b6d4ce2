// What a scope lets an app see, worded the same on the consent screen and in the account's "Apps with access".
import type { TextFn } from '../text';

/** The catalogue keys of the standard OpenID Connect scopes. */
export type ScopeKey =
  | 'consent.scope.openid'
  | 'consent.scope.profile'
  | 'consent.scope.email'
  | 'consent.scope.phone'
  | 'consent.scope.address'
  | 'consent.scope.offline_access';

// A Map, not an object literal: a scope named "constructor" or "toString" must not find Object.prototype.
const SCOPE_KEYS: ReadonlyMap<string, ScopeKey> = new Map([
  ['openid', 'consent.scope.openid'],
  ['profile', 'consent.scope.profile'],
  ['email', 'consent.scope.email'],
  ['phone', 'consent.scope.phone'],
  ['address', 'consent.scope.address'],
  ['offline_access', 'consent.scope.offline_access'],
]);

/** The wording of a standard scope; any other scope is shown as the service named it. */
export function scopeWording(t: TextFn<ScopeKey>, scope: string): string {
  const key = SCOPE_KEYS.get(scope);
  return key !== undefined ? t(key) : scope;
}
