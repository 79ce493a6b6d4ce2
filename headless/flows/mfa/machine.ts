import { castDraft } from 'immer';
import { saysInvalidAuthContext } from '../../../catalogue/errors/server-text';
import { clientSideError, SUCCEEDED, type ChannelType } from '../../core';
import { emit } from '../request-slots';
import type { AuthOutcomeData } from '../outcome-data';
import { fail, start, type Effects } from '../shared';
import type { SliceContext, SliceDraft } from '../slice';
import { initialMfa, type IdentityState } from '../state';
import { channelOf } from './channel';
import { resendSecondsLeft } from './resend-cooldown';

export { channelOf } from './channel';

type MfaDraft = SliceDraft<'mfa'>;

/**
 * The MFA slice: challenge picker, code send / resend with cooldown, verification, TOTP, out-of-wallet
 * questions, channel confirmation and consent (seed 000 §2.2, §4.3). Writes `mfa` and its request slots; the
 * screens it opens and the answers that move the journey on are signals for routing.ts, which also runs the
 * next-challenge lookup. Pure.
 */
export function reduceMfa(draft: MfaDraft, context: SliceContext): void {
  const { before, event, effects, signals } = context;
  switch (event.type) {
    case 'CHALLENGE_OPENED':
      // routing.ts opened the challenge screens for an outcome (seed 000 §4.3 CHALLENGE).
      draft.mfa.selected = event.challengeType;
      effects.push(
        emit({
          type: 'challenge_types',
          available: [...event.available],
          completed: [...draft.mfa.completed],
        }),
      );
      effects.push(emit({ type: 'view', view: 'pii_challenge' }));
      return;
    case 'CHALLENGE_SELECTED':
      if (before.session.nextChallenges.some((challenge) => challenge.type === event.challengeType)) {
        draft.mfa.selected = event.challengeType;
        signals.push({ type: 'show', step: 'challenge' });
        openChallenge(draft, before, event.challengeType, event.at, effects);
      }
      return;
    case 'BACK_TO_CHALLENGES':
      if (before.session.nextChallenges.length > 1) {
        draft.mfa.selected = null;
        signals.push({ type: 'show', step: 'challengePicker' });
      }
      return;
    case 'SIGN_OUT_RESULT':
    case 'RESTART_REQUESTED':
      draft.mfa = castDraft(initialMfa());
      return;
    case 'CONFIRMATION_SEND_REQUESTED':
      sendCode(draft, event.channelType, event.at, effects);
      return;
    case 'CONFIRMATION_SEND_RESULT':
      if (event.channelType !== draft.mfa.sentChannel) {
        return; // an answer for a channel left behind (the store drops it too: the send was superseded)
      }
      if (event.result.ok) {
        draft.requests.sendSignInConfirmation = SUCCEEDED;
        draft.mfa.confirmationId = event.result.data.confirmationId;
        draft.mfa.lastSentAt = event.at;
      } else {
        fail(draft, 'sendSignInConfirmation', event.result.error, effects);
      }
      return;
    case 'CONFIRMATION_VERIFY_SUBMITTED': {
      const channelType = channelOf(draft.mfa.selected);
      if (channelType === null) {
        return;
      }
      start(
        draft,
        'verifySignInConfirmation',
        {
          op: 'verifyConfirmation',
          channelType,
          code: event.code,
          confirmationId: draft.mfa.confirmationId,
          staySignedIn: before.signIn.staySignedIn,
        },
        effects,
      );
      return;
    }
    case 'CONFIRMATION_VERIFY_RESULT':
      if (event.result.ok) {
        draft.requests.verifySignInConfirmation = SUCCEEDED;
        complete(draft, context, event.tokenType, event.result.data);
      } else {
        fail(draft, 'verifySignInConfirmation', event.result.error, effects);
      }
      return;
    case 'TOTP_SUBMITTED':
      start(draft, 'verifyTotp', { op: 'verifyTotp', code: event.code }, effects);
      return;
    case 'SECURITY_ANSWER_SUBMITTED':
      // Graded by the server like a code (verify sign-in confirmation, token SQA); the answer lives only in
      // the request. An empty answer sends nothing.
      if (draft.mfa.selected === 'SQA' && event.answer.trim() !== '') {
        start(
          draft,
          'verifySignInConfirmation',
          { op: 'verifySecurityAnswer', answer: event.answer },
          effects,
        );
      }
      return;
    case 'TOTP_ENROLMENT_REQUESTED':
      start(draft, 'totpEnrolment', { op: 'generateTotpKey', issuer: event.issuer ?? null }, effects);
      return;
    case 'TOTP_ENROLMENT_RESULT':
      if (event.result.ok) {
        draft.requests.totpEnrolment = SUCCEEDED;
        draft.mfa.totpEnrolment = { provisioning: { ...event.result.data }, activated: false };
      } else {
        fail(draft, 'totpEnrolment', event.result.error, effects);
      }
      return;
    case 'TOTP_ENROLMENT_VERIFY_SUBMITTED':
      if (draft.mfa.totpEnrolment !== null && event.code !== '') {
        start(draft, 'totpEnrolment', { op: 'activateTotpKey', code: event.code }, effects);
      }
      return;
    case 'TOTP_ENROLMENT_VERIFY_RESULT':
      if (event.result.ok) {
        draft.requests.totpEnrolment = SUCCEEDED;
        if (draft.mfa.totpEnrolment !== null) {
          draft.mfa.totpEnrolment.activated = true;
        }
      } else {
        fail(draft, 'totpEnrolment', event.result.error, effects);
      }
      return;
    case 'TOTP_RESULT':
      if (event.result.ok) {
        draft.requests.verifyTotp = SUCCEEDED;
        complete(draft, context, 'TOTP', event.result.data);
      } else {
        fail(draft, 'verifyTotp', event.result.error, effects);
      }
      return;
    case 'CHANNEL_CONFIRMATION_REQUESTED': {
      const userId = before.session.user.userId;
      if (userId !== null) {
        start(
          draft,
          'createChannelConfirmation',
          { op: 'createChannelConfirmation', userId, channelType: event.channelType, address: event.address },
          effects,
        );
      }
      return;
    }
    case 'CHANNEL_CONFIRMATION_RESULT':
      if (event.result.ok) {
        draft.requests.createChannelConfirmation = SUCCEEDED;
        draft.mfa.confirmationId = event.result.data.confirmationId;
      } else {
        fail(draft, 'createChannelConfirmation', event.result.error, effects);
      }
      return;
    case 'CHANNEL_CONFIRM_REQUESTED': {
      const userId = before.session.user.userId;
      if (userId !== null) {
        start(
          draft,
          'confirmChannel',
          {
            op: 'confirmChannel',
            userId,
            channelType: event.channelType,
            code: event.code,
            confirmationId: event.confirmationId,
            lookupNext: event.lookupNextChallengesOnSuccess ?? false,
          },
          effects,
        );
      }
      return;
    }
    case 'CHANNEL_CONFIRM_RESULT':
      if (event.result.ok) {
        draft.requests.confirmChannel = SUCCEEDED;
      } else {
        fail(draft, 'confirmChannel', event.result.error, effects);
      }
      return;
    case 'PASSKEY_REQUESTED':
      start(
        draft,
        'webauthn',
        {
          op: 'passkey',
          username:
            before.session.user.username ??
            (before.signIn.identifier === '' ? null : before.signIn.identifier),
          offeringId: draft.config.offeringId,
          ...(event.credential !== undefined ? { credential: event.credential } : {}),
        },
        effects,
      );
      return;
    case 'PASSKEY_RESULT':
      // The assertion's outcome decides the next screen itself (PASS, or a further CHALLENGE).
      if (event.result.ok) {
        draft.requests.webauthn = SUCCEEDED;
        if (!draft.mfa.completed.includes('FIDO')) {
          draft.mfa.completed.push('FIDO');
        }
        signals.push({ type: 'authOutcome', outcome: event.result.data });
      } else {
        fail(draft, 'webauthn', event.result.error, effects);
      }
      return;
    case 'OOW_QUESTIONS_REQUESTED':
      start(draft, 'getOOWQuestions', { op: 'getOOWQuestions' }, effects);
      return;
    case 'OOW_QUESTIONS_RESULT':
      if (event.result.ok) {
        draft.requests.getOOWQuestions = SUCCEEDED;
      } else {
        fail(draft, 'getOOWQuestions', event.result.error, effects);
      }
      return;
    case 'OOW_ANSWERS_SUBMITTED': {
      const sessionId = before.session.oowIdpSessionId;
      if (sessionId !== null) {
        start(
          draft,
          'gradeOOWAnswers',
          { op: 'gradeOOWAnswers', sessionId, answers: [...event.answers] },
          effects,
        );
      }
      return;
    }
    case 'OOW_ANSWERS_RESULT':
      if (event.result.ok) {
        draft.requests.gradeOOWAnswers = SUCCEEDED;
        complete(draft, context, 'OOW', event.result.data);
      } else {
        const { error } = event.result;
        const invalidContext = error.code === 'ACCESS_DENIED' && saysInvalidAuthContext(error.serverMessage);
        fail(
          draft,
          'gradeOOWAnswers',
          invalidContext ? clientSideError('INVALID_AUTH_CONTEXT', error) : error,
          effects,
        );
      }
      return;
    case 'CONSENT_SUBMITTED':
      start(
        draft,
        'collectConsent',
        { op: 'collectConsent', consents: event.consents.map((c) => ({ ...c })) },
        effects,
      );
      return;
    case 'CONSENT_RESULT':
      if (event.result.ok) {
        draft.requests.collectConsent = SUCCEEDED;
      } else {
        fail(draft, 'collectConsent', event.result.error, effects);
      }
      return;
    default:
      return;
  }
}

/**
 * Opening a challenge starts its first request: a one-time code is sent (when the event carries the
 * clock), out-of-wallet questions are fetched.
 */
function openChallenge(
  draft: MfaDraft,
  before: IdentityState,
  challengeType: string,
  at: number | undefined,
  effects: Effects,
): void {
  const channelType = channelOf(challengeType);
  if (channelType !== null && at !== undefined) {
    sendCode(draft, channelType, at, effects);
  } else if (challengeType === 'OOW' && before.session.oowIdpQuestions.length === 0) {
    start(draft, 'getOOWQuestions', { op: 'getOOWQuestions' }, effects);
  }
}

/**
 * Sends a one-time code on a channel. The resend cooldown (QUALITY.md reliability 6) and the confirmation id
 * belong to the channel they were sent on: on the same channel a send inside the window, or while one is
 * pending, sends nothing; another channel ("choose another way") leaves the old one behind at once, so its
 * id is never used for this channel's code and its late answer never lands (the send supersedes it). The
 * code left behind is kept: going back to that channel inside its own window reuses it and sends nothing,
 * so switching back and forth never sends more often than the cooldown allows on any one channel.
 */
function sendCode(draft: MfaDraft, channelType: ChannelType, at: number, effects: Effects): void {
  const call = { op: 'sendConfirmation', channelType, at } as const;
  const mfa = draft.mfa;
  if (channelType === mfa.sentChannel) {
    if (resendSecondsLeft(mfa.lastSentAt, at) === 0) {
      start(draft, 'sendSignInConfirmation', call, effects);
    }
    return;
  }
  if (mfa.sentChannel !== null && mfa.confirmationId !== null && mfa.lastSentAt !== null) {
    mfa.earlierSends[mfa.sentChannel] = { confirmationId: mfa.confirmationId, at: mfa.lastSentAt };
  }
  mfa.sentChannel = channelType;
  const earlier = mfa.earlierSends[channelType];
  if (earlier !== undefined && resendSecondsLeft(earlier.at, at) > 0) {
    mfa.confirmationId = earlier.confirmationId;
    mfa.lastSentAt = earlier.at;
    // That code was sent; a send still pending for the channel left behind no longer lands (channel check).
    draft.requests.sendSignInConfirmation = SUCCEEDED;
    return;
  }
  mfa.confirmationId = null;
  mfa.lastSentAt = null;
  start(draft, 'sendSignInConfirmation', call, effects, 'supersede');
}

function complete(
  draft: MfaDraft,
  context: SliceContext,
  challengeType: string,
  outcome: AuthOutcomeData | null,
): void {
  if (!draft.mfa.completed.includes(challengeType)) {
    draft.mfa.completed.push(challengeType);
  }
  // Without the next-challenge lookup (routing.ts), the verify call's own outcome decides the next screen.
  if (!draft.config.mfaEnabled && outcome !== null) {
    context.signals.push({ type: 'authOutcome', outcome });
  }
}
