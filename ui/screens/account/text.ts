// The account-management screens (issue 20).
import type { PartKeys } from '../../../catalogue';
import { enUSAccount } from '../../../catalogue/messages/en-US/account';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSAccount]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSAccount);
}
