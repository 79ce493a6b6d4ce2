// Account-deletion cancel (seed 001 §4, §9: cancellable within 72 hours; seed 001 §7
// notify-account-deletion-aborted): the pure machine, then the real client over the playground.
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../headless/core';
import {
  accountDeletionTransition,
  initialAccountDeletionState,
  type AccountDeletionEvent,
} from '../../headless/flows/notices';
import { ACCOUNT_DELETION_REQUESTS } from '../../headless/flows/notices/deletion';
import { createFlowHarness } from './flow-harness';

const HOUR = 3_600_000;
const REQUESTED = Date.UTC(2026, 0, 5);

function run(...events: AccountDeletionEvent[]) {
  let state = initialAccountDeletionState(REQUESTED);
  const effects: Effect<unknown, string>[] = [];
  for (const event of events) {
    const [next, produced] = accountDeletionTransition(state, event);
    state = next;
    effects.push(...produced);
  }
  return { state, effects, requests: effects.filter((e) => e.kind === 'request') };
}

describe('account-deletion cancel machine', () => {
  it('within 72 hours: one cancel request in the accountDeletion slot; a second tap sends nothing', () => {
    const { state, requests } = run(
      { type: 'CANCEL_REQUESTED', now: REQUESTED + 71 * HOUR },
      { type: 'CANCEL_REQUESTED', now: REQUESTED + 71 * HOUR },
    );
    expect(requests).toEqual([{ kind: 'request', key: 'accountDeletion', call: { op: 'cancel' } }]);
    expect(state.pending).toBe('cancel');
  });

  it('at or after 72 hours nothing is sent', () => {
    expect(run({ type: 'CANCEL_REQUESTED', now: REQUESTED + 72 * HOUR }).requests).toEqual([]);
  });

  it('success marks it cancelled (and reports the request); a failure keeps the code and allows a retry', () => {
    const now = REQUESTED + HOUR;
    const failed = run(
      { type: 'CANCEL_REQUESTED', now },
      {
        type: 'CANCEL_RESULT',
        outcome: {
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
      },
      { type: 'CANCEL_REQUESTED', now },
    );
    expect(failed.state).toMatchObject({ cancelled: false, errorCode: null, pending: 'cancel' });
    expect(failed.requests).toHaveLength(2);
    const done = run(
      { type: 'CANCEL_REQUESTED', now },
      { type: 'CANCEL_RESULT', outcome: { ok: true, data: null } },
      { type: 'CANCEL_REQUESTED', now },
    );
    expect(done.state).toMatchObject({ cancelled: true, pending: null, errorCode: null });
    expect(done.requests).toHaveLength(1);
    expect(done.effects).toContainEqual({
      kind: 'emit',
      event: { type: 'request', operation: 'accountDeletion.cancel', outcome: 'success', responseCode: null },
    });
  });

  it('the call is PUT account/notify-account-deletion-aborted for the signed-in user', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    const event = await ACCOUNT_DELETION_REQUESTS.cancel.perform(
      h.client,
      { op: 'cancel' },
      { attemptId: 1, signal: new AbortController().signal },
    );
    expect(event).toEqual({ type: 'CANCEL_RESULT', outcome: { ok: true, data: null } });
    expect(h.count('/notify-account-deletion-aborted', 'PUT')).toBe(1);
  });
});
