/** Playground-only routes under /__playground (not part of the identity contract). */

import type { Service } from '../core/service';
import { checkCode } from '../core/service';
import { queryBody, requiredString } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import { markConfirmed } from './contact';
import { BASE } from './paths';

export function registerAdmin(router: Router<Service>): void {
  router.add('GET', `${BASE.playground}/outbox`, ({ service }) => ok([...service.store.outbox].reverse()));
  router.add('GET', `${BASE.playground}/health`, () => ok({ status: 'ok' }));
  // Target of the links in LINK-type confirmation emails (seed 001 §4 "confirm type defaults to LINK").
  router.add('GET', `${BASE.playground}/confirm`, ({ req, service }) => {
    const query = queryBody(req.query);
    const code = checkCode(service, requiredString(query, 'confirmationId', 128), requiredString(query, 'code', 16), (candidate) => candidate.purpose === 'channel');
    const user = code.userId !== null ? service.store.users.get(code.userId) : undefined;
    if (user !== undefined) {
      markConfirmed(user, code.channel, code.recipient);
    }
    return ok({ status: 'CONFIRMED', channelType: code.channel });
  });
}
