// Test harness: the real identity client over the in-memory playground, inside an IdentityProvider.
import type { ReactNode } from 'react';
import { createIdentityClient } from '../../headless/client';
import type { AnalyticsEvent, HostCommand } from '../../headless/core';
import type { FlowClient } from '../../headless/flows/client-port';
import type { FlowConfig } from '../../headless/flows/config';
import { IdentityProvider } from '../../headless/provider';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../playground';

export interface Harness {
  readonly playground: Playground;
  /** Every request the client sent: method, path and the abort signal it carried. */
  readonly sent: { method: string; path: string; signal: AbortSignal | null }[];
  readonly events: AnalyticsEvent[];
  /** Host commands (validated redirects) the provider handed out. */
  readonly hostCommands: HostCommand[];
  readonly wrapper: (props: { children?: ReactNode }) => ReactNode;
  /** Requests sent to paths ending with `suffix`. */
  count(suffix: string): number;
}

/**
 * jsdom quirk: a Node `Response` streams Node-realm Uint8Array chunks, which fail the client's
 * `instanceof Uint8Array` check under jsdom's globals (browsers have one realm). Re-wrap the body with chunks
 * from this realm so the tests exercise the client as a browser would.
 */
export async function sameRealmBody(response: Response): Promise<Response> {
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

export function createHarness(
  config: Partial<FlowConfig> = {},
  options: {
    latencyMs?: number;
    now?: () => number;
    playground?: Playground;
    writeCookie?: (cookie: string) => void;
    /** Wraps the client (e.g. to offer challenge types the playground's fixtures never ask for). */
    wrapClient?: (client: FlowClient) => FlowClient;
  } = {},
): Harness {
  // A shared playground lets two providers act as two page loads of one visit (e.g. the partner round trip).
  const playground =
    options.playground ??
    createPlayground({
      seed: 7,
      ...(options.latencyMs ? { latencyMs: options.latencyMs } : {}),
    });
  const sent: Harness['sent'] = [];
  const events: AnalyticsEvent[] = [];
  const hostCommands: HostCommand[] = [];
  const onHostCommand = (command: HostCommand): void => {
    hostCommands.push(command);
  };
  const base = createIdentityClient({
    offeringId: '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      sent.push({ method: init.method ?? 'GET', path: new URL(url).pathname, signal: init.signal ?? null });
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  const client = options.wrapClient ? options.wrapClient(base) : base;
  const onEvent = (event: AnalyticsEvent): void => {
    events.push(event);
  };
  const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
    <IdentityProvider
      client={client}
      config={config}
      onEvent={onEvent}
      onHostCommand={onHostCommand}
      {...(options.now ? { now: options.now } : {})}
      {...(options.writeCookie ? { writeCookie: options.writeCookie } : {})}
    >
      {children}
    </IdentityProvider>
  );
  return {
    playground,
    sent,
    events,
    hostCommands,
    wrapper,
    count: (suffix) => sent.filter((request) => request.path.endsWith(suffix)).length,
  };
}
