// Client wrappers (no Ladle, no React) that let every challenge screen run against the real flows and the
// playground: the MFA stories and the UI screen tests (tests/ui/screens/harness.tsx) share them.
import type { FlowClient } from '../../headless/advanced';
// Type only: erased at run time, so the tests that import this module never load Ladle.
import type { ClientWrapper } from '../sign-in/playground-story';

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
