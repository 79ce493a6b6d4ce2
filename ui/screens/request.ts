import {
  errorOf,
  shallowEqual,
  useIdentityStore,
  type OperationKey,
  type RequestStatus,
} from '../../headless/advanced';

/** One request's status as a screen needs it (codes only). */
export interface RequestView {
  readonly status: RequestStatus;
  readonly isPending: boolean;
  readonly succeeded: boolean;
  readonly errorCode: string | null;
}

/**
 * The request-state cycle (seed 000 §4.2) of one operation, read through the public store hook, for steps
 * whose flow hook does not surface that operation (channel confirmation, update user).
 */
export function useRequest(key: OperationKey): RequestView {
  return useIdentityStore((state) => {
    const request = state.requests[key];
    return {
      status: request.status,
      isPending: request.status === 'IN_PROGRESS',
      succeeded: request.status === 'STOPPED' && request.outcome === 'success',
      errorCode: errorOf(request)?.code ?? null,
    };
  }, shallowEqual);
}
