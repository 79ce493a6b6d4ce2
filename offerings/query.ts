/**
 * The address query parameters of seed 000 §2.5. Values are kept exactly as decoded (OAuth `state` must stay
 * byte-exact, QUALITY.md 3); only iux_policies is normalised (upper-cased and sorted).
 */
import { PERCENT_SCALE } from '../rules/constants';
import { normalizePolicies } from './normalize';

/** Loader overrides from the address (seed 000 §2.5), before the prd filter of overrides.ts. */
export interface LoaderOverrides {
  /** iux_v4: true for every widget, or a list of namespaces. */
  readonly v4: true | readonly string[] | null;
  /** iux_v2: true for every widget, or a list of namespaces to keep on v2. */
  readonly v2: true | readonly string[] | null;
  /** iux_v3: true or false. */
  readonly v3: boolean | null;
  readonly theme: string | null;
  readonly disableCss: boolean | null;
  readonly disableTests: boolean | null;
  /** 0..100, whole number. */
  readonly logSamplePercentage: number | null;
  /** Sign-up flow name. */
  readonly flows: string | null;
}

/** Every parameter of seed 000 §2.5; null when absent or empty. */
export interface ParsedQuery {
  readonly locale: string | null;
  readonly cid: string | null;
  readonly cuiSessionId: string | null;
  readonly invAttr: string | null;
  readonly partnerUid: string | null;
  readonly responseToken: string | null;
  readonly accessCode: string | null;
  readonly invitationId: string | null;
  readonly clientId: string | null;
  readonly responseType: string | null;
  readonly redirectUri: string | null;
  readonly state: string | null;
  readonly scope: string | null;
  readonly xUserAal: string | null;
  /** iux_policies, comma-separated in the address; upper-cased, de-duplicated and sorted. */
  readonly policies: readonly string[];
  readonly loader: LoaderOverrides;
}

/** No overrides. */
export const NO_LOADER_OVERRIDES: LoaderOverrides = {
  v4: null,
  v2: null,
  v3: null,
  theme: null,
  disableCss: null,
  disableTests: null,
  logSamplePercentage: null,
  flows: null,
};

function toParams(input: string | URLSearchParams | URL | null | undefined): URLSearchParams {
  if (input === null || input === undefined) {
    return new URLSearchParams();
  }
  if (input instanceof URLSearchParams) {
    return input;
  }
  if (input instanceof URL) {
    return input.searchParams;
  }
  const q = input.indexOf('?');
  const query = q === -1 ? input : input.slice(q + 1);
  const hash = query.indexOf('#');
  return new URLSearchParams(hash === -1 ? query : query.slice(0, hash));
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value;
}

function bool(value: string | null): boolean | null {
  if (value === null) {
    return null;
  }
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') {
    return true;
  }
  if (v === 'false' || v === '0') {
    return false;
  }
  return null;
}

function trueOrList(value: string | null): true | string[] | null {
  if (value === null) {
    return null;
  }
  if (bool(value) === true) {
    return true;
  }
  if (bool(value) === false) {
    return null;
  }
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return list.length === 0 ? null : list;
}

function percent(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value.trim())) {
    return null;
  }
  const n = Number(value.trim());
  return n <= PERCENT_SCALE ? n : null;
}

/** Parses an address, its query string, or URLSearchParams. Never throws. */
export function parseQuery(input: string | URLSearchParams | URL | null | undefined): ParsedQuery {
  const params = toParams(input);
  const policies = text(params, 'iux_policies');
  return {
    locale: text(params, 'locale'),
    cid: text(params, 'cid'),
    cuiSessionId: text(params, 'cui_session_id'),
    invAttr: text(params, 'inv_attr'),
    partnerUid: text(params, 'partner_uid'),
    responseToken: text(params, 'response_token'),
    accessCode: text(params, 'access_code'),
    invitationId: text(params, 'invitation_id'),
    clientId: text(params, 'client_id'),
    responseType: text(params, 'response_type'),
    redirectUri: text(params, 'redirect_uri'),
    state: text(params, 'state'),
    scope: text(params, 'scope'),
    xUserAal: text(params, 'x_user_aal'),
    policies: policies === null ? [] : normalizePolicies(policies.split(',')),
    loader: {
      v4: trueOrList(text(params, 'iux_v4')),
      v2: trueOrList(text(params, 'iux_v2')),
      v3: bool(text(params, 'iux_v3')),
      theme: text(params, 'iux_theme'),
      disableCss: bool(text(params, 'iux_disable_css')),
      disableTests: bool(text(params, 'iux_disable_tests')),
      logSamplePercentage: percent(text(params, 'iux_log_sample_percentage')),
      flows: text(params, 'iux_flows'),
    },
  };
}

/**
 * Parameters that must leave the address bar once read (QUALITY.md 3; issue 21 §5): the one-time partner
 * token, invitation access code and OAuth state, and the per-request secrets and hints that would otherwise
 * stay in history, bookmarks and shared links (PKCE `code_challenge`, OIDC `nonce`, `login_hint`, the
 * invitation id and attributes token, the partner id, an emailed link's confirmation code). The page reads them first and holds them in memory.
 */
export const ONE_TIME_QUERY_PARAMS = [
  'access_code',
  'response_token',
  'state',
  'code_challenge',
  'nonce',
  'login_hint',
  'invitation_id',
  // the invitation link's attributes token (redacted from logs like the access code: offerings/log.ts)
  'inv_attr',
  'partner_uid',
  // the emailed confirmation link's one-time code and its id (the demo's /email-confirmation landing)
  'confirmation_id',
  'code',
] as const;

/** The address without the one-time parameters, for history.replaceState. */
export function stripOneTimeParams(href: string): string {
  if (!URL.canParse(href)) {
    return href;
  }
  const url = new URL(href);
  for (const name of ONE_TIME_QUERY_PARAMS) {
    url.searchParams.delete(name);
  }
  return url.href;
}
