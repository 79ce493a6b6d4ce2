// XSS payloads through the URL gates (issue 21 security suite; QUALITY.md security 2): `safeHref` (every
// link the UI kit renders) and the offerings link builders. A result is either refused (null), a site path,
// or an https address without credentials; `mailto:`/`tel:` only where allowed.
import { describe, expect, it } from 'vitest';
import {
  buildPartnerLink,
  buildQueryLink,
  buildSignUpLink,
  buildStepUpLink,
  resolvePageLink,
} from '../../offerings';
import { safeHref } from '../../ui/primitives/safe-href';
import { XSS_URLS } from './payloads/xss-urls';

const cases = XSS_URLS.map((payload) => [JSON.stringify(payload), payload] as const);

/** https without credentials, as the browser would read it. */
function expectHttps(link: string): void {
  const url = new URL(link);
  expect(url.protocol).toBe('https:');
  expect(url.username).toBe('');
  expect(url.password).toBe('');
}

function expectSafeLink(result: string | null, allowContact: boolean): void {
  if (result === null) {
    expect(result).toBeNull();
    return;
  }
  if (result.startsWith('/')) {
    // A site path: never protocol-relative (`//host`, `/\host`), so the browser keeps the page's origin.
    expect(result).not.toMatch(/^\/[/\\]/);
    expect(new URL(result, 'https://page.example').origin).toBe('https://page.example');
    return;
  }
  const scheme = new URL(result).protocol;
  if (allowContact && (scheme === 'mailto:' || scheme === 'tel:')) {
    expect(['mailto:', 'tel:']).toContain(scheme);
    return;
  }
  expectHttps(result);
}

describe.each(cases)('URL payload %s', (_label, payload) => {
  it('safeHref refuses it or keeps it to https / a site path', () => {
    expectSafeLink(safeHref(payload), false);
    expectSafeLink(safeHref(payload, ['mailto:', 'tel:']), true);
  });

  it('the link builders give null or https', () => {
    for (const result of [
      resolvePageLink(payload, 'https://accounts.example.com'),
      resolvePageLink('/help', payload),
      buildSignUpLink(payload),
      buildStepUpLink(payload),
      buildPartnerLink(payload),
      buildQueryLink(payload, { theme: payload, offeringId: payload }),
    ]) {
      if (result === null) {
        expect(result).toBeNull();
      } else {
        expectHttps(result);
      }
    }
  });

  it('buildQueryLink forwards it as redirect_url only when it is https', () => {
    const link = buildQueryLink('https://accounts.example.com/x', { redirectUrl: payload });
    expect(link).not.toBeNull();
    const forwarded = new URL(link ?? '').searchParams.get('redirect_url');
    if (forwarded !== null) {
      expectHttps(forwarded);
    }
  });
});

describe('the gates still let real links through (the checks above are not vacuous)', () => {
  it('https and site paths pass; contact schemes only when allowed', () => {
    expect(safeHref('https://example.com/help')).toBe('https://example.com/help');
    expect(safeHref('/help')).toBe('/help');
    expect(safeHref('mailto:help@example.com')).toBeNull();
    expect(safeHref('mailto:help@example.com', ['mailto:'])).toBe('mailto:help@example.com');
    expect(buildStepUpLink('https://example.com/p')).toBe('https://example.com/p?iux_sso_mfa=true');
  });

  it('a naive gate fails this suite: javascript: with a leading tab is caught', () => {
    const naive = (href: string): string | null => (href.startsWith('javascript:') ? null : href);
    expect(() => expectSafeLink(naive('\tjavascript:alert(1)'), false)).toThrow();
  });
});
