// useConsent against the playground: prompt handling and terms / marketing consent (seed 001 §3).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConsent } from '../../../headless/flows/consent/useConsent';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness } from '../flow-harness';

// The playground registers its own base URL's /callback (here the jsdom page's origin), no fixed port.
const REDIRECT = `${location.origin}/callback`;
const items = [
  { consentType: 'TERMS_OF_SERVICE', kind: 'terms' as const, required: true },
  { consentType: 'MARKETING_EMAIL', kind: 'marketing' as const, required: false },
];

async function signedIn() {
  const h = createFlowHarness();
  const r = await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD });
  expect(r.ok).toBe(true);
  return h;
}

describe('useConsent against the playground', () => {
  it('prompt=consent asks; terms are required; accept grants and returns the validated redirect', async () => {
    const h = await signedIn();
    const { result } = renderHook(() =>
      useConsent({
        client: h.client,
        request: { clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'consent', scope: 'openid' },
        items,
      }),
    );
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('consent'));
    act(() => result.current.actions.accept());
    expect(result.current.state.missing).toEqual(['TERMS_OF_SERVICE']);
    expect(h.count('/update_authorization_flow')).toBe(0);
    act(() => result.current.actions.toggle('TERMS_OF_SERVICE', true));
    act(() => result.current.actions.accept());
    act(() => result.current.actions.accept());
    await waitFor(() => expect(result.current.state.step).toBe('granted'));
    expect(h.count('/update_authorization_flow')).toBe(1);
    expect(h.count('/users/consent')).toBe(1);
    expect(result.current.state.redirectUrl).toBe(REDIRECT);
    const consents = await h.client.getOAuthConsents({ clientId: 'consent-client' });
    expect(consents.ok && consents.data.consents.length).toBe(1);
  });

  it('prompt=none without consent fails with consent_required; without a session login_required', async () => {
    const h = await signedIn();
    const { result } = renderHook(() =>
      useConsent({ client: h.client, request: { clientId: 'consent-client', prompt: 'none' }, items }),
    );
    act(() => result.current.actions.start());
    await waitFor(() => expect(result.current.state.step).toBe('failed'));
    expect(result.current.state.oauthError).toBe('consent_required');

    const anon = createFlowHarness();
    const second = renderHook(() =>
      useConsent({ client: anon.client, request: { clientId: 'consent-client', prompt: 'none' }, items }),
    );
    act(() => second.result.current.actions.start());
    await waitFor(() => expect(second.result.current.state.step).toBe('failed'));
    expect(second.result.current.state.oauthError).toBe('login_required');
  });

  it('prompt=login asks to sign in again; prompt=select_account asks for the account first', async () => {
    const h = await signedIn();
    const login = renderHook(() =>
      useConsent({ client: h.client, request: { clientId: 'consent-client', prompt: 'login' }, items }),
    );
    act(() => login.result.current.actions.start());
    await waitFor(() => expect(login.result.current.state.step).toBe('reauthenticate'));
    act(() => login.result.current.actions.signedIn());
    expect(login.result.current.state.step).toBe('consent');

    const pick = renderHook(() =>
      useConsent({
        client: h.client,
        request: { clientId: 'consent-client', prompt: 'select_account' },
        items,
      }),
    );
    act(() => pick.result.current.actions.start());
    await waitFor(() => expect(pick.result.current.state.step).toBe('selectAccount'));
    act(() => pick.result.current.actions.accountSelected());
    expect(pick.result.current.state.step).toBe('consent');
  });

  it('marketing and terms consent without an OAuth request; decline', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useConsent({ client: h.client, items }));
    act(() => result.current.actions.start());
    expect(result.current.state.step).toBe('consent');
    act(() => result.current.actions.toggle('TERMS_OF_SERVICE', true));
    act(() => result.current.actions.toggle('MARKETING_EMAIL', true));
    act(() => result.current.actions.accept());
    await waitFor(() => expect(result.current.state.step).toBe('granted'));
    expect(JSON.stringify(h.bodyOf('/users/consent'))).toContain('MARKETING_EMAIL');

    const other = renderHook(() => useConsent({ client: h.client, items }));
    act(() => other.result.current.actions.start());
    act(() => other.result.current.actions.decline());
    expect(other.result.current.state.step).toBe('declined');
  });
});
