// Issue 16 §1: the journey is slices under one root reducer plus one routing module. The order of the slices
// carries no meaning (each reads the others only as they were before the event), and a slice writes only its
// own part of the state.
import { describe, expect, it } from 'vitest';
import type { IdentityEvent } from '../../headless/flows/events';
import { composeSlices, SLICES, type AnySlice } from '../../headless/flows/root-reducer';
import type { IdentityState } from '../../headless/flows/state';
import { authOutcome, makeState } from './helpers';

const oauth = {
  clientId: 'client-1',
  redirectUri: 'https://app.example/cb',
  state: 's-1',
  scope: 'openid',
  responseType: 'code',
} as const;

/** identifier -> password -> SMS challenge -> code -> next-challenge lookup PASS -> post-auth -> OAuth. */
const JOURNEY: readonly IdentityEvent[] = [
  { type: 'IDENTIFIER_SUBMITTED', identifier: 'sam.sms', identifierType: 'username' },
  { type: 'LOOKUP_RESULT', result: { ok: true, data: { users: [], reasonCode: null } } },
  { type: 'SIGN_IN_SUBMITTED', username: 'sam.sms', password: 'secret-password' },
  {
    type: 'SIGN_IN_RESULT',
    result: {
      ok: true,
      data: authOutcome({ action: 'CHALLENGE', challenges: [{ type: 'SMS_OTP' }], riskLevel: 'low' }),
    },
  },
  { type: 'CONFIRMATION_SEND_REQUESTED', channelType: 'SMS', at: 1000 },
  {
    type: 'CONFIRMATION_SEND_RESULT',
    channelType: 'SMS',
    at: 1000,
    result: { ok: true, data: { confirmationId: 'c-1', maskedEmail: null, maskedPhone: '***-1234' } },
  },
  { type: 'CONFIRMATION_VERIFY_SUBMITTED', code: '123456' },
  { type: 'CONFIRMATION_VERIFY_RESULT', tokenType: 'SMS_OTP', result: { ok: true, data: authOutcome() } },
  {
    type: 'EVALUATE_AUTH_RESULT',
    result: { ok: true, data: authOutcome({ iamTicket: { userId: 'u-1', authenticationLevel: 25 } }) },
  },
  { type: 'BEST_ACCOUNT_RESULT', result: { ok: true, data: { users: [], reasonCode: null } } },
  { type: 'OAUTH_EXCHANGE_RESULT', result: { ok: true, data: { code: 'auth-code' } } },
];

function runWith(slices: readonly AnySlice[], state: IdentityState, events: readonly IdentityEvent[]) {
  let current = state;
  const effects: unknown[] = [];
  for (const event of events) {
    const [next, produced] = composeSlices(slices, current, event);
    current = next;
    effects.push(...produced);
  }
  return { state: current, effects };
}

describe('slices under one root reducer (issue 16 §1)', () => {
  const start = makeState({
    identifierFirst: true,
    enableAccountChoices: true,
    mfaEnabled: true,
    enablePostAuthBestAccountCheck: true,
    enableOAuthFlow: true,
    oauth,
  });

  it('a whole journey ends signed in with the OAuth redirect', () => {
    const { state, effects } = runWith(SLICES, start, JOURNEY);
    expect(state.step).toBe('signedIn');
    expect(state.session.postAuthProcess).toBe('complete');
    expect(effects).toContainEqual({
      kind: 'host',
      command: { type: 'redirect', url: expect.stringContaining('code=auth-code') },
    });
  });

  it('the order of the slices carries no meaning: reversed and rotated give the same states and effects', () => {
    const reference = runWith(SLICES, start, JOURNEY);
    const rotated = [...SLICES.slice(2), ...SLICES.slice(0, 2)];
    for (const order of [[...SLICES].reverse(), rotated]) {
      const other = runWith(order, start, JOURNEY);
      expect(other.state).toEqual(reference.state);
      // Effects of one event come from several slices; the set per journey is the same.
      expect(new Set(other.effects.map((effect) => JSON.stringify(effect)))).toEqual(
        new Set(reference.effects.map((effect) => JSON.stringify(effect))),
      );
    }
  });

  it('each slice writes only its own part of the state (and the request slots)', () => {
    const owned: Record<number, readonly (keyof IdentityState)[]> = {
      0: ['session'],
      1: ['signIn'],
      2: ['mfa'],
      3: ['postAuth'],
      4: ['invitation'],
      5: [],
    };
    let state = start;
    for (const event of JOURNEY) {
      SLICES.forEach((slice, index) => {
        const [next] = composeSlices([slice], state, event);
        for (const key of Object.keys(state) as (keyof IdentityState)[]) {
          // The router (step, post-auth position) runs after every slice set; it is not a slice.
          if (key === 'requests' || key === 'step' || (owned[index] ?? []).includes(key)) {
            continue;
          }
          if (key === 'session') {
            const { postAuthProcess: _a, ...rest } = next.session;
            const { postAuthProcess: _b, ...restBefore } = state.session;
            expect(rest, `slice ${index} wrote session on ${event.type}`).toEqual(restBefore);
            continue;
          }
          expect(next[key], `slice ${index} wrote ${key} on ${event.type}`).toBe(state[key]);
        }
      });
      [state] = composeSlices(SLICES, state, event);
    }
  });
});
