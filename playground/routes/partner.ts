/**
 * Partner sign-in with google, the only partner (seed 000 §1, §4.5; seed 001 §7 partner authentication):
 * begin returns the partner address (a fake google page on the playground), which redirects back to the
 * sign-in link with `partner_uid` and `response_token`; link ties the partner identity to the signed-in
 * user; getData returns the user names of accounts with the partner's email.
 */

import { ServiceError, badArgument } from '../core/errors';
import { header, requireUser } from '../core/service';
import type { Service } from '../core/service';
import { randomId } from '../core/random';
import { findUsers } from '../store/store';
import type { StoredPartnerAuth } from '../store/types';
import { objectBody, queryBody, optionalString, requiredString } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { BASE } from './paths';

/** The google identity the fake partner signs in as (README.md). */
export const PARTNER_IDENTITY = { subject: 'google-1001', email: 'pat.google@example.com' } as const;
/** chosen: partner response tokens live 10 minutes. */
const PARTNER_TOKEN_TTL_MS = 10 * 60_000;

function tokenOf(service: Service, value: string | null | undefined): StoredPartnerAuth {
  const stored = value !== null && value !== undefined ? service.store.partnerAuth.get(value) : undefined;
  if (stored === undefined || stored.expiresAt <= service.clock.now()) {
    throw new ServiceError(
      401,
      'partner_auth_access_denied',
      'The partner sign-in has expired or was denied.',
    );
  }
  return stored;
}

/** Only same-origin relative paths or configured origins may be returned to (no open redirect). */
function safeReturn(service: Service, req: ServiceRequest, link: string | undefined): string {
  const fallback = `${req.url.origin}/`;
  if (link === undefined || link === '') {
    return fallback;
  }
  try {
    const url = new URL(link, req.url.origin);
    return url.origin === req.url.origin || service.config.origins.includes(url.origin) ? url.href : fallback;
  } catch {
    return fallback;
  }
}

export function registerPartner(router: Router<Service>): void {
  const base = BASE.partnerAuth;
  router.add('GET', `${base}/initiate_sso`, ({ req, service }) => {
    const query = queryBody(req.query);
    const partner = requiredString(query, 'partner_uid', 64);
    if (partner !== 'google') {
      // Seed 000 §2.3: any partner other than google is an error (the page shows PARTNER_INITIATION_FAIL).
      throw badArgument('Only the google partner is supported.', 'partner_uid');
    }
    const token: StoredPartnerAuth = {
      responseToken: randomId(service.random, 'prt', 32),
      partnerUid: 'google',
      subject: PARTNER_IDENTITY.subject,
      email: PARTNER_IDENTITY.email,
      userNames: [],
      linkedUserId: null,
      expiresAt: service.clock.now() + PARTNER_TOKEN_TTL_MS,
      state: optionalString(query, 'state', 512) ?? null,
    };
    service.store.partnerAuth.set(token.responseToken, token);
    const back = safeReturn(
      service,
      req,
      optionalString(query, 'sign_in_link', 2048) ?? optionalString(query, 'callback_override', 2048),
    );
    const page = new URL(`${BASE.playground}/partner/google`, req.url.origin);
    page.searchParams.set('token', token.responseToken);
    page.searchParams.set('return_to', back);
    return ok({ uris: [page.href] });
  });
  router.add('GET', `${BASE.playground}/partner/google`, ({ req, service }) => {
    // The fake partner consent: redirects straight back with partner_uid and response_token.
    const token = tokenOf(service, req.query.get('token'));
    const back = new URL(safeReturn(service, req, req.query.get('return_to') ?? undefined));
    back.searchParams.set('partner_uid', 'google');
    back.searchParams.set('response_token', token.responseToken);
    if (token.state !== null) {
      back.searchParams.set('state', token.state);
    }
    return { status: 302, headers: { location: back.href }, body: { location: back.href } };
  });
  router.add('PUT', `${base}/link_user`, ({ req, service }) => {
    const token = tokenOf(service, requiredString(objectBody(req.body), 'responseToken', 128));
    const { user } = requireUser(service, req);
    if (token.linkedUserId !== null && token.linkedUserId !== user.userId) {
      throw new ServiceError(409, 'ACCESS_DENIED', 'This partner identity is linked to another account.');
    }
    token.linkedUserId = user.userId;
    if (!user.linkedPartners.some((link) => link.subject === token.subject)) {
      user.linkedPartners.push({
        partnerUid: 'google',
        paTokenId: randomId(service.random, 'pat', 16),
        subject: token.subject,
      });
    }
    return ok({ responseToken: token.responseToken });
  });
  router.add('GET', `${base}/user_info`, ({ req, service }) => {
    if (req.query.get('fields') !== 'user_names') {
      throw badArgument('fields=user_names is required.', 'fields');
    }
    // WIRE.md: the response token travels in the partner-response-token header, not the URL.
    const token = tokenOf(service, req.headers.get(header(service, 'partner-response-token')));
    const linked = [...service.store.users.values()].filter((user) =>
      user.linkedPartners.some((link) => link.subject === token.subject),
    );
    const byEmail = findUsers(service.store, token.email);
    const userNames = [...new Set([...linked, ...byEmail].map((user) => user.username))];
    return ok({ product: { userNames } });
  });
  router.add('GET', `${base}/linked_identities`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    return ok({
      linkedIdentities: user.linkedPartners.map((link) => ({
        paTokenId: link.paTokenId,
        partnerUid: link.partnerUid,
        email: link.email ?? PARTNER_IDENTITY.email,
      })),
    });
  });
  router.add('PUT', `${base}/delink`, ({ req, service }) => {
    const paTokenId = requiredString(objectBody(req.body), 'paTokenId', 128);
    const { user } = requireUser(service, req);
    if (!user.linkedPartners.some((link) => link.paTokenId === paTokenId)) {
      throw new ServiceError(404, 'ACCESS_DENIED', 'No such linked identity.');
    }
    user.linkedPartners = user.linkedPartners.filter((link) => link.paTokenId !== paTokenId);
    return noContent();
  });
}
