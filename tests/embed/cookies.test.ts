// Visitor identity cookies (seed 000 §3.4, §4.8, §7.1, §9): lifetimes, attributes (Secure, SameSite=Lax,
// host-only, narrow path; QUALITY.md 9), the backup id, persist_cookies eligibility and the Safari mode.
import { describe, expect, test } from 'vitest';
import {
  VISITOR_COOKIE_LIFETIME_MS,
  flagsCookie,
  isSafari122Plus,
  parseCookies,
  persistCookiesBody,
  planVisitorCookies,
  serializeCookie,
  visitorIdFrom,
} from '../../embed';
import { sampledFromFlags, syncedCookie } from '../../embed/rules/cookies';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

/** The attributes of a cookie string, by lower-case name. */
function attributes(text: string): Map<string, string> {
  const [, ...parts] = text.split('; ');
  return new Map(parts.map((p) => [p.split('=')[0]?.toLowerCase() ?? '', p.split('=').slice(1).join('=')]));
}

describe('lifetimes', () => {
  test('ivid_b about 1826 days, flags 20 minutes, cdc_vid about 5 years, ivid_synced a day', () => {
    expect(VISITOR_COOKIE_LIFETIME_MS.ivid_b).toBe(1826 * DAY);
    expect(VISITOR_COOKIE_LIFETIME_MS.ivid).toBe(1826 * DAY);
    expect(VISITOR_COOKIE_LIFETIME_MS.flags).toBe(20 * 60_000);
    expect(VISITOR_COOKIE_LIFETIME_MS.cdc_vid).toBe(1825 * DAY);
    expect(VISITOR_COOKIE_LIFETIME_MS.ivid_synced).toBe(DAY);
  });
});

describe('serializeCookie', () => {
  test('Secure, SameSite=Lax, Path=/, no Domain, the expiry', () => {
    const text = serializeCookie({ name: 'ivid_b', value: 'abc-123', expires: new Date(NOW + 1826 * DAY) });
    expect(text.startsWith('ivid_b=abc-123; ')).toBe(true);
    const attrs = attributes(text);
    expect(attrs.has('secure')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('domain')).toBe(false);
    expect(Date.parse(attrs.get('expires') ?? '')).toBe(NOW + 1826 * DAY);
  });

  test('a narrower path is kept; unsafe names, values and paths are refused', () => {
    expect(
      attributes(serializeCookie({ name: 'a', value: 'b', expires: new Date(NOW), path: '/fido2' })).get(
        'path',
      ),
    ).toBe('/fido2');
    const at = new Date(NOW);
    expect(() => serializeCookie({ name: 'a', value: 'x; Domain=evil.example', expires: at })).toThrow();
    expect(() => serializeCookie({ name: 'a=b', value: 'x', expires: at })).toThrow();
    expect(() => serializeCookie({ name: 'a', value: 'x', expires: at, path: '/; Domain=x' })).toThrow();
    expect(() => serializeCookie({ name: 'a', value: '', expires: at })).toThrow();
  });

  test('flags holds the sampling decision for 20 minutes; ivid_synced for a day', () => {
    const flags = flagsCookie(true, NOW);
    expect(flags).toEqual({ name: 'flags', value: 'ls1', expires: new Date(NOW + 20 * 60_000) });
    expect(sampledFromFlags('ls1')).toBe(true);
    expect(sampledFromFlags('ls0')).toBe(false);
    expect(sampledFromFlags('other')).toBeNull();
    expect(syncedCookie(NOW).expires.getTime()).toBe(NOW + DAY);
  });
});

describe('visitor ids', () => {
  test('a UUID v4 layout from random bytes', () => {
    const id = visitorIdFrom(new Uint8Array(16).fill(255));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('the backup is created if missing, from ivid when there is one', () => {
    let n = 0;
    const newId = (): string => `new-id-${(n += 1)}`;
    expect(planVisitorCookies(new Map(), NOW, newId).map((c) => [c.name, c.value])).toEqual([
      ['ivid_b', 'new-id-1'],
      ['ivid', 'new-id-1'],
      ['cdc_vid', 'new-id-2'],
    ]);
    expect(
      planVisitorCookies(
        new Map([
          ['ivid', 'kept-ivid'],
          ['cdc_vid', 'dev-1'],
        ]),
        NOW,
        newId,
      ).map((c) => [c.name, c.value]),
    ).toEqual([['ivid_b', 'kept-ivid']]);
    expect(
      planVisitorCookies(new Map([['ivid_b', 'backup-1']]), NOW, newId).map((c) => [c.name, c.value]),
    ).toEqual([
      ['ivid', 'backup-1'],
      ['cdc_vid', 'new-id-3'],
    ]);
    const all = new Map([
      ['ivid', 'a-visitor'],
      ['ivid_b', 'a-visitor'],
      ['cdc_vid', 'a-device'],
    ]);
    expect(planVisitorCookies(all, NOW, newId)).toEqual([]);
  });

  test('parseCookies reads document.cookie; the first value of a name wins', () => {
    expect(parseCookies('a=1; b=2;c=3; a=4; junk')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
      ]),
    );
  });
});

describe('persist_cookies', () => {
  const writes = planVisitorCookies(new Map(), NOW, () => 'visitor-1');

  test('only cookies of 7 days or more whose names end in ivid (or glogin) are sent', () => {
    const body = persistCookiesBody([...writes, flagsCookie(true, NOW)], NOW, { mode: 'always' });
    expect(body?.cookies.map((c) => c.name)).toEqual(['ivid']);
    expect(body?.cookies[0]?.expires).toBe(new Date(NOW + 1826 * DAY).toUTCString());
    const short = { name: 'x_ivid', value: 'v', expires: new Date(NOW + 7 * DAY - 1) };
    const week = { name: 'x_ivid', value: 'v', expires: new Date(NOW + 7 * DAY) };
    expect(persistCookiesBody([short], NOW, {})).toBeNull();
    expect(persistCookiesBody([week], NOW, {})?.cookies).toHaveLength(1);
    expect(
      persistCookiesBody([{ name: 'acme_glogin', value: 'v', expires: new Date(NOW + 30 * DAY) }], NOW, {})
        ?.cookies,
    ).toHaveLength(1);
  });

  test('off sends nothing; the Safari mode sends only from Safari 12.2 or newer', () => {
    expect(persistCookiesBody(writes, NOW, { mode: 'off' })).toBeNull();
    expect(persistCookiesBody(writes, NOW, { mode: 'safariOnly', isSafari122Plus: false })).toBeNull();
    expect(persistCookiesBody(writes, NOW, { mode: 'safariOnly', isSafari122Plus: true })).not.toBeNull();
  });

  test('isSafari122Plus reads the user agent', () => {
    const safari = (v: string): string =>
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Safari/605.1.15`;
    expect(isSafari122Plus(safari('12.1'))).toBe(false);
    expect(isSafari122Plus(safari('12.2'))).toBe(true);
    expect(isSafari122Plus(safari('17.0'))).toBe(true);
    expect(
      isSafari122Plus(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isSafari122Plus('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Version/4.0 Safari/537.36'),
    ).toBe(false);
  });
});
