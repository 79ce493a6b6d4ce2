/** Playground-only routes under /__playground (not part of the identity contract). */

import type { Service } from '../core/service';
import { availableFactors, GOVID_HANDOFF_PATH } from '../core/auth';
import { ServiceError } from '../core/errors';
import { checkCode, requireSignIn } from '../core/service';
import { pageSecurityHeaders } from '../http/guard';
import { queryBody, requiredString } from '../http/input';
import { ok } from '../http/reply';
import type { Router } from '../http/router';
import { markConfirmed } from './contact';
import { BASE } from './paths';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function registerAdmin(router: Router<Service>): void {
  // The demo OAuth client's redirect target: shows what the hand-off delivered (all values escaped).
  router.add('GET', '/callback', ({ req }) => {
    const rows = ['code', 'state', 'error', 'error_description', 'x_username']
      .map((name) => [name, req.query.get(name)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null)
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd><code>${escapeHtml(value)}</code></dd>`)
      .join('');
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>demo-client callback</title></head><body><main><h1>demo-client received</h1><dl>${rows}</dl></main></body></html>`,
      headers: pageSecurityHeaders("'none'"),
    };
  });
  // Newest first; `?recipient=` narrows to one email address or E.164 phone number.
  router.add('GET', `${BASE.playground}/outbox`, ({ req, service }) => {
    const recipient = req.query.get('recipient');
    return ok(
      [...service.store.outbox]
        .reverse()
        .filter((message) => recipient === null || message.recipient === recipient),
    );
  });
  router.add('GET', `${BASE.playground}/health`, () => ok({ status: 'ok' }));
  // The government-id hand-off of the GOVID challenge (fixture gil.govid): the "verification service"
  // accepts the ID of the session mid-sign-in at once, then sends the visitor back to sign in again.
  router.add('GET', GOVID_HANDOFF_PATH, ({ req, service }) => {
    const { session, user } = requireSignIn(service, req);
    if (!availableFactors(user).includes('GOVID')) {
      throw new ServiceError(400, 'INVALID_CHALLENGE_TOKEN_TYPE', 'This account has no government-id check.');
    }
    if (!session.verifiedTokens.includes('IDP')) {
      session.verifiedTokens.push('IDP');
    }
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      text: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ID verified</title></head><body><main><h1>Your ID is verified</h1><p><a href="/">Back to sign in</a></p></main></body></html>',
      headers: pageSecurityHeaders("'none'"),
    };
  });
  // Target of the links in LINK-type confirmation emails (seed 001 §4 "confirm type defaults to LINK").
  router.add('GET', `${BASE.playground}/confirm`, ({ req, service }) => {
    const query = queryBody(req.query);
    const code = checkCode(
      service,
      requiredString(query, 'confirmationId', 128),
      requiredString(query, 'code', 16),
      (candidate) => candidate.purpose === 'channel',
    );
    const user = code.userId !== null ? service.store.users.get(code.userId) : undefined;
    if (user !== undefined) {
      markConfirmed(user, code.channel, code.recipient);
    }
    return ok({ status: 'CONFIRMED', channelType: code.channel });
  });
}
