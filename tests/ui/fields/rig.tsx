// UI field and sign-up screen rig: the real identity client over the in-memory playground, inside an
// IdentityProvider with a locale (the sign-up flow and the field hooks take the client directly).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type IdentityClient } from '../../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';

/** jsdom realm fix (see tests/headless/harness.tsx). */
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

export interface UiRig {
  readonly playground: Playground;
  readonly client: IdentityClient;
  /** Paths of the requests sent. */
  readonly sent: string[];
  render(ui: ReactNode, options?: { locale?: string }): RenderResult;
}

/** `offeringId` as tests/headless/flow-harness.ts: PLAYGROUND_SPEC_OFFERING_ID gets the spec's answers. */
export function createUiRig(offeringId = '50000003'): UiRig {
  const playground = createPlayground({ seed: 7 });
  const sent: string[] = [];
  const client = createIdentityClient({
    offeringId,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      sent.push(new URL(url).pathname);
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  return {
    playground,
    client,
    sent,
    render: (ui, options = {}) =>
      render(
        <IdentityProvider client={client} locale={options.locale ?? 'en-US'}>
          {ui}
        </IdentityProvider>,
      ),
  };
}
