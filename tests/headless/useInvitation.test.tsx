// useInvitation against the in-memory playground (seed 000 §4.4).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInvitation } from '../../headless/flows/invitation/useInvitation';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_INVITATION_CODE } from '../../playground';
import { createHarness } from './harness';

describe('useInvitation', () => {
  // off: the spec's account lookup runs (filtered to the invited user); strict (the default) asks the
  // password without one, and accounts sharing the address are filtered after it (SELECT_ACCOUNT).
  it.each([
    ['off', 1],
    ['strict', 0],
  ] as const)(
    '%s: a PENDING invitation with a user submits identifier-first by itself',
    async (mode, lookups) => {
      const harness = createHarness({
        identifierFirst: true,
        enableAccountChoices: true,
        clientInvitationFlow: true,
        userEnumeration: mode,
      });
      const { result } = renderHook(() => ({ invitation: useInvitation(), signIn: useSignIn() }), {
        wrapper: harness.wrapper,
      });
      expect(result.current.signIn.state.step).toBe('identifier');
      act(() =>
        result.current.invitation.actions.verify({
          invitationId: 'inv-pending',
          accessCode: FIXTURE_INVITATION_CODE,
        }),
      );
      await waitFor(() => expect(result.current.signIn.state.step).toBe('password'));
      expect(result.current.invitation.state).toMatchObject({
        status: 'pending',
        statusCode: 'PENDING',
        errorCode: null,
        realmName: 'Acme Books',
        inviterName: 'Sam Lee',
        invitedUserId: 'alex.rivera',
      });
      expect(harness.count('/lookup_usernames')).toBe(lookups);
      expect(JSON.stringify(harness.events)).not.toContain(FIXTURE_INVITATION_CODE);
    },
  );

  it('an expired invitation puts the initial error on the page and stops', async () => {
    const harness = createHarness({ identifierFirst: true, clientInvitationFlow: true });
    const { result } = renderHook(() => ({ invitation: useInvitation(), signIn: useSignIn() }), {
      wrapper: harness.wrapper,
    });
    act(() =>
      result.current.invitation.actions.verify({ invitationId: 'inv-expired', accessCode: '654321' }),
    );
    await waitFor(() => expect(result.current.invitation.state.status).toBe('stopped'));
    expect(result.current.invitation.state.errorCode).toBe('EXPIRED_INVITATION_REQUEST');
    expect(result.current.invitation.state.statusCode).toBe('EXPIRED');
    // inv-expired names no inviter: the screen keeps its general wording.
    expect(result.current.invitation.state.inviterName).toBeNull();
    expect(result.current.signIn.state.step).toBe('identifier');
    expect(harness.count('/lookup_usernames')).toBe(0);
  });

  it('a wrong access code is a retryable INVALID_ACCESS_CODE', async () => {
    const harness = createHarness();
    const { result } = renderHook(() => useInvitation(), { wrapper: harness.wrapper });
    act(() => result.current.actions.verify({ invitationId: 'inv-pending', accessCode: '987654' }));
    await waitFor(() => expect(result.current.state.errorCode).toBe('INVALID_ACCESS_CODE'));
    expect(result.current.state.status).toBe('none');
  });

  it('the username from getInvitationAttributes(inv_attr) prefills the user id', async () => {
    const harness = createHarness();
    const { result } = renderHook(() => ({ invitation: useInvitation(), signIn: useSignIn() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.invitation.actions.loadAttributes('attr-inv-pending'));
    await waitFor(() => expect(result.current.signIn.state.identifier).toBe('alex.rivera'));
  });
});
