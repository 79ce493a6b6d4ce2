// Stand-alone flow screens (recovery, consent, identity proofing, verified-user update, invitation) take the
// identity client as a prop: this rig renders them inside an IdentityProvider (locale) sharing one client
// over the in-memory playground, and records every analytics event.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  type AnalyticsEvent,
  type IdentityClient,
} from '../../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';

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

export interface FlowRig {
  readonly playground: Playground;
  readonly client: IdentityClient;
  readonly events: AnalyticsEvent[];
  readonly onEvent: (event: AnalyticsEvent) => void;
  /** Request bodies the client sent (by path), for secret canaries. */
  readonly bodies: string[];
  render(ui: (client: IdentityClient) => ReactNode, locale?: string): RenderResult;
}

/** `offeringId` as tests/headless/flow-harness.ts: PLAYGROUND_SPEC_OFFERING_ID gets the spec's answers. */
export function createFlowRig(offeringId = '50000003'): FlowRig {
  const playground = createPlayground({ seed: 7 });
  const events: AnalyticsEvent[] = [];
  const bodies: string[] = [];
  const client = createIdentityClient({
    offeringId,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      bodies.push(typeof init.body === 'string' ? init.body : '');
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  return {
    playground,
    client,
    events,
    bodies,
    onEvent: (event) => {
      events.push(event);
    },
    render: (ui, locale = 'en-US') =>
      render(
        <IdentityProvider client={client} config={{}} locale={locale} onEvent={(event) => events.push(event)}>
          {ui(client)}
        </IdentityProvider>,
      ),
  };
}
