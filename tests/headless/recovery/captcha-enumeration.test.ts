// Recovery's first step: captcha (seed 000 §4.3 captcha rules applied to account_recovery_begin), strict
// user enumeration (QUALITY.md security 10), rules' code check and the flow's own request slot.
import { describe, expect, it } from 'vitest';
import type { Effect, IdentityErrorShape } from '../../../headless/core';
import {
  DECOY_ANSWER_ERROR,
  initialRecoveryState,
  recoveryTransition,
  resolveRecoveryConfig,
  type RecoveryConfig,
  type RecoveryEvent,
  type RecoveryState,
} from '../../../headless/flows/recovery/machine';
import { selectRecoveryView } from '../../../headless/flows/recovery/selectors';

const err = (code: string, captchaRequired = false): IdentityErrorShape => ({
  kind: 'http',
  code,
  serverMessage: '',
  status: captchaRequired ? 401 : 404,
  captchaRequired,
  requiresEvaluation: false,
});

function run(
  config: Partial<RecoveryConfig>,
  ...events: RecoveryEvent[]
): { state: RecoveryState; effects: Effect<unknown, string>[] } {
  let state = initialRecoveryState(resolveRecoveryConfig(config));
  const effects: Effect<unknown, string>[] = [];
  for (const event of events) {
    const [next, produced] = recoveryTransition(state, event);
    state = next;
    effects.push(...produced);
  }
  return { state, effects };
}

const submit = (captchaToken?: string): RecoveryEvent => ({
  type: 'IDENTIFIER_SUBMITTED',
  identifier: 'casey.captcha@example.com',
  ...(captchaToken !== undefined ? { captchaToken } : {}),
});
const beginFailed = (error: IdentityErrorShape): RecoveryEvent => ({
  type: 'BEGIN_RESULT',
  outcome: { ok: false, error },
});
const found: RecoveryEvent = {
  type: 'BEGIN_RESULT',
  outcome: {
    ok: true,
    data: {
      session: 'ars-1',
      challenges: ['LAST_NAME'],
      maskedEmail: 'c***y@example.com',
      maskedPhone: null,
    },
  },
};

describe('recovery captcha', () => {
  it('a captcha-required answer shows the captcha (visible by default) with the service code', () => {
    const { state, effects } = run({}, submit(), beginFailed(err('CAPTCHA_REQUIRED', true)));
    const view = selectRecoveryView(state);
    expect(view).toMatchObject({
      step: 'username',
      captchaRequired: true,
      captchaMode: 'visible',
      errorCode: 'CAPTCHA_REQUIRED',
      isSubmitting: false,
    });
    expect(effects).toContainEqual({ kind: 'emit', event: { type: 'view', view: 'recaptcha' } });
  });

  it('useInvisibleReCaptcha makes the captcha invisible; execution toggles a flag', () => {
    const { state } = run(
      { useInvisibleReCaptcha: true },
      submit(),
      beginFailed(err('CAPTCHA_REQUIRED', true)),
      { type: 'CAPTCHA_EXECUTION_STARTED' },
    );
    expect(selectRecoveryView(state)).toMatchObject({ captchaMode: 'invisible', isCaptchaExecuting: true });
    const [after] = recoveryTransition(state, { type: 'CAPTCHA_EXECUTION_FINISHED' });
    expect(selectRecoveryView(after).isCaptchaExecuting).toBe(false);
  });

  it('a captcha request after a token was supplied is CAPTCHA_REJECTED', () => {
    const { state, effects } = run(
      {},
      submit(),
      beginFailed(err('CAPTCHA_REQUIRED', true)),
      submit('wrong-token'),
      beginFailed(err('CAPTCHA_REQUIRED', true)),
    );
    expect(state.errorCode).toBe('CAPTCHA_REJECTED');
    expect(effects.filter((e) => e.kind === 'request')).toHaveLength(2);
    // The token travels only in the request; it is not kept in state.
    expect(JSON.stringify(state)).not.toContain('wrong-token');
  });

  it('the begin call carries the token; success clears the captcha', () => {
    const { state, effects } = run(
      {},
      submit(),
      beginFailed(err('CAPTCHA_REQUIRED', true)),
      submit('playground-captcha-ok'),
      found,
    );
    const calls = effects.flatMap((e) => (e.kind === 'request' ? [e.call] : []));
    expect(calls[1]).toMatchObject({ op: 'begin', captchaToken: 'playground-captcha-ok' });
    expect(selectRecoveryView(state)).toMatchObject({
      step: 'challenges',
      captchaRequired: false,
      errorCode: null,
    });
  });
});

describe('recovery strict user enumeration', () => {
  it('strict is the default', () => {
    expect(initialRecoveryState().config.userEnumeration).toBe('strict');
  });

  it('off (the spec, opt-in): USER_NOT_FOUND stays on the first step with its code', () => {
    const { state } = run({ userEnumeration: 'off' }, submit(), beginFailed(err('USER_NOT_FOUND')));
    expect(state).toMatchObject({ step: 'username', errorCode: 'USER_NOT_FOUND' });
  });

  for (const code of ['USER_NOT_FOUND', 'INVALID_USERNAME']) {
    it(`strict: ${code} looks like a found account (same view, same analytics), then fails as wrong answers`, () => {
      const unknown = run({ userEnumeration: 'strict' }, submit(), beginFailed(err(code)));
      const known = run({ userEnumeration: 'strict' }, submit(), found);
      // The whole view, masks included: strict keeps the begin answer's masks until the answers are checked.
      expect(selectRecoveryView(unknown.state)).toEqual(selectRecoveryView(known.state));
      const events = (effects: Effect<unknown, string>[]) => effects.filter((e) => e.kind === 'emit');
      expect(events(unknown.effects)).toEqual(events(known.effects));
      expect(JSON.stringify(unknown.effects)).not.toContain(code);

      const [asked, sent] = recoveryTransition(unknown.state, {
        type: 'ANSWERS_SUBMITTED',
        answers: { lastName: 'Cho' },
      });
      expect(selectRecoveryView(asked)).toMatchObject({ isSubmitting: true, pending: 'challenges' });
      expect(sent).toHaveLength(1);
      const [after] = recoveryTransition(asked, {
        type: 'CHALLENGES_RESULT',
        outcome: { ok: false, error: err('INVALID_CHALLENGE_TOKEN') },
      });
      expect(after).toMatchObject({ step: 'challenges', pending: null, errorCode: DECOY_ANSWER_ERROR });
    });
  }

  it('strict: other failures keep their code', () => {
    const { state } = run({ userEnumeration: 'strict' }, submit(), beginFailed(err('ACCOUNT_DISABLED')));
    expect(state).toMatchObject({ step: 'username', errorCode: 'ACCOUNT_DISABLED' });
  });
});

describe('recovery code check and request slot', () => {
  const toCode: RecoveryEvent[] = [
    { type: 'IDENTIFIER_SUBMITTED', identifier: 'alex@example.com' },
    found,
    { type: 'ANSWERS_SUBMITTED', answers: { lastName: 'Rivera' } },
    {
      type: 'CHALLENGES_RESULT',
      outcome: {
        ok: true,
        data: {
          session: 'ars-1',
          challenges: [],
          options: ['EMAIL_OTP'],
          maskedEmail: null,
          maskedPhone: null,
        },
      },
    },
    { type: 'OPTION_SELECTED', option: 'EMAIL_OTP' },
    { type: 'CODE_SENT', outcome: { ok: true, data: { confirmationId: 'c1' } } },
  ];
  const rows: { typed: string; reason: string | null; sent?: string }[] = [
    { typed: '', reason: 'required' },
    { typed: '12345', reason: 'tooShort' },
    { typed: '1234567', reason: 'tooLong' },
    { typed: '12a456', reason: 'invalidCharacters' },
    { typed: '123 456', reason: null, sent: '123456' },
    { typed: '123-456', reason: null, sent: '123456' },
  ];
  for (const row of rows) {
    it(`code "${row.typed}" -> ${row.reason ?? 'sent'} (rules' validateVerificationCode)`, () => {
      const { state, effects } = run({}, ...toCode, { type: 'CODE_SUBMITTED', code: row.typed });
      expect(state.fieldErrors.code).toBe(row.reason ?? undefined);
      const last = effects.filter((e) => e.kind === 'request').at(-1);
      if (row.sent === undefined) {
        expect(last).toMatchObject({ call: { op: 'sendCode' } });
      } else {
        expect(last).toMatchObject({ call: { op: 'verifyCode', code: row.sent } });
      }
    });
  }

  it('every request and abort uses the recovery slot, not core sign-in slot', () => {
    const { effects } = run({}, ...toCode, { type: 'CODE_SUBMITTED', code: '123456' }, { type: 'BACK' });
    const keys = effects.flatMap((e) => (e.kind === 'request' || e.kind === 'abort' ? [e.key] : []));
    expect(effects.filter((e) => e.kind === 'abort')).toHaveLength(1);
    expect(keys).toHaveLength(5);
    expect(new Set(keys)).toEqual(new Set(['recovery']));
  });
});
