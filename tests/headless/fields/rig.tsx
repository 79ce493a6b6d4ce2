// Field-hook rig: the real identity client over the in-memory playground, inside an IdentityProvider.
import type { ReactNode } from 'react';
import { createIdentityClient, type IdentityClient } from '../../../headless/client';
import type { AnalyticsEvent } from '../../../headless/core';
import { IdentityProvider } from '../../../headless/provider';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';

export interface FieldRig {
  readonly playground: Playground;
  readonly client: IdentityClient;
  readonly events: AnalyticsEvent[];
  /** Request bodies sent to paths ending with `suffix`. */
  bodies(suffix: string): string[];
  readonly wrapper: (props: { children?: ReactNode }) => ReactNode;
}

export interface RigOptions {
  /** Extra response headers for paths ending with a suffix (e.g. captcha-required). */
  readonly headers?: Readonly<Record<string, Record<string, string>>>;
  /** Milliseconds to hold the answer to a request whose body contains the key (ignores abort). */
  readonly slow?: Readonly<Record<string, number>>;
}

/** Same-realm body (see tests/headless/harness.tsx: jsdom and Node have different Uint8Array realms). */
async function sameRealm(response: Response, extra: Record<string, string>): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(extra)) {
    headers.set(k, v);
  }
  const body =
    response.status === 204
      ? null
      : new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes);
            controller.close();
          },
        });
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export function createFieldRig(options: RigOptions = {}): FieldRig {
  const playground = createPlayground({ seed: 7 });
  const sent: { path: string; body: string }[] = [];
  const events: AnalyticsEvent[] = [];
  const client = createIdentityClient({
    offeringId: 'Intuit.identity.playground',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      const path = new URL(url).pathname;
      const body = typeof init.body === 'string' ? init.body : '';
      sent.push({ path, body });
      const response = await playground.fetch(url, init);
      for (const [key, ms] of Object.entries(options.slow ?? {})) {
        if (body.includes(key)) {
          await new Promise((resolve) => setTimeout(resolve, ms));
        }
      }
      const extra =
        Object.entries(options.headers ?? {}).find(([suffix]) => path.endsWith(suffix))?.[1] ?? {};
      return sameRealm(response, extra);
    },
  });
  const onEvent = (event: AnalyticsEvent): void => {
    events.push(event);
  };
  const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
    <IdentityProvider client={client} onEvent={onEvent}>
      {children}
    </IdentityProvider>
  );
  return {
    playground,
    client,
    events,
    bodies: (suffix) => sent.filter((r) => r.path.endsWith(suffix)).map((r) => r.body),
    wrapper,
  };
}
