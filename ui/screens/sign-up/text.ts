// The sign-up form's wording: the core, forms and sign-up parts. The lazy code and outcome steps add their own
// part in step-text.ts, a module of its own so the form's first load does not reach it (an app's bundler
// loads up front every module that an up-front module imports, used or not).
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSSignUp } from '../../../catalogue/messages/en-US/sign-up';
import { useTextOf, type TextFn } from '../text';

/** The keys the sign-up form may show. */
export type TextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSSignUp]>;

/** `t` over the form's en-US parts: only they are bundled with it, and any other key is a type error. */
export function useText(): TextFn<TextKey> {
  return useTextOf(enUSCore, enUSForms, enUSSignUp);
}
