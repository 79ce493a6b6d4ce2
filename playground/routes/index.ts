/** The route table of the playground service: one register function per path family. */

import type { Service } from '../core/service';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { registerAdmin } from './admin';
import { registerMfa } from './mfa';
import { registerSignIn } from './sign-in';
import { registerTickets } from './tickets';

export function buildRouter(): Router<Service> {
  const router = createRouter<Service>();
  registerSignIn(router);
  registerMfa(router);
  registerTickets(router);
  registerAdmin(router);
  return router;
}
