/**
 * Canadian English: only what differs from en-US (postal code, SIN, Canadian spelling); the rest falls back
 * to en-US. Loaded on demand through `loadLocale('en-CA')`.
 */
import type { PartialMessageTable } from './keys';

export const enCA = {
  'label.zipCode': 'Postal code',
  'field.zipCode.required': 'Enter your postal code.',
  'field.zipCode.invalid': 'Enter a valid postal code, like A1A 1A1.',
  'label.state': 'Province',
  'field.state.required': 'Choose your province.',
  'field.state.invalid': 'Choose a valid province.',
  'label.phone': 'Mobile number',
  'securityQuestion.favoriteVacation': 'What is your favourite vacation spot?',
  'securityQuestion.favoriteMusician': 'Who is your favourite musician?',
  'securityQuestion.favoriteMovieCharacter': 'Who is your favourite movie character?',
  'securityQuestion.favoriteBook': 'What is your favourite book?',
  'error.networkError': "We couldn't connect. Check your Internet connection and try again.",
  'notice.usPhoneOnly':
    "We can only use US phone numbers right now. Prepaid, landline and Internet (VoIP) numbers won't work.",
} as const satisfies PartialMessageTable;
