/**
 * Consent (seed 000 §7.1 consent create; seed 001 §3 consent and authorization flow, §7 OAuth and consent):
 * consent records, the OpenID-provider authorization flow update and per-client OAuth consents.
 */

import { ServiceError, badArgument } from '../core/errors';
import { requireUser } from '../core/service';
import type { Service } from '../core/service';
import { randomId } from '../core/random';
import type { StoredUser } from '../store/types';
import { objectBody, optionalArray, optionalString, queryBody, requiredString } from '../http/input';
import type { Body } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { BASE } from './paths';

/** Consents granted to OAuth clients: user id -> client id -> scope. */
export const OAUTH_CONSENT_PREFIX = 'oauth:';

/** Stores consent records from a body list; returns their views. */
export function recordConsents(
  service: Service,
  user: StoredUser,
  list: readonly unknown[] | undefined,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const item of list ?? []) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw badArgument('Each consent must be an object.', 'consents');
    }
    const consentType = requiredString(item as Body, 'consentType', 128);
    const consentTermRef = optionalString(item as Body, 'consentTermRef', 256);
    user.consents.push({
      consentType,
      ...(consentTermRef !== undefined ? { consentTermRef } : {}),
      grantedAt: service.clock.now(),
    });
    out.push({
      ...(item as Body),
      consentType,
      consentId: randomId(service.random, 'cns', 16),
      status: 'GRANTED',
    });
  }
  return out;
}

function collect(service: Service, req: ServiceRequest) {
  const { user } = requireUser(service, req);
  const list = optionalArray(objectBody(req.body), 'consents');
  if (list === undefined || list.length === 0) {
    throw badArgument('consents is required.', 'consents');
  }
  return ok({ consents: recordConsents(service, user, list) });
}

export function oauthConsentType(clientId: string): string {
  return `${OAUTH_CONSENT_PREFIX}${clientId}`;
}

export function registerConsent(router: Router<Service>): void {
  router.add('POST', BASE.consent, ({ req, service }) => collect(service, req));
  router.add('POST', `${BASE.users}/consent`, ({ req, service }) => collect(service, req));
  router.add('POST', `${BASE.op}/update_authorization_flow`, ({ req, service }) => {
    const body = objectBody(req.body);
    const clientId = requiredString(body, 'clientId', 256);
    const { user } = requireUser(service, req);
    const client = service.store.oauthClients.get(clientId);
    if (client === undefined) {
      throw new ServiceError(400, 'INVALID_ARGUMENT', 'Unknown OAuth client.', 'invalid_client');
    }
    const consentStatus = optionalString(body, 'consentStatus');
    const prompt = optionalString(body, 'prompt');
    if (prompt !== undefined && !['none', 'login', 'consent', 'select_account'].includes(prompt)) {
      throw badArgument('prompt must be none, login, consent or select_account.', 'prompt');
    }
    if (consentStatus === 'GRANTED' || consentStatus === 'ACCEPTED') {
      user.consents = user.consents.filter((consent) => consent.consentType !== oauthConsentType(clientId));
      user.consents.push({
        consentType: oauthConsentType(clientId),
        consentTermRef: optionalString(body, 'scope') ?? client.scopes.join(' '),
        grantedAt: service.clock.now(),
      });
    } else if (consentStatus === 'DENIED' || consentStatus === 'REJECTED') {
      user.consents = user.consents.filter((consent) => consent.consentType !== oauthConsentType(clientId));
    }
    const redirectUrl = optionalString(body, 'redirectUrl', 2048);
    return ok({
      flowId: randomId(service.random, 'flw', 16),
      ...(redirectUrl !== undefined && client.redirectUris.includes(redirectUrl) ? { redirectUrl } : {}),
    });
  });
  router.add('GET', `${BASE.op}/consents`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const query = queryBody(req.query);
    const clientId = optionalString(query, 'client_id');
    const consents = user.consents
      .filter((consent) => consent.consentType.startsWith(OAUTH_CONSENT_PREFIX))
      .map((consent) => ({
        clientId: consent.consentType.slice(OAUTH_CONSENT_PREFIX.length),
        scope: consent.consentTermRef ?? '',
        createTime: new Date(consent.grantedAt).toISOString(),
      }))
      .filter((consent) => clientId === undefined || consent.clientId === clientId);
    return ok({ consents });
  });
  router.add('DELETE', `${BASE.op}/consents`, ({ req, service }) => {
    const { user } = requireUser(service, req);
    const clientId = optionalString(queryBody(req.query), 'client_id');
    user.consents = user.consents.filter(
      (consent) =>
        !(
          consent.consentType.startsWith(OAUTH_CONSENT_PREFIX) &&
          (clientId === undefined || consent.consentType === oauthConsentType(clientId))
        ),
    );
    return noContent();
  });
}
