// Passkey registration prompt capped by the iux_webauthn_reg cookie (seed 000 §9: count 3, 730 days,
// Secure, SameSite=Lax; path / instead of /fido2 so the sign-in page reads it back), and the user-enumeration switch's indistinguishability.
import { describe, expect, it } from 'vitest';
import { readWebAuthnPromptCount } from '../../headless/flows/post-auth/webauthn-prompt';
import {
  mayPromptWebAuthn,
  webAuthnPromptCookie,
} from '../../headless/flows/post-auth/webauthn-prompt-cookie';
import { authOutcome, httpError, makeState, run } from './helpers';

const pass = {
  type: 'SIGN_IN_RESULT',
  result: { ok: true, data: authOutcome({ action: 'PASS' }) },
} as const;
const submit = { type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' } as const;

describe('iux_webauthn_reg', () => {
  it('the cookie: count, 730 days, path /, Secure, SameSite=Lax', () => {
    expect(webAuthnPromptCookie(1)).toBe(
      'iux_webauthn_reg=1; Max-Age=63072000; Path=/; Secure; SameSite=Lax',
    );
  });

  it.each([
    ['', 0],
    ['a=1; iux_webauthn_reg=2; b=3', 2],
    ['iux_webauthn_reg=junk', 0],
    ['iux_webauthn_reg=-4', 0],
  ])('reads %j as %d', (cookie, count) => {
    expect(readWebAuthnPromptCount(cookie)).toBe(count);
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
    [7, false],
  ])('shown %d times: prompt again %s', (shown, allowed) => {
    expect(mayPromptWebAuthn(shown)).toBe(allowed);
    const { state, effects } = run(
      makeState({ enableFIDO2Registration: true, webAuthnPromptsShown: shown }),
      submit,
      pass,
    );
    expect(state.session.postAuthProcess).toBe(allowed ? 'webAuthnRegistration' : 'complete');
    const cookies = effects.flatMap((effect) => (effect.kind === 'cookie' ? [effect.cookie] : []));
    expect(cookies).toEqual(allowed ? [webAuthnPromptCookie(shown + 1)] : []);
  });
});

describe('the cap inside one page (provider mounted once)', () => {
  const signOut = { type: 'SIGN_OUT_RESULT', result: { ok: true, data: null } } as const;
  const notNow = { type: 'POST_AUTH_STEP_DONE', step: 'webAuthnRegistration' } as const;

  it('each prompt left counts: after three sign-ins on one page the fourth is not prompted', () => {
    let state = makeState({ enableFIDO2Registration: true });
    const shown: string[] = [];
    const cookies: string[] = [];
    for (let visit = 0; visit < 4; visit += 1) {
      const signedIn = run(state, submit, pass);
      shown.push(signedIn.state.session.postAuthProcess);
      cookies.push(
        ...signedIn.effects.flatMap((effect) => (effect.kind === 'cookie' ? [effect.cookie] : [])),
      );
      state = run(signedIn.state, notNow, signOut).state;
    }
    expect(shown).toEqual([
      'webAuthnRegistration',
      'webAuthnRegistration',
      'webAuthnRegistration',
      'complete',
    ]);
    expect(cookies).toEqual([1, 2, 3].map((count) => webAuthnPromptCookie(count)));
  });

  it('the prompt on screen stays while other events arrive, even at the last allowed count', () => {
    const { state } = run(
      makeState({ enableFIDO2Registration: true, webAuthnPromptsShown: 2 }),
      submit,
      pass,
      {
        type: 'REMEMBER_ME_SET',
        value: true,
      },
    );
    expect(state.session.postAuthProcess).toBe('webAuthnRegistration');
  });

  it('no prompt after a passkey sign-in (the user already has one)', () => {
    const { state, effects } = run(makeState({ enableFIDO2Registration: true }), {
      type: 'PASSKEY_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    expect(state.step).toBe('signedIn');
    expect(effects.some((effect) => effect.kind === 'cookie')).toBe(false);
  });
});

describe('user enumeration strict: a wrong user and a wrong password are indistinguishable', () => {
  const outcome = (mode: 'off' | 'strict', code: string) =>
    run(makeState({ userEnumeration: mode }), submit, {
      type: 'SIGN_IN_RESULT',
      result: { ok: false, error: httpError(code, { serverMessage: `server says ${code}`, status: 401 }) },
    });

  it('same stored error, same next step, same analytics for all four codes', () => {
    const codes = ['USER_NOT_FOUND', 'INVALID_USERNAME', 'INVALID_CREDENTIALS', 'INVALID_PASSWORD'];
    const results = codes.map((code) => outcome('strict', code));
    const [first, ...rest] = results;
    for (const other of rest) {
      expect(other.state).toEqual(first?.state);
      expect(other.effects).toEqual(first?.effects);
    }
    expect(first?.state.step).toBe('password');
  });

  it('off keeps the distinct codes', () => {
    const a = outcome('off', 'USER_NOT_FOUND');
    const b = outcome('off', 'INVALID_PASSWORD');
    expect(a.effects).not.toEqual(b.effects);
  });
});
