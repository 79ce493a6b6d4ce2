// The invitation screen.
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSInvitation } from '../../../catalogue/messages/en-US/invitation';
import { enUSInvitationActivate } from '../../../catalogue/messages/en-US/invitation-activate';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<
  [typeof enUSCore, typeof enUSForms, typeof enUSInvitation, typeof enUSInvitationActivate]
>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSInvitation, enUSInvitationActivate);
}
