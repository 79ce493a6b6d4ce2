import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLAG_FIELDS,
  NAMESPACES,
  OPTION_FIELDS,
  OfferingConfigError,
  createRegistry,
  isOfferingConfigError,
  normalizeOptions,
  parseOfferingEntry,
  parseQuery,
  resolveConfig,
  type OfferingEntry,
} from '../../offerings';

/**
 * A returned configuration is valid: every option is present and passes the strict schema again unchanged
 * (so nothing unvalidated slipped through a merge), and the resolved extras have their types.
 */
function expectValidConfig(value: unknown): void {
  if (!isResolvedConfig(value)) {
    return;
  }
  const options = Object.fromEntries(OPTION_FIELDS.map((field) => [field, value[field]]));
  expect(OPTION_FIELDS.every((field) => Object.hasOwn(value, field))).toBe(true);
  expect(normalizeOptions(options, { offeringId: 'p', source: 'input', prefix: '' })).toEqual(options);
  expect(typeof value.offeringId === 'string' && value.offeringId.trim() !== '').toBe(true);
  expect(NAMESPACES).toContain(value.namespace);
  expect(['prd', 'e2e', 'prf', 'localhost']).toContain(value.offeringEnv);
  expect(Object.keys(value.sources).sort()).toEqual([...OPTION_FIELDS].sort());
}

function isResolvedConfig(value: unknown): value is ReturnType<typeof resolveConfig> {
  return typeof value === 'object' && value !== null && 'sources' in value;
}

/**
 * Runs `fn`; passes when it returns a valid configuration or throws an OfferingConfigError, fails on any other
 * throw.
 */
function onlyTypedErrors(fn: () => unknown): void {
  let result: unknown;
  try {
    result = fn();
  } catch (error) {
    if (!(error instanceof OfferingConfigError)) {
      throw error;
    }
    expect(error.message).not.toMatch(/Invalid input|"code"/);
    return;
  }
  expectValidConfig(result);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

describe('any JSON value as configuration yields a config or an OfferingConfigError', () => {
  const before = prototypeKeys();

  it('as the server configuration response', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...NAMESPACES), (serverConfig, namespace) => {
        onlyTypedErrors(() => resolveConfig({ offeringId: 'prop.x', namespace, serverConfig }));
      }),
      { numRuns: 300 },
    );
  });

  it('as the server section of the namespace', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (section) => {
        onlyTypedErrors(() => resolveConfig({ offeringId: 'prop.x', serverConfig: { 'sign-in': section } }));
      }),
      { numRuns: 300 },
    );
  });

  it('as the options of a registry entry', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (options) => {
        const registry = createRegistry([], [{ offeringIds: ['prop.x'], options } as OfferingEntry]);
        onlyTypedErrors(() => resolveConfig({ offeringId: 'prop.x', registry }));
      }),
      { numRuns: 300 },
    );
  });

  it('as a whole registry entry', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (entry) => {
        onlyTypedErrors(() => parseOfferingEntry(entry));
      }),
      { numRuns: 300 },
    );
  });

  it('as every field of resolveConfig input (including hostile non-JSON values)', () => {
    fc.assert(
      fc.property(
        fc.record({
          offeringId: fc.oneof(fc.string(), fc.anything()),
          offeringEnv: fc.oneof(fc.constantFrom('prd', 'qa', 'perf', 'localhost'), fc.anything()),
          namespace: fc.oneof(fc.constantFrom(...NAMESPACES), fc.anything()),
          locale: fc.anything(),
          serverConfig: fc.anything(),
          query: fc.oneof(fc.string(), fc.anything()),
          today: fc.oneof(fc.constant(undefined), fc.anything()),
          registry: fc.oneof(fc.constant(undefined), fc.anything()),
          brand: fc.oneof(fc.constant(undefined), fc.anything()),
        }),
        (input) => {
          onlyTypedErrors(() => resolveConfig(input as Parameters<typeof resolveConfig>[0]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with keys such as __proto__ and constructor, leaving Object.prototype untouched', () => {
    const hostile = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"sign-in":{"__proto__":{"polluted":true},"enableRememberMe":true}}',
    ) as unknown;
    const config = resolveConfig({ offeringId: 'prop.x', serverConfig: hostile });
    expect(config.enableRememberMe).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(prototypeKeys()).toEqual(before);
  });

  it('any address yields a parsed query without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const parsed = parseQuery(query);
        expect(Array.isArray(parsed.policies)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('valid configuration round-trips', () => {
  const flags = fc.record(
    Object.fromEntries(FLAG_FIELDS.map((f) => [f, fc.boolean()])) as Record<
      (typeof FLAG_FIELDS)[number],
      fc.Arbitrary<boolean>
    >,
    {
      requiredKeys: [],
    },
  );

  it('every flag the server sets is the flag resolved', () => {
    fc.assert(
      fc.property(flags, (section) => {
        const config = resolveConfig({
          offeringId: 'prop.x',
          offeringEnv: 'qa',
          serverConfig: { 'sign-in': section },
        });
        for (const [flag, value] of Object.entries(section)) {
          expect(config[flag as (typeof FLAG_FIELDS)[number]]).toBe(value);
          expect(config.sources[flag as (typeof FLAG_FIELDS)[number]]).toBe('server');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('normalizeOptions keeps a valid layer and never invents fields', () => {
    fc.assert(
      fc.property(flags, (layer) => {
        expect(normalizeOptions(layer, { offeringId: 'p', source: 'input', prefix: '' })).toEqual(layer);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isOfferingConfigError', () => {
  it('recognises the class and a copy from another bundle, nothing else', () => {
    const copy = Object.assign(new Error('x'), { name: 'OfferingConfigError', code: 'invalidField' });
    expect(isOfferingConfigError(new OfferingConfigError('invalidField', 'x'))).toBe(true);
    expect(isOfferingConfigError(copy)).toBe(true);
    expect(isOfferingConfigError(new Error('x'))).toBe(false);
    expect(isOfferingConfigError({ name: 'OfferingConfigError', code: 'invalidField' })).toBe(false);
  });
});
