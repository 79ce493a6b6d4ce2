/**
 * en-US part: The identity-proofing screen (ui/screens/identity-proofing) its address and
 * national ID fields, and the configured identity-match failures (seed 001 §8).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSIdentityProofing = {
  'identityProofing.title': 'Verify your identity',
  'identityProofing.body': 'We use this to confirm who you are. We never share it.',
  'identityProofing.showId': 'Show {idName}',
  'identityProofing.dateHint.MDY': 'MM/DD/YYYY',
  'identityProofing.dateHint.YMD': 'YYYY/MM/DD',
  'identityProofing.done.title': 'Your identity is verified',
  'identityProofing.questions.title': 'Answer a few questions',
  'nationalId.US': 'Social Security number',
  'nationalId.GB': 'National Insurance number',
  'nationalId.CA': 'Social Insurance Number',
  'nationalId.IN': 'PAN',
  'nationalId.BR': 'CEP',
  'label.streetAddress': 'Street address',
  'label.city': 'City',
  'label.state': 'State',
  'identityProofing.chooseRegion': 'Choose one',
  'field.streetAddress.required': 'Enter your street address.',
  'field.streetAddress.invalid': 'Enter a valid street address.',
  'field.city.required': 'Enter your city.',
  'field.city.invalid': 'Enter a valid city.',
  'field.state.required': 'Choose your state.',
  'field.state.invalid': 'Choose a valid state.',
  'field.zipCode.invalid': 'Enter a valid 5-digit ZIP code.',
  'field.dateOfBirth.invalid': 'Enter a valid date of birth, like {format}.',
  'field.nationalId.required': 'Enter your {idName}.',
  'field.nationalId.invalid': 'Enter a valid {idName}.',
  'configured.identityVerificationFailedHeader': "Hmm, that didn't work",
  'configured.payStubRetryHelper':
    'Make sure you are using the information provided to your employer and shown on your pay stub',
  'configured.ownerRetryHelper':
    'Make sure you are using the information of the company owner or primary principal',
  'configured.identityMatchFailure':
    'No match found. Make sure you are using the information for the primary tax payer (first person listed on the tax return).',
  'configured.identityMatchFailurePayStub':
    'No match found. Make sure you are using the information provided to your employer, as shown on your pay stub or W-9.',
  'configured.identityMatchFailureOwner':
    'No match found. Make sure you are using the information for the company owner or primary principal.',
} satisfies PartialMessageTable;
