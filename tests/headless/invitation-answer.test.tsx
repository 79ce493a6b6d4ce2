// The invitation answer action of the identity store (issue 5 §2, seed 000 §3.7 standardInvitation, §4.4):
// accept with the access code or decline, through the client, so hosts need no onInvitation handler.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInvitation } from '../../headless/flows/invitation/useInvitation';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { useIdentityStore } from '../../headless/provider/useIdentityStore';
import { FIXTURE_INVITATION_CODE, FIXTURE_PASSWORD } from '../../playground';
import { createHarness } from './harness';

function renderSignedIn(harness = createHarness()) {
  const hook = renderHook(
    () => ({ invitation: useInvitation(), signIn: useSignIn(), state: useIdentityStore((s) => s) }),
    { wrapper: harness.wrapper },
  );
  return { harness, ...hook };
}

async function signIn(result: { current: { signIn: ReturnType<typeof useSignIn> } }): Promise<void> {
  act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
  await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
}

describe('useInvitation().actions.answer', () => {
  it('accept: verify, then POST accept with the access code; the answer and status are recorded, the code never in state or events', async () => {
    const { harness, result } = renderSignedIn();
    await signIn(result);
    act(() =>
      result.current.invitation.actions.verify({
        invitationId: 'inv-pending',
        accessCode: FIXTURE_INVITATION_CODE,
      }),
    );
    await waitFor(() => expect(result.current.invitation.state.status).toBe('pending'));
    act(() =>
      result.current.invitation.actions.answer({ accepted: true, accessCode: FIXTURE_INVITATION_CODE }),
    );
    act(() =>
      result.current.invitation.actions.answer({ accepted: true, accessCode: FIXTURE_INVITATION_CODE }),
    );
    expect(result.current.invitation.state.answerStatus).toBe('IN_PROGRESS');
    await waitFor(() => expect(result.current.invitation.state.answer).toBe('accepted'));
    expect(result.current.invitation.state).toMatchObject({
      statusCode: 'ACCEPTED',
      answerStatus: 'STOPPED',
      answerErrorCode: null,
    });
    expect(harness.count('/inv-pending/accept')).toBe(1);
    expect(harness.events).toContainEqual({
      type: 'request',
      operation: 'answerInvitation',
      outcome: 'success',
      responseCode: null,
    });
    expect(JSON.stringify(result.current.state)).not.toContain(FIXTURE_INVITATION_CODE);
    expect(JSON.stringify(harness.events)).not.toContain(FIXTURE_INVITATION_CODE);
  });

  it('decline: PUT invitations/{id}?operation=reject; the invitation reads REJECTED', async () => {
    const { harness, result } = renderSignedIn();
    await signIn(result);
    act(() => result.current.invitation.actions.answer({ accepted: false, invitationId: 'inv-pending' }));
    await waitFor(() => expect(result.current.invitation.state.answer).toBe('declined'));
    expect(result.current.invitation.state.statusCode).toBe('REJECTED');
    expect(
      harness.sent.filter((r) => r.method === 'PUT' && r.path.endsWith('/invitations/inv-pending')),
    ).toHaveLength(1);
    expect(harness.count('/accept')).toBe(0);
  });

  it('accept without an access code sends nothing and says INVALID_ACCESS_CODE', async () => {
    const { harness, result } = renderSignedIn();
    act(() =>
      result.current.invitation.actions.answer({
        accepted: true,
        invitationId: 'inv-pending',
        accessCode: '  ',
      }),
    );
    expect(result.current.invitation.state).toMatchObject({
      answer: null,
      answerStatus: 'STOPPED',
      answerErrorCode: 'INVALID_ACCESS_CODE',
    });
    expect(harness.sent).toHaveLength(0);
  });

  it('an expired invitation: EXPIRED_INVITATION_REQUEST, no answer recorded', async () => {
    const { result } = renderSignedIn();
    await signIn(result);
    act(() =>
      result.current.invitation.actions.answer({
        accepted: true,
        invitationId: 'inv-expired',
        accessCode: '654321',
      }),
    );
    await waitFor(() =>
      expect(result.current.invitation.state.answerErrorCode).toBe('EXPIRED_INVITATION_REQUEST'),
    );
    expect(result.current.invitation.state.answer).toBeNull();
  });
});
