/** The route table of the playground service: one register function per path family. */

import type { Service } from '../core/service';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { registerAccount } from './account';
import { registerAdmin } from './admin';
import { registerConsent } from './consent';
import { registerContact } from './contact';
import { registerInvitations } from './invitations';
import { registerMfa } from './mfa';
import { registerOAuth } from './oauth';
import { registerPartner } from './partner';
import { registerPlatform } from './platform';
import { registerRealms } from './realms';
import { registerRecovery } from './recovery';
import { registerSignIn } from './sign-in';
import { registerTelemetry } from './telemetry';
import { registerTickets } from './tickets';
import { registerUsers } from './users';
import { registerValidation } from './validation';
import { registerWebauthn } from './webauthn';

export function buildRouter(): Router<Service> {
  const router = createRouter<Service>();
  registerSignIn(router);
  registerMfa(router);
  registerTickets(router);
  registerUsers(router);
  registerContact(router);
  registerAccount(router);
  registerRecovery(router);
  registerConsent(router);
  registerInvitations(router);
  registerOAuth(router);
  registerPartner(router);
  registerValidation(router);
  registerRealms(router);
  registerWebauthn(router);
  registerPlatform(router);
  registerAdmin(router);
  registerTelemetry(router);
  return router;
}
