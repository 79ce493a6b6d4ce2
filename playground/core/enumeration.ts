/**
 * The service's user-enumeration mode (issue 21, QUALITY.md security 10), per offering: the kit's client sends
 * its offering id on every call (`ik-offering-id`, seed 001 §7), and the playground answers that offering in
 * `strict` (the default: present and missing accounts get the same answers) or `off` (the spec's distinct
 * answers: USER_NOT_FOUND at recovery begin, 409 DUPLICATE_USER at sign-up, verify-auth not compliant). The
 * mode is the service's configuration, never something a caller can ask for: a request naming an offering
 * the service does not list gets the default.
 */

import { header, type Service } from './service';
import type { ServiceRequest } from '../http/types';

export { PLAYGROUND_SPEC_OFFERING_ID } from './spec-offering';

/** The service's answer mode for account-existence questions. */
export type ServiceEnumeration = 'strict' | 'off';

/** The mode the service answers a request in (its offering's entry, else the service default). */
export function enumerationOf(service: Service, req: ServiceRequest): ServiceEnumeration {
  const offeringId = req.headers.get(header(service, 'offering-id'))?.trim() ?? '';
  // Own keys only: a header naming `constructor` or `__proto__` must not reach the object's prototype.
  const listed = service.config.offeringEnumeration;
  return Object.hasOwn(listed, offeringId)
    ? (listed[offeringId] ?? service.config.userEnumeration)
    : service.config.userEnumeration;
}

/** True when the request's offering is answered in strict mode. */
export function isStrict(service: Service, req: ServiceRequest): boolean {
  return enumerationOf(service, req) === 'strict';
}
