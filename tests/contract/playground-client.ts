// Shared setup of the contract tests written by the playground helper: a fresh playground (seeded) and the
// real identity client pointed at it through `playground.fetch`.
import { createIdentityClient } from '../../headless';
import type { IdentityClient, IdentityError } from '../../headless';
import type { ClientResult } from '../../headless/advanced';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import type { Playground } from '../../playground';

export const PASSWORD = 'Correct-Horse-7';

export interface Rig {
  readonly playground: Playground;
  readonly client: IdentityClient;
}

export async function rig(seed: string, offeringId = '50000003'): Promise<Rig> {
  const playground = createPlayground({ seed });
  await playground.ready();
  const client = createIdentityClient({
    // The playground answers PLAYGROUND_SPEC_OFFERING_ID with the spec's enumeration answers, others strictly.
    offeringId,
    offeringEnv: 'e2e',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: playground.fetch,
  });
  return { playground, client };
}

/** The data of a success, or a test failure naming the error code. */
export function data<T>(result: ClientResult<T>): T {
  if (!result.ok) {
    throw new Error(
      `expected success, got ${result.error.kind} ${result.error.code} (${String(result.error.status)}): ${result.error.serverMessage}`,
    );
  }
  return result.data;
}

/** The error of a failure, or a test failure. */
export function failure<T>(result: ClientResult<T>): IdentityError {
  if (result.ok) {
    throw new Error(`expected a failure, got success: ${JSON.stringify(result.data)}`);
  }
  return result.error;
}
