// The email-confirmation link landing's machine (seed 000 §2.1, seed 001 §4): one request per click, the
// code only in the call, and the three answers a user can get.
import { describe, expect, it } from 'vitest';
import {
  completeLink,
  emailConfirmationTransition,
  initialEmailConfirmationState,
  type EmailConfirmationEvent,
  type EmailConfirmationState,
} from '../../../headless/advanced';

const LINK = { userId: 'alex.rivera', email: 'alex@example.com', confirmationId: 'c-1', code: '123 456' };
const failure = (code: string, status: number | null): EmailConfirmationEvent => ({
  type: 'CONFIRM_RESULT',
  outcome: {
    ok: false,
    error: {
      kind: 'http',
      code,
      serverMessage: '',
      status,
      captchaRequired: false,
      requiresEvaluation: false,
    },
  },
});

function pressed(): EmailConfirmationState {
  const [state, effects] = emailConfirmationTransition(initialEmailConfirmationState(LINK), {
    type: 'CONFIRM_REQUESTED',
    link: LINK,
  });
  expect(effects).toEqual([
    {
      kind: 'request',
      key: 'emailConfirmation',
      call: {
        op: 'confirm',
        userId: 'alex.rivera',
        email: 'alex@example.com',
        confirmationId: 'c-1',
        code: '123456',
      },
    },
  ]);
  return state;
}

describe('email confirmation machine', () => {
  it('needs every field of the link; an incomplete link starts on notVerified and sends nothing', () => {
    expect(completeLink({ ...LINK, code: ' ' })).toBeNull();
    expect(completeLink({ ...LINK, userId: null })).toBeNull();
    const start = initialEmailConfirmationState({ email: 'alex@example.com', code: '1' });
    expect(start.step).toBe('notVerified');
    const [next, effects] = emailConfirmationTransition(start, {
      type: 'CONFIRM_REQUESTED',
      link: { email: 'alex@example.com', code: '1' },
    });
    expect(next.step).toBe('notVerified');
    expect(effects).toEqual([]);
  });

  it('confirms once per click: a second click while pending sends nothing; the code never enters state', () => {
    const state = pressed();
    expect(state.pending).toBe('confirm');
    expect(JSON.stringify(state)).not.toContain('123');
    const [again, effects] = emailConfirmationTransition(state, { type: 'CONFIRM_REQUESTED', link: LINK });
    expect(effects).toEqual([]);
    expect(again).toBe(state);
  });

  it('lands on verified, and a verified page ignores further clicks', () => {
    const [verified] = emailConfirmationTransition(pressed(), {
      type: 'CONFIRM_RESULT',
      outcome: { ok: true, data: { status: 'CONFIRMED' } },
    });
    expect(verified.step).toBe('verified');
    const [, effects] = emailConfirmationTransition(verified, { type: 'CONFIRM_REQUESTED', link: LINK });
    expect(effects).toEqual([]);
  });

  it('asks to sign in on a missing session (401), says not verified with the code otherwise', () => {
    const [signIn] = emailConfirmationTransition(pressed(), failure('INVALID_IAM_TICKET', 401));
    expect(signIn.step).toBe('signInRequired');
    const [expired] = emailConfirmationTransition(pressed(), failure('INVALID_CONFIRMATION_ID', 400));
    expect(expired).toMatchObject({
      step: 'notVerified',
      errorCode: 'INVALID_CONFIRMATION_ID',
      pending: null,
    });
  });

  it('drops a result that arrives when no request is pending (stale)', () => {
    const start = initialEmailConfirmationState(LINK);
    const [next] = emailConfirmationTransition(start, failure('INVALID_IAM_TICKET', 401));
    expect(next).toBe(start);
  });
});
