/**
 * The demo page's flow configuration from its address (seed 000 §2.5 query parameters, read with offerings'
 * `parseQuery`). Pure, so the rules are easy to read and test:
 * - `client_id` turns on the OAuth hand-off (§4.6) with `redirect_uri`, `response_type`, `state` (byte-exact),
 *   `scope` and `x_user_aal`; `nonce`, `code_challenge` and `code_challenge_method` are OAuth request
 *   parameters outside §2.5's table and are read from the address as given (the flow forwards PKCE only
 *   with S256).
 * - `locale` picks the catalogue locale.
 * - Identifier first with account choices. Strict user enumeration (the kit's default) asks the password
 *   first, so two accounts on one email (two.accounts@example.com) get the chooser after it (the sign-in
 *   answer's SELECT_ACCOUNT); `?enumeration=off` shows the spec's lookup, the chooser before the password.
 *   `?form=password` shows the one-form sign-in instead (user id and password together).
 * - The passkey prompt (post-auth webAuthnRegistration) and passkey sign-in with autofill
 *   (enableFIDO2Authentication, issue 19: off unless turned on) are on only where WebAuthn can work: the
 *   browser has it and the page is on a domain (Chromium refuses IP-address RP IDs, so on 127.0.0.1 they
 *   could only fail; open the demo on http://localhost:<port> for passkeys).
 * - Verified-user update (seed 000 §4.7) on, with the offering switches of §3.6 settable from the address
 *   for trying its display rules: `isPhoneRequired`, `isFullnameRequired`, `forcePhoneVerification`,
 *   `updateUnverifiedPhone` (each `=true`). These are configuration, not §2.5 query parameters: a demo
 *   switch, not something a product reads from its address (no link is taken from the address).
 */
import type { FlowConfig } from '../../headless';
import type { OAuthRequest } from '../../headless/advanced';
import { resolveConfig, type PageTheme, type ParsedQuery, type SignUpFlow } from '../../offerings';
import { demoEnumerationOf } from './pages';

export interface DemoEnvironment {
  /** `location.hostname`. */
  readonly hostname: string;
  /** `typeof PublicKeyCredential !== 'undefined'`. */
  readonly webAuthn: boolean;
}

/** True for a host name that is an IPv4 or IPv6 address literal. */
function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/** The OAuth request of this visit, or null when the address names no client. */
export function oauthRequestOf(query: ParsedQuery, params: URLSearchParams): OAuthRequest | null {
  if (query.clientId === null) {
    return null;
  }
  const optional = (name: string): string | undefined => {
    const value = params.get(name);
    return value === null || value === '' ? undefined : value;
  };
  const nonce = optional('nonce');
  const codeChallenge = optional('code_challenge');
  const codeChallengeMethod = optional('code_challenge_method');
  return {
    clientId: query.clientId,
    // Without a redirect address the exchange fails invalid_redirect_uri on the page (seed 000 §4.6).
    redirectUri: query.redirectUri ?? '',
    ...(query.responseType !== null ? { responseType: query.responseType } : {}),
    ...(query.state !== null ? { state: query.state } : {}),
    ...(query.scope !== null ? { scope: query.scope } : {}),
    ...(query.xUserAal !== null ? { xUserAal: query.xUserAal } : {}),
    ...(nonce !== undefined ? { nonce } : {}),
    ...(codeChallenge !== undefined ? { codeChallenge } : {}),
    ...(codeChallengeMethod !== undefined ? { codeChallengeMethod } : {}),
  };
}

const VUU_SWITCHES = [
  'isPhoneRequired',
  'isFullnameRequired',
  'forcePhoneVerification',
  'updateUnverifiedPhone',
] as const;

/** The verified-user update switches given in the address (only those present with `=true`). */
export function vuuSwitchesOf(params: URLSearchParams): Partial<FlowConfig> {
  const switches: Partial<Record<(typeof VUU_SWITCHES)[number], boolean>> = {};
  for (const name of VUU_SWITCHES) {
    if (params.get(name) === 'true') {
      switches[name] = true;
    }
  }
  return switches;
}

/** Flow configuration of the demo page. */
export function demoFlowConfig(
  query: ParsedQuery,
  params: URLSearchParams,
  environment: DemoEnvironment,
): Partial<FlowConfig> {
  const oauth = oauthRequestOf(query, params);
  const passkeys = environment.webAuthn && !isIpAddress(environment.hostname);
  return {
    identifierFirst: params.get('form') !== 'password',
    enableAccountChoices: true,
    // The single account choice mode (seed 001 §4) on demand: `?singleAccountChoice=true`; with enumeration
    // off (`?enumeration=off`) alex@example.com's one account is shown to confirm after the identifier.
    enableSingleAccountChoice: params.get('singleAccountChoice') === 'true',
    enableVerifiedUserUpdate: true,
    enableFIDO2Registration: passkeys,
    enableFIDO2Authentication: passkeys,
    enableOAuthFlow: oauth !== null,
    // The realm picker (seed 000 §4.3) on demand: `?realmPicker=true`, then sign in as cory.companies.
    enableRealmPicker: params.get('realmPicker') === 'true',
    // The better-account offer on demand: `?betterAccount=true`, then sign in with user id bea.old.
    enablePostAuthBestAccountCheck: params.get('betterAccount') === 'true',
    enableBestAccountCheck: params.get('betterAccount') === 'true',
    oauth,
    policies: query.policies,
    ...vuuSwitchesOf(params),
    ...demoEnumerationOf(params),
  };
}

/** The loader overrides of seed 000 §2.5 the demo pages honour, after the prd gate (offerings/overrides.ts). */
export interface DemoAddressOverrides {
  /** iux_theme as a page theme, or null. */
  readonly theme: PageTheme | null;
  /** iux_flows: the sign-up flow, or null. */
  readonly signUpFlow: SignUpFlow | null;
  /** iux_disable_css: the page drops the kit's stylesheet. */
  readonly disableCss: boolean;
  /** Setup warnings of refused overrides (logged to the console). */
  readonly warnings: readonly string[];
}

/**
 * The address overrides of the demo page, through resolveConfig, so the demo applies exactly what a product
 * page would: iux_theme, iux_flows and iux_disable_css, each refused in prd unless the offering allows it
 * (`?offering_env=prd`, a demo switch, shows the refusal; the default is e2e, where every override applies).
 * iux_log_sample_percentage belongs to the loader's logger (the `/embed` page), which the demo pages lack.
 */
export function demoAddressOverrides(href: string, offeringId: string): DemoAddressOverrides {
  const env = new URL(href).searchParams.get('offering_env') ?? 'e2e';
  const config = resolveConfig({ offeringId, offeringEnv: env, query: href });
  return {
    theme: config.sources.theme === 'url' ? config.theme : null,
    signUpFlow: config.sources.signUpFlow === 'url' ? config.signUpFlow : null,
    disableCss:
      config.urlOverrides.applied.includes('iux_disable_css') && config.query.loader.disableCss === true,
    warnings: config.warnings,
  };
}
