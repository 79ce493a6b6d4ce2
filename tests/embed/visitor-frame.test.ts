// The hidden visitor-id frame (seed 000 §2.3, §4.8, §7.2): its address on the identity host, its sandbox,
// and answers accepted only from that host and that frame (QUALITY.md 8).
import { describe, expect, test } from 'vitest';
import { VISITOR_FRAME_ATTRIBUTES, acceptVisitorMessage, visitorFrameUrl } from '../../embed';

const IDENTITY = 'https://accounts.acme.example';

describe('visitor frame', () => {
  test('GET on the identity host with ivid_b, ivid, query_string_ivid, samesite_support and the page origin', () => {
    const url = new URL(
      visitorFrameUrl(IDENTITY, {
        ivid: 'v-1',
        ividBackup: 'v-1',
        queryStringIvid: null,
        sameSiteSupport: true,
        parentOrigin: 'https://shop.example',
      }),
    );
    expect(url.origin).toBe(IDENTITY);
    expect(url.pathname).toBe('/visitor_id');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ivid_b: 'v-1',
      ivid: 'v-1',
      query_string_ivid: '',
      samesite_support: 'true',
      parent_origin: 'https://shop.example',
    });
  });

  test('sandboxed, hidden from assistive technology and the tab order, no referrer', () => {
    expect(VISITOR_FRAME_ATTRIBUTES.sandbox).toBe('allow-scripts allow-same-origin');
    expect(VISITOR_FRAME_ATTRIBUTES.sandbox).not.toMatch(/top-navigation|popups|forms/);
    expect(VISITOR_FRAME_ATTRIBUTES['aria-hidden']).toBe('true');
    expect(VISITOR_FRAME_ATTRIBUTES.tabindex).toBe('-1');
    expect(VISITOR_FRAME_ATTRIBUTES.referrerpolicy).toBe('no-referrer');
  });

  test('answers count only from the identity origin and the frame window, in the expected shape', () => {
    const frame = {};
    const expected = { origin: IDENTITY, source: frame };
    const data = { type: 'ik:visitor-id', ivid: 'visitor-12345' };
    expect(acceptVisitorMessage({ origin: IDENTITY, source: frame, data }, expected)).toBe('visitor-12345');
    expect(
      acceptVisitorMessage({ origin: 'https://evil.example', source: frame, data }, expected),
    ).toBeNull();
    expect(
      acceptVisitorMessage(
        { origin: 'https://accounts.acme.example.evil.net', source: frame, data },
        expected,
      ),
    ).toBeNull();
    expect(acceptVisitorMessage({ origin: IDENTITY, source: {}, data }, expected)).toBeNull();
    expect(
      acceptVisitorMessage({ origin: IDENTITY, source: null, data }, { origin: IDENTITY, source: null }),
    ).toBeNull();
    expect(
      acceptVisitorMessage(
        { origin: IDENTITY, source: frame, data: { ...data, ivid: 'x; Domain=evil' } },
        expected,
      ),
    ).toBeNull();
    expect(
      acceptVisitorMessage({ origin: IDENTITY, source: frame, data: 'ik:visitor-id' }, expected),
    ).toBeNull();
  });
});
