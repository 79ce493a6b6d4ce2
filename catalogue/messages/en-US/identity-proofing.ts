/**
 * en-US part: The identity-proofing screen (ui/screens/identity-proofing) and the national ID names it asks for.
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
} satisfies PartialMessageTable;
