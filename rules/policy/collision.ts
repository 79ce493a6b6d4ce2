import { COLLISION_CHECKS_PER_VALUE_CREATE, COLLISION_CHECKS_PER_VALUE_SIGN_IN } from '../constants';
import { isEmailAddress } from '../fields/email-address';

/** Flows of the user-id/email collision checker (seed 000 §5). */
export type CollisionFlow = 'create' | 'signIn';

/** Checks allowed per value: 5 in create flows, 1 in sign-in (seed 000 §5, §9). */
export function collisionCheckLimit(flow: CollisionFlow): number {
  return flow === 'signIn' ? COLLISION_CHECKS_PER_VALUE_SIGN_IN : COLLISION_CHECKS_PER_VALUE_CREATE;
}

/** How many checks each value has had. Keyed by the trimmed value. */
export type CollisionCounts = Readonly<Record<string, number>>;

/** What `shouldCheckCollision` needs. */
export interface CollisionCheckInput {
  flow: CollisionFlow;
  value: string;
  /** The field is marked valid (its field rule passed). */
  fieldValid: boolean;
  /** A value never checked, e.g. the user's current email or the pre-filled user id. */
  excludedValue?: string | null | undefined;
  counts: CollisionCounts;
}

const key = (value: string): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether to ask the server about a collision now (seed 000 §4.8, §5): only when the field is marked valid,
 * the value differs from the excluded value, and the value has had fewer checks than the flow's limit.
 */
export function shouldCheckCollision(input: CollisionCheckInput): boolean {
  const value = key(input.value);
  if (!input.fieldValid || value === '') {
    return false;
  }
  if (typeof input.excludedValue === 'string' && key(input.excludedValue) === value) {
    return false;
  }
  const done = Object.prototype.hasOwnProperty.call(input.counts, value) ? (input.counts[value] ?? 0) : 0;
  return done < collisionCheckLimit(input.flow);
}

/** The counts after one more check of `value` (a new object; the input is not changed). */
export function recordCollisionCheck(counts: CollisionCounts, value: string): CollisionCounts {
  const k = key(value);
  const done = Object.prototype.hasOwnProperty.call(counts, k) ? (counts[k] ?? 0) : 0;
  // A null-prototype copy: a value such as "__proto__" stays a plain key (QUALITY.md 5).
  const next: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, counts);
  next[k] = done + 1;
  return next;
}

/**
 * The email/user-id mismatch rule (seed 000 §5): shown when the typed value matches an email pattern and
 * differs from the current email. Compared trimmed and case-insensitively (addresses are case-insensitive in
 * practice); no current email means no mismatch.
 */
export function isEmailMismatch(typed: string, currentEmail: string | null | undefined): boolean {
  const value = key(typed);
  if (typeof currentEmail !== 'string' || key(currentEmail) === '' || !isEmailAddress(value)) {
    return false;
  }
  return value.toLowerCase() !== key(currentEmail).toLowerCase();
}

/** Availability is allowed only if the response says compliant (seed 000 §5). Anything else is not. */
export function isAvailabilityAllowed(response: unknown): boolean {
  return (
    typeof response === 'object' &&
    response !== null &&
    (response as { compliant?: unknown }).compliant === true
  );
}

/** Outcome of the public-info lookup used for availability. */
export type PublicInfoOutcome = 'available' | 'taken' | 'failed';

/**
 * Public-info lookup (seed 000 §5): success means the name is taken; a USER_NOT_FOUND error means it is
 * available; any other error fails.
 */
export function publicInfoLookupOutcome(errorCode: string | null | undefined): PublicInfoOutcome {
  if (errorCode === null || errorCode === undefined || errorCode === '') {
    return 'taken';
  }
  return errorCode === 'USER_NOT_FOUND' ? 'available' : 'failed';
}
