// MFA transitions: next-challenge lookup after the events of seed 000 §4.3, resend cooldown, OOW errors.
import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '../../rules/constants';
import { PENDING } from '../../headless/core';
import type { IdentityEvent } from '../../headless/flows/events';
import { shouldLookupNextChallenge } from '../../headless/flows/mfa/next-challenge';
import { resendSecondsLeft } from '../../headless/flows/mfa/resend-cooldown';
import { selectMfaView, selectResendSecondsLeft } from '../../headless/flows/mfa/selectors';
import { authOutcome, httpError, makeState, requests, run } from './helpers';

const ok = { ok: true, data: null } as const;
const failure = { ok: false, error: httpError('INVALID_CONFIRMATION_ID') } as const;
const updated = { phone: false, email: false, userId: false, password: false };

const lookupTable: [string, IdentityEvent, boolean][] = [
  [
    'verify confirmation success',
    { type: 'CONFIRMATION_VERIFY_RESULT', tokenType: 'SMS_OTP', result: { ok: true, data: authOutcome() } },
    true,
  ],
  [
    'verify confirmation failure',
    { type: 'CONFIRMATION_VERIFY_RESULT', tokenType: 'SMS_OTP', result: failure },
    false,
  ],
  [
    'channel confirm with the flag',
    { type: 'CHANNEL_CONFIRM_RESULT', channelType: 'EMAIL', lookupNextChallengesOnSuccess: true, result: ok },
    true,
  ],
  [
    'channel confirm without the flag',
    {
      type: 'CHANNEL_CONFIRM_RESULT',
      channelType: 'EMAIL',
      lookupNextChallengesOnSuccess: false,
      result: ok,
    },
    false,
  ],
  [
    'grade out-of-wallet answers',
    { type: 'OOW_ANSWERS_RESULT', result: { ok: true, data: authOutcome() } },
    true,
  ],
  ['consent', { type: 'CONSENT_RESULT', consents: [], result: ok }, true],
  [
    'reset password',
    { type: 'RESET_PASSWORD_RESULT', result: { ok: true, data: { iamTicket: null } } },
    true,
  ],
  [
    'update user with the flag',
    { type: 'UPDATE_USER_RESULT', updated, username: null, lookupNextChallengesOnSuccess: true, result: ok },
    true,
  ],
  [
    'update user without the flag',
    { type: 'UPDATE_USER_RESULT', updated, username: null, lookupNextChallengesOnSuccess: false, result: ok },
    false,
  ],
  [
    'update user with the flag but failed',
    {
      type: 'UPDATE_USER_RESULT',
      updated,
      username: null,
      lookupNextChallengesOnSuccess: true,
      result: failure,
    },
    false,
  ],
  ['an unrelated event', { type: 'TAB_SELECTED', tab: 'phone' }, false],
];

describe('next-challenge lookup (seed 000 §4.3)', () => {
  it.each(lookupTable)('after %s: lookup %s', (_label, event, expected) => {
    const state = makeState({ mfaEnabled: true });
    expect(shouldLookupNextChallenge(state, event)).toBe(expected);
    const { effects, state: next } = run(state, event);
    expect(requests(effects).some(([key]) => key === 'evaluateAuth')).toBe(expected);
    if (expected) {
      expect(next.requests.evaluateAuth).toEqual(PENDING);
    }
  });

  it.each(lookupTable.filter(([, , expected]) => expected))(
    'with MFA off, %s runs no lookup',
    (_label, event) => {
      const state = makeState({ mfaEnabled: false });
      expect(shouldLookupNextChallenge(state, event)).toBe(false);
      expect(requests(run(state, event).effects).some(([key]) => key === 'evaluateAuth')).toBe(false);
    },
  );

  it('the lookup result opens the next challenge, then PASS finishes', () => {
    const picker = makeState({}, (draft) => {
      draft.step = 'challenge';
      draft.mfa.selected = 'SMS_OTP';
      draft.session.nextChallenges = [{ type: 'SMS_OTP' }];
    });
    const afterVerify = run(picker, {
      type: 'CONFIRMATION_VERIFY_RESULT',
      tokenType: 'SMS_OTP',
      result: { ok: true, data: authOutcome({ action: 'CHALLENGE', challenges: [{ type: 'SMS_OTP' }] }) },
    });
    expect(afterVerify.state.mfa.completed).toEqual(['SMS_OTP']);
    const next = run(afterVerify.state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: {
        ok: true,
        data: authOutcome({ action: 'CHALLENGE', challenges: [{ type: 'PHONE_COLLECTION' }] }),
      },
    });
    expect(next.state.step).toBe('challenge');
    expect(next.state.mfa.selected).toBe('PHONE_COLLECTION');
    const done = run(next.state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    expect(done.state.step).toBe('signedIn');
  });
});

describe('challenge picker and codes', () => {
  const picker = makeState({}, (draft) => {
    draft.step = 'challengePicker';
    draft.session.nextChallenges = [{ type: 'SMS_OTP' }, { type: 'TOTP' }, { type: 'OOW' }];
  });

  it.each([
    ['SMS_OTP', [['sendSignInConfirmation', 'sendConfirmation']]],
    ['TOTP', []],
    ['OOW', [['getOOWQuestions', 'getOOWQuestions']]],
  ] as const)('picking %s starts %j', (challengeType, sent) => {
    const { state, effects } = run(picker, { type: 'CHALLENGE_SELECTED', challengeType, at: 1000 });
    expect(state.step).toBe('challenge');
    expect(state.mfa.selected).toBe(challengeType);
    expect(requests(effects)).toEqual(sent);
  });

  it('a challenge that was not offered cannot be picked', () => {
    const { state } = run(picker, { type: 'CHALLENGE_SELECTED', challengeType: 'FIDO', at: 0 });
    expect(state.step).toBe('challengePicker');
  });

  it.each([
    [0, true],
    [1000, false],
    [(RESEND_COOLDOWN_SECONDS - 1) * 1000, false],
    [RESEND_COOLDOWN_SECONDS * 1000, true],
  ])('resend %i ms after the last send is allowed: %s', (elapsed, allowed) => {
    const sent = run(
      picker,
      { type: 'CHALLENGE_SELECTED', challengeType: 'SMS_OTP', at: 5000 },
      {
        type: 'CONFIRMATION_SEND_RESULT',
        channelType: 'SMS',
        at: 5000,
        result: { ok: true, data: { confirmationId: 'c-1', maskedEmail: null, maskedPhone: null } },
      },
    ).state;
    const at = elapsed === 0 ? 4000 + RESEND_COOLDOWN_SECONDS * 1000 * 2 : 5000 + elapsed;
    const { effects } = run(sent, { type: 'CONFIRMATION_SEND_REQUESTED', channelType: 'SMS', at });
    expect(requests(effects).length === 1).toBe(allowed);
  });

  // The cooldown and the confirmation id belong to the channel they were sent on: "choose another way"
  // from SMS to email must send the email code now, and never verify an email code with the SMS's id.
  it.each([
    ['the SMS code was sent', true],
    ['the SMS send is still in flight', false],
  ])('switching channel inside the cooldown (%s) sends the new channel at once', (_label, smsAnswered) => {
    const twoChannels = makeState({}, (draft) => {
      draft.step = 'challengePicker';
      draft.session.nextChallenges = [{ type: 'SMS_OTP' }, { type: 'EMAIL_OTP' }];
    });
    const sms = run(
      twoChannels,
      { type: 'CHALLENGE_SELECTED', challengeType: 'SMS_OTP', at: 5000 },
      ...(smsAnswered
        ? [
            {
              type: 'CONFIRMATION_SEND_RESULT',
              channelType: 'SMS',
              at: 5000,
              result: { ok: true, data: { confirmationId: 'c-sms', maskedEmail: null, maskedPhone: null } },
            } as const,
          ]
        : []),
    ).state;
    const { state, effects } = run(
      sms,
      { type: 'BACK_TO_CHALLENGES' },
      { type: 'CHALLENGE_SELECTED', challengeType: 'EMAIL_OTP', at: 6000 },
    );
    const sends = effects.filter((effect) => effect.kind === 'request');
    expect(sends).toMatchObject([
      { key: 'sendSignInConfirmation', call: { channelType: 'EMAIL' }, mode: 'supersede' },
    ]);
    expect(selectMfaView(state).isCodeSent).toBe(false);
    expect(selectResendSecondsLeft(state, 6000)).toBe(0);
    const verify = run(state, { type: 'CONFIRMATION_VERIFY_SUBMITTED', code: '123456' }).effects;
    expect(
      verify.flatMap((effect) =>
        effect.kind === 'request' && effect.call.op === 'verifyConfirmation'
          ? [effect.call.confirmationId]
          : [],
      ),
    ).not.toContain('c-sms');
  });

  // Going back to a channel inside its own cooldown reuses the code sent there: switching SMS -> email ->
  // SMS must not send a second SMS sooner than the cooldown allows.
  it.each([
    ['inside the SMS cooldown: no new SMS, the SMS code and its countdown come back', 7000, false],
    ['after the SMS cooldown: a new SMS is sent', 5000 + RESEND_COOLDOWN_SECONDS * 1000, true],
  ])('back to SMS after email, %s', (_label, backAt, sends) => {
    const sent = (channelType: 'SMS' | 'EMAIL', at: number, confirmationId: string): IdentityEvent => ({
      type: 'CONFIRMATION_SEND_RESULT',
      channelType,
      at,
      result: { ok: true, data: { confirmationId, maskedEmail: null, maskedPhone: null } },
    });
    const twoChannels = makeState({}, (draft) => {
      draft.step = 'challengePicker';
      draft.session.nextChallenges = [{ type: 'SMS_OTP' }, { type: 'EMAIL_OTP' }];
    });
    const onEmail = run(
      twoChannels,
      { type: 'CHALLENGE_SELECTED', challengeType: 'SMS_OTP', at: 5000 },
      sent('SMS', 5000, 'c-sms'),
      { type: 'BACK_TO_CHALLENGES' },
      { type: 'CHALLENGE_SELECTED', challengeType: 'EMAIL_OTP', at: 6000 },
      sent('EMAIL', 6000, 'c-email'),
      { type: 'BACK_TO_CHALLENGES' },
    ).state;
    const { state, effects } = run(onEmail, {
      type: 'CHALLENGE_SELECTED',
      challengeType: 'SMS_OTP',
      at: backAt,
    });
    const smsSends = effects.filter(
      (effect) =>
        effect.kind === 'request' &&
        effect.call.op === 'sendConfirmation' &&
        effect.call.channelType === 'SMS',
    );
    expect(smsSends).toHaveLength(sends ? 1 : 0);
    expect(selectMfaView(state).isCodeSent).toBe(!sends);
    expect(selectResendSecondsLeft(state, backAt)).toBe(sends ? 0 : RESEND_COOLDOWN_SECONDS - 2);
    if (!sends) {
      const verify = run(state, { type: 'CONFIRMATION_VERIFY_SUBMITTED', code: '123456' }).effects;
      expect(
        verify.flatMap((effect) =>
          effect.kind === 'request' && effect.call.op === 'verifyConfirmation'
            ? [effect.call.confirmationId]
            : [],
        ),
      ).toEqual(['c-sms']);
    }
  });

  it.each([
    [null, 0, 0],
    [0, 0, RESEND_COOLDOWN_SECONDS],
    [0, 1, RESEND_COOLDOWN_SECONDS],
    [0, 1000, RESEND_COOLDOWN_SECONDS - 1],
    [0, RESEND_COOLDOWN_SECONDS * 1000, 0],
  ])('resendSecondsLeft(lastSentAt %s, now %i) = %i', (lastSentAt, now, expected) => {
    expect(resendSecondsLeft(lastSentAt, now)).toBe(expected);
  });

  it('verify sends the code of the selected channel with the confirmation id, once', () => {
    const state = makeState({}, (draft) => {
      draft.step = 'challenge';
      draft.mfa.selected = 'EMAIL_OTP';
      draft.mfa.confirmationId = 'c-9';
    });
    const submit = { type: 'CONFIRMATION_VERIFY_SUBMITTED', code: '123456' } as const;
    const { effects } = run(state, submit, submit);
    expect(effects.filter((effect) => effect.kind === 'request')).toEqual([
      {
        kind: 'request',
        key: 'verifySignInConfirmation',
        call: {
          op: 'verifyConfirmation',
          channelType: 'EMAIL',
          code: '123456',
          confirmationId: 'c-9',
          staySignedIn: false,
        },
      },
    ]);
  });

  it.each([
    ['Invalid authentication context', 'INVALID_AUTH_CONTEXT'],
    ['Something else', 'ACCESS_DENIED'],
  ])('OOW grading ACCESS_DENIED with "%s" is %s (seed 000 §8.1)', (message, code) => {
    const state = makeState({}, (draft) => {
      draft.session.oowIdpSessionId = 's-1';
    });
    const { state: next } = run(
      state,
      { type: 'OOW_ANSWERS_SUBMITTED', answers: [{ questionId: 'q', choiceId: 'a' }] },
      {
        type: 'OOW_ANSWERS_RESULT',
        result: { ok: false, error: httpError('ACCESS_DENIED', { serverMessage: message }) },
      },
    );
    const request = next.requests.gradeOOWAnswers;
    expect(request.status === 'STOPPED' && request.outcome === 'failure' ? request.error.code : null).toBe(
      code,
    );
  });

  it('OOW questions land in the session and grading completes the session id', () => {
    const questions = [{ id: 'q1', text: 'Which street?', choices: [{ id: 'a1', text: 'Elm' }] }];
    const { state } = run(
      makeState(),
      { type: 'OOW_QUESTIONS_REQUESTED' },
      { type: 'OOW_QUESTIONS_RESULT', result: { ok: true, data: { sessionId: 's-1', questions } } },
      { type: 'OOW_ANSWERS_SUBMITTED', answers: [{ questionId: 'q1', choiceId: 'a1' }] },
      { type: 'OOW_ANSWERS_RESULT', result: { ok: true, data: authOutcome() } },
    );
    expect(state.session.oowIdpQuestions).toEqual(questions);
    expect(state.session.completedOowIdpSessionId).toBe('s-1');
  });
});
