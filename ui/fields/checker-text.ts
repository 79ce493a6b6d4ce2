// The wording of the field widgets that load on demand (collision checker, phone field, country picker): the
// folder's parts and the field-checkers part. Its own module, imported only by those widgets' chunks.
import type { PartKeys } from '../../catalogue';
import { enUSCore } from '../../catalogue/messages/en-US/core';
import { enUSForms } from '../../catalogue/messages/en-US/forms';
import { enUSFields } from '../../catalogue/messages/en-US/fields';
import { enUSFieldCheckers } from '../../catalogue/messages/en-US/field-checkers';
import { useTextOf, type TextFn } from '../screens/text';

/** The keys of the widgets that load on demand: the folder's and the field-checkers part. */
export type CheckerTextKey = PartKeys<
  [typeof enUSCore, typeof enUSForms, typeof enUSFields, typeof enUSFieldCheckers]
>;

/** `t` of the collision checker, the phone field and the country picker. */
export function useCheckerText(): TextFn<CheckerTextKey> {
  return useTextOf(enUSCore, enUSForms, enUSFields, enUSFieldCheckers);
}
