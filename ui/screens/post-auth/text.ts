// The post-auth steps are lazy chunks (lazy-step.tsx): their parts are bundled with them, not with the first screen.
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSInvitation } from '../../../catalogue/messages/en-US/invitation';
import { enUSOAuth } from '../../../catalogue/messages/en-US/oauth';
import { enUSPostAuth } from '../../../catalogue/messages/en-US/post-auth';
import { useTextOf, type TextFn } from '../text';

/** The keys this folder's screens may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSPostAuth]>;

/** `t` over this folder's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSPostAuth);
}

/** The invitation step: also the access-code wording of the invitation screen. */
export function useInvitationStepText(): TextFn<TextKey | keyof typeof enUSInvitation> {
  return useTextOf(enUSCore, enUSForms, enUSPostAuth, enUSInvitation);
}

/** The OAuth error step: also the OAuth part (its way back to sign-in). */
export function useOAuthErrorText(): TextFn<TextKey | keyof typeof enUSOAuth> {
  return useTextOf(enUSCore, enUSForms, enUSPostAuth, enUSOAuth);
}
