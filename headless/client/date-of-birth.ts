import { toNoonUtc as rulesToNoonUtc } from '../../rules';

/**
 * Seed 001 §5: dates of birth are normalised to noon UTC. A value rules cannot read is sent unchanged, so
 * the service refuses it with its own code rather than the client inventing one. A module of its own (not in
 * lower-layers.ts, which the client's options load up front): only payloads.ts, in the lazy call engine,
 * uses it.
 */
export function toNoonUtc(value: string, country: string): string {
  return rulesToNoonUtc(value, { country: country.toUpperCase() === 'CA' ? 'CA' : 'US' }) ?? value;
}
