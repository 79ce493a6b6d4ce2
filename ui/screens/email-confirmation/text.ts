// The email-confirmation link landing.
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSNotices } from '../../../catalogue/messages/en-US/notices';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screen may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSNotices]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSNotices);
}
