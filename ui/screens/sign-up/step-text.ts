// The wording of the sign-up screen's code and outcome steps (loaded on demand with them): the form's parts and
// the sign-up-steps part. Its own module, imported only by the steps, so the form's first load does not reach it.
import type { PartKeys } from '../../../catalogue';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { enUSSignUp } from '../../../catalogue/messages/en-US/sign-up';
import { enUSSignUpSteps } from '../../../catalogue/messages/en-US/sign-up-steps';
import { useTextOf, type TextFn } from '../text';

/** The keys the code and outcome steps may show: the form's and their own part. */
export type StepTextKey = PartKeys<
  [typeof enUSCore, typeof enUSForms, typeof enUSSignUp, typeof enUSSignUpSteps]
>;

/** `t` of the code and outcome steps. */
export function useStepText(): TextFn<StepTextKey> {
  return useTextOf(enUSCore, enUSForms, enUSSignUp, enUSSignUpSteps);
}
