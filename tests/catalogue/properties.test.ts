import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeClientError,
  describeError,
  enUS,
  formatMessage,
  getMessages,
  parseApiError,
  parseOAuthError,
  saysMaxVerificationAttempts,
  type ErrorContext,
} from '../../catalogue';

const anyInput = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.json(),
  fc.anything({
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
  }),
  fc.record({ responseCode: fc.string(), responseMessage: fc.string() }, { requiredKeys: [] }),
  fc.record({ error: fc.record({ code: fc.string(), message: fc.string() }) }),
  fc.record({
    errors: fc.array(
      fc.record({
        responseCode: fc.constantFrom('LOCKED_OUT', 'ACCESS_DENIED', 'INVALID_CONFIRMATION_ID', 'x'),
      }),
    ),
  }),
);
const status = fc.option(fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double()), { nil: undefined });
const context = fc.option(fc.constantFrom<ErrorContext>('oow', 'signIn', 'signUp', 'recovery', 'mfa'), {
  nil: undefined,
});
const locale = fc.option(fc.oneof(fc.string(), fc.constantFrom('en-US', 'fr-CA', 'en_ca', 'ar-XB', 'xx')), {
  nil: undefined,
});
const messageSet: ReadonlySet<string> = new Set<string>(Object.values(enUS));

describe('never throws, whatever the input (fast-check)', () => {
  it('parseApiError answers a well-formed result', () => {
    fc.assert(
      fc.property(anyInput, status, (body, s) => {
        const p = parseApiError(body, s);
        expect(p.responseCode === null || /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/.test(p.responseCode)).toBe(true);
        expect(typeof p.responseMessage).toBe('string');
        expect(p.responseMessage.length).toBeLessThanOrEqual(1000);
        expect(p.status === null || (Number.isInteger(p.status) && p.status >= 0 && p.status <= 999)).toBe(
          true,
        );
      }),
      { numRuns: 600 },
    );
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('describeError always gives a catalogue message or the server text for LOCKED_OUT', () => {
    fc.assert(
      fc.property(
        anyInput,
        status,
        context,
        fc.constantFrom<'off' | 'strict' | undefined>('off', 'strict', undefined),
        (body, s, ctx, enumeration) => {
          const d = describeError(body, { status: s, context: ctx, enumeration });
          expect(typeof d.code).toBe('string');
          expect(d.code).not.toBe('');
          if (d.fromServer) {
            expect(d.code).toBe('LOCKED_OUT');
            expect(d.message).toBe(d.serverMessage);
          } else {
            expect(messageSet.has(d.message)).toBe(true);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('describeError with a random locale still answers text from a table', () => {
    fc.assert(
      fc.property(anyInput, locale, (body, loc) => {
        const d = describeError(body, { locale: loc });
        expect(d.message.length).toBeGreaterThan(0);
        expect(Object.values(getMessages(loc)).includes(d.message) || d.fromServer).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('describeClientError never throws and shows server text only for other codes', () => {
    fc.assert(
      fc.property(anyInput, status, (body, s) => {
        const d = describeClientError(body, { status: s });
        expect(typeof d.message).toBe('string');
        if (d.fromServer) {
          expect(d.message).toBe(d.serverMessage);
          expect(d.message).not.toBe('');
        }
      }),
      { numRuns: 600 },
    );
  });

  it('parseOAuthError always answers a lower-case code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), status, (text, s) => {
        const p = parseOAuthError(text, s);
        expect(p.error).toMatch(/^[a-z][a-z0-9_.:-]*$/);
      }),
      { numRuns: 600 },
    );
  });

  it('formatMessage never throws on any template and parameters', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('{', '}', ',', '#', 'a', ' ', 'plural', 'select', 'one', 'other', '=0'),
          maxLength: 80,
        }),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (template, params) => {
          expect(typeof formatMessage(template, params)).toBe('string');
        },
      ),
      { numRuns: 600 },
    );
  });

  it('server-text matchers answer quickly on long hostile strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => {
        const long = s.repeat(50);
        expect(typeof saysMaxVerificationAttempts(long)).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
