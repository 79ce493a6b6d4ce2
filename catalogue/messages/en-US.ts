/**
 * The base locale, complete by type. The spec shows almost no wording (seed 000 §8.1 "wording not shown"),
 * so these are written for this kit: plain, friendly, and each one says what to do next. Quoted texts of
 * seed 001 §5 and §8 are kept verbatim. Plain text only: the UI renders every message as text.
 * The texts live in per-area parts (./en-US/*.ts) so a screen bundles only the parts it shows
 * (ui/screens/text.ts); this table merges them for `getMessages`, `translate` and headless users.
 */
import { enUSErrors } from './en-US-errors';
import { enUSCore } from './en-US/core';
import { enUSAccountChoice } from './en-US/account-choice';
import { enUSSignInTerminal } from './en-US/sign-in-terminal';
import { enUSFields } from './en-US/fields';
import { enUSFieldCheckers } from './en-US/field-checkers';
import { enUSForms } from './en-US/forms';
import { enUSCode } from './en-US/code';
import { enUSMfa } from './en-US/mfa';
import { enUSPostAuth } from './en-US/post-auth';
import { enUSOAuth } from './en-US/oauth';
import { enUSBrand } from './en-US/brand';
import { enUSSignUp } from './en-US/sign-up';
import { enUSSignUpSteps } from './en-US/sign-up-steps';
import { enUSRecovery } from './en-US/recovery';
import { enUSInvitation } from './en-US/invitation';
import { enUSInvitationActivate } from './en-US/invitation-activate';
import { enUSConsent } from './en-US/consent';
import { enUSIdentityProofing } from './en-US/identity-proofing';
import { enUSProfileUpdate } from './en-US/profile-update';
import { enUSNotices } from './en-US/notices';
import { enUSPhoneCheck } from './en-US/phone-check';
import { enUSAccount } from './en-US/account';
import { enUSAccountDetails } from './en-US/account-details';
import type { MessageTable } from './keys';

// Built by a pure call so bundlers drop it when only the error half (or only some parts) is used.
export const enUS: MessageTable = /* @__PURE__ */ (() =>
  ({
    ...enUSErrors,
    ...enUSCore,
    ...enUSAccountChoice,
    ...enUSSignInTerminal,
    ...enUSFields,
    ...enUSFieldCheckers,
    ...enUSForms,
    ...enUSCode,
    ...enUSMfa,
    ...enUSPostAuth,
    ...enUSOAuth,
    ...enUSBrand,
    ...enUSSignUp,
    ...enUSSignUpSteps,
    ...enUSRecovery,
    ...enUSInvitation,
    ...enUSInvitationActivate,
    ...enUSConsent,
    ...enUSIdentityProofing,
    ...enUSProfileUpdate,
    ...enUSNotices,
    ...enUSPhoneCheck,
    ...enUSAccount,
    ...enUSAccountDetails,
  }) satisfies MessageTable)();
