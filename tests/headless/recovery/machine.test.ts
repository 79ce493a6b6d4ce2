// Recovery, consent, identity-proofing, verified-user-update machines and notices: transition tables.
import { describe, expect, it } from 'vitest';
import {
  initialRecoveryState,
  isRecoveryLinkExpired,
  recoveryTransition,
  resolveRecoveryConfig,
  type RecoveryConfig,
  type RecoveryEvent,
  type RecoveryState,
} from '../../../headless/flows/recovery/machine';
import type { Effect, IdentityErrorShape } from '../../../headless/core';

const err = (code: string): IdentityErrorShape => ({
  kind: 'http',
  code,
  serverMessage: '',
  status: 400,
  captchaRequired: false,
  requiresEvaluation: false,
});
const ops = (effects: readonly Effect<unknown, string>[]) =>
  effects.flatMap((e) => (e.kind === 'request' ? [(e.call as { op: string }).op] : []));

function run(state: RecoveryState, ...events: RecoveryEvent[]) {
  let current = state;
  const effects: Effect<unknown, string>[] = [];
  for (const event of events) {
    const [next, produced] = recoveryTransition(current, event);
    current = next;
    effects.push(...produced);
  }
  return { state: current, effects };
}

const begun: RecoveryEvent[] = [
  { type: 'IDENTIFIER_SUBMITTED', identifier: 'alex@example.com' },
  {
    type: 'BEGIN_RESULT',
    outcome: {
      ok: true,
      data: {
        session: 'ars-1',
        challenges: ['LAST_NAME'],
        maskedEmail: 'a***x@example.com',
        maskedPhone: null,
      },
    },
  },
  { type: 'ANSWERS_SUBMITTED', answers: { lastName: 'Rivera' } },
  {
    type: 'CHALLENGES_RESULT',
    outcome: {
      ok: true,
      data: {
        session: 'ars-1',
        challenges: [],
        options: ['EMAIL_OTP', 'SMS_OTP', 'BOGUS'],
        maskedEmail: null,
        maskedPhone: null,
      },
    },
  },
  { type: 'OPTION_SELECTED', option: 'EMAIL_OTP' },
  { type: 'CODE_SENT', outcome: { ok: true, data: { confirmationId: 'c1' } } },
  { type: 'CODE_SUBMITTED', code: '123 456' },
  { type: 'CODE_RESULT', outcome: { ok: true, data: { session: 'ars-1' } } },
];

describe('recoveryTransition table (seed 001 §4 order)', () => {
  const rows: {
    name: string;
    config?: Partial<RecoveryConfig>;
    events: RecoveryEvent[];
    step: string;
    pending: string | null;
    ops: string[];
    errorCode?: string | null;
  }[] = [
    {
      name: 'empty identifier: field error only',
      events: [{ type: 'IDENTIFIER_SUBMITTED', identifier: '  ' }],
      step: 'username',
      pending: null,
      ops: [],
    },
    {
      name: 'identifier -> begin',
      events: begun.slice(0, 1),
      step: 'username',
      pending: 'begin',
      ops: ['begin'],
    },
    {
      name: 'double submit sends one begin',
      events: [begun[0] as RecoveryEvent, begun[0] as RecoveryEvent],
      step: 'username',
      pending: 'begin',
      ops: ['begin'],
    },
    {
      name: 'begin -> challenges',
      events: begun.slice(0, 2),
      step: 'challenges',
      pending: null,
      ops: ['begin'],
    },
    {
      name: 'off: unknown user stays with a code (the spec USER_NOT_FOUND)',
      config: { userEnumeration: 'off' },
      events: [
        begun[0] as RecoveryEvent,
        { type: 'BEGIN_RESULT', outcome: { ok: false, error: err('USER_NOT_FOUND') } },
      ],
      step: 'username',
      pending: null,
      ops: ['begin'],
      errorCode: 'USER_NOT_FOUND',
    },
    {
      name: 'challenges -> options (unknown options dropped)',
      events: begun.slice(0, 4),
      step: 'options',
      pending: null,
      ops: ['begin', 'challenges'],
    },
    {
      name: 'option -> code sent',
      events: begun.slice(0, 6),
      step: 'code',
      pending: null,
      ops: ['begin', 'challenges', 'sendCode'],
    },
    {
      name: 'verified without a chosen account -> users lookup',
      events: begun,
      step: 'code',
      pending: 'users',
      ops: ['begin', 'challenges', 'sendCode', 'verifyCode', 'users'],
    },
    {
      name: 'one account -> new password',
      events: [
        ...begun,
        { type: 'USERS_RESULT', outcome: { ok: true, data: [{ userId: 'u1', username: 'alex.rivera' }] } },
      ],
      step: 'newPassword',
      pending: null,
      ops: ['begin', 'challenges', 'sendCode', 'verifyCode', 'users'],
    },
    {
      name: 'two accounts -> choose one',
      events: [
        ...begun,
        {
          type: 'USERS_RESULT',
          outcome: {
            ok: true,
            data: [
              { userId: 'u1', username: 'a' },
              { userId: 'u2', username: 'b' },
            ],
          },
        },
      ],
      step: 'chooseAccount',
      pending: null,
      ops: ['begin', 'challenges', 'sendCode', 'verifyCode', 'users'],
    },
    {
      name: 'PREVIOUSLY_USED_PASSWORD keeps the new-password step',
      events: [
        ...begun,
        { type: 'USERS_RESULT', outcome: { ok: true, data: [{ userId: 'u1', username: 'a' }] } },
        { type: 'NEW_PASSWORD_SUBMITTED', password: 'Another-Pass-1', confirmPassword: 'Another-Pass-1' },
        { type: 'RESET_RESULT', outcome: { ok: false, error: err('PREVIOUSLY_USED_PASSWORD') } },
      ],
      step: 'newPassword',
      pending: null,
      ops: ['begin', 'challenges', 'sendCode', 'verifyCode', 'users', 'reset'],
      errorCode: 'PREVIOUSLY_USED_PASSWORD',
    },
    {
      name: 'stale reset result ignored',
      events: [{ type: 'RESET_RESULT', outcome: { ok: true, data: null } }],
      step: 'username',
      pending: null,
      ops: [],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const { state, effects } = run(
        initialRecoveryState(resolveRecoveryConfig(row.config ?? {})),
        ...row.events,
      );
      expect(state.step).toBe(row.step);
      expect(state.pending).toBe(row.pending);
      expect(ops(effects)).toEqual(row.ops);
      if (row.errorCode !== undefined) {
        expect(state.errorCode).toBe(row.errorCode);
      }
    });
  }

  it('reset call carries the AR_SESSION session; password never in state or analytics', () => {
    const { state, effects } = run(
      initialRecoveryState(),
      ...begun,
      { type: 'USERS_RESULT', outcome: { ok: true, data: [{ userId: 'u1', username: 'a' }] } },
      { type: 'NEW_PASSWORD_SUBMITTED', password: 'Canary-Pass-77', confirmPassword: 'Canary-Pass-77' },
    );
    const reset = effects.find((e) => e.kind === 'request' && (e.call as { op: string }).op === 'reset') as {
      call: Record<string, unknown>;
    };
    expect(reset.call).toMatchObject({ variant: 'standard', session: 'ars-1', confirmationId: 'c1' });
    expect(JSON.stringify(state)).not.toContain('Canary-Pass-77');
    expect(JSON.stringify(effects.filter((e) => e.kind === 'emit'))).not.toContain('Canary-Pass-77');
    expect(JSON.stringify(effects.filter((e) => e.kind === 'emit'))).not.toContain('ars-1');
  });

  it('back aborts the request in flight; variants and link expiry', () => {
    const { state, effects } = run(initialRecoveryState(), begun[0] as RecoveryEvent, { type: 'BACK' });
    expect(state.pending).toBeNull();
    expect(effects.some((e) => e.kind === 'abort')).toBe(true);
    expect(initialRecoveryState(resolveRecoveryConfig({ variant: 'csr' })).config.variant).toBe('csr');
    expect(isRecoveryLinkExpired(0, 24 * 3_600_000 - 1)).toBe(false);
    expect(isRecoveryLinkExpired(0, 24 * 3_600_000)).toBe(true);
    expect(isRecoveryLinkExpired(10, 5)).toBe(true);
  });
});
