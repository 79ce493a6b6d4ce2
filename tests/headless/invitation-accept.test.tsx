// Stand-alone invitation accept / decline (issue 6 §2 "invitation accept/success/expired screens"; seed 000
// §4.4, seed 001 §4): the pure machine, then useInvitationAccept against the playground.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Effect, IdentityErrorShape } from '../../headless/core';
import {
  initialInvitationAcceptState,
  invitationAcceptTransition,
  useInvitationAccept,
  type InvitationAcceptEvent,
} from '../../headless/flows/invitation';
import {
  FIXTURE_INVITATION_CODE,
  FIXTURE_NEW_ACCOUNT_INVITATION_CODE,
  FIXTURE_PASSWORD,
} from '../../playground';
import { createFlowHarness } from './flow-harness';

const err = (code: string): IdentityErrorShape => ({
  kind: 'http',
  code,
  serverMessage: '',
  status: 410,
  captchaRequired: false,
  requiresEvaluation: false,
});

function run(...events: InvitationAcceptEvent[]) {
  let state = initialInvitationAcceptState('inv-1');
  const effects: Effect<unknown, string>[] = [];
  for (const event of events) {
    const [next, produced] = invitationAcceptTransition(state, event);
    state = next;
    effects.push(...produced);
  }
  return { state, requests: effects.filter((e) => e.kind === 'request') };
}

describe('invitation accept machine', () => {
  const submit: InvitationAcceptEvent = { type: 'ACCEPT_SUBMITTED', accessCode: '123 456' };
  it('accept sends one call in the invitationAccept slot with the code (spaces dropped); the code is not kept', () => {
    const { state, requests } = run(submit, submit);
    expect(requests).toEqual([
      {
        kind: 'request',
        key: 'invitationAccept',
        call: { op: 'accept', invitationId: 'inv-1', accessCode: '123456' },
      },
    ]);
    expect(JSON.stringify(state)).not.toContain('123456');
  });
  it('an empty code is a field error, nothing sent', () => {
    expect(run({ type: 'ACCEPT_SUBMITTED', accessCode: ' ' })).toMatchObject({
      state: { fieldErrors: { accessCode: 'required' } },
      requests: [],
    });
  });
  const rows: { name: string; result: InvitationAcceptEvent; step: string; errorCode: string | null }[] = [
    {
      name: 'accepted -> success',
      result: {
        type: 'ACCEPT_RESULT',
        outcome: {
          ok: true,
          data: {
            statusCode: 'ACCEPTED',
            realmName: 'Acme',
            inviterName: null,
            inviteeHasAccount: true,
            accepted: true,
          },
        },
      },
      step: 'success',
      errorCode: null,
    },
    {
      name: 'EXPIRED_INVITATION_REQUEST -> expired',
      result: { type: 'ACCEPT_RESULT', outcome: { ok: false, error: err('EXPIRED_INVITATION_REQUEST') } },
      step: 'expired',
      errorCode: 'EXPIRED_INVITATION_REQUEST',
    },
    {
      name: 'verify says ACCEPTED already -> expired',
      result: {
        type: 'ACCEPT_RESULT',
        outcome: {
          ok: true,
          data: {
            statusCode: 'ACCEPTED',
            realmName: null,
            inviterName: null,
            inviteeHasAccount: true,
            accepted: false,
          },
        },
      },
      step: 'expired',
      errorCode: null,
    },
    {
      name: 'verify says REMOVED -> stays with the initial error',
      result: {
        type: 'ACCEPT_RESULT',
        outcome: {
          ok: true,
          data: {
            statusCode: 'REMOVED',
            realmName: null,
            inviterName: null,
            inviteeHasAccount: true,
            accepted: false,
          },
        },
      },
      step: 'accept',
      errorCode: 'EXPIRED_INVITATION_REQUEST',
    },
    {
      name: 'INVALID_ACCESS_CODE -> retry on the form',
      result: { type: 'ACCEPT_RESULT', outcome: { ok: false, error: err('INVALID_ACCESS_CODE') } },
      step: 'accept',
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
  it('a stale result changes nothing', () => {
    expect(run(rows[1]?.result ?? submit).state).toMatchObject({ step: 'accept', errorCode: null });
  });
  it('decline -> declined', () => {
    const { state, requests } = run(
      { type: 'DECLINE_REQUESTED' },
      { type: 'DECLINE_RESULT', outcome: { ok: true, data: { statusCode: 'REJECTED' } } },
    );
    expect(requests).toEqual([
      { kind: 'request', key: 'invitationAccept', call: { op: 'decline', invitationId: 'inv-1' } },
    ]);
    expect(state).toMatchObject({ step: 'declined', statusCode: 'REJECTED' });
  });
});

describe('invitation accept machine: the preview of a link code (issue 18 §3)', () => {
  const preview: InvitationAcceptEvent = { type: 'PREVIEW_REQUESTED', accessCode: '123 456' };
  const previewed = (
    statusCode: string,
    inviterName: string | null,
    inviteeHasAccount = true,
  ): InvitationAcceptEvent => ({
    type: 'PREVIEW_RESULT',
    outcome: {
      ok: true,
      data: { statusCode, realmName: 'Acme', inviterName, inviteeHasAccount, accepted: false },
    },
  });
  it('verifies only, names the inviter and realm, and keeps the form (no submitting state)', () => {
    const { state, requests } = run(preview, previewed('PENDING', 'Sam Lee'));
    expect(requests).toEqual([
      {
        kind: 'request',
        key: 'invitationAccept',
        call: { op: 'preview', invitationId: 'inv-1', accessCode: '123456' },
      },
    ]);
    expect(state).toMatchObject({ step: 'accept', inviterName: 'Sam Lee', realmName: 'Acme', pending: null });
  });
  it('says whether the invited person has an account once the preview answered (null before)', () => {
    expect(initialInvitationAcceptState('inv-1')).toMatchObject({
      inviteeHasAccount: null,
      previewed: false,
    });
    const [previewing] = invitationAcceptTransition(initialInvitationAcceptState('inv-1'), preview);
    expect(previewing.previewed).toBe(false);
    expect(run(preview, previewed('PENDING', 'Sam Lee', false)).state).toMatchObject({
      step: 'accept',
      inviteeHasAccount: false,
      previewed: true,
    });
    expect(run(preview, previewed('PENDING', null, true)).state.inviteeHasAccount).toBe(true);
  });
  it('an expired invitation shows the expired screen at once', () => {
    expect(run(preview, previewed('EXPIRED', null)).state.step).toBe('expired');
  });
  it('a link code that does not check out leaves the form without an error', () => {
    const failed: InvitationAcceptEvent = {
      type: 'PREVIEW_RESULT',
      outcome: { ok: false, error: err('INVALID_ACCESS_CODE') },
    };
    expect(run(preview, failed).state).toMatchObject({
      step: 'accept',
      errorCode: null,
      pending: null,
      inviteeHasAccount: null,
      previewed: true,
    });
  });
  it('Accept while the preview is in flight aborts it, sends the accept, and the late preview changes nothing', () => {
    const [previewing] = invitationAcceptTransition(initialInvitationAcceptState('inv-1'), preview);
    const [accepting, effects] = invitationAcceptTransition(previewing, {
      type: 'ACCEPT_SUBMITTED',
      accessCode: '123456',
    });
    expect(effects.map((effect) => effect.kind)).toEqual(['abort', 'request']);
    expect(effects[1]).toMatchObject({ call: { op: 'accept' } });
    const [late] = invitationAcceptTransition(accepting, previewed('EXPIRED', null));
    expect(late).toMatchObject({ step: 'accept', pending: 'accept' });
  });
});

describe('useInvitationAccept against the playground', () => {
  it('with the link code: one verify on mount names who invited (Sam Lee) and to what, nothing accepted', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() =>
      useInvitationAccept({
        client: h.client,
        invitationId: 'inv-pending',
        accessCode: FIXTURE_INVITATION_CODE,
      }),
    );
    await waitFor(() => expect(result.current.state.inviterName).toBe('Sam Lee'));
    expect(result.current.state).toMatchObject({
      step: 'accept',
      realmName: 'Acme Books',
      isSubmitting: false,
    });
    expect(h.count('/inv-pending/verify')).toBe(1);
    expect(h.count('/inv-pending/accept')).toBe(0);
    expect(result.current.state).toMatchObject({ inviteeHasAccount: true, isChecking: false });
  });

  it('inv-alex-jordan from a link: the verify answer has no user, so jordan has no account yet (checking until then)', async () => {
    const h = createFlowHarness();
    const { result } = renderHook(() =>
      useInvitationAccept({ client: h.client, invitationId: 'inv-alex-jordan', accessCode: '246810' }),
    );
    expect(result.current.state.isChecking).toBe(true);
    await waitFor(() => expect(result.current.state.isChecking).toBe(false));
    expect(result.current.state).toMatchObject({
      step: 'accept',
      inviteeHasAccount: false,
      inviterName: 'Alex Rivera',
    });
    expect(h.count('/inv-alex-jordan/verify')).toBe(1);
  });

  it('inv-acme-morgan typed without a link: Accept stops after verify (no user, no account), unless the host says newAccount false', async () => {
    const h = createFlowHarness();
    const silent = renderHook(() =>
      useInvitationAccept({ client: h.client, invitationId: 'inv-acme-morgan' }),
    );
    act(() => silent.result.current.actions.accept(FIXTURE_NEW_ACCOUNT_INVITATION_CODE));
    await waitFor(() => expect(silent.result.current.state.inviteeHasAccount).toBe(false));
    expect(silent.result.current.state).toMatchObject({ step: 'accept', errorCode: null, pending: null });
    expect(h.count('/inv-acme-morgan/accept')).toBe(0);

    const told = renderHook(() =>
      useInvitationAccept({ client: h.client, invitationId: 'inv-acme-morgan', newAccount: false }),
    );
    act(() => told.result.current.actions.accept(FIXTURE_NEW_ACCOUNT_INVITATION_CODE));
    await waitFor(() => expect(told.result.current.state.errorCode).not.toBeNull());
    expect(h.count('/inv-acme-morgan/accept')).toBe(1);
  });

  it('alex accepts inv-pending (verify then accept), and a second accept finds it already accepted (expired screen)', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const first = renderHook(() =>
      useInvitationAccept({ client: h.client, invitationId: 'inv-pending', onEvent: h.onEvent }),
    );
    act(() => first.result.current.actions.accept(FIXTURE_INVITATION_CODE));
    await waitFor(() => expect(first.result.current.state.step).toBe('success'));
    expect(first.result.current.state.realmName).toBe('Acme Books');
    expect(h.count('/inv-pending/verify')).toBe(1);
    expect(h.count('/inv-pending/accept')).toBe(1);
    expect(JSON.stringify(h.events)).not.toContain(FIXTURE_INVITATION_CODE);
    const second = renderHook(() => useInvitationAccept({ client: h.client, invitationId: 'inv-pending' }));
    act(() => second.result.current.actions.accept(FIXTURE_INVITATION_CODE));
    await waitFor(() => expect(second.result.current.state.step).toBe('expired'));
    expect(h.count('/inv-pending/accept')).toBe(1);
  });

  it('alex declines inv-pending', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() =>
      useInvitationAccept({ client: h.client, invitationId: 'inv-pending' }),
    );
    act(() => result.current.actions.decline());
    await waitFor(() => expect(result.current.state.step).toBe('declined'));
    expect(result.current.state.statusCode).toBe('REJECTED');
  });
});
