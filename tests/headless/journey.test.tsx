// useIdentityFlow and useIdentityEvents through the public entry, against the playground: the route follows
// identifier -> password -> MFA picker -> SMS code -> signed in, and the host hears STEP_CHANGED for each
// move, SIGNED_IN at the end and SIGNED_OUT after signing out.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useIdentityEvents,
  useIdentityFlow,
  useMfa,
  useSignIn,
  type IdentityJourneyEvent,
  type IdentityRoute,
} from '../../headless';
import { FIXTURE_PASSWORD } from '../../playground';
import { createHarness } from './harness';

function useJourney(events: IdentityJourneyEvent[]) {
  useIdentityEvents((event) => events.push(event));
  return { flow: useIdentityFlow(), signIn: useSignIn(), mfa: useMfa() };
}

describe('useIdentityFlow and useIdentityEvents', () => {
  it('routes identifier -> password -> mfa-choose -> mfa-code -> signed-in, then signed-out', async () => {
    const events: IdentityJourneyEvent[] = [];
    const harness = createHarness({ identifierFirst: true });
    const { result } = renderHook(() => useJourney(events), { wrapper: harness.wrapper });
    expect(result.current.flow.state).toEqual({ route: 'identifier', challenge: null, postAuthStep: null });

    act(() => result.current.signIn.actions.submitIdentifier('sam.sms'));
    await waitFor(() => expect(result.current.flow.state.route).toBe('password'));
    act(() => result.current.signIn.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.flow.state.route).toBe('mfa-choose'));
    act(() => result.current.mfa.actions.selectChallenge('SMS_OTP'));
    await waitFor(() =>
      expect(result.current.flow.state).toMatchObject({ route: 'mfa-code', challenge: 'SMS_OTP' }),
    );
    await waitFor(() => expect(result.current.mfa.state.isCodeSent).toBe(true));
    act(() => result.current.mfa.actions.verifyCode(harness.playground.lastCode() ?? ''));
    await waitFor(() => expect(result.current.flow.state.route).toBe('signed-in'));

    const routes = events.flatMap((event) => (event.type === 'STEP_CHANGED' ? [event.to.route] : []));
    expect(routes).toEqual<IdentityRoute[]>(['password', 'mfa-choose', 'mfa-code', 'signed-in']);
    expect(events.filter((event) => event.type === 'SIGNED_IN')).toEqual([
      { type: 'SIGNED_IN', redirectUrl: null },
    ]);

    act(() => result.current.flow.actions.signOut());
    await waitFor(() => expect(result.current.flow.state.route).toBe('signed-out'));
    expect(events.at(-1)).toEqual({ type: 'SIGNED_OUT' });
  });

  it('restart and toIdentifier go back without a request', async () => {
    const harness = createHarness({ identifierFirst: true });
    const { result } = renderHook(() => useJourney([]), { wrapper: harness.wrapper });
    act(() => result.current.signIn.actions.submitIdentifier('sam.sms'));
    await waitFor(() => expect(result.current.flow.state.route).toBe('password'));
    act(() => result.current.flow.actions.toIdentifier());
    expect(result.current.flow.state.route).toBe('identifier');
    const sent = harness.sent.length;
    act(() => result.current.flow.actions.restart());
    expect(result.current.flow.state.route).toBe('identifier');
    expect(harness.sent.length).toBe(sent);
  });

  it('no event after unmount', async () => {
    const events: IdentityJourneyEvent[] = [];
    const harness = createHarness({ identifierFirst: true });
    const { result, unmount } = renderHook(() => useJourney(events), { wrapper: harness.wrapper });
    const { submitIdentifier } = result.current.signIn.actions;
    unmount();
    act(() => submitIdentifier('sam.sms'));
    expect(events).toEqual([]);
  });
});
