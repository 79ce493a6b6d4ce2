/**
 * What pages send the front-end logger, the analytics beacons and persist_cookies (issue 17 §3), kept so the
 * embed demo and the browser tests can read it back: `GET /__playground/telemetry` (newest last). Beacon
 * sinks stand in for the segment-style (`POST /__playground/beacons`) and adobe-style
 * (`GET /__playground/beacons/pixel`) trackers. Bounded: only the latest entries are kept.
 */
import type { Service } from '../core/service';
import { badArgument } from '../core/errors';
import { objectBody } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import { BASE } from './paths';

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

export function registerTelemetry(router: Router<Service>): void {
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
