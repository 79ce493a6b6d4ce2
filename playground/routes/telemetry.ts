/**
 * What pages send the front-end logger, the analytics beacons and persist_cookies (issue 17 §3), kept so the
 * embed demo and the browser tests can read it back: `GET /__playground/telemetry` (newest last). Beacon
 * sinks stand in for the segment-style (`POST /__playground/beacons`) and adobe-style
 * (`GET /__playground/beacons/pixel`) trackers. Bounded: only the latest entries are kept.
 */
import type { Service } from '../core/service';
import { badArgument } from '../core/errors';
import { objectBody } from '../http/input';
import { randomId } from '../core/random';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import { BASE } from './paths';
import { IVID_BACKUP_COOKIE_DAYS } from '../../rules';

/** At most this many records of each kind are kept (oldest dropped). */
export const TELEMETRY_LIMIT = 500;

export interface TelemetryRecords {
  /** Logger batches: the context and the entries, parsed from the request's query. */
  readonly logs: { readonly context: unknown; readonly entries: unknown; readonly at: number }[];
  readonly beacons: { readonly kind: 'segment' | 'adobe'; readonly body: unknown; readonly at: number }[];
  readonly cookies: { readonly name: string; readonly expires: string; readonly at: number }[];
}

export function createTelemetryRecords(): TelemetryRecords {
  return { logs: [], beacons: [], cookies: [] };
}

export function clearTelemetryRecords(records: TelemetryRecords): void {
  records.logs.length = 0;
  records.beacons.length = 0;
  records.cookies.length = 0;
}

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > TELEMETRY_LIMIT) {
    list.splice(0, list.length - TELEMETRY_LIMIT);
  }
}

/** The parameter as JSON when it is JSON (the kit's logger sends JSON), else as the text it is. */
function parseJson(text: string | null, name: string): unknown {
  if (text !== null && text.length > 20_000) {
    throw badArgument(`${name} is too long.`, name);
  }
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** Records one logger request (seed 000 §7.1: GET with context and logs). */
export function recordLogBatch(service: Service, query: URLSearchParams): void {
  push(service.store.telemetry.logs, {
    context: parseJson(query.get('context'), 'context'),
    entries: parseJson(query.get('logs'), 'logs'),
    at: service.clock.now(),
  });
}

/** Records a cookie persist_cookies accepted (name and expiry; the value is a random visitor id). */
export function recordPersistedCookie(service: Service, name: string, expires: string): void {
  push(service.store.telemetry.cookies, { name, expires, at: service.clock.now() });
}

/** JSON for an inline script: `<` escaped so no value can close the script element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const VISITOR_ID = /^[\w.~-]{8,128}$/;

export function registerTelemetry(router: Router<Service>): void {
  // The visitor-id page the hidden frame loads (seed 000 §7.2: GET with ivid_b, ivid, query_string_ivid,
  // samesite_support). It keeps the identity host's own ivid cookie and posts it to the embedding page,
  // addressed to that page's origin only, and only when the playground trusts that origin.
  router.add('GET', '/visitor_id', ({ req, service }) => {
    const parent = req.query.get('parent_origin') ?? '';
    const trusted = service.config.origins.includes(parent);
    const candidates = [
      req.cookies.get('ivid'),
      req.query.get('query_string_ivid'),
      req.query.get('ivid'),
      req.query.get('ivid_b'),
    ];
    const ivid =
      candidates.find((value): value is string => typeof value === 'string' && VISITOR_ID.test(value)) ??
      randomId(service.random, 'ivid', 24);
    const nonce = randomId(service.random, 'n', 22);
    const script = trusted
      ? `parent.postMessage({type:'ik:visitor-id',ivid:${scriptJson(ivid)}},${scriptJson(parent)});`
      : '';
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>visitor id</title></head><body><script nonce="${nonce}">${script}</script></body></html>`,
      headers: {
        'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors ${trusted ? parent : "'none'"}`,
        'referrer-policy': 'no-referrer',
      },
      cookies: [
        {
          name: 'ivid',
          value: ivid,
          maxAge: IVID_BACKUP_COOKIE_DAYS * 86_400,
          path: '/',
          httpOnly: false,
          sameSite: 'Lax',
          secure: req.url.protocol === 'https:',
        },
      ],
    };
  });
  router.add('GET', `${BASE.playground}/telemetry`, ({ service }) => ok(service.store.telemetry));
  router.add('POST', `${BASE.playground}/beacons`, ({ req, service }) => {
    push(service.store.telemetry.beacons, {
      kind: 'segment',
      body: objectBody(req.body),
      at: service.clock.now(),
    });
    return noContent();
  });
  router.add('GET', `${BASE.playground}/beacons/pixel`, ({ req, service }) => {
    push(service.store.telemetry.beacons, {
      kind: 'adobe',
      body: Object.fromEntries(req.query),
      at: service.clock.now(),
    });
    return noContent();
  });
}
