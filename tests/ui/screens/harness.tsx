// Renders UI kit screens inside an IdentityProvider wired to the real identity client over the in-memory
// playground (the same wiring as tests/headless/harness.tsx, plus a locale).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type FlowConfig } from '../../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';

export const PASSWORD = 'Correct-Horse-7';

/**
 * jsdom quirk (see tests/headless/harness.tsx): re-wrap the body with chunks from this realm so the client's
 * `instanceof Uint8Array` check sees what a browser would give it.
 */
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

export interface ScreenRig extends RenderResult {
  readonly playground: Playground;
  /** Paths of the requests the client sent. */
  readonly sent: string[];
}

export function renderWithPlayground(
  ui: ReactNode,
  options: { config?: Partial<FlowConfig>; locale?: string } = {},
): ScreenRig {
  const playground = createPlayground({ seed: 7 });
  const sent: string[] = [];
  const client = createIdentityClient({
    offeringId: '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      sent.push(new URL(url).pathname);
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  const result = render(
    <IdentityProvider client={client} config={options.config ?? {}} locale={options.locale ?? 'en-US'}>
      {ui}
    </IdentityProvider>,
  );
  return { ...result, playground, sent };
}
