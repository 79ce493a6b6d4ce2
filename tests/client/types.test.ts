// Type tests of the client's public API (checked by tsc and by vitest's expectTypeOf at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { IdentityClient, IdentityError } from '../../headless';
import type { ClientResult } from '../../headless/advanced';
import type { AuthOutcome, SignInRequest, WireContractComplete } from '../../headless/client/public';
import { CALLS } from '../../headless/advanced';

describe('public types', () => {
  it('methods take their request type and resolve to ClientResult of their response', () => {
    expectTypeOf<IdentityClient['signIn']>().parameter(0).toEqualTypeOf<SignInRequest>();
    expectTypeOf<IdentityClient['signIn']>().returns.resolves.toEqualTypeOf<ClientResult<AuthOutcome>>();
    expectTypeOf<IdentityClient['evaluateAuth']>().returns.resolves.toEqualTypeOf<
      ClientResult<AuthOutcome>
    >();
  });

  it('calls without input may omit it; calls with required input may not', () => {
    expectTypeOf<IdentityClient['signOut']>().toBeCallableWith();
    expectTypeOf<IdentityClient['getUser']>().toBeCallableWith();
    // @ts-expect-error signIn needs username and password
    expectTypeOf<IdentityClient['signIn']>().toBeCallableWith();
  });

  it('results narrow on ok', () => {
    const result = {} as ClientResult<AuthOutcome>;
    if (result.ok) {
      expectTypeOf(result.data).toEqualTypeOf<AuthOutcome>();
    } else {
      expectTypeOf(result.error).toEqualTypeOf<IdentityError>();
      expectTypeOf<IdentityError['kind']>().toEqualTypeOf<
        'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-request'
      >();
    }
  });

  it('the wire contract has types for every row and rows for every type', () => {
    expectTypeOf<WireContractComplete>().toEqualTypeOf<true>();
    expectTypeOf(CALLS.signIn.method).toEqualTypeOf<'POST'>();
  });
});
