// MFA and post-auth screen tests: the real identity client over the in-memory playground, inside an
// IdentityProvider (the wiring of tests/headless/harness.tsx), with the offering id of the playground.
import { render, screen, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  type FlowClient,
  type FlowConfig,
  type HostCommand,
} from '../../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, type Playground } from '../../../playground';

export const FIXTURE_PASSWORD = 'Correct-Horse-7';
export const SAM_PHONE = '+16505550100';

/** jsdom quirk (see tests/headless/harness.tsx): re-wrap response bodies with this realm's Uint8Array. */
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

export interface Rig extends RenderResult {
  readonly playground: Playground;
  readonly sent: string[];
  readonly hostCommands: HostCommand[];
  count(suffix: string): number;
}

export interface RigOptions {
  readonly config?: Partial<FlowConfig>;
  readonly locale?: string;
  readonly now?: () => number;
  /** Wraps the client (e.g. to offer challenge types the playground's fixtures never ask for). */
  readonly wrapClient?: (client: FlowClient) => FlowClient;
}

export function renderFlow(ui: ReactNode, options: RigOptions = {}): Rig {
  const playground = createPlayground({ seed: 7 });
  const sent: string[] = [];
  const hostCommands: HostCommand[] = [];
  const base = createIdentityClient({
    offeringId: 'Intuit.identity.playground',
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
      config={{ offeringId: 'Intuit.identity.playground', ...options.config }}
      locale={options.locale ?? 'en-US'}
      onHostCommand={(command) => hostCommands.push(command)}
      {...(options.now ? { now: options.now } : {})}
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

/**
 * The playground's fixtures only ever ask for SMS/voice or TOTP; this offers other challenge types on the
 * password sign-in's CHALLENGE answer, so every challenge screen runs against the real flow and service.
 */
export function offerChallenges(types: readonly string[]): (client: FlowClient) => FlowClient {
  return (client) => ({
    ...client,
    signIn: async (...args: Parameters<FlowClient['signIn']>) => {
      const result = await client.signIn(...args);
      if (result.ok && result.data.action === 'CHALLENGE') {
        const [first] = result.data.challenge;
        return { ...result, data: { ...result.data, challenge: types.map((type) => ({ ...first, type })) } };
      }
      return result;
    },
  });
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
 * The playground serves and grades out-of-wallet questions only for a fully signed-in session (INVALID_IAM_TICKET
 * mid-MFA), so this answers both calls itself: the playground's own two questions, and grading with the
 * service's answer for an expired question session (403 ACCESS_DENIED "Invalid authentication context"), the
 * INVALID_AUTH_CONTEXT path of seed 000 §8.1.
 */
export function staleOowQuestions(
  inner: (client: FlowClient) => FlowClient,
): (client: FlowClient) => FlowClient {
  return (client) => {
    const wrapped = inner(client);
    return {
      ...wrapped,
      getOOWQuestions: async () => ({
        ok: true as const,
        meta: { status: 200, captchaRequired: false, requiresEvaluation: false, dataHeader: null },
        data: {
          encryptedSessionId: 'oow-never-issued',
          outOfWalletQuestionAnswers: [
            {
              questionId: 'q-street',
              question: 'Which of these streets have you lived on?',
              answers: ['Elm Street', 'Birch Lane', 'Cedar Road', 'None of these'].map((text, i) => ({
                answerId: `q-street-a${i}`,
                text,
              })),
            },
            {
              questionId: 'q-lender',
              question: 'Which lender holds a loan of yours?',
              answers: ['North Bank', 'Playground Savings', 'River Credit Union', 'None of these'].map(
                (text, i) => ({
                  answerId: `q-lender-a${i}`,
                  text,
                }),
              ),
            },
          ],
        },
      }),
      gradeOOWAnswers: async () => ({
        ok: false as const,
        error: {
          kind: 'http',
          code: 'ACCESS_DENIED',
          serverMessage: 'Invalid authentication context',
          status: 403,
          captchaRequired: false,
          requiresEvaluation: false,
        },
      }),
    } as unknown as FlowClient;
  };
}
