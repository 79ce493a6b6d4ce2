import { lazyChunk } from '../../headless/advanced';

/**
 * The flag drawings (flags.tsx), one lazy chunk: the country picker loads it when it first opens, so a phone
 * field that never opens the picker never fetches it; until it lands, and for a country without a drawing,
 * CountryMark shows the ISO-code badge.
 */
export const FLAG_CHUNK = lazyChunk(() => import('./flags'));
