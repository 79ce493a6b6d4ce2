/**
 * OAuth (seed 000 §4.6, §7.3, §8.3; seed 001 §7): the ticket-to-code exchange for registered clients with
 * exact redirect URIs (RFC 6749 §3.1.2.3, RFC 9700 §4.1.3), `state` returned byte for byte, PKCE S256
 * stored with the code (RFC 7636) and checked by the token endpoint, and OAuth 1 request tokens.
 *
 * Errors use the OAuth body `{ error, error_description, state }` (RFC 6749 §4.1.2.1, §5.2) with the codes
 * of seed 000 §8.3; `invalid_redirect_uri` and `invalid_client` never echo the redirect target.
 */

import { currentSession } from '../core/service';
import type { Service } from '../core/service';
import type { OAuthServiceError } from '../core/codes';
import { ServiceError, badArgument } from '../core/errors';
import { AUTH_CODE_TTL_MS } from '../core/limits';
import { randomId } from '../core/random';
import { requireUser } from '../core/service';
import { stringsEqual, toBase64Url, utf8 } from '../crypto/bytes';
import { objectBody, optionalNumber, optionalString } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest, ServiceResponse } from '../http/types';
import { BASE } from './paths';
import { oauthConsentType } from './consent';

function oauthError(
  status: number,
  error: OAuthServiceError,
  description: string,
  state?: string | null,
): ServiceResponse {
  return {
    status,
    body: {
      error,
      error_description: description,
      ...(state !== undefined && state !== null ? { state } : {}),
    },
  };
}

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

async function authorize(service: Service, req: ServiceRequest): Promise<ServiceResponse> {
  const query = req.query;
  const state = query.get('state');
  const clientId = query.get('client_id');
  const redirectUri = query.get('redirect_uri');
  const client = clientId !== null ? service.store.oauthClients.get(clientId) : undefined;
  if (client === undefined) {
    return oauthError(400, 'invalid_client', 'Unknown client.', state);
  }
  // Exact string comparison: no prefix, case or trailing-slash leniency (RFC 9700 §4.1.3).
  if (redirectUri === null || !client.redirectUris.includes(redirectUri)) {
    return oauthError(
      400,
      'invalid_redirect_uri',
      'The redirect URI is not registered for this client.',
      state,
    );
  }
  const responseType = query.get('response_type') ?? 'code';
  if (responseType !== 'code') {
    return oauthError(400, 'unsupported_response_type', 'Only response_type=code is supported.', state);
  }
  const scope = (query.get('scope') ?? 'openid').trim();
  const scopes = scope.split(/\s+/).filter((item) => item !== '');
  if (scopes.some((item) => !client.scopes.includes(item))) {
    return oauthError(400, 'invalid_scope', 'A requested scope is not allowed for this client.', state);
  }
  const challenge = query.get('code_challenge');
  const method = query.get('code_challenge_method');
  if (method !== null && method !== 'S256') {
    return oauthError(
      400,
      'request_not_supported',
      'Only the S256 code challenge method is supported.',
      state,
    );
  }
  if (challenge !== null && !PKCE_CHALLENGE.test(challenge)) {
    return oauthError(
      400,
      'request_not_supported',
      'code_challenge must be 43 to 128 base64url characters.',
      state,
    );
  }
  const session = currentSession(service, req);
  const user =
    session?.userId !== null && session?.userId !== undefined && session.authTime !== null
      ? service.store.users.get(session.userId)
      : undefined;
  if (session === null || user === undefined) {
    return oauthError(401, 'login_required', 'Sign in first.', state);
  }
  const wantedAal = query.get('x_user_aal');
  if (wantedAal !== null && (!/^\d+$/.test(wantedAal) || session.authenticationLevel < Number(wantedAal))) {
    return oauthError(
      403,
      'interaction_required',
      'A higher authentication level is needed; step up first.',
      state,
    );
  }
  if (
    client.requiresConsent &&
    !user.consents.some((consent) => consent.consentType === oauthConsentType(client.clientId))
  ) {
    return oauthError(403, 'consent_required', 'The user has not consented to this client yet.', state);
  }
  const code = randomId(service.random, 'code', 32);
  service.store.authCodes.set(code, {
    code,
    clientId: client.clientId,
    redirectUri,
    userId: user.userId,
    scope: scopes.join(' '),
    state,
    nonce: query.get('nonce'),
    codeChallenge: challenge,
    codeChallengeMethod: challenge !== null ? 'S256' : null,
    expiresAt: service.clock.now() + AUTH_CODE_TTL_MS,
    used: false,
  });
  return ok({ code, ...(state !== null ? { state } : {}), redirectUri });
}

async function token(service: Service, req: ServiceRequest): Promise<ServiceResponse> {
  const body = objectBody(req.body);
  const grantType = optionalString(body, 'grant_type');
  if (grantType !== 'authorization_code') {
    return oauthError(400, 'unsupported_grant_type', 'Only authorization_code is supported.');
  }
  const codeValue = optionalString(body, 'code', 256) ?? '';
  const stored = service.store.authCodes.get(codeValue);
  if (stored === undefined || stored.used || stored.expiresAt <= service.clock.now()) {
    if (stored !== undefined) {
      stored.used = true;
    }
    return oauthError(400, 'invalid_grant', 'The code is invalid, used or expired.');
  }
  stored.used = true;
  if (optionalString(body, 'client_id') !== stored.clientId) {
    return oauthError(400, 'invalid_client', 'The code was issued to another client.');
  }
  if (optionalString(body, 'redirect_uri', 2048) !== stored.redirectUri) {
    return oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
  }
  if (stored.codeChallenge !== null) {
    const verifier = optionalString(body, 'code_verifier', 256);
    const digest =
      verifier !== undefined
        ? toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(verifier))))
        : '';
    if (verifier === undefined || !stringsEqual(digest, stored.codeChallenge)) {
      return oauthError(400, 'invalid_grant', 'The PKCE code verifier does not match.');
    }
  }
  return ok({
    access_token: randomId(service.random, 'at', 32),
    token_type: 'Bearer',
    expires_in: 3600,
    scope: stored.scope,
    x_user_id: stored.userId,
  });
}

export function registerOAuth(router: Router<Service>): void {
  router.add('POST', `${BASE.oauth2}/authorize`, ({ req, service }) => authorize(service, req));
  router.add('POST', `${BASE.oauth2}/token`, ({ req, service }) => token(service, req));
  router.add('POST', `${BASE.oauth1}/tokens/request_tokens/{token}`, ({ req, service, params }) => {
    const body = objectBody(req.body);
    requireUser(service, req);
    const seconds = optionalNumber(body, 'expirationSeconds') ?? 600;
    if (seconds <= 0 || seconds > 86_400) {
      throw badArgument('expirationSeconds must be 1 to 86400.', 'expirationSeconds');
    }
    optionalString(body, 'scope');
    const value = params['token'] ?? '';
    if (!/^[\w.-]{8,128}$/.test(value)) {
      throw new ServiceError(400, 'INVALID_ARGUMENT', 'The request token is malformed.');
    }
    return ok({ token: value, expiresAt: new Date(service.clock.now() + seconds * 1000).toISOString() });
  });
}
