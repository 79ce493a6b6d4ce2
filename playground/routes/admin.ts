/** Playground-only routes under /__playground (not part of the identity contract). */

import type { Service } from '../core/service';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import { BASE } from './paths';

export function registerAdmin(router: Router<Service>): void {
  router.add('GET', `${BASE.playground}/outbox`, ({ service }) => ok([...service.store.outbox].reverse()));
  router.add('GET', `${BASE.playground}/health`, () => ok({ status: 'ok' }));
}
