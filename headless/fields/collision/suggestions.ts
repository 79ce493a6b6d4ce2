/**
 * Suggested user ids (seed 001 §7.13.6 GET get_suggested_usernames): when the create-user-id field finds the id
 * taken, the service's suggestions are offered as choices beside "Choose a different user ID". A selector (the
 * ids worth offering) here, and a thin hook (useSuggestedUserIds.ts: one call per taken id, aborted when the
 * id changes). A failed or unreadable answer offers nothing: the fallback stays.
 */
import { validateUserId } from '../../../rules';
import type { IdentityClient } from '../../client';

/** The client call the suggestions make. Any `IdentityClient` fits. */
export type SuggestionClient = Pick<IdentityClient, 'getSuggestedUsernames'>;

/** chosen: at most three choices, so the list stays short beside the fallback (the spec gives no number). */
export const MAX_SUGGESTED_USER_IDS = 3;

/**
 * The service's suggestions worth offering for a taken id: trimmed, distinct (case-insensitive, as ids are
 * compared), never the taken id itself, only ids the user-id rule accepts, at most {@link MAX_SUGGESTED_USER_IDS}.
 */
export function selectSuggestedUserIds(usernames: unknown, taken: string): readonly string[] {
  const seen = new Set([taken.trim().toLowerCase()]);
  const kept: string[] = [];
  for (const entry of Array.isArray(usernames) ? (usernames as unknown[]) : []) {
    const id = typeof entry === 'string' ? entry.trim() : '';
    const key = id.toLowerCase();
    if (id !== '' && !seen.has(key) && validateUserId(id).valid && kept.length < MAX_SUGGESTED_USER_IDS) {
      seen.add(key);
      kept.push(id);
    }
  }
  return kept;
}
