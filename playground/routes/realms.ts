/**
 * Realms, personas and single sign-on (seed 001 §3 Realm and Persona, §7 personas, realms, SSO). Only the
 * realm owner may change a realm; personas are the realm's members.
 */

import { ServiceError, badArgument } from '../core/errors';
import { requireUser, send } from '../core/service';
import type { Service } from '../core/service';
import { randomId } from '../core/random';
import { INVITATION_TTL_MS } from '../core/limits';
import type { StoredRealm, StoredUser } from '../store/types';
import { acceptEmail } from '../core/accounts';
import {
  objectBody,
  optionalArray,
  optionalObject,
  optionalString,
  queryBody,
  requiredString,
} from '../http/input';
import type { Body } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { ServiceRequest } from '../http/types';
import { isValidServiceProviderEntity } from '../../rules';
import { realmView } from './account';
import { invitationLink } from './invitations';
import { BASE } from './paths';

function ownedRealm(service: Service, user: StoredUser, realmId: string): StoredRealm {
  const realm = service.store.realms.get(realmId);
  if (realm === undefined || !user.realmIds.includes(realmId)) {
    throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such realm for this user.');
  }
  if (realm.ownerUserId !== user.userId) {
    throw new ServiceError(403, 'ACCESS_DENIED', 'Only the realm owner can change it.');
  }
  return realm;
}

function currentRealm(service: Service, req: ServiceRequest): { user: StoredUser; realm: StoredRealm } {
  const { session, user } = requireUser(service, req);
  const realmId = session.realmId ?? user.realmIds[0];
  const realm = realmId !== undefined ? service.store.realms.get(realmId) : undefined;
  if (realm === undefined) {
    throw new ServiceError(404, 'REALM_NOT_FOUND', 'Choose a realm first.');
  }
  return { user, realm };
}

function personaFor(service: Service, realm: StoredRealm, user: StoredUser) {
  const existing = [...service.store.personas.values()].find(
    (persona) => persona.realmId === realm.realmId && persona.userId === user.userId,
  );
  if (existing !== undefined) {
    return existing;
  }
  const persona = {
    personaId: randomId(service.random, 'prs', 12),
    realmId: realm.realmId,
    userId: user.userId,
    email: user.email?.address ?? null,
    role: [realm.ownerUserId === user.userId ? 'OWNER' : 'MEMBER'],
  };
  service.store.personas.set(persona.personaId, persona);
  return persona;
}

function personaView(persona: { personaId: string; realmId: string; role: string[] }) {
  return { persona: { personaId: persona.personaId, realmId: persona.realmId, role: [...persona.role] } };
}

export function registerRealms(router: Router<Service>): void {
  const realms = BASE.realms;
  router.add('PUT', `${realms}/{realmId}/products`, ({ req, service, params }) => {
    const { user } = requireUser(service, req);
    const realm = ownedRealm(service, user, params['realmId'] ?? '');
    const list = optionalArray(objectBody(req.body), 'product') ?? [];
    realm.products = list.map((item) => {
      if (item === null || typeof item !== 'object') {
        throw badArgument('Each product needs a productId.', 'product');
      }
      const attributes = optionalArray(item as Body, 'attribute') ?? [];
      const enabled = !attributes.some(
        (attribute) =>
          attribute !== null &&
          typeof attribute === 'object' &&
          (attribute as Body)['key'] === 'enabled' &&
          (attribute as Body)['value'] === 'false',
      );
      return { productId: requiredString(item as Body, 'productId', 64), enabled };
    });
    return ok({ realm: realmView(service, realm.realmId) });
  });
  router.add('GET', `${realms}/current/personas`, ({ req, service }) => {
    const { user, realm } = currentRealm(service, req);
    return ok(personaView(personaFor(service, realm, user)));
  });
  router.add('POST', `${realms}/current/personas/invite`, ({ req, service }) => {
    const body = objectBody(req.body);
    const { user, realm } = currentRealm(service, req);
    if (realm.ownerUserId !== user.userId) {
      throw new ServiceError(403, 'ACCESS_DENIED', 'Only the realm owner can invite.');
    }
    const persona = optionalObject(body, 'persona');
    const email = acceptEmail(persona !== undefined ? requiredString(persona, 'email', 512) : '');
    const invitationId = randomId(service.random, 'inv', 12);
    const accessCode = String(
      100000 + (service.random.bytes(4).reduce((sum, byte) => sum * 256 + byte, 0) % 900000),
    );
    const attributesToken = randomId(service.random, 'attr', 12);
    service.store.invitations.set(invitationId, {
      invitationId,
      accessCode,
      status: 'PENDING',
      invitationChannel: 'EMAIL',
      email,
      realmId: realm.realmId,
      role: 'MEMBER',
      expiresAt: service.clock.now() + INVITATION_TTL_MS,
      attempts: 0,
      acceptedByUserId: null,
      attributesToken,
      inviterName:
        user.fullName !== null ? `${user.fullName.givenName} ${user.fullName.surName}` : user.username,
    });
    const message = optionalString(body, 'personalMessage', 1000);
    send(service, {
      channel: 'EMAIL',
      recipient: email,
      purpose: 'invitation',
      code: accessCode,
      link: invitationLink({ invitationId, attributesToken, accessCode }),
      text: `${realm.displayName} invited you. Access code: ${accessCode}.${message !== undefined ? ` Message: ${message}` : ''}`,
      userId: null,
    });
    return ok({ invitationId });
  });
  router.add('PUT', `${realms}/{realmId}`, ({ req, service, params }) => {
    const { user } = requireUser(service, req);
    const realm = ownedRealm(service, user, params['realmId'] ?? '');
    if (req.query.get('operation') === 'reattach') {
      const source = service.store.realms.get(req.query.get('source_realm_id') ?? '');
      if (source === undefined || source.ownerUserId !== user.userId) {
        throw new ServiceError(404, 'REALM_NOT_FOUND', 'No such source realm for this user.');
      }
      realm.products = [
        ...realm.products,
        ...source.products.filter(
          (product) => !realm.products.some((own) => own.productId === product.productId),
        ),
      ];
      return ok({ realm: realmView(service, realm.realmId) });
    }
    realm.displayName = requiredString(objectBody(req.body), 'displayName', 128).trim();
    return ok({ realm: realmView(service, realm.realmId) });
  });

  const personas = BASE.personas;
  router.add('PUT', `${personas}/{personaId}/roles`, ({ req, service, params }) => {
    const role = requiredString(objectBody(req.body), 'role', 64);
    const { user } = requireUser(service, req);
    const persona = service.store.personas.get(params['personaId'] ?? '');
    const realm = persona !== undefined ? service.store.realms.get(persona.realmId) : undefined;
    if (persona === undefined || realm?.ownerUserId !== user.userId) {
      throw new ServiceError(404, 'ACCESS_DENIED', 'No such persona in a realm you own.');
    }
    persona.role = [role];
    return ok(personaView(persona));
  });
  router.add('PUT', personas, ({ req, service }) => {
    const part = optionalObject(objectBody(req.body), 'persona');
    if (part === undefined) {
      throw badArgument('persona is required.', 'persona');
    }
    const { user, realm } = currentRealm(service, req);
    const persona = personaFor(service, realm, user);
    const roles = optionalArray(part, 'role');
    if (roles !== undefined && realm.ownerUserId === user.userId) {
      persona.role = roles.filter((role): role is string => typeof role === 'string');
    }
    return ok(personaView(persona));
  });
  const remove = (service: Service, req: ServiceRequest, ids: readonly string[]) => {
    const { user } = requireUser(service, req);
    for (const id of ids) {
      const persona = service.store.personas.get(id);
      const realm = persona !== undefined ? service.store.realms.get(persona.realmId) : undefined;
      if (persona === undefined || (realm?.ownerUserId !== user.userId && persona.userId !== user.userId)) {
        throw new ServiceError(404, 'ACCESS_DENIED', 'No such persona in a realm you own.');
      }
    }
    for (const id of ids) {
      service.store.personas.delete(id);
    }
    return noContent();
  };
  router.add('DELETE', `${personas}/{personaId}`, ({ req, service, params }) =>
    remove(service, req, [params['personaId'] ?? '']),
  );
  router.add('DELETE', personas, ({ req, service }) => {
    const ids = (optionalString(queryBody(req.query), 'ids', 4096) ?? '')
      .split(',')
      .filter((id) => id !== '');
    if (ids.length === 0) {
      throw badArgument('ids is required.', 'ids');
    }
    return remove(service, req, ids);
  });
  router.add('GET', `${personas}/transfer/{realmId}/me/authorize`, ({ req, service, params }) => {
    const { user } = requireUser(service, req);
    return ok({ authorized: user.realmIds.includes(params['realmId'] ?? '') });
  });

  router.add('POST', `${BASE.providers}/{spEntity}/sso`, ({ req, service, params }) => {
    const spEntity = params['spEntity'] ?? '';
    // Seed 001 §5: the service-provider entity is rejected if it contains "..", "%" or a backslash.
    if (spEntity !== 'me' && !isValidServiceProviderEntity(spEntity)) {
      throw badArgument('The service-provider entity is not valid.', 'spEntity');
    }
    const attributes = optionalArray(objectBody(req.body), 'attributes') ?? [];
    const spInitiated = attributes.some(
      (item) => item !== null && typeof item === 'object' && (item as Body)['key'] === 'SP_INITIATED_SSO',
    );
    const { user } = requireUser(service, req);
    if (!spInitiated) {
      throw badArgument('The SP_INITIATED_SSO attribute is required.', 'attributes');
    }
    return ok({
      redirectUrl: `${req.url.origin}/__playground/sso/${encodeURIComponent(spEntity)}`,
      samlResponse: btoa(`<Response user="${user.userId}"/>`),
      relayState: randomId(service.random, 'rly', 12),
    });
  });
}
