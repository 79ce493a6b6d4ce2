import { describe, expect, it } from 'vitest';
import {
  array,
  boolean,
  literal,
  looseObject,
  number,
  optional,
  string,
  union,
} from '../../headless/client/shape';

describe('response shape checks', () => {
  const outcome = looseObject({
    action: literal('PASS', 'CHALLENGE'),
    challenge: array(looseObject({ type: string })),
    riskLevel: optional(string),
    level: optional(union(string, number)),
    flag: optional(boolean),
  });

  it.each([
    [{ action: 'PASS', challenge: [] }, true],
    [
      {
        action: 'PASS',
        challenge: [{ type: 'TOTP', extra: 1 }],
        riskLevel: 'low',
        level: 20,
        flag: true,
        more: {},
      },
      true,
    ],
    [{ action: 'DENIED', challenge: [] }, false],
    [{ action: 'PASS' }, false],
    [{ action: 'PASS', challenge: [{ type: 1 }] }, false],
    [{ action: 'PASS', challenge: [], riskLevel: null }, false],
    [{ action: 'PASS', challenge: [], level: Number.NaN }, false],
    [[], false],
    [null, false],
    ['PASS', false],
  ])('%j -> %s', (value, expected) => {
    expect(outcome(value)).toBe(expected);
  });

  it('reads own data properties only: no getter runs, no prototype field counts', () => {
    let ran = false;
    const withGetter = Object.defineProperty({ challenge: [] }, 'action', {
      enumerable: true,
      get() {
        ran = true;
        return 'PASS';
      },
    });
    const inherited = Object.assign(Object.create({ action: 'PASS' }) as object, { challenge: [] });
    expect(outcome(withGetter)).toBe(false);
    expect(ran).toBe(false);
    expect(outcome(inherited)).toBe(false);
  });
});
