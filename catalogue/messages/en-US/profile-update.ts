/**
 * en-US part: The verified-user-update screen (ui/screens/verified-user-update).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSProfileUpdate = {
  'vuu.title': 'Confirm your contact info',
  'vuu.body': 'Keep your phone and name up to date so we can help you recover your account.',
  'vuu.done.title': 'Your info is up to date',
} satisfies PartialMessageTable;
