import type { FlowClientOf } from '../standalone/flow-store';
import type { RECOVERY_REQUESTS } from './effects';

/**
 * The slice of the identity client the recovery flow calls, derived from its request table's rows (a type
 * only: the up-front part of the flow does not load the later rows).
 */
export type RecoveryClient = FlowClientOf<typeof RECOVERY_REQUESTS>;
