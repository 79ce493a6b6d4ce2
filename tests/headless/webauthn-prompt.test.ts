// Passkey registration prompt capped by the iux_webauthn_reg cookie (seed 000 §9: count 3, 730 days,
// path /fido2, Secure, SameSite=Lax), and the user-enumeration switch's indistinguishability.
import { describe, expect, it } from 'vitest';
import {
  mayPromptWebAuthn,
  readWebAuthnPromptCount,
  webAuthnPromptCookie,
} from '../../headless/flows/post-auth/webauthn-prompt';
import { authOutcome, httpError, makeState, run } from './helpers';

const pass = {
  type: 'SIGN_IN_RESULT',
  result: { ok: true, data: authOutcome({ action: 'PASS' }) },
} as const;
const submit = { type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' } as const;

describe('iux_webauthn_reg', () => {
  it('the cookie: count, 730 days, path /fido2, Secure, SameSite=Lax', () => {
    expect(webAuthnPromptCookie(1)).toBe(
      'iux_webauthn_reg=1; Max-Age=63072000; Path=/fido2; Secure; SameSite=Lax',
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
