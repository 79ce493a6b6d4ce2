/**
 * en-US part: what a phone field says about the number itself: the US-only note of a field that takes US
 * numbers only (seed 001 §5.17) and the service's phone-check outcomes (seed 001 §4 phones/validate) after
 * focus-out. Bundled with the phone field (ui/fields/PhoneField), a lazy chunk of the sign-up form.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSPhoneCheck = {
  'notice.usPhoneOnly':
    "We can only use US phone numbers right now. Prepaid, landline and internet (VoIP) numbers won't work.",
  // A voice-only number (a landline) where a code is sent by text.
  'fields.phone.textsUnreachable':
    "This number can't get texts (it may be a landline). Enter a mobile number.",
  // An SMS-only number: accepted where codes go by text; said so, since a call to it would not get through.
  'fields.phone.textsOnly': 'This number can get texts but not calls.',
} satisfies PartialMessageTable;
