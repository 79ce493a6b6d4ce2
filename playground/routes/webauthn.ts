/**
 * WebAuthn registration and assertion under `{webauthn-base}` = /fido2 (seed 000 §7.1 dereg; registration and
 * authentication rows chosen by WIRE.md, WebAuthn Level 3 JSON). Challenges are issued here, stored in the
 * session with the caller's origin, used once, and expire; verification is done by @simplewebauthn/server,
 * loaded lazily on the first verify so a browser bundle that never verifies never loads it.
 */

import { ServiceError, badArgument } from '../core/errors';
import { authOutcome } from '../core/auth';
import { currentSession, requireUser, sessionFor } from '../core/service';
import type { Service } from '../core/service';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../core/limits';
import { pseudonym } from '../core/views';
import { toBase64Url, utf8 } from '../crypto/bytes';
import { findUsers } from '../store/store';
import type { StoredSession, StoredUser } from '../store/types';
import { objectBody, optionalObject, optionalString, requiredString } from '../http/input';
import type { Body } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { BASE } from './paths';
import type * as WebAuthnServerModule from '@simplewebauthn/server';

type WebAuthnServer = typeof WebAuthnServerModule;
let server: Promise<WebAuthnServer> | null = null;

/** Said to the developer when the optional peer is missing (package.json peerDependenciesMeta). */
export const MISSING_WEBAUTHN_SERVER =
  "The playground's passkey routes verify with @simplewebauthn/server, an optional peer dependency of " +
  'identity-kit: install it (npm install --save-dev @simplewebauthn/server) to use passkeys in the playground.';

/**
 * Lazy load (see the file comment). `@simplewebauthn/server` is an optional peer, not a dependency: only the
 * playground's verify step needs it, so products never install a server-side verifier with the UI kit. A
 * failed import is forgotten so a later install is picked up, and it surfaces as a 501 naming the package.
 */
function loadServer(): Promise<WebAuthnServer> {
  server ??= import('@simplewebauthn/server').catch((error: unknown) => {
    server = null;
    console.error(MISSING_WEBAUTHN_SERVER, error);
    throw new ServiceError(501, 'SERVICE_UNAVAILABLE', MISSING_WEBAUTHN_SERVER);
  });
  return server;
}

const RP_NAME = 'identity-kit playground';
/** COSE ES256 and RS256: what platform authenticators and security keys produce. */
const ALGORITHMS = [-7, -257];

/** The origin a ceremony is bound to: the caller's, and only when the playground allows it. */
function ceremonyOrigin(service: Service, req: ServiceRequest): string {
  const origin = req.origin;
  if (origin !== req.url.origin && !service.config.origins.includes(origin)) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'WebAuthn is not allowed from this origin.');
  }
  return origin;
}

function issueChallenge(
  service: Service,
  session: StoredSession,
  kind: 'registration' | 'authentication',
  origin: string,
  userId: string | null,
): string {
  // Start loading the verifier now, so the verify call that follows does not wait for the module.
  loadServer().catch(() => undefined);
  const challenge = toBase64Url(service.random.bytes(32));
  session.webauthnChallenge = {
    challenge,
    kind,
    origin,
    expiresAt: service.clock.now() + WEBAUTHN_CHALLENGE_TTL_MS,
    userId,
  };
  return challenge;
}

/** Takes the session's challenge (single use: it is cleared before verification starts). */
function takeChallenge(
  service: Service,
  req: ServiceRequest,
  session: StoredSession | null,
  kind: 'registration' | 'authentication',
) {
  const pending = session?.webauthnChallenge ?? null;
  if (session !== null) {
    session.webauthnChallenge = null;
  }
  if (pending === null || pending.kind !== kind || pending.expiresAt <= service.clock.now()) {
    throw new ServiceError(
      400,
      'INVALID_ARGUMENT',
      'No WebAuthn ceremony is in progress: request options first.',
      'WEBAUTHN_CHALLENGE',
    );
  }
  if (req.origin !== pending.origin) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'The ceremony belongs to another origin.');
  }
  return pending;
}

function credentialOf(body: Body): Body {
  const credential = optionalObject(body, 'credential');
  if (
    credential === undefined ||
    typeof credential['id'] !== 'string' ||
    typeof credential['response'] !== 'object' ||
    credential['response'] === null
  ) {
    throw badArgument('credential must be a PublicKeyCredential in its JSON form.', 'credential');
  }
  return credential;
}

function rpIdOf(origin: string): string {
  return new URL(origin).hostname;
}

export function registerWebauthn(router: Router<Service>): void {
  const base = BASE.webauthn;
  router.add('POST', `${base}/registration/options`, ({ req, service }) => {
    const body = objectBody(req.body);
    const attachment = optionalString(body, 'authenticatorAttachment');
    if (attachment !== undefined && attachment !== 'platform' && attachment !== 'cross-platform') {
      throw badArgument(
        'authenticatorAttachment must be platform or cross-platform.',
        'authenticatorAttachment',
      );
    }
    const { session, user } = requireUser(service, req);
    const origin = ceremonyOrigin(service, req);
    const challenge = issueChallenge(service, session, 'registration', origin, user.userId);
    return ok({
      rp: { id: rpIdOf(origin), name: RP_NAME },
      user: {
        id: toBase64Url(utf8(pseudonym(user))),
        name: user.username,
        displayName:
          user.fullName !== null ? `${user.fullName.givenName} ${user.fullName.surName}` : user.username,
      },
      challenge,
      pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      excludeCredentials: user.credentials.map((credential) => ({
        id: credential.id,
        type: 'public-key',
        transports: credential.transports,
      })),
      authenticatorSelection: {
        residentKey: 'preferred',
        userVerification: 'preferred',
        ...(attachment !== undefined ? { authenticatorAttachment: attachment } : {}),
      },
      attestation: 'none',
    });
  });
  router.add('POST', `${base}/registration/verify`, async ({ req, service }) => {
    const credential = credentialOf(objectBody(req.body));
    const { session, user } = requireUser(service, req);
    const pending = takeChallenge(service, req, session, 'registration');
    if (pending.userId !== user.userId) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'The ceremony belongs to another user.');
    }
    const { verifyRegistrationResponse } = await loadServer();
    let result: Awaited<ReturnType<WebAuthnServer['verifyRegistrationResponse']>>;
    try {
      result = await verifyRegistrationResponse({
        response: credential as unknown as Parameters<
          WebAuthnServer['verifyRegistrationResponse']
        >[0]['response'],
        expectedChallenge: pending.challenge,
        expectedOrigin: pending.origin,
        expectedRPID: rpIdOf(pending.origin),
        requireUserVerification: false,
      });
    } catch {
      throw new ServiceError(
        400,
        'INVALID_ARGUMENT',
        'The passkey registration could not be verified.',
        'WEBAUTHN_VERIFY',
      );
    }
    if (!result.verified) {
      throw new ServiceError(
        400,
        'INVALID_ARGUMENT',
        'The passkey registration could not be verified.',
        'WEBAUTHN_VERIFY',
      );
    }
    const info = result.registrationInfo.credential;
    if (
      [...service.store.users.values()].some((other) =>
        other.credentials.some((existing) => existing.id === info.id),
      )
    ) {
      throw new ServiceError(
        409,
        'INVALID_ARGUMENT',
        'This passkey is already registered.',
        'WEBAUTHN_DUPLICATE',
      );
    }
    user.credentials.push({
      id: info.id,
      publicKey: new Uint8Array(info.publicKey),
      counter: info.counter,
      transports: [...(info.transports ?? [])],
      createdAt: service.clock.now(),
    });
    return ok({ verified: true, credentialId: info.id });
  });
  router.add('POST', `${base}/authentication/options`, ({ req, service }) => {
    const body = objectBody(req.body);
    const username = optionalString(body, 'username', 256);
    const { session, cookies } = sessionFor(service, req);
    const origin = ceremonyOrigin(service, req);
    const users = username !== undefined ? findUsers(service.store, username) : [];
    const user: StoredUser | undefined = users.length === 1 ? users[0] : undefined;
    const challenge = issueChallenge(service, session, 'authentication', origin, user?.userId ?? null);
    // An unknown username gets the same answer shape (empty list: discoverable credentials) to avoid
    // telling which accounts have passkeys.
    return ok(
      {
        challenge,
        rpId: rpIdOf(origin),
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
        allowCredentials: (user?.credentials ?? []).map((credential) => ({
          id: credential.id,
          type: 'public-key',
          transports: credential.transports,
        })),
        userVerification: 'preferred',
      },
      { cookies },
    );
  });
  router.add('POST', `${base}/authentication/verify`, async ({ req, service }) => {
    const credential = credentialOf(objectBody(req.body));
    const session = currentSession(service, req);
    const pending = takeChallenge(service, req, session, 'authentication');
    if (session === null) {
      throw new ServiceError(
        400,
        'INVALID_ARGUMENT',
        'No WebAuthn ceremony is in progress.',
        'WEBAUTHN_CHALLENGE',
      );
    }
    const id = credential['id'] as string;
    const owner = [...service.store.users.values()].find((user) =>
      user.credentials.some((stored) => stored.id === id),
    );
    const stored = owner?.credentials.find((item) => item.id === id);
    if (
      owner === undefined ||
      stored === undefined ||
      (pending.userId !== null && pending.userId !== owner.userId)
    ) {
      throw new ServiceError(401, 'INVALID_CREDENTIALS', 'This passkey is not registered.');
    }
    const { verifyAuthenticationResponse } = await loadServer();
    let verified = false;
    let newCounter = stored.counter;
    try {
      const result = await verifyAuthenticationResponse({
        response: credential as unknown as Parameters<
          WebAuthnServer['verifyAuthenticationResponse']
        >[0]['response'],
        expectedChallenge: pending.challenge,
        expectedOrigin: pending.origin,
        expectedRPID: rpIdOf(pending.origin),
        credential: {
          id: stored.id,
          publicKey: stored.publicKey,
          counter: stored.counter,
          transports: stored.transports as never,
        },
        requireUserVerification: false,
      });
      verified = result.verified;
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      verified = false;
    }
    if (!verified) {
      throw new ServiceError(401, 'INVALID_CREDENTIALS', 'The passkey could not be verified.');
    }
    stored.counter = newCounter;
    if (session.userId !== owner.userId) {
      session.verifiedTokens = [];
      session.authTime = null;
      session.realmId = null;
    }
    session.userId = owner.userId;
    session.verifiedTokens.push('FIDO');
    return authOutcome(service, req, session, owner);
  });
  router.add('POST', `${base}/dereg`, ({ req, service }) => {
    const body = objectBody(req.body);
    const identifier = requiredString(body, 'identifier', 256);
    const identifierType = optionalString(body, 'identifierType') ?? 'userIdPseudonym';
    const { user } = requireUser(service, req);
    if (identifierType !== 'userIdPseudonym' || identifier !== pseudonym(user)) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'You can remove only your own passkeys.');
    }
    user.credentials = [];
    return noContent();
  });
}
