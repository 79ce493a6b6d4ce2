// Story helper (not a story file): IdentityFlow (sign-in, MFA, post-auth) against an in-browser playground,
// driven by the real hooks through a small script of steps (see ../sign-in/playground-story.tsx).
import type { ReactNode } from 'react';
import type { FlowClient } from '../../headless';
import { DEFAULT_BRAND, type BrandSettings } from '../../offerings';
import { IdentityFlow, ScreenShell, type IdentityFlowProps, type ScreenShellProps } from '../../ui';
import { PlaygroundStory, type ClientWrapper, type PlaygroundStoryProps } from '../sign-in/playground-story';

export const OFFERING_ID = 'Intuit.identity.playground';

/**
 * The brand with its images on the story's own origin: on the plain-http story server the kit refuses
 * non-https image addresses and shows the brand names as text (no request to an unreachable asset host).
 */
export function storyBrand(): BrandSettings {
  return {
    ...DEFAULT_BRAND,
    assetBase: new URL('/brand', globalThis.location?.origin ?? 'https://localhost').href,
  };
}

/**
 * The playground's fixtures only ever ask for SMS/voice or TOTP; this offers other challenge types on the
 * password sign-in's CHALLENGE answer so each challenge screen runs against the real flow and service.
 */
export function offerChallenges(types: readonly string[]): ClientWrapper {
  return (client) => ({
    ...client,
    signIn: async (...callArgs: Parameters<FlowClient['signIn']>) => {
      const result = await client.signIn(...callArgs);
      if (result.ok && result.data.action === 'CHALLENGE') {
        const [first] = result.data.challenge;
        return { ...result, data: { ...result.data, challenge: types.map((type) => ({ ...first, type })) } };
      }
      return result;
    },
  });
}

const OOW = [
  [
    'q-street',
    'Which of these streets have you lived on?',
    ['Elm Street', 'Birch Lane', 'Cedar Road', 'None of these'],
  ],
  [
    'q-lender',
    'Which lender holds a loan of yours?',
    ['North Bank', 'Playground Savings', 'River Credit Union', 'None of these'],
  ],
] as const;

/**
 * The playground serves and grades out-of-wallet questions only for a fully signed-in session, so mid-MFA
 * this answers both: its two fixture questions, and grading as the service does for an expired question
 * session (403 ACCESS_DENIED "Invalid authentication context" -> INVALID_AUTH_CONTEXT).
 */
export const oowQuestions: ClientWrapper = (client) =>
  ({
    ...client,
    getOOWQuestions: async () => ({
      ok: true,
      meta: {
        status: 200,
        captchaRequired: false,
        requiresEvaluation: false,
        dataHeader: null,
        attempts: 1,
      },
      data: {
        encryptedSessionId: 'oow-story',
        outOfWalletQuestionAnswers: OOW.map(([questionId, question, answers]) => ({
          questionId,
          question,
          answers: answers.map((text, i) => ({ answerId: `${questionId}-a${i}`, text })),
        })),
      },
    }),
    gradeOOWAnswers: async () => ({
      ok: false,
      error: {
        kind: 'http',
        code: 'ACCESS_DENIED',
        serverMessage: 'Invalid authentication context',
        status: 403,
        captchaRequired: false,
        requiresEvaluation: false,
      },
    }),
  }) as unknown as FlowClient;

export type PlaygroundFlowProps = Omit<PlaygroundStoryProps, 'offeringId' | 'render'> & {
  readonly flow?: Omit<IdentityFlowProps, 'shell'> | undefined;
  /** A single screen to show in the shell instead of the whole flow. */
  readonly screen?: ReactNode;
  /** Shell props on top of Ladle's controls (business unit, footer logos, privacy link). */
  readonly shell?: Omit<ScreenShellProps, 'children'> | undefined;
};

/** <IdentityFlow> in the page shell, against a fresh in-browser playground, locale and theme from Ladle. */
export function PlaygroundFlow({
  flow = {},
  screen,
  config = {},
  shell: extra,
  ...rest
}: PlaygroundFlowProps): ReactNode {
  return (
    <PlaygroundStory
      {...rest}
      offeringId={OFFERING_ID}
      config={{ offeringId: OFFERING_ID, ...config }}
      render={(controls) => {
        const shell = { ...controls, ...extra };
        return screen === undefined ? (
          <IdentityFlow {...flow} host={{ brand: storyBrand(), ...flow.host }} shell={shell} />
        ) : (
          <ScreenShell {...shell}>{screen}</ScreenShell>
        );
      }}
    />
  );
}
