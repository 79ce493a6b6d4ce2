/**
 * OAuth hand-off of seed 000 §4.6 and §8.3, as pure functions.
 *
 * Tightened for safety (QUALITY.md security 3, RFC 6749 §4.1.2.1, RFC 9700): the flow only ever navigates to
 * the redirect address it sent to the exchange, and only after the server answered for that address. When
 * the server says the client or the address is not valid (or gives no parseable answer), the error stays on
 * the sign-in page with the sign-in link instead of redirecting.
 */

/** OAuth parameters of the visit (seed 000 §2.5 query parameters). */
export interface OAuthRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  /** @default 'code' */
  readonly responseType?: string;
  /** Kept byte-exact. */
  readonly state?: string;
  readonly scope?: string;
  readonly xUserAal?: string;
  readonly nonce?: string;
  /** PKCE, forwarded only with method S256. */
  readonly codeChallenge?: string;
  readonly codeChallengeMethod?: string;
  /** Add x_username (the offering opts in; seed 000 §4.6). @default false */
  readonly sendUsername?: boolean;
}

/**
 * Failures shown on the page instead of redirecting: the client or redirect address is not trusted, or the
 * answer could not be read (issue 5 §2). `temporarily_unavailable` and `server_error` come from the client
 * only for answers without a body (seed 000 §8.3) when they carry no description.
 */
const SHOW_ON_PAGE = new Set([
  'invalid_redirect_uri',
  'invalid_client',
  'unauthorized_client',
  'x_invalid_app_token',
  'overall_redirect_uri_too_long',
  'cannot_parse_response_text',
]);
const NO_BODY = new Set(['temporarily_unavailable', 'server_error']);
/**
 * The client's own codes for an exchange the server never answered (network, deadline, abort, an answer
 * that is not one: client/errors.ts). The server validated nothing, so these stay on the page too.
 */
const NO_ANSWER = new Set(['network_error', 'timeout', 'aborted', 'invalid_response']);

/** True when an OAuth failure must stay on the sign-in page. */
export function showsOAuthErrorOnPage(code: string, description: string): boolean {
  const lower = code.toLowerCase();
  return SHOW_ON_PAGE.has(lower) || NO_ANSWER.has(lower) || (NO_BODY.has(lower) && description === '');
}

/**
 * True when an exchange failure may go back to the client's redirect address: only an OAuth error the
 * server itself answered with (`kind: 'http'`), and not one that stays on the page. A transport failure
 * (any other kind) means no server vouched for the address, whatever its code.
 */
export function redirectsOAuthError(error: {
  readonly kind: string;
  readonly code: string;
  readonly serverMessage: string;
}): boolean {
  return error.kind === 'http' && !showsOAuthErrorOnPage(error.code, error.serverMessage);
}

/** True for an absolute http(s) address (the only kind the flow ever navigates to). */
export function isNavigableRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function withQuery(redirectUri: string, params: readonly (readonly [string, string])[]): string {
  const url = new URL(redirectUri);
  for (const [name, value] of params) {
    url.searchParams.append(name, value);
  }
  return url.toString();
}

/**
 * Success redirect: response_type (default code), code, state, x_username when known and opted in, and
 * x_stay_signed_in when stay-signed-in is enabled (seed 000 §4.6).
 */
export function buildOAuthSuccessRedirect(
  request: OAuthRequest,
  result: { readonly code: string },
  extras: { readonly username: string | null; readonly staySignedIn: boolean | null },
): string {
  const params: [string, string][] = [
    ['response_type', request.responseType ?? 'code'],
    ['code', result.code],
  ];
  if (request.state !== undefined) {
    params.push(['state', request.state]);
  }
  if (request.sendUsername === true && extras.username !== null) {
    params.push(['x_username', extras.username]);
  }
  if (extras.staySignedIn !== null) {
    params.push(['x_stay_signed_in', String(extras.staySignedIn)]);
  }
  return withQuery(request.redirectUri, params);
}

/** Error redirect: error (lower-case), error_description and state (seed 000 §8.3). */
export function buildOAuthErrorRedirect(request: OAuthRequest, code: string, description: string): string {
  const params: [string, string][] = [
    ['error', code.toLowerCase()],
    ['error_description', description],
  ];
  if (request.state !== undefined) {
    params.push(['state', request.state]);
  }
  return withQuery(request.redirectUri, params);
}
