// The provider writes the iux_webauthn_reg counter when the passkey prompt shows, and reads it at mount.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePostAuth } from '../../headless/flows/post-auth/usePostAuth';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_PASSWORD } from '../../playground';
import { createHarness } from './harness';

afterEach(() => {
  document.cookie = 'iux_webauthn_reg=; Max-Age=0; Path=/';
});

describe('passkey prompt cookie through IdentityProvider', () => {
  it('showing the prompt writes count + 1 once', async () => {
    const written: string[] = [];
    const harness = createHarness(
      { enableFIDO2Registration: true, webAuthnPromptsShown: 1 },
      { writeCookie: (cookie) => written.push(cookie) },
    );
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.postAuth.state.step).toBe('webAuthnRegistration'));
    expect(written).toEqual(['iux_webauthn_reg=2; Max-Age=63072000; Path=/; Secure; SameSite=Lax']);
  });

  it('the default writer (document.cookie) caps the prompt at 3 sign-ins on the sign-in page itself', async () => {
    // jsdom's page is http://localhost:3000/ and, like a browser, lists only cookies whose path covers it.
    expect(location.pathname).toBe('/');
    const steps: string[] = [];
    for (let visit = 0; visit < 4; visit += 1) {
      const harness = createHarness({ enableFIDO2Registration: true });
      const { result, unmount } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
        wrapper: harness.wrapper,
      });
      act(() =>
        result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }),
      );
      await waitFor(() =>
        expect(['webAuthnRegistration', 'complete']).toContain(result.current.postAuth.state.step),
      );
      steps.push(result.current.postAuth.state.step);
      unmount();
    }
    expect(steps).toEqual([
      'webAuthnRegistration',
      'webAuthnRegistration',
      'webAuthnRegistration',
      'complete',
    ]);
    expect(document.cookie).toContain('iux_webauthn_reg=3');
  });

  it('a readable cookie at 3 prompts skips the prompt', async () => {
    document.cookie = 'iux_webauthn_reg=3; Path=/';
    const written: string[] = [];
    const harness = createHarness({ enableFIDO2Registration: true }, { writeCookie: (c) => written.push(c) });
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(written).toEqual([]);
  });

  it('reads the cookie when the post-auth flows load, not at mount, and still honours the cap of 3', async () => {
    const written: string[] = [];
    const harness = createHarness({ enableFIDO2Registration: true }, { writeCookie: (c) => written.push(c) });
    const { result } = renderHook(() => ({ signIn: useSignIn(), postAuth: usePostAuth() }), {
      wrapper: harness.wrapper,
    });
    // Written after the provider mounted: a count read at mount would still be 0 and prompt again.
    document.cookie = 'iux_webauthn_reg=3; Path=/';
    act(() => result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }));
    await waitFor(() => expect(result.current.signIn.state.step).toBe('signedIn'));
    expect(written).toEqual([]);
  });
});
