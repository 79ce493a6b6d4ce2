import { describe, expect, it } from 'vitest';
import { MAX_SERVER_MESSAGE_CHARS, parseApiError } from '../../catalogue';

const none = { responseCode: null, responseMessage: '', responseDetail: null };

describe('parseApiError: every response shape', () => {
  it.each([
    [
      'flat body',
      { responseCode: 'LOCKED_OUT', responseMessage: 'Locked', responseDetail: 'd' },
      undefined,
      { responseCode: 'LOCKED_OUT', responseMessage: 'Locked', responseDetail: 'd', status: null },
    ],
    [
      'flat body with status argument',
      { responseCode: 'ACCESS_DENIED' },
      403,
      { responseCode: 'ACCESS_DENIED', responseMessage: '', responseDetail: null, status: 403 },
    ],
    [
      'code/message aliases',
      { code: 'INVALID_EMAIL', message: 'bad', detail: 'x' },
      400,
      { responseCode: 'INVALID_EMAIL', responseMessage: 'bad', responseDetail: 'x', status: 400 },
    ],
    [
      'nested error object',
      { error: { responseCode: 'USER_NOT_FOUND', responseMessage: 'nope' } },
      404,
      { responseCode: 'USER_NOT_FOUND', responseMessage: 'nope', responseDetail: null, status: 404 },
    ],
    [
      'doubly nested error',
      { error: { error: { code: 'TIMEOUT' } } },
      null,
      { responseCode: 'TIMEOUT', responseMessage: '', responseDetail: null, status: null },
    ],
    [
      'errors list, first usable item',
      { errors: [{}, 'x', { responseCode: 'INVALID_PIN', responseMessage: 'pin' }] },
      400,
      { responseCode: 'INVALID_PIN', responseMessage: 'pin', responseDetail: null, status: 400 },
    ],
    [
      'top-level list',
      [{ responseCode: 'DUPLICATE_USER' }],
      409,
      { responseCode: 'DUPLICATE_USER', responseMessage: '', responseDetail: null, status: 409 },
    ],
    [
      'JSON string',
      '{"responseCode":"INVALID_TOTP_CODE","responseMessage":"Wrong"}',
      401,
      { responseCode: 'INVALID_TOTP_CODE', responseMessage: 'Wrong', responseDetail: null, status: 401 },
    ],
    [
      'JSON string nested',
      ' {"error":{"code":"MAX_LIMIT_EXCEEDED"}} ',
      429,
      { responseCode: 'MAX_LIMIT_EXCEEDED', responseMessage: '', responseDetail: null, status: 429 },
    ],
    [
      'lower_snake code',
      { responseCode: 'partner_auth_access_denied' },
      undefined,
      { responseCode: 'partner_auth_access_denied', responseMessage: '', responseDetail: null, status: null },
    ],
    [
      'numeric code',
      { responseCode: 1234 },
      undefined,
      { responseCode: '1234', responseMessage: '', responseDetail: null, status: null },
    ],
    [
      'message without code',
      { responseMessage: 'Only text' },
      500,
      { responseCode: null, responseMessage: 'Only text', responseDetail: null, status: 500 },
    ],
    [
      'status from the body (already parsed error)',
      { responseCode: 'X', status: 423 },
      undefined,
      { responseCode: 'X', responseMessage: '', responseDetail: null, status: 423 },
    ],
    [
      'client IdentityError shape',
      { kind: 'http', code: 'LOCKED_OUT', serverMessage: 'Try in 5', status: 423 },
      undefined,
      { responseCode: 'LOCKED_OUT', responseMessage: 'Try in 5', responseDetail: null, status: 423 },
    ],
    ['status-only body', { status: 403 }, undefined, { ...none, status: 403 }],
    [
      'argument status wins over body status',
      { responseCode: 'X', status: 200 },
      500,
      { responseCode: 'X', responseMessage: '', responseDetail: null, status: 500 },
    ],
  ])('%s', (_name, body, status, expected) => {
    expect(parseApiError(body, status)).toEqual(expected);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty string', ''],
    ['plain text', 'Service Unavailable'],
    ['HTML error page', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['invalid JSON', '{"responseCode":'],
    ['JSON number', '42'],
    ['JSON null', 'null'],
    ['number', 12],
    ['boolean', true],
    ['empty object', {}],
    ['empty array', []],
    ['function', () => 'x'],
    ['symbol', Symbol('x')],
    ['bigint', 10n],
    ['OAuth-style body', { error: 'invalid_client', error_description: 'nope' }],
  ])('no usable error: %s', (_name, body) => {
    expect(parseApiError(body)).toEqual({ ...none, status: null });
  });
});

describe('parseApiError: hostile input', () => {
  it('does not follow or set __proto__ (JSON and literal)', () => {
    const fromJson = parseApiError('{"__proto__":{"responseCode":"POLLUTED","polluted":true}}');
    expect(fromJson.responseCode).toBeNull();
    const literal = JSON.parse(
      '{"__proto__":{"responseCode":"P"},"constructor":{"prototype":{"x":1}}}',
    ) as unknown;
    expect(parseApiError(literal).responseCode).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).responseCode).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('ignores inherited properties', () => {
    const body = Object.create({ responseCode: 'INHERITED', responseMessage: 'inherited' }) as object;
    expect(parseApiError(body)).toEqual({ ...none, status: null });
  });

  it('never runs getters', () => {
    let ran = false;
    const body = {
      get responseCode(): string {
        ran = true;
        return 'GETTER';
      },
    };
    expect(parseApiError(body).responseCode).toBeNull();
    expect(ran).toBe(false);
  });

  it('survives a Proxy whose traps throw', () => {
    const trap = (): never => {
      throw new Error('trap');
    };
    const proxy = new Proxy(
      {},
      { get: trap, getOwnPropertyDescriptor: trap, has: trap, ownKeys: trap, getPrototypeOf: trap },
    );
    expect(parseApiError(proxy, 502)).toEqual({ ...none, status: 502 });
  });

  it('does not change its input', () => {
    const body = Object.freeze({
      error: Object.freeze({ responseCode: 'LOCKED_OUT', responseMessage: '  padded  ' }),
    });
    expect(parseApiError(body).responseMessage).toBe('padded');
  });

  it('bounds huge messages and refuses huge bodies', () => {
    const huge = 'x'.repeat(5_000_000);
    const parsed = parseApiError({ responseCode: 'LOCKED_OUT', responseMessage: huge });
    expect(parsed.responseMessage.length).toBeLessThanOrEqual(MAX_SERVER_MESSAGE_CHARS);
    expect(parseApiError(`{"responseCode":"X","pad":"${huge}"}`).responseCode).toBeNull();
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['spaces', 'NOT A CODE'],
    ['too long', 'A'.repeat(101)],
    ['leading digit', '1ABC'],
    ['empty', ''],
    ['object', { toString: () => 'X' }],
    ['negative number', -1],
    ['fraction', 1.5],
  ])('a %s code is no code', (_name, code) => {
    expect(parseApiError({ responseCode: code, responseMessage: 'm' }).responseCode).toBeNull();
  });

  it('strips control characters and trims server text', () => {
    expect(
      parseApiError({ responseCode: 'X', responseMessage: ' \u0000Hi\u0007 there\u001b ' }).responseMessage,
    ).toBe('Hi there');
  });

  it('does not walk a list of a million items', () => {
    const list: unknown[] = new Array(1_000_000).fill(0);
    list.push({ responseCode: 'FAR' });
    expect(parseApiError({ errors: list }).responseCode).toBeNull();
  });

  it('stops at deep nesting', () => {
    let body: unknown = { responseCode: 'DEEP' };
    for (let i = 0; i < 50; i += 1) {
      body = { error: body };
    }
    expect(parseApiError(body).responseCode).toBeNull();
  });

  it.each([
    ['negative', -5],
    ['fraction', 200.5],
    ['NaN', Number.NaN],
    ['huge', 100000],
  ])('ignores a %s status', (_name, status) => {
    expect(parseApiError(null, status).status).toBeNull();
  });
});
