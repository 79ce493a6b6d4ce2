import type { UseAccountSection } from './useAccountSection';

/**
 * Sends one intent of a list section (revoke a grant, remove a link, invite a person) without a form step:
 * the section opens its edit step and saves at once, so the intent goes through the same transition as a
 * form (validation, one request per intent, stale answers dropped, step-up).
 */
export function sendIntent<D, I>(section: Pick<UseAccountSection<D, I>, 'actions'>, input: I): void {
  section.actions.edit();
  section.actions.save(input);
}
