// The personal-data and credential sections' hooks (issue 20) against the playground: user id (rule,
// availability, step-up), security question (the answer is a secret), addresses (type MAIN, one primary),
// government-id status, passkeys (list, register, deregister with the seed 000 §3.3 payload) and removing
// the authenticator app.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressesAfter,
  useAddressManager,
  useGovernmentIdStatus,
  useMfaManager,
  usePasskeyManager,
  useSecurityQuestionManager,
  useUserIdManager,
  type CredentialsCreator,
} from '../../../headless/flows/account';
import { FIXTURE_PASSWORD, FIXTURE_TOTP_SECRET, PLAYGROUND_DEFAULT_ORIGIN } from '../../../playground';
import { totpCode } from '../../../playground/crypto/totp-code';
import { createAuthenticator } from '../../playground/authenticator';
import { createFlowHarness, eventsFreeOf, type FlowHarness } from '../flow-harness';

async function signedIn(username = 'alex.rivera', password = FIXTURE_PASSWORD): Promise<FlowHarness> {
  const h = createFlowHarness();
  expect((await h.client.signIn({ username, password })).ok).toBe(true);
  return h;
}

describe('useUserIdManager', () => {
  it('checks the user-id rule and availability, then saves behind the ticket check', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useUserIdManager({ client: h.client, stepUpAal: null }));
    await waitFor(() => expect(result.current.state.data).toEqual({ username: 'alex.rivera' }));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ username: 'a b' }));
    expect(result.current.state.fieldErrors).toEqual({ username: 'whitespace' });
    act(() => result.current.actions.save({ username: 'abc' }));
    expect(result.current.state.fieldErrors).toEqual({ username: 'tooShort' });
    expect(h.count('/username_availability')).toBe(0);
    // Another user's id is taken: a typed error, nothing written.
    act(() => result.current.actions.save({ username: 'sam.sms' }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('DUPLICATE_USER');
    expect(h.count('/users/me', 'PUT')).toBe(0);
    act(() => result.current.actions.save({ username: '  alex.renamed  ' }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toEqual({ username: 'alex.renamed' });
    expect(h.bodyOf('/username_availability')).toMatchObject({ username: 'alex.renamed' });
    expect(h.count('/users/me', 'PUT')).toBe(1);
  });

  it('saving the same id sends nothing; a session below the level is asked to step up', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useUserIdManager({ client: h.client, stepUpAal: 30 }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ username: 'alex.rivera' }));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.sent.filter((r) => r.method !== 'GET')).toHaveLength(1);
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ username: 'alex.next' }));
    await waitFor(() => expect(result.current.state.status).toBe('stepUp'));
    expect(h.count('/username_availability')).toBe(0);
  });
});

describe('useSecurityQuestionManager', () => {
  it('sets a question and answer; the answer never reaches state or events', async () => {
    const h = await signedIn();
    const { result } = renderHook(() =>
      useSecurityQuestionManager({ client: h.client, stepUpAal: null, onEvent: h.onEvent }),
    );
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toEqual({ question: null });
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ question: 'notAQuestion', answer: '   ' }));
    expect(result.current.state.fieldErrors).toEqual({ question: 'required', answer: 'required' });
    const answer = 'Secret Pebbles 42';
    act(() => result.current.actions.save({ question: 'firstPet', answer }));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(result.current.state.data).toEqual({ question: 'firstPet' });
    expect(h.bodyOf('/users/me')).toEqual({ challengeQuestionAnswer: { question: 'firstPet', answer } });
    expect(JSON.stringify(result.current.state)).not.toContain('Pebbles');
    expect(eventsFreeOf(h.events, [answer, 'Pebbles'])).toBe(true);
  });
});

describe('useAddressManager', () => {
  it('lists the addresses, adds one (type MAIN), makes it primary and removes the old one', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useAddressManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.data?.addresses).toHaveLength(1));
    expect(result.current.state.data?.addresses[0]).toMatchObject({ type: 'MAIN', isPrimary: true });
    act(() => result.current.actions.edit());
    act(() =>
      result.current.actions.save({
        address1: '',
        cityOrLocality: '',
        stateOrProvince: 'ZZ',
        postalCode: '1',
      }),
    );
    expect(result.current.state.fieldErrors).toEqual({
      address1: 'required',
      cityOrLocality: 'required',
      stateOrProvince: 'invalidFormat',
      postalCode: 'invalidFormat',
    });
    act(() =>
      result.current.actions.save({
        address1: '1 Main St',
        cityOrLocality: 'Austin',
        stateOrProvince: 'tx',
        postalCode: '73301',
        primary: true,
      }),
    );
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.bodyOf('/users/me')?.['address']).toEqual([
      expect.objectContaining({ type: 'MAIN', primary: false, cityOrLocality: 'Mountain View' }),
      expect.objectContaining({ type: 'MAIN', primary: true, stateOrProvince: 'TX', country: 'US' }),
    ]);
    // The primary is listed first.
    expect(result.current.state.data?.addresses.map((a) => a.cityOrLocality)).toEqual([
      'Austin',
      'Mountain View',
    ]);
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ remove: 1 }));
    await waitFor(() => expect(result.current.state.saved).toBe(2));
    expect(result.current.state.data?.addresses).toEqual([
      expect.objectContaining({ cityOrLocality: 'Austin', isPrimary: true }),
    ]);
  });

  it('keeps exactly one primary (pure list rules)', () => {
    const base = {
      type: 'MAIN',
      address1: 'a',
      cityOrLocality: 'c',
      stateOrProvince: 'CA',
      postalCode: '94043',
      country: 'US',
    };
    const one = addressesAfter([], { ...base });
    expect(one).toEqual([expect.objectContaining({ isPrimary: true, type: 'MAIN' })]);
    const two = addressesAfter(one, { ...base, address1: 'b' });
    expect(two.map((a) => a.isPrimary)).toEqual([true, false]);
    expect(addressesAfter(two, { remove: 0 })).toEqual([
      expect.objectContaining({ address1: 'b', isPrimary: true }),
    ]);
    expect(addressesAfter(two, { ...base, index: 1, primary: true }).map((a) => a.isPrimary)).toEqual([
      false,
      true,
    ]);
  });
});

describe('useGovernmentIdStatus', () => {
  it('reads the status the service reports (NOT_STARTED when none)', async () => {
    const alex = await signedIn();
    const a = renderHook(() => useGovernmentIdStatus({ client: alex.client }));
    await waitFor(() => expect(a.result.current.state.data).toEqual({ status: 'VERIFIED' }));
    const sam = await signedIn('sam.sms');
    const s = renderHook(() => useGovernmentIdStatus({ client: sam.client }));
    await waitFor(() => expect(s.result.current.state.step).toBe('view'));
    expect(s.result.current.state.data?.status ?? 'NOT_STARTED').toBe('NOT_STARTED');
  });
});

describe('usePasskeyManager', () => {
  beforeAll(async () => {
    await import('@simplewebauthn/server');
  }, 30_000);

  it('registers a passkey on this device, lists it, then deregisters with the user pseudonym', async () => {
    const h = await signedIn();
    const authenticator = await createAuthenticator();
    const cookies: string[] = [];
    const credentials: CredentialsCreator = {
      create: async (options) => {
        const publicKey = options.publicKey as PublicKeyCredentialCreationOptions;
        const json = await authenticator.register(
          {
            challenge: Buffer.from(publicKey.challenge as ArrayBuffer).toString('base64url'),
            rp: { ...(publicKey.rp.id !== undefined ? { id: publicKey.rp.id } : {}) },
          },
          PLAYGROUND_DEFAULT_ORIGIN,
        );
        return {
          id: json['id'],
          rawId: new ArrayBuffer(16),
          type: 'public-key',
          response: {},
          toJSON: () => json,
        };
      },
    };
    const { result } = renderHook(() =>
      usePasskeyManager({
        client: h.client,
        stepUpAal: null,
        credentials,
        writeCookie: (c) => cookies.push(c),
      }),
    );
    await waitFor(() => expect(result.current.state.data).toEqual({ passkeys: [] }));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ action: 'register' }));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(result.current.state.data?.passkeys).toEqual([
      { id: authenticator.credentialId, transports: ['internal'] },
    ]);
    expect(cookies.at(-1)).toMatch(/^iux_webauthn_reg=3;/);
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ action: 'remove' }));
    await waitFor(() => expect(result.current.state.saved).toBe(2));
    expect(result.current.state.data).toEqual({ passkeys: [] });
    const dereg = h.bodyOf('/dereg');
    expect(dereg).toMatchObject({ identifierType: 'userIdPseudonym', offeringId: '50000003' });
    expect(String(dereg?.['identifier'])).toMatch(/^psd_/);
    expect(cookies.at(-1)).toMatch(/^iux_webauthn_reg=0;/);
  });

  it('a refused browser dialog is a typed error; no browser WebAuthn is WEBAUTHN_UNSUPPORTED', async () => {
    const h = await signedIn();
    const refused = renderHook(() =>
      usePasskeyManager({
        client: h.client,
        stepUpAal: null,
        credentials: { create: () => Promise.reject(new Error('NotAllowedError')) },
        writeCookie: () => undefined,
      }),
    );
    await waitFor(() => expect(refused.result.current.state.step).toBe('view'));
    act(() => refused.result.current.actions.edit());
    act(() => refused.result.current.actions.save({ action: 'register' }));
    await waitFor(() => expect(refused.result.current.state.errorCode).toBe('WEBAUTHN_NOT_ALLOWED'));
    expect(h.count('/registration/verify')).toBe(0);
  });
});

describe('useMfaManager: remove the authenticator app', () => {
  it('needs a current code from the app; a wrong one is a typed error', async () => {
    const h = createFlowHarness();
    // tess.totp signs in with password + TOTP (aal 25 afterwards).
    const first = await h.client.signIn({ username: 'tess.totp', password: FIXTURE_PASSWORD });
    expect(first.ok).toBe(true);
    const verified = await h.client.verifyTotp({
      verificationCode: await totpCode(FIXTURE_TOTP_SECRET, Date.now()),
    });
    expect(verified.ok).toBe(true);
    const { result } = renderHook(() => useMfaManager({ client: h.client, stepUpAal: null }));
    await waitFor(() => expect(result.current.state.data?.hasAuthenticatorApp).toBe(true));
    act(() => result.current.actions.edit());
    act(() => result.current.actions.save({ removeAuthenticatorApp: true, code: '12' }));
    expect(result.current.state.fieldErrors).toEqual({ code: 'invalid' });
    act(() => result.current.actions.save({ removeAuthenticatorApp: true, code: '000000' }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('INVALID_TOTP_CODE');
    // The next time step's code (the one used to sign in cannot be replayed).
    act(() => result.current.actions.save({ removeAuthenticatorApp: true, code: '' }));
    expect(result.current.state.fieldErrors).toEqual({ code: 'required' });
    const next = await totpCode(FIXTURE_TOTP_SECRET, Date.now() + 30_000);
    act(() => result.current.actions.save({ removeAuthenticatorApp: true, code: next }));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(result.current.state.data?.hasAuthenticatorApp).toBe(false);
    expect(JSON.stringify(result.current.state)).not.toContain(next);
  });
});
