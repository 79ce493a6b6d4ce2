import { ENUMERATION_CODES, ENUMERATION_STATUS } from '../../catalogue/errors/enumeration';
import { clientSideError, failed, PENDING, type IdentityErrorShape } from '../core';
import { emit, request, type Effect, type OperationKey, type RequestStates } from './request-slots';
import type { IdentityCall } from './calls';
import type { FlowConfig } from './config';
import type { AuthOutcomeData } from './outcome-data';

/** Effects a reducer collects while it edits a draft. */
export type Effects = Effect<IdentityCall>[];

/** What the request helpers need of a draft: the config (read) and the request slots (written). */
export interface RequestsDraft {
  readonly config: Pick<FlowConfig, 'userEnumeration'>;
  requests: { -readonly [K in OperationKey]: RequestStates[K] };
}

/** Codes the user-enumeration switch folds into one (QUALITY.md security 10), from the catalogue. */
const ENUMERATION_SET: ReadonlySet<string> = new Set(ENUMERATION_CODES);

/**
 * Writes of a new value by a user the service already knows (the password or username being set, e.g. the
 * password-collection challenge): INVALID_PASSWORD / INVALID_USERNAME there say the new value breaks a rule
 * and reveal no account, so strict mode keeps them ("sign-in failed" would be wrong and unhelpful).
 */
const NOT_FOLDED: ReadonlySet<OperationKey> = new Set<OperationKey>(['updateUser', 'resetPassword']);

/**
 * The error to store for a failed request: in `strict` user-enumeration mode a wrong user and a wrong
 * password become the same INVALID_CREDENTIALS (same text, focus, next step and analytics). The status is
 * folded too: the service answers an unknown user 404 and a malformed one 400, which a caller reading
 * `error.status` could otherwise tell apart.
 */
export function mapError(
  state: Pick<RequestsDraft, 'config'>,
  error: IdentityErrorShape,
  key?: OperationKey,
): IdentityErrorShape {
  if (
    state.config.userEnumeration === 'strict' &&
    ENUMERATION_SET.has(error.code) &&
    (key === undefined || !NOT_FOLDED.has(key))
  ) {
    return {
      ...clientSideError('INVALID_CREDENTIALS', error),
      kind: error.kind,
      serverMessage: '',
      status: error.status === null ? null : ENUMERATION_STATUS,
    };
  }
  return error;
}

/** Marks a request failed and reports it (code only) to analytics. */
export function fail(
  draft: RequestsDraft,
  key: OperationKey,
  error: IdentityErrorShape,
  effects: Effects,
): void {
  const mapped = mapError(draft, error, key);
  draft.requests[key] = failed(mapped);
  effects.push(emit({ type: 'request', operation: key, outcome: 'failure', responseCode: mapped.code }));
}

/**
 * Starts a request unless one is already pending in that slot (one request per user intent). Returns
 * false when nothing was started.
 */
export function start(
  draft: RequestsDraft,
  key: OperationKey,
  call: IdentityCall,
  effects: Effects,
  mode: 'exclusive' | 'supersede' = 'exclusive',
): boolean {
  if (mode === 'exclusive' && draft.requests[key].status === 'IN_PROGRESS') {
    return false;
  }
  draft.requests[key] = PENDING;
  effects.push(request(key, call, mode));
  return true;
}

/** True when a CAPTCHA challenge is among the outcome's challenges. */
export function hasCaptchaChallenge(outcome: AuthOutcomeData): boolean {
  return outcome.challenges.some((challenge) => challenge.type === 'CAPTCHA');
}
