/**
 * The fixed list of 11 security questions (seed 001 §3 "Security-question answers"), by short key. The
 * short key is what the service stores; the text comes from the locale table (`securityQuestion.<key>`).
 */
import type { SecurityQuestionKey } from './messages/keys';

export const SECURITY_QUESTIONS = [
  'firstTeacher',
  'firstLove',
  'firstBoss',
  'favoriteVacation',
  'firstPet',
  'favoriteMusician',
  'favoriteMovieCharacter',
  'favoriteBook',
  'childhoodSummer',
  'childhoodHero',
  'childhoodBestFriend',
] as const satisfies readonly SecurityQuestionKey[];

/** True when `value` is one of the 11 short keys. */
export function isSecurityQuestionKey(value: unknown): value is SecurityQuestionKey {
  return typeof value === 'string' && (SECURITY_QUESTIONS as readonly string[]).includes(value);
}

/** The message key of a question's text. */
export function securityQuestionMessageKey(
  key: SecurityQuestionKey,
): `securityQuestion.${SecurityQuestionKey}` {
  return `securityQuestion.${key}`;
}
