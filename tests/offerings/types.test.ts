import { describe, expectTypeOf, it } from 'vitest';
import type {
  AssuranceLevel,
  Namespace,
  OfferingConfig,
  OfferingConfigErrorCode,
  OfferingEntry,
  OfferingOptionsInput,
} from '../../offerings';

// Type-level checks of the public API; `tsc --noEmit` fails if a @ts-expect-error line stops being an error.
describe('public types', () => {
  it('accepts the configuration forms the spec shows', () => {
    const timeTracking: OfferingOptionsInput = { targetAAL: '20', cachePassword: false };
    const mfa: OfferingOptionsInput = { targetAAL: 25, idsTheme: 'acme-ecosystem' };
    const entry: OfferingEntry = { businessUnit: 'pcg', configs: { mfa, 'sign-up': timeTracking } };
    expectTypeOf(entry).toMatchTypeOf<OfferingEntry>();
  });

  it('refuses what the schema would refuse', () => {
    // @ts-expect-error 21 is not an assurance level
    const badAal: OfferingOptionsInput = { targetAAL: 21 };
    // @ts-expect-error not a business unit
    const badUnit: OfferingEntry = { businessUnit: 'xyz' };
    // @ts-expect-error not a namespace
    const badNamespace: OfferingEntry = { offeringIds: ['x'], configs: { checkout: {} } };
    // @ts-expect-error flags are booleans
    const badFlag: OfferingOptionsInput = { enableRememberMe: 'yes' };
    expectTypeOf([badAal, badUnit, badNamespace, badFlag]).toBeArray();
  });

  it('resolves to exact types', () => {
    expectTypeOf<OfferingConfig['targetAAL']>().toEqualTypeOf<AssuranceLevel | null>();
    expectTypeOf<OfferingConfig['namespace']>().toEqualTypeOf<Namespace>();
    expectTypeOf<OfferingConfig['userEnumeration']>().toEqualTypeOf<'off' | 'strict'>();
    expectTypeOf<OfferingConfig['passwordPolicy']>().toEqualTypeOf<'legacy' | 'nist'>();
    expectTypeOf<OfferingConfig['oauthSendUsername']>().toEqualTypeOf<boolean>();
    expectTypeOf<OfferingConfigErrorCode>().toEqualTypeOf<
      | 'missingOfferingId'
      | 'invalidField'
      | 'unknownField'
      | 'duplicateFooterOrdinal'
      | 'invalidEntry'
      | 'v4MissingSetup'
    >();
  });
});
