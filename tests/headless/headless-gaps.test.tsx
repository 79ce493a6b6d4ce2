// The headless gaps the UI screens hit: first-step views, validation_failed, store emit and provider
// client/onEvent for field hooks, submit composition with the Form primitive, restart, SSO confirmation,
// attempt / serverMessage / identifierFirst, identifier-only aria-invalid and the field-name exports.
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, useContext, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as headless from '../../headless/advanced';
import { clientSideError, failed, type AnalyticsEvent } from '../../headless/core';
import { resolveFlowConfig } from '../../headless/flows/config';
import { createIdentityStore } from '../../headless/flows/identity-store';
import { selectSignInView } from '../../headless/flows/sign-in/selectors';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { initialIdentityState, type IdentityState } from '../../headless/flows/state';
import { usePasswordField } from '../../headless/fields/password/usePasswordField';
import { usePhoneField } from '../../headless/fields/phone/usePhoneField';
import { useUserIdField } from '../../headless/fields/collision/useCollisionField';
import { IdentityProvider } from '../../headless/provider';
import { composeSubmitHandlers } from '../../headless/binding/compose-handlers';
import { IdentityContext } from '../../headless/provider/provider-context';
import { FIXTURE_PASSWORD } from '../../playground';
import { Form } from '../../ui/primitives/Form';
import { createFieldRig } from './fields/rig';
import { createHarness } from './harness';

/** Lets the microtasks queued by a render run (the provider delivers the first view in one). */
const settle = (): Promise<void> => act(async () => undefined);

function PasswordInput({ onEvent }: { onEvent?: (event: AnalyticsEvent) => void }): ReactNode {
  const field = usePasswordField(onEvent ? { onEvent } : {});
  return (
    <label>
      New password
      <input {...field.getInputProps()} />
    </label>
  );
}

function typeBadPassword(): void {
  const input = screen.getByLabelText('New password');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'short' } });
  fireEvent.blur(input);
}

const views = (events: readonly AnalyticsEvent[]): string[] =>
  events.flatMap((event) => (event.type === 'view' ? [event.view] : []));

describe('gap 1: analytics views on first mount and validation_failed', () => {
  it('emits the identifier view once when an identifier-first flow mounts (also under StrictMode)', async () => {
    const harness = createHarness({ identifierFirst: true });
    const Wrapper = harness.wrapper;
    renderHook(() => useSignIn(), {
      wrapper: ({ children }: { children?: ReactNode }) => (
        <StrictMode>
          <Wrapper>{children}</Wrapper>
        </StrictMode>
      ),
    });
    // The first view reaches onEvent once the render is done (a microtask; no effect emits it, issue 19).
    await settle();
    expect(views(harness.events)).toEqual(['identifier']);
  });

  it('emits verify_signed_in when the flow starts on the SSO confirmation', async () => {
    const harness = createHarness({ signedInAs: 'alex.rivera' });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    expect(result.current.state.step).toBe('verifySignedIn');
    await settle();
    expect(views(harness.events)).toEqual(['verify_signed_in']);
  });

  it('emits the pii_challenge view and the challenge types when sign-in opens the challenge screens', async () => {
    const harness = createHarness();
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    act(() => result.current.actions.signIn({ username: 'sam.sms', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(views(harness.events)).toContain('pii_challenge'));
    expect(harness.events).toContainEqual({
      type: 'challenge_types',
      available: ['SMS_OTP', 'VOICE_OTP'],
      completed: [],
    });
    expect(views(harness.events).filter((view) => view === 'pii_challenge')).toHaveLength(1);
  });

  it('refuses an empty password client-side: nothing sent, validation_failed, secret-free, new attempt', () => {
    const harness = createHarness();
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    const before = result.current.state.attempt;
    act(() => result.current.actions.signIn({ username: 'alex.rivera', password: '' }));
    expect(harness.count('/sign_in')).toBe(0);
    expect(harness.events).toContainEqual({
      type: 'validation_failed',
      field: 'password',
      detail: 'invalid',
    });
    expect(harness.events.every((event) => headless.isSecretFree(event))).toBe(true);
    expect(result.current.state.validationError).toEqual({ field: 'password', reason: 'required' });
    expect(result.current.state.errorField).toBe('password');
    expect(result.current.state.attempt).toBe(before + 1);
  });

  it('refuses an empty identifier on the identifier step and on sign-in', () => {
    const harness = createHarness({ identifierFirst: true, enableAccountChoices: true });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    act(() => result.current.actions.submitIdentifier('   '));
    expect(result.current.state.step).toBe('identifier');
    expect(harness.count('/users')).toBe(0);
    expect(harness.sent).toHaveLength(0);
    act(() => result.current.actions.signIn({ username: '', password: 'x' }));
    expect(harness.events.filter((event) => event.type === 'validation_failed')).toEqual([
      { type: 'validation_failed', field: 'identifier', detail: 'invalid' },
      { type: 'validation_failed', field: 'identifier', detail: 'invalid' },
    ]);
    expect(result.current.state.errorField).toBe('identifier');
  });
});

describe('gap 2: store emit and the provider client/onEvent for field hooks', () => {
  it('store.emit reaches onEvent listeners and drops an event with a secret key', () => {
    const store = createIdentityStore({ client: {} as never });
    const seen: AnalyticsEvent[] = [];
    store.onEvent((event) => seen.push(event));
    store.emit({ type: 'view', view: 'recaptcha' });
    store.emit({ type: 'view', view: 'sign_in', password: 'x' } as unknown as AnalyticsEvent);
    store.dispose();
    store.emit({ type: 'view', view: 'identifier' });
    expect(seen).toEqual([{ type: 'view', view: 'recaptcha' }]);
  });

  it('usePasswordField without onEvent emits validation_failed through the provider', () => {
    const rig = createFieldRig();
    render(<PasswordInput />, { wrapper: rig.wrapper });
    typeBadPassword();
    expect(rig.events).toContainEqual({ type: 'validation_failed', field: 'password', detail: 'invalid' });
  });

  it('an explicit onEvent still wins over the provider', () => {
    const rig = createFieldRig();
    const own: AnalyticsEvent[] = [];
    render(<PasswordInput onEvent={(event) => own.push(event)} />, { wrapper: rig.wrapper });
    typeBadPassword();
    expect(own).toContainEqual({ type: 'validation_failed', field: 'password', detail: 'invalid' });
    expect(rig.events.filter((event) => event.type === 'validation_failed')).toEqual([]);
  });

  it('useUserIdField and usePhoneField default to the provider client', async () => {
    const rig = createFieldRig();
    const { result } = renderHook(() => useUserIdField({ flow: 'create' }), { wrapper: rig.wrapper });
    act(() => {
      result.current.getInputProps().onChange?.({ target: { value: 'brand.new.person' } } as never);
    });
    act(() => {
      result.current.getInputProps().onBlur?.({ target: { value: 'brand.new.person' } } as never);
    });
    await waitFor(() => expect(result.current.state.status).toBe('STOPPED'));
    const phone = renderHook(() => usePhoneField(), { wrapper: rig.wrapper });
    await waitFor(() => expect(phone.result.current.state.ready).toBe(true));
    expect(phone.result.current.state.countrySource).toBe('server');
  });

  it('outside a provider the options still work, and a missing client is a developer error', async () => {
    const rig = createFieldRig();
    const phone = renderHook(() => usePhoneField({ client: rig.client }));
    await waitFor(() => expect(phone.result.current.state.ready).toBe(true));
    const own: AnalyticsEvent[] = [];
    render(<PasswordInput onEvent={(event) => own.push(event)} />);
    typeBadPassword();
    expect(own).toHaveLength(1);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePhoneField())).toThrow(/client/);
    spy.mockRestore();
  });
});

function FormPrimitiveSignIn({ onSubmit }: { onSubmit?: (event: { preventDefault(): void }) => void }) {
  const { state, getFormProps, getIdentifierInputProps, getPasswordInputProps } = useSignIn();
  const { onSubmit: submit, ...formProps } = getFormProps(onSubmit ? { onSubmit } : {});
  return (
    <Form aria-label="Sign in" {...formProps} onSubmit={submit}>
      <label>
        User ID
        <input {...getIdentifierInputProps()} />
      </label>
      <label>
        Password
        <input {...getPasswordInputProps()} />
      </label>
      <output data-testid="step">{state.step}</output>
    </Form>
  );
}

describe('gap 3: getFormProps().onSubmit with the UI kit Form primitive', () => {
  it.each([
    ['without a user handler', undefined, 1],
    ['with a user handler that does not opt out', () => undefined, 1],
    ['with a user handler that opts out', (event: { preventDefault(): void }) => event.preventDefault(), 0],
  ])('%s', async (_label, onSubmit, expected) => {
    const harness = createHarness();
    render(<FormPrimitiveSignIn {...(onSubmit ? { onSubmit } : {})} />, { wrapper: harness.wrapper });
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'alex.rivera' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: FIXTURE_PASSWORD } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    if (expected === 1) {
      await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('signedIn'));
    }
    expect(harness.count('/sign_in')).toBe(expected);
  });

  it('composeSubmitHandlers: a prevented event runs ours; only the user handler opting out skips it', () => {
    const ours = vi.fn();
    const prevented = () => {
      let flag = true;
      return {
        get defaultPrevented() {
          return flag;
        },
        preventDefault() {
          flag = true;
        },
        reset() {
          flag = false;
        },
      };
    };
    composeSubmitHandlers(() => undefined, ours)(prevented());
    expect(ours).toHaveBeenCalledTimes(1);
    composeSubmitHandlers((event: { preventDefault(): void }) => event.preventDefault(), ours)(prevented());
    expect(ours).toHaveBeenCalledTimes(1);
    const fresh = prevented();
    fresh.reset();
    composeSubmitHandlers((event: { preventDefault(): void }) => event.preventDefault(), ours)(fresh);
    expect(ours).toHaveBeenCalledTimes(1);
    expect(fresh.defaultPrevented).toBe(true);
  });
});

describe('gap 4: restart', () => {
  it('"Try signing in again" from the locked step goes back to the first step and keeps the prefill', async () => {
    const harness = createHarness({ identifierFirst: true, userIdToPrefill: 'lee.locked' });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    act(() => result.current.actions.signIn({ username: 'lee.locked', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.state.step).toBe('locked'));
    const signOuts = harness.count('/sign_out');
    act(() => result.current.actions.restart());
    expect(result.current.state.step).toBe('identifier');
    expect(result.current.state.identifier).toBe('lee.locked');
    expect(result.current.state.errorCode).toBeNull();
    expect(result.current.state.status).toBe('idle');
    expect(harness.count('/sign_out')).toBe(signOuts);
    expect(views(harness.events).at(-1)).toBe('identifier');
  });
});

describe('gap 5: verifySignedIn step', () => {
  it('continue evaluates the session; use another account goes to the first sign-in step', async () => {
    const harness = createHarness({ signedInAs: 'alex.rivera', identifierFirst: true });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    expect(result.current.state.signedInAs).toBe('alex.rivera');
    await settle();
    act(() => result.current.actions.useAnotherAccount());
    expect(result.current.state.step).toBe('identifier');
    expect(views(harness.events)).toEqual(['verify_signed_in', 'identifier']);

    const other = createHarness({ signedInAs: 'alex.rivera' });
    const second = renderHook(() => useSignIn(), { wrapper: other.wrapper });
    act(() => second.result.current.actions.continueSignedIn());
    await waitFor(() => expect(second.result.current.state.status).not.toBe('IN_PROGRESS'));
    expect(other.sent.some((request) => request.method === 'POST')).toBe(true);
  });

  it('without signedInAs the first step is unchanged', () => {
    expect(initialIdentityState(resolveFlowConfig({})).step).toBe('password');
    expect(initialIdentityState(resolveFlowConfig({ identifierFirst: true })).step).toBe('identifier');
  });
});

describe('gap 6 and 7: SignInView fields and identifier-only aria-invalid', () => {
  const withError = (code: string, serverMessage = ''): IdentityState => {
    const state = initialIdentityState(resolveFlowConfig({}));
    return {
      ...state,
      requests: { ...state.requests, signIn: failed({ ...clientSideError(code), serverMessage }) },
    };
  };

  it('identifierFirst, attempt per submit, serverMessage as text', async () => {
    const harness = createHarness({ identifierFirst: true });
    const { result } = renderHook(() => useSignIn(), { wrapper: harness.wrapper });
    expect(result.current.state.identifierFirst).toBe(true);
    expect(result.current.state.attempt).toBe(0);
    act(() => result.current.actions.submitIdentifier('alex.rivera'));
    expect(result.current.state.attempt).toBe(1);
    act(() => result.current.actions.signIn({ username: 'alex.rivera', password: 'nope-nope-1' }));
    expect(result.current.state.attempt).toBe(2);
    await waitFor(() => expect(result.current.state.status).toBe('STOPPED'));
    expect(selectSignInView(withError('LOCKED_OUT', '<b>Locked</b> until 10:00')).serverMessage).toBe(
      '<b>Locked</b> until 10:00',
    );
    expect(selectSignInView(withError('LOCKED_OUT')).serverMessage).toBeNull();
  });

  it('a wrong password marks only the password field', async () => {
    const harness = createHarness();
    render(<FormPrimitiveSignIn />, { wrapper: harness.wrapper });
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'alex.rivera' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope-nope-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('User ID')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['USER_NOT_FOUND', 'identifier'],
    ['INVALID_USERNAME', 'identifier'],
    ['INVALID_PASSWORD', 'password'],
    ['INVALID_CREDENTIALS', 'password'],
  ])('%s is about the %s', (code, fieldName) => {
    expect(selectSignInView(withError(code)).errorField).toBe(fieldName);
  });
});

describe('gap 8: field-name constants from the public entry', () => {
  it('exports SIGN_IN_FIELD_NAMES and the MFA code field name', () => {
    expect(headless.SIGN_IN_FIELD_NAMES).toEqual({
      identifier: 'username',
      password: 'password',
      captcha: 'captchaToken',
    });
    expect(headless.MFA_FIELD_NAMES).toEqual({ code: 'code' });
    expect(headless.CODE_FIELD_NAME).toBe('code');
  });
});

describe('provider', () => {
  function SignInReader(): ReactNode {
    useSignIn();
    return <span />;
  }

  it('a password-first flow emits the sign_in view on mount', async () => {
    const seen: AnalyticsEvent[] = [];
    render(
      <IdentityProvider client={{} as never} onEvent={(event) => seen.push(event)}>
        <SignInReader />
      </IdentityProvider>,
    );
    await settle();
    expect(views(seen)).toEqual(['sign_in']);
  });

  it('makes its store at the first hook that reads it: a page without one (sign-up) emits no sign-in view', async () => {
    const seen: AnalyticsEvent[] = [];
    function Later(): ReactNode {
      const [shown, setShown] = useState(false);
      return shown ? (
        <SignInReader />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Sign in
        </button>
      );
    }
    render(
      <IdentityProvider client={{} as never} onEvent={(event) => seen.push(event)}>
        <Later />
      </IdentityProvider>,
    );
    await settle();
    expect(views(seen)).toEqual([]);
    // A screen that reads the store later makes it then, and its first view is emitted once it renders.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    expect(views(seen)).toEqual(['sign_in']);
  });

  it('field hooks without a store: their events reach onEvent through the secret check, and none after unmount', async () => {
    const seen: AnalyticsEvent[] = [];
    let emit: ((event: AnalyticsEvent) => void) | undefined;
    function Emitter(): ReactNode {
      emit = useContext(IdentityContext)?.emit;
      return null;
    }
    const { unmount } = render(
      <IdentityProvider client={{} as never} onEvent={(event) => seen.push(event)}>
        <Emitter />
      </IdentityProvider>,
    );
    // A field hook emits from a handler or an answer (never while rendering): act, as React sees them.
    act(() => emit?.({ type: 'view', view: 'identifier' }));
    act(() => emit?.({ type: 'view', view: 'identifier', password: 'canary' } as unknown as AnalyticsEvent));
    expect(seen).toEqual([{ type: 'view', view: 'identifier' }]);
    unmount();
    // The provider ends a microtask after its unmount (StrictMode's remount of an effect comes first).
    await settle();
    emit?.({ type: 'view', view: 'identifier' });
    expect(seen).toHaveLength(1);
  });
});
