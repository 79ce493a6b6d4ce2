// The field widgets' wording: core, the forms part and the fields part (password checklist, field-error
// reasons). The widgets that load on demand (collision checker, phone field, country picker) add the
// field-checkers part in checker-text.ts, a module of its own so a form that first shows only the stand-ins
// does not reach it (an app's bundler loads up front every module an up-front module imports, used or not).
import type { PartKeys } from '../../catalogue';
import { enUSCore } from '../../catalogue/messages/en-US/core';
import { enUSForms } from '../../catalogue/messages/en-US/forms';
import { enUSFields } from '../../catalogue/messages/en-US/fields';
import { useTextOf, type TextFn } from '../screens/text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSFields]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSFields);
}
