/**
 * What a recovery page does not need before the first answer: the machine beyond the username step
 * (challenges, options, codes, account choice, new password), the later steps' request rows, and immer, which only these
 * use. The recovery store imports this module with `import()` beside the first submit, on idle or on first
 * input (store.ts), so the username step's bundle stays small (issue 6 size target).
 */
import type { LateFlow } from '../standalone/phased-flow';
import { flowRequests, type FlowStoreOptions } from '../standalone/flow-store';
import { RECOVERY_REQUESTS, type RecoveryClient } from './effects';
import { recoveryTransition } from './machine';
import type { RecoveryCall, RecoveryEvent, RecoveryState } from './state';

/** The recovery chunk for one client; `crashed` answers for every row, the later steps' ones included. */
export type RecoveryLate = LateFlow<RecoveryState, RecoveryEvent, RecoveryCall> &
  Pick<FlowStoreOptions<RecoveryState, RecoveryEvent, RecoveryCall>, 'crashed'>;

/** The recovery chunk: the whole machine and the calls of the later steps, for one client. */
export function recoveryLate(client: RecoveryClient): RecoveryLate {
  return {
    transition: recoveryTransition,
    ...flowRequests<RecoveryClient, RecoveryCall, RecoveryEvent>(RECOVERY_REQUESTS, client),
  };
}
