// Renders UI kit screens inside an IdentityProvider wired to the real identity client over the in-memory
// playground (the wiring of tests/headless/harness.tsx, plus a locale). One harness for the sign-in screens
// (`renderWithPlayground`, the playground's sign-in offering) and the MFA and post-auth screens
// (`renderFlow`, the playground's own offering id, host commands recorded).
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { createIdentityClient, IdentityProvider, type FlowConfig, type HostCommand } from '../../../headless';
import { type FlowClient } from '../../../headless/advanced';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';
import { sameRealmBody } from '../../headless/harness';
import { oowQuestions, offerChallenges } from '../../../stories/mfa/challenge-offers';
import type { OfferingConfig } from '../../../offerings';

export { offerChallenges };

export const PASSWORD = 'Correct-Horse-7';
export const FIXTURE_PASSWORD = PASSWORD;
export const SAM_PHONE = '+16505550100';

const FLOW_OFFERING_ID = 'Intuit.identity.playground';

export interface Rig extends RenderResult {
  readonly playground: Playground;
  /** Paths of the requests the client sent. */
  readonly sent: string[];
  readonly hostCommands: HostCommand[];
  /** How many requests went to a path ending in `suffix`. */
  count(suffix: string): number;
}

export interface RigOptions {
  readonly config?: Partial<FlowConfig>;
  readonly locale?: string;
  readonly now?: () => number;
  /** Wraps the client (e.g. to offer challenge types the playground's fixtures never ask for). */
  readonly wrapClient?: (client: FlowClient) => FlowClient;
  /** A resolved offering for the provider (its screens' links and texts); `config` still wins for the flow. */
  readonly offering?: OfferingConfig;
}

function renderRig(ui: ReactNode, offeringId: string, config: Partial<FlowConfig>, options: RigOptions): Rig {
  const playground = createPlayground({ seed: 7 });
  const sent: string[] = [];
  const hostCommands: HostCommand[] = [];
  const base = createIdentityClient({
    offeringId,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      sent.push(new URL(url).pathname);
      return sameRealmBody(await playground.fetch(url, init));
    },
  });
  const client = options.wrapClient ? options.wrapClient(base) : base;
  const result = render(
    <IdentityProvider
      client={client}
      config={config}
      locale={options.locale ?? 'en-US'}
      onHostCommand={(command) => hostCommands.push(command)}
      {...(options.now ? { now: options.now } : {})}
      {...(options.offering ? { offering: options.offering } : {})}
    >
      {ui}
    </IdentityProvider>,
  );
  return {
    ...result,
    playground,
    sent,
    hostCommands,
    count: (suffix) => sent.filter((path) => path.endsWith(suffix)).length,
  };
}

/** Sign-in screens: the playground's sign-in offering (50000003), the flow configuration as given. */
export function renderWithPlayground(ui: ReactNode, options: RigOptions = {}): Rig {
  return renderRig(ui, '50000003', options.config ?? {}, options);
}

/** MFA and post-auth screens: the playground's own offering id, in the client and the flow configuration. */
export function renderFlow(ui: ReactNode, options: RigOptions = {}): Rig {
  return renderRig(ui, FLOW_OFFERING_ID, { offeringId: FLOW_OFFERING_ID, ...options.config }, options);
}

/** Signs in on the password step of <IdentityFlow>/<SignIn> (not identifier-first). */
export async function signInWithPassword(user: UserEvent, identifier: string): Promise<void> {
  await user.type(screen.getByLabelText('Email or user ID'), identifier);
  await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

export function stepOf(container: HTMLElement): string | null {
  return container.querySelector('[data-step]')?.getAttribute('data-step') ?? null;
}

/**
 * Out-of-wallet questions mid-MFA: the playground serves and grades them only for a fully signed-in session
 * (INVALID_IAM_TICKET mid-MFA), so the shared wrapper answers both calls itself, grading with the service's
 * answer for an expired question session (the INVALID_AUTH_CONTEXT path of seed 000 §8.1).
 */
export function staleOowQuestions(
  inner: (client: FlowClient) => FlowClient,
): (client: FlowClient) => FlowClient {
  return (client) => oowQuestions(inner(client));
}

/**
 * One error next to its field (issue 18 §3): no error summary; the field takes focus and is described by the
 * error. `field` is the control that gets focus (the first radio of a group); `described` carries the error.
 */
export async function expectInlineErrorOnly(
  field: HTMLElement,
  message: string | RegExp,
  described: HTMLElement = field,
): Promise<void> {
  await waitFor(() => expect(field).toHaveFocus());
  expect(described).toHaveAccessibleDescription(
    typeof message === 'string' ? expect.stringContaining(message) : message,
  );
  expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
}
