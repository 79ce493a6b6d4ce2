// Story helper (not a story file): the story client answering a state no playground fixture holds, for a
// section that only reads it: an authenticator app or a government-id check on alex's password session, a
// passkey registered on another device. Only the read is changed; every write still goes to the playground.
// Make the client once per story (useState): a new client each render would restart the section's loading.
import type { IdentityClient } from '../../headless';

/** `client` with `getUser` reporting these read-only security preferences as well (TOTP_STATUS, …). */
export function withSecurityPrefs(
  client: IdentityClient,
  prefs: Readonly<Record<string, string>>,
): IdentityClient {
  const getUser: IdentityClient['getUser'] = async (...args) => {
    const result = await client.getUser(...args);
    if (!result.ok) {
      return result;
    }
    const kept = (result.data.securityPref ?? []).filter((pref) => !(pref.key in prefs));
    const added = Object.entries(prefs).map(([key, value]) => ({ key, value }));
    return { ...result, data: { ...result.data, securityPref: [...kept, ...added] } };
  };
  return overriding(client, { getUser });
}

/** `client` whose registration options name `count` passkeys the user already has (the passkey list). */
export function withPasskeys(client: IdentityClient, count: number): IdentityClient {
  const webauthnRegistrationOptions: IdentityClient['webauthnRegistrationOptions'] = async (...args) => {
    const result = await client.webauthnRegistrationOptions(...args);
    if (!result.ok) {
      return result;
    }
    const excludeCredentials = Array.from({ length: count }, (_, index) => ({
      id: `c3RvcnktcGFzc2tleS0${String(index + 1)}`,
      type: 'public-key' as const,
      transports: ['internal'],
    }));
    return { ...result, data: { ...result.data, excludeCredentials } };
  };
  return overriding(client, { webauthnRegistrationOptions });
}

/**
 * `client` with some calls answered by `calls`. The client is a frozen object of closures (no `this`), so a
 * copy with those calls replaced is the same client otherwise.
 */
function overriding(client: IdentityClient, calls: Partial<IdentityClient>): IdentityClient {
  return { ...client, ...calls };
}
