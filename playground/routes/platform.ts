/**
 * Configuration, logger, cookie persistence and device id (seed 000 §3.2, §7.1; seed 001 §7 device id).
 * The playground answers with small, valid documents: enough for the loader code paths to run.
 */

import { ServiceError, badArgument } from '../core/errors';
import { currentSession, header } from '../core/service';
import type { Service } from '../core/service';
import { randomId } from '../core/random';
import { objectBody, optionalArray, queryBody, optionalString, requiredString } from '../http/input';
import type { Body } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { SetCookie } from '../http/types';
import { COOKIE_PERSIST_MIN_DAYS, WEBAUTHN_REG_COOKIE } from '../../rules';
import { BASE } from './paths';
import { recordLogBatch, recordPersistedCookie } from './telemetry';

const DAY_MS = 24 * 60 * 60_000;

export function registerPlatform(router: Router<Service>): void {
  router.add('GET', `${BASE.configuration}/widgets_json`, ({ req, service }) => {
    const offeringId = optionalString(queryBody(req.query), 'offering_id', 64);
    if (offeringId === undefined || offeringId === '') {
      throw badArgument('offering_id is required.', 'offering_id');
    }
    return ok({
      v4WidgetConfigNamespaces: ['sign-in', 'simple-sign-in', 'sign-up', 'account-recovery'],
      v2RevertedWidgetConfigNamespaces: [],
      pluginRegistry: {},
      accountChoices: (currentSession(service, req)?.rememberedIdentifiers ?? []).map((identifier) => ({
        identifier,
        offerings: [{ offeringId, identifierType: 'username', identifierLabel: identifier }],
      })),
      // The simple sign-in's own section (seed 001 §2 namespace simple-sign-in): one form, whatever the
      // offering's sign-in mode, so the playground shows how the namespace configures it.
      widgets: { 'sign-in': { offeringId }, 'simple-sign-in': { offeringId, identifierFirst: false } },
    });
  });
  router.add('GET', `${BASE.configuration}/plugins/config.json`, () => ok({ plugins: {} }));
  router.add('GET', `${BASE.configuration}/app-fabric`, ({ req }) => {
    const query = queryBody(req.query);
    return ok({
      offeringId: optionalString(query, 'offering_id', 64) ?? null,
      flows: (optionalString(query, 'flows', 512) ?? '').split(',').filter((flow) => flow !== ''),
    });
  });
  router.add('GET', BASE.logger, ({ req, service }) => {
    // Kept for GET /__playground/telemetry (routes/telemetry.ts): the demo and tests read what pages log.
    requiredString(queryBody(req.query), 'context', 8192);
    recordLogBatch(service, req.query);
    return noContent();
  });
  router.add('POST', `${BASE.host}/persist_cookies`, ({ req, service }) => {
    const list = optionalArray(objectBody(req.body), 'cookies') ?? [];
    const now = service.clock.now();
    const cookies: SetCookie[] = [];
    for (const item of list) {
      if (item === null || typeof item !== 'object') {
        throw badArgument('Each cookie needs a name, value and expires.', 'cookies');
      }
      const name = requiredString(item as Body, 'name', 128);
      const value = requiredString(item as Body, 'value', 4096);
      const expires = Date.parse(requiredString(item as Body, 'expires', 64));
      if (!/^[\w.-]+$/.test(name) || Number.isNaN(expires)) {
        throw badArgument('Cookie name or expiry is malformed.', 'cookies');
      }
      // Seed 000 §7.1: only cookies living 7 days or more whose names end in glogin or ivid, or the
      // webauthn registration cookie, are persisted.
      const eligible =
        expires - now >= COOKIE_PERSIST_MIN_DAYS * DAY_MS &&
        (name.endsWith('glogin') || name.endsWith('ivid') || name === WEBAUTHN_REG_COOKIE.name);
      if (!eligible) {
        throw new ServiceError(400, 'INVALID_ARGUMENT', `Cookie ${name} may not be persisted.`);
      }
      recordPersistedCookie(service, name, new Date(expires).toUTCString());
      cookies.push({
        name,
        value,
        maxAge: Math.floor((expires - now) / 1000),
        path: name === WEBAUTHN_REG_COOKIE.name ? WEBAUTHN_REG_COOKIE.path : '/',
        httpOnly: false,
        sameSite: req.headers.get(header(service, 'samesite-support')) === 'false' ? 'Lax' : 'Lax',
        secure: req.url.protocol === 'https:',
      });
    }
    return noContent({ cookies });
  });
  router.add('POST', `${BASE.accountChoice}/delete`, ({ req, service }) => {
    const body = objectBody(req.body);
    const identifier = requiredString(body, 'identifier', 256);
    const identifierType = requiredString(body, 'identifierType', 64);
    if (!['email', 'phone', 'username', 'userId', 'userIdPseudonym'].includes(identifierType)) {
      throw badArgument('identifierType is not known.', 'identifierType');
    }
    const session = currentSession(service, req);
    if (session !== null) {
      // Seed 000 §7.1: option=all forgets every remembered choice, otherwise only this identifier.
      session.rememberedIdentifiers =
        req.query.get('option') === 'all'
          ? []
          : session.rememberedIdentifiers.filter((item) => item !== identifier);
    }
    return noContent();
  });
  router.add('GET', `${BASE.host}/ius_did`, ({ service }) =>
    ok({ deviceId: randomId(service.random, 'did', 24) }),
  );
}
