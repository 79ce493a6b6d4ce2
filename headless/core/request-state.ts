import type { IdentityErrorShape } from './identity-error';

/**
 * The request-state cycle of seed 000 §4.2: idle, then IN_PROGRESS, then STOPPED carrying the outcome and,
 * on failure, the mapped error. The spec's status values are kept verbatim so analytics and tests can
 * compare them with the original; `idle` is the state before the first attempt.
 */
export type RequestStatus = 'idle' | 'IN_PROGRESS' | 'STOPPED';

/** One operation's request state. `outcome` and `error` exist only once STOPPED. */
export type RequestState =
  | { readonly status: 'idle' }
  | { readonly status: 'IN_PROGRESS' }
  | { readonly status: 'STOPPED'; readonly outcome: 'success' }
  | { readonly status: 'STOPPED'; readonly outcome: 'failure'; readonly error: IdentityErrorShape };

/** One request state per slot name (each store names its own slots: the core knows no flow). */
export type RequestStates<K extends string> = { readonly [P in K]: RequestState };

export const IDLE: RequestState = { status: 'idle' };
export const PENDING: RequestState = { status: 'IN_PROGRESS' };
export const SUCCEEDED: RequestState = { status: 'STOPPED', outcome: 'success' };

/** A STOPPED failure with the mapped error. */
export function failed(error: IdentityErrorShape): RequestState {
  return { status: 'STOPPED', outcome: 'failure', error };
}

/** Every slot of `keys` idle. */
export function initialRequestStates<K extends string>(keys: readonly K[]): RequestStates<K> {
  const entries = keys.map((key) => [key, IDLE] as const);
  return Object.fromEntries(entries) as unknown as RequestStates<K>;
}

/** True while an attempt for this operation is in flight. */
export function isPending(request: RequestState): boolean {
  return request.status === 'IN_PROGRESS';
}

/** The mapped error of a failed operation, else null. */
export function errorOf(request: RequestState): IdentityErrorShape | null {
  return request.status === 'STOPPED' && request.outcome === 'failure' ? request.error : null;
}
