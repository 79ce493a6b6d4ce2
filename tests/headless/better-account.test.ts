// The better-account offer after the post-auth best-account check (issue 22; seed 001 §6 enableBestAccountCheck,
// seed 000 §4.8 "better account found"): offered only when the offering says so, switched with select accounts,
// settled once the switched session passes.
import { describe, expect, it } from 'vitest';
import type { FlowConfig } from '../../headless/flows/config';
import { authOutcome, makeState, requests, run } from './helpers';

const PASS = {
  type: 'EVALUATE_AUTH_RESULT',
  result: { ok: true, data: authOutcome({ action: 'PASS' }) },
} as const;
const users = [
  { userId: 'bea.old', username: 'bea.old' },
  { userId: 'bea.best', username: 'bea.best' },
];

function checked(config: Partial<FlowConfig>) {
  const state = makeState({ enablePostAuthBestAccountCheck: true, ...config }, (draft) => {
    draft.session.user.userId = 'bea.old';
    draft.session.user.username = 'bea.old';
  });
  const entered = run(state, PASS);
  expect(entered.state.session.postAuthProcess).toBe('bestAccount');
  return run(entered.state, {
    type: 'BEST_ACCOUNT_RESULT',
    result: { ok: true, data: { users, reasonCode: null } },
  });
}

describe('better-account offer (post-auth best-account step)', () => {
  it('offering without enableBestAccountCheck: the check only stores the matching users', () => {
    const { state } = checked({});
    expect(state.session.matchingUsers).toHaveLength(2);
    expect(state.postAuth.betterAccount).toBeNull();
    expect(state.step).toBe('signedIn');
  });

  it('enableBestAccountCheck: the other account is offered and the sequence waits', () => {
    const { state } = checked({ enableBestAccountCheck: true });
    expect(state.postAuth.betterAccount).toEqual({ userId: 'bea.best', username: 'bea.best' });
    expect(state.session.postAuthProcess).toBe('bestAccount');
    // "Continue with this account" settles it.
    expect(run(state, { type: 'POST_AUTH_STEP_DONE', step: 'bestAccount' }).state.step).toBe('signedIn');
  });

  it('accepting switches accounts, evaluates the switched session, then goes on', () => {
    const offered = checked({ enableBestAccountCheck: true }).state;
    const accepted = run(offered, { type: 'BETTER_ACCOUNT_ACCEPTED' });
    expect(requests(accepted.effects)).toEqual([['selectAccount', 'postSelectAccount']]);
    const switched = run(accepted.state, {
      type: 'ACCOUNT_SELECT_RESULT',
      userId: 'bea.best',
      result: { ok: true, data: null },
    });
    expect(switched.state.session.user.userId).toBe('bea.best');
    expect(requests(switched.effects)).toEqual([['evaluateAuth', 'evaluateAuth']]);
    // Still on the offer's step while the switched session is evaluated: no "signed in" for the old account.
    expect(switched.state.step).toBe('postAuth');
    const passed = run(switched.state, PASS);
    expect(passed.state.step).toBe('signedIn');
    expect(passed.state.postAuth.done).toContain('bestAccount');
  });

  it('one matching account (the signed-in one): nothing to offer', () => {
    const state = makeState(
      { enablePostAuthBestAccountCheck: true, enableBestAccountCheck: true },
      (draft) => {
        draft.session.user.userId = 'bea.old';
      },
    );
    const { state: after } = run(state, PASS, {
      type: 'BEST_ACCOUNT_RESULT',
      result: { ok: true, data: { users: [users[0] ?? { userId: 'x' }], reasonCode: null } },
    });
    expect(after.postAuth.betterAccount).toBeNull();
    expect(after.step).toBe('signedIn');
  });
});

// Seed 000 §7.2: a helper-widget answer (selectAccount) may carry the requires-evaluation header. The kit's
// reading: the answer is not final; evaluate auth runs first and the offer waits for the session to pass.
describe('a best-account answer with the requires-evaluation header', () => {
  function flagged() {
    const state = makeState(
      { enablePostAuthBestAccountCheck: true, enableBestAccountCheck: true },
      (draft) => {
        draft.session.user.userId = 'bea.old';
        draft.session.user.username = 'bea.old';
      },
    );
    const entered = run(state, PASS).state;
    return run(entered, {
      type: 'BEST_ACCOUNT_RESULT',
      result: { ok: true, data: { users, reasonCode: null } },
      requiresEvaluation: true,
    });
  }

  it('evaluates auth before the better account is offered, then offers it once the session passes', () => {
    const held = flagged();
    expect(requests(held.effects)).toEqual([['evaluateAuth', 'evaluateAuth']]);
    expect(held.state.postAuth.betterAccount).toBeNull();
    expect(held.state.step).toBe('postAuth');
    const passed = run(held.state, PASS).state;
    expect(passed.postAuth.betterAccount).toEqual({ userId: 'bea.best', username: 'bea.best' });
    expect(passed.step).toBe('postAuth');
  });

  it('a challenge from that evaluation opens MFA first; the offer comes after the challenge passes', () => {
    const challenged = run(flagged().state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: {
        ok: true,
        data: authOutcome({ action: 'CHALLENGE', challenges: [{ type: 'TOTP', attributes: {} }] }),
      },
    }).state;
    expect(challenged.step).toBe('challenge');
    expect(challenged.postAuth.betterAccount).toBeNull();
    // The code passes; MFA's next-challenge lookup evaluates again, and its PASS settles the held answer.
    const verified = run(
      challenged,
      { type: 'TOTP_SUBMITTED', code: '123456' },
      { type: 'TOTP_RESULT', result: { ok: true, data: authOutcome({ action: 'PASS' }) } },
    );
    expect(requests(verified.effects)).toContainEqual(['evaluateAuth', 'evaluateAuth']);
    expect(verified.state.postAuth.betterAccount).toBeNull();
    const passed = run(verified.state, PASS).state;
    expect(passed.postAuth.betterAccount).toEqual({ userId: 'bea.best', username: 'bea.best' });
  });

  it('a failed evaluation drops the offer and the sequence goes on', () => {
    const failed = run(flagged().state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: {
        ok: false,
        error: {
          kind: 'http',
          code: 'UNKNOWN_ERROR',
          serverMessage: '',
          status: 500,
          captchaRequired: false,
          requiresEvaluation: false,
        },
      },
    }).state;
    expect(failed.postAuth.betterAccount).toBeNull();
    expect(failed.step).toBe('signedIn');
  });

  it('without the header the answer is final: no evaluation, the offer at once', () => {
    const { state, effects } = checked({ enableBestAccountCheck: true });
    expect(requests(effects)).toEqual([]);
    expect(state.postAuth.betterAccount).not.toBeNull();
  });
});
