/**
 * en-US part: The brand hand-off step (ui/screens/brand/BrandHandoff).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSBrand = {
  'handoff.plus': 'and',
  'handoff.logo': '{name} logo',
  'handoff.title': 'Continue to {partner}',
  'handoff.body':
    'You can use your {offering} account with {partner}. Select Continue to link them, or Cancel to go back.',
} satisfies PartialMessageTable;
