// The field widgets' wording: core, the forms part and the fields part (password checklist, phone country
// picker, user ID collision).
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
