// The brand hand-off step (lazy); PartnerButtons, on the first screen, uses the core part only.
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSBrand } from '../../../catalogue/messages/en-US/brand';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSBrand]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSBrand);
}
