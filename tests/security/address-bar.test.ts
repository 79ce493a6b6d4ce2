// Address parameters carrying per-request secrets or hints leave the address bar once read (issue 21 §5;
// QUALITY.md security 3), like access_code, response_token and state: the demo page reads them, then
// history.replaceState(stripOneTimeParams(href)).
import { describe, expect, it } from 'vitest';
import { ONE_TIME_QUERY_PARAMS, stripOneTimeParams } from '../../offerings';

const MUST_LEAVE = [
  'access_code',
  'response_token',
  'state',
  'code_challenge',
  'nonce',
  'login_hint',
  'invitation_id',
  // the invitation link's attributes token (issue 22: emailed links open /invitation with it)
  'inv_attr',
  'partner_uid',
  // the emailed confirmation link (the /email-confirmation landing, issue 22)
  'confirmation_id',
  'code',
] as const;

describe('stripOneTimeParams', () => {
  it.each(MUST_LEAVE)('removes %s (every copy, any value)', (name) => {
    const href = `https://id.example/p?client_id=demo&${name}=a&${name}=%3Cb%3E&redirect_uri=x#frag`;
    const stripped = new URL(stripOneTimeParams(href));
    expect(stripped.searchParams.has(name)).toBe(false);
    expect(stripped.searchParams.get('client_id')).toBe('demo');
    expect(stripped.searchParams.get('redirect_uri')).toBe('x');
    expect(stripped.hash).toBe('#frag');
  });

  it('the list is exactly the names above', () => {
    expect([...ONE_TIME_QUERY_PARAMS].sort()).toEqual([...MUST_LEAVE].sort());
  });

  it('a full OAuth request keeps only what is safe to show', () => {
    const href =
      'https://id.example/?client_id=demo-client&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&state=s1&scope=openid' +
      '&nonce=n-123&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256' +
      '&login_hint=alex%40example.com';
    expect(stripOneTimeParams(href)).toBe(
      'https://id.example/?client_id=demo-client&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&scope=openid&code_challenge_method=S256',
    );
  });
});
