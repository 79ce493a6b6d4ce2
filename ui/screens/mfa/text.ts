// The MFA steps are lazy chunks (lazy-step.tsx): the mfa part is bundled with them, not with the first screen.
import type { PartKeys } from '../../../catalogue';
import { enUSCode } from '../../../catalogue/messages/en-US/code';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSMfa } from '../../../catalogue/messages/en-US/mfa';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSCode, typeof enUSMfa]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSCode, enUSMfa);
}
