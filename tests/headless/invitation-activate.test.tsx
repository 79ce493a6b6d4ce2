// Activating a new account from an invitation (seed 001 §4.3 "activate", §7.5.1 PUT
// invitations/{id}?operation=activate): the pure machine and its request row, then useInvitationActivate
// against the playground (inv-alex-jordan is for jordan@example.com, who has no account).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Effect, IdentityErrorShape } from '../../headless/core';
import {
  INVITATION_ACTIVATE_CLIENT_METHODS,
  initialInvitationActivateState,
  invitationActivateTransition,
  useInvitationActivate,
  type InvitationActivateEvent,
} from '../../headless/flows/invitation';
import { createFlowHarness, eventsFreeOf } from './flow-harness';

const PASSWORD = 'Teal-Harbor-2026!';
const CODE = '246810';

const err = (code: string): IdentityErrorShape => ({
  kind: 'http',
  code,
  serverMessage: '',
  status: 400,
  captchaRequired: false,
  requiresEvaluation: false,
});

function run(...events: InvitationActivateEvent[]) {
  let state = initialInvitationActivateState('inv-1');
  const effects: Effect<unknown, string>[] = [];
  for (const event of events) {
    const [next, produced] = invitationActivateTransition(state, event);
    state = next;
    effects.push(...produced);
  }
  return { state, requests: effects.filter((e) => e.kind === 'request') };
}

const submit: InvitationActivateEvent = {
  type: 'ACTIVATE_SUBMITTED',
  input: {
    username: ' jordan.lee ',
    password: PASSWORD,
    accessCode: '246 810',
    challenge: { question: 'Favourite colour?', answer: ' blue ' },
  },
};

describe('invitation activate machine', () => {
  it('activate sends one call in the invitationActivate slot; no secret is kept in state', () => {
    const { state, requests } = run(submit, submit);
    expect(requests).toEqual([
      {
        kind: 'request',
        key: 'invitationActivate',
        call: {
          op: 'activate',
          invitationId: 'inv-1',
          username: 'jordan.lee',
          password: PASSWORD,
          accessCode: CODE,
          challengeQuestionAnswer: { question: 'Favourite colour?', answer: 'blue' },
        },
      },
    ]);
    expect(state.pending).toBe('activate');
    const text = JSON.stringify(state);
    for (const secret of [PASSWORD, CODE, 'blue']) {
      expect(text).not.toContain(secret);
    }
  });

  it('every empty field is a field error and nothing is sent', () => {
    expect(
      run({
        type: 'ACTIVATE_SUBMITTED',
        input: { username: ' ', password: '', accessCode: ' ', challenge: { question: 'Q?', answer: '' } },
      }),
    ).toEqual({
      state: expect.objectContaining({
        fieldErrors: {
          username: 'required',
          password: 'required',
          accessCode: 'required',
          answer: 'required',
        },
        pending: null,
      }) as unknown,
      requests: [],
    });
  });

  it('without a challenge question the call carries no challengeQuestionAnswer', () => {
    const { requests } = run({
      type: 'ACTIVATE_SUBMITTED',
      input: { username: 'jordan.lee', password: PASSWORD, accessCode: CODE },
    });
    expect(requests[0]?.kind === 'request' ? requests[0].call : null).not.toHaveProperty(
      'challengeQuestionAnswer',
    );
  });

  const rows: { name: string; result: InvitationActivateEvent; step: string; errorCode: string | null }[] = [
    {
      name: 'activated -> success',
      result: { type: 'ACTIVATE_RESULT', outcome: { ok: true, data: { statusCode: 'ACCEPTED' } } },
      step: 'success',
      errorCode: null,
    },
    {
      name: 'EXPIRED_INVITATION_REQUEST -> expired',
      result: { type: 'ACTIVATE_RESULT', outcome: { ok: false, error: err('EXPIRED_INVITATION_REQUEST') } },
      step: 'expired',
      errorCode: 'EXPIRED_INVITATION_REQUEST',
    },
    {
      name: 'INVALID_ACCESS_CODE -> stays on the form with the error',
      result: { type: 'ACTIVATE_RESULT', outcome: { ok: false, error: err('INVALID_ACCESS_CODE') } },
      step: 'activate',
      errorCode: 'INVALID_ACCESS_CODE',
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      expect(run(submit, row.result).state).toMatchObject({
        step: row.step,
        errorCode: row.errorCode,
        pending: null,
      });
    });
  }

  it('the row uses only activateInvitation', () => {
    expect(INVITATION_ACTIVATE_CLIENT_METHODS).toEqual(['activateInvitation']);
  });
});

describe('useInvitationActivate against the playground', () => {
  it('jordan (no account) activates inv-alex-jordan: a wrong code is refused, the right one creates the account and signs it in', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useInvitationActivate({ client: h.client, invitationId: 'inv-alex-jordan', onEvent: h.onEvent }),
    );
    act(() =>
      result.current.actions.activate({ username: 'jordan.lee', password: PASSWORD, accessCode: '111111' }),
    );
    await waitFor(() => expect(result.current.state.errorCode).toBe('INVALID_ACCESS_CODE'));
    expect(result.current.state.step).toBe('activate');
    act(() =>
      result.current.actions.activate({ username: 'jordan.lee', password: PASSWORD, accessCode: CODE }),
    );
    await waitFor(() => expect(result.current.state.pending).toBe(null));
    expect(result.current.state.errorCode).toBe(null);
    expect(result.current.state.step).toBe('success');
    expect(result.current.state.statusCode).toBe('ACCEPTED');
    expect(h.count('/invitations/inv-alex-jordan', 'PUT')).toBe(2);
    expect(h.bodyOf('/invitations/inv-alex-jordan')).toMatchObject({
      user: { username: 'jordan.lee', password: PASSWORD },
      accessCode: CODE,
    });
    // The service signed the new account in: the session's user is jordan.
    const me = await h.client.getUser({});
    expect(me.ok && me.data.username).toBe('jordan.lee');
    expect(eventsFreeOf(h.events, [PASSWORD, CODE, '111111'])).toBe(true);
  });
});
