// Harness for the stand-alone flows: the real identity client over the in-memory playground, recording
// every request (method, path, body) and every analytics event.
import { createIdentityClient, type IdentityClient } from '../../headless/client';
import type { AnalyticsEvent } from '../../headless/core';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground';

export interface FlowHarness {
  readonly playground: Playground;
  readonly client: IdentityClient;
  readonly sent: { method: string; path: string; body: string }[];
  readonly events: AnalyticsEvent[];
  readonly onEvent: (event: AnalyticsEvent) => void;
  count(suffix: string, method?: string): number;
  bodyOf(suffix: string): Record<string, unknown> | null;
}

/** jsdom realm fix, as tests/headless/harness.tsx. */
async function sameRealmBody(response: Response): Promise<Response> {
  if (response.body === null) {
    return response;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(stream, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * `offeringId`: the client's offering; PLAYGROUND_SPEC_OFFERING_ID gets the playground's spec answers
 * (USER_NOT_FOUND, DUPLICATE_USER) for the `userEnumeration: 'off'` tests, any other the strict ones.
 */
export function createFlowHarness(options: { latencyMs?: number; offeringId?: string } = {}): FlowHarness {
  const playground = createPlayground({
    seed: 11,
    ...(options.latencyMs ? { latencyMs: options.latencyMs } : {}),
  });
  const sent: FlowHarness['sent'] = [];
  const events: AnalyticsEvent[] = [];
  const client = createIdentityClient({
    offeringId: options.offeringId ?? '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      sent.push({
        method: init.method ?? 'GET',
        path: new URL(url).pathname,
        body: typeof init.body === 'string' ? init.body : '',
      });
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  return {
    playground,
    client,
    sent,
    events,
    onEvent: (event) => {
      events.push(event);
    },
    count: (suffix, method) =>
      sent.filter((r) => r.path.endsWith(suffix) && (method === undefined || r.method === method)).length,
    bodyOf: (suffix) => {
      const found = [...sent].reverse().find((r) => r.path.endsWith(suffix));
      return found === undefined || found.body === ''
        ? null
        : (JSON.parse(found.body) as Record<string, unknown>);
    },
  };
}

/** True when no analytics event mentions any of the secrets (deep, as JSON). */
export function eventsFreeOf(events: readonly AnalyticsEvent[], secrets: readonly string[]): boolean {
  const text = JSON.stringify(events);
  return secrets.every((secret) => !text.includes(secret));
}
