import { describe, expect, it } from 'vitest';
import {
  getExperimentCell,
  isBeaconExpired,
  isLogSampled,
  logSamplePercent,
  resolveContentOverrides,
  type CellStorage,
  type ContentContext,
} from '../../offerings';

class MemoryStorage implements CellStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

const failing: CellStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
};

describe('experiment cell', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.5, 50],
    [0.999999, 99],
    [1, 99],
    [-3, 0],
    [Number.NaN, 0],
  ])('random %s -> cell %s, stored as iux_cell', (r, cell) => {
    const storage = new MemoryStorage();
    expect(getExperimentCell(storage, () => r)).toBe(cell);
    expect(storage.values.get('iux_cell')).toBe(String(cell));
  });

  it('reuses a stored cell', () => {
    const storage = new MemoryStorage();
    storage.setItem('iux_cell', '42');
    expect(getExperimentCell(storage, () => 0.9)).toBe(42);
  });

  it.each(['abc', '100', '-1', '', '4.2'])('replaces an invalid stored value %j', (stored) => {
    const storage = new MemoryStorage();
    storage.setItem('iux_cell', stored);
    expect(getExperimentCell(storage, () => 0.1)).toBe(10);
    expect(storage.values.get('iux_cell')).toBe('10');
  });

  it('still yields a cell when storage throws or is missing', () => {
    expect(getExperimentCell(failing, () => 0.33)).toBe(33);
    expect(getExperimentCell(null, () => 0.77)).toBe(77);
  });
});

describe('log sampling', () => {
  it.each([
    ['prd', null, 50],
    ['prf', null, 50],
    ['e2e', null, 100],
    ['localhost', null, 100],
    ['prd', 0, 0],
    ['e2e', 10, 10],
  ] as const)('%s with override %s -> %s%%', (env, override, expected) => {
    expect(logSamplePercent(env, override)).toBe(expected);
  });

  it.each([
    [50, 0.49, true],
    [50, 0.5, false],
    [100, 0.999, true],
    [0, 0, false],
  ])('percent %s with draw %s -> %s', (percent, draw, expected) => {
    expect(isLogSampled(percent, () => draw)).toBe(expected);
  });
});

describe('beacon life span', () => {
  const minute = 60_000;
  it.each([
    [0, 239 * minute, false],
    [0, 240 * minute, true],
    [0, 1000 * minute, true],
    [Number.NaN, 0, true],
  ])('created %s, now %s -> expired %s', (created, now, expected) => {
    expect(isBeaconExpired(created, now)).toBe(expected);
  });

  it('accepts a configured life span', () => {
    expect(isBeaconExpired(0, 10 * minute, 5 * minute)).toBe(true);
    expect(isBeaconExpired(0, 4 * minute, 5 * minute)).toBe(false);
  });
});

describe('content overrides', () => {
  const context: ContentContext = {
    offeringId: 'x',
    namespace: 'sign-in',
    locale: 'fr-ca',
    signUpFlow: 'ecosystem',
  };

  it('applies generic and locale entries, locale ones winning', () => {
    expect(
      resolveContentOverrides(
        [
          { id: 'header', content: 'Generic' },
          { id: 'header', content: 'Bonjour', locale: 'fr-CA' },
          { id: 'header', content: 'Hello', locale: 'en-us' },
          { id: 'sub', content: 'Sub' },
        ],
        context,
      ),
    ).toEqual({ header: 'Bonjour', sub: 'Sub' });
  });

  it('honours conditions and survives throwing ones', () => {
    expect(
      resolveContentOverrides(
        [
          { id: 'a', content: 'yes', condition: true },
          { id: 'b', content: 'no', condition: false },
          { id: 'c', content: 'fn', condition: (c) => c.namespace === 'sign-in' },
          {
            id: 'd',
            content: 'boom',
            condition: () => {
              throw new Error('x');
            },
          },
        ],
        context,
      ),
    ).toEqual({ a: 'yes', c: 'fn' });
  });

  it('accepts a function of the translated strings', () => {
    const result = resolveContentOverrides(
      (t) => [{ id: 'header', content: `${t['header'] ?? ''}!` }],
      context,
      { header: 'Salut' },
    );
    expect(result).toEqual({ header: 'Salut!' });
  });

  it('keeps hostile content as plain text and ignores a throwing function', () => {
    const payload = '<img src=x onerror=alert(1)>';
    expect(resolveContentOverrides([{ id: '__proto__', content: payload }], context)['__proto__']).toBe(
      payload,
    );
    expect(({} as Record<string, unknown>)['onerror']).toBeUndefined();
    expect(
      resolveContentOverrides(() => {
        throw new Error('x');
      }, context),
    ).toEqual({});
  });
});
