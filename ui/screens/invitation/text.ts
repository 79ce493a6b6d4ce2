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

/**
 * Who invited the person, and to what, once the service said (issue 18 §3): "Sam Lee invited you to join Acme
 * Books.", the general wording without an inviter, and nothing before the realm is known.
 */
export function invitedByText(
  t: TextFn<TextKey>,
  inviter: string | null,
  realm: string | null,
): string | null {
  if (realm === null) {
    return null;
  }
  return inviter === null ? t('invitation.body', { realm }) : t('invitation.invitedBy', { inviter, realm });
}

/** The expired invitation's way on: ask the inviter, by name when the service gave it, for a new one. */
export function expiredBody(t: TextFn<TextKey>, inviter: string | null): string {
  return inviter === null ? t('invitation.expired.body') : t('invitation.expired.askInviter', { inviter });
}
