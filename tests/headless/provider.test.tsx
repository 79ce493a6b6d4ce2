// The React adapter: per-instance stores, slice re-renders, unmount aborts, and secrets never leak.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler, StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../../headless/binding/shallow-equal';
import { useMfa } from '../../headless/flows/mfa/useMfa';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import {
  IdentityProvider,
  useIdentityContext,
  useIdentityDispatch,
  useIdentityStore,
} from '../../headless/provider';
import { useProviderRefresh } from '../../headless/provider/provider-context';
import { createIdentityClient } from '../../headless/client';
import { FIXTURE_PASSWORD, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { createHarness } from './harness';

describe('IdentityProvider', () => {
  it('hooks outside a provider fail with a developer message', () => {
    expect(() => renderHook(() => useSignIn())).toThrow(/inside <IdentityProvider>/);
  });

  it('useIdentityContext gives the same value on every render of the same provider', () => {
    const harness = createHarness();
    const { result, rerender } = renderHook(() => useIdentityContext(), { wrapper: harness.wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.store).toBe(first.store);
  });

  it("the store's state before any action is the one it starts from; a host's own subscription hears the first change", () => {
    // Issue 19: the store is made at its first use, so the first step reads its fresh state meanwhile.
    const harness = createHarness({ userIdToPrefill: 'alex.rivera' });
    const { result } = renderHook(() => useIdentityContext(), { wrapper: harness.wrapper });
    const { store } = result.current;
    const fresh = store.getState();
    expect(fresh.signIn.identifier).toBe('alex.rivera');
    expect(store.isInFlight('signIn')).toBe(false);
    expect(store.isDisposed()).toBe(false);
    expect(store.getState()).toBe(fresh);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().signIn.rememberMe));
    act(() => store.dispatch({ type: 'REMEMBER_ME_SET', value: true }));
    unsubscribe();
    expect(seen).toEqual([true]);
    expect(store.getState().signIn).toEqual({ ...fresh.signIn, rememberMe: true });
    expect(store.getState().config).toBe(fresh.config);
  });

  it('the first view reaches onEvent once the first render is done, before any action', async () => {
    const harness = createHarness();
    renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    await Promise.resolve();
    expect(harness.events).toEqual([expect.objectContaining({ type: 'view' })]);
  });

  it('a new locale or a refresh gives a new context value over the same store; the sign-in actions stay', () => {
    const client = createIdentityClient({ offeringId: '50000003', baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    let locale = 'en-US';
    const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
      <IdentityProvider client={client} locale={locale}>
        {children}
      </IdentityProvider>
    );
    const { result, rerender } = renderHook(
      () => ({ context: useIdentityContext(), signIn: useSignIn(), refresh: useProviderRefresh() }),
      { wrapper },
    );
    const first = result.current;
    rerender();
    expect(result.current.context).toBe(first.context);
    expect(result.current.signIn.actions).toBe(first.signIn.actions);
    locale = 'fr-FR';
    rerender();
    const french = result.current;
    expect(french.context).not.toBe(first.context);
    expect(french.context.locale).toBe('fr-FR');
    expect(french.context.store).toBe(first.context.store);
    expect(french.signIn.actions).toBe(first.signIn.actions);
    act(() => french.refresh());
    expect(result.current.context).not.toBe(french.context);
    expect(result.current.context.locale).toBe('fr-FR');
    expect(result.current.context.store).toBe(first.context.store);
    expect(result.current.signIn.actions).toBe(first.signIn.actions);
    expect(result.current.refresh).toBe(first.refresh);
  });

  it('two providers hold independent stores', async () => {
    const first = createHarness();
    const second = createHarness();
    const a = renderHook(() => useSignIn(), { wrapper: first.wrapper });
    const b = renderHook(() => useSignIn(), { wrapper: second.wrapper });
    act(() => a.result.current.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(a.result.current.state.step).toBe('signedIn'));
    expect(b.result.current.state.step).toBe('password');
    expect(second.sent).toHaveLength(0);
  });

  it('a store change renders each reader once; a selection keeps its identity while its slice is equal', () => {
    // Issue 19: readers hold no subscription of their own; the provider renders each new state by context.
    const harness = createHarness();
    const renders = { step: 0, selected: 0 };
    const views = new Set<object>();
    function StepReader(): ReactNode {
      renders.step += 1;
      const view = useIdentityStore((state) => ({ step: state.step }), shallowEqual);
      views.add(view);
      return <p>{view.step}</p>;
    }
    function SelectedReader(): ReactNode {
      renders.selected += 1;
      return <p>{String(useIdentityStore((state) => state.mfa.selected))}</p>;
    }
    function Driver(): ReactNode {
      const dispatch = useIdentityDispatch();
      return (
        <button type="button" onClick={() => dispatch({ type: 'REMEMBER_ME_SET', value: true })}>
          remember
        </button>
      );
    }
    render(
      <>
        <StepReader />
        <SelectedReader />
        <Driver />
      </>,
      { wrapper: harness.wrapper },
    );
    const before = { ...renders };
    // The first click changes the state (once), the second changes nothing.
    act(() => screen.getByRole('button', { name: 'remember' }).click());
    act(() => screen.getByRole('button', { name: 'remember' }).click());
    expect(renders).toEqual({ step: before.step + 1, selected: before.selected + 1 });
    expect(views.size).toBe(1);
  });

  it('typing in the password field re-renders nothing (fields are uncontrolled)', () => {
    const harness = createHarness();
    let commits = 0;
    function Form(): ReactNode {
      const { getFormProps, getPasswordInputProps } = useSignIn();
      return (
        <form {...getFormProps()}>
          <label>
            Password
            <input {...getPasswordInputProps()} />
          </label>
        </form>
      );
    }
    render(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <Form />
      </Profiler>,
      { wrapper: harness.wrapper },
    );
    const before = commits;
    const input = screen.getByLabelText('Password');
    for (const value of ['a', 'ab', 'abc']) {
      act(() => {
        input.setAttribute('value', value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    expect(commits).toBe(before);
  });

  it('unmount aborts in-flight work', async () => {
    const harness = createHarness({}, { latencyMs: 50 });
    const { result, unmount } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    act(() => result.current.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    expect(harness.sent).toHaveLength(1);
    unmount();
    // A microtask later: StrictMode's simulated unmount and remount of an effect must not end the store.
    await Promise.resolve();
    expect(harness.sent[0]?.signal?.aborted).toBe(true);
  });

  it('works under StrictMode (the double mount replaces the disposed store)', async () => {
    const harness = createHarness();
    const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
      <StrictMode>{harness.wrapper({ children })}</StrictMode>
    );
    const { result } = renderHook(() => useSignIn(), { wrapper });
    act(() => result.current.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.state.step).toBe('signedIn'));
  });
});

describe('secrets never reach analytics or state (canary values, QUALITY.md security 4)', () => {
  it('a whole journey with canary password and codes leaves no trace in events or state', async () => {
    const harness = createHarness({ identifierFirst: true, enableAccountChoices: true });
    let lastState = '';
    function useAll() {
      const signIn = useSignIn();
      const mfa = useMfa();
      lastState = JSON.stringify(useIdentityStore((state) => state));
      return { signIn, mfa };
    }
    const { result } = renderHook(useAll, { wrapper: harness.wrapper });
    const canaryPassword = 'CANARY-pw-7d1f';
    act(() => result.current.signIn.actions.submitIdentifier('sam.sms@example.com'));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('password'));
    act(() =>
      result.current.signIn.actions.signIn({
        username: result.current.signIn.state.identifier,
        password: canaryPassword,
      }),
    );
    await waitFor(() => expect(result.current.signIn.state.status).toBe('STOPPED'));
    act(() =>
      result.current.signIn.actions.signIn({
        username: result.current.signIn.state.identifier,
        password: FIXTURE_PASSWORD,
      }),
    );
    await waitFor(() => expect(result.current.mfa.state.step).toBe('challengePicker'));
    act(() => result.current.mfa.actions.selectChallenge('SMS_OTP'));
    await waitFor(() => expect(result.current.mfa.state.isCodeSent).toBe(true));
    const canaryCode = '918273';
    act(() => result.current.mfa.actions.verifyCode(canaryCode));
    await waitFor(() => expect(result.current.mfa.state.verifyStatus).toBe('STOPPED'));
    const code = harness.playground.lastCode() ?? '';
    act(() => result.current.mfa.actions.verifyCode(code));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));

    const events = JSON.stringify(harness.events);
    expect(harness.events.length).toBeGreaterThan(3);
    for (const secret of [canaryPassword, FIXTURE_PASSWORD, canaryCode, code]) {
      expect(events).not.toContain(secret);
      expect(lastState).not.toContain(secret);
    }
    // The identifier is not a secret and may sit in state, but analytics only get its type.
    expect(events).not.toContain('sam.sms');
  });
});
