import { CREDENTIAL_WRITE_AAL, STEP_UP_AAL } from '../constants';

/** Data-classification zones (seed 000 §6). */
export type DataZone = 'public+' | 'restricted' | 'sensitive' | 'secret';

/** Assurance levels the zones map to (seed 000 §6). */
export const AAL_BY_ZONE = {
  'public+': 15,
  restricted: 20,
  sensitive: 25,
  secret: 30,
} as const satisfies Record<DataZone, number>;

/** One of the assurance levels of the zones: 15, 20, 25 or 30. */
export type AalLevel = (typeof AAL_BY_ZONE)[DataZone];

/** The assurance level a data-classification zone needs (seed 000 §6); null for an unknown zone. */
export function aalForZone(zone: DataZone): AalLevel;
export function aalForZone(zone: string): AalLevel | null;
export function aalForZone(zone: string): AalLevel | null {
  return typeof zone === 'string' && Object.prototype.hasOwnProperty.call(AAL_BY_ZONE, zone)
    ? AAL_BY_ZONE[zone as DataZone]
    : null;
}

/**
 * Reads an assurance level from configuration or a ticket, where it may be a number or a numeric string
 * (seed 001 §9: one offering configures `'20'`). Null when it is not a finite number.
 */
export function parseAal(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** True when the achieved level meets the target. An unreadable achieved level never does. */
export function meetsAal(achieved: unknown, target: unknown): boolean {
  const a = parseAal(achieved);
  const t = parseAal(target);
  return a !== null && t !== null && a >= t;
}

/**
 * Credential write access (changing password, phone, email, MFA) needs level 25 by default (seed 000 §5,
 * §9); an offering may require more, never less.
 */
export function hasCredentialWriteAccess(
  achieved: unknown,
  required: number = CREDENTIAL_WRITE_AAL,
): boolean {
  return meetsAal(achieved, Math.max(required, CREDENTIAL_WRITE_AAL));
}

/** True when a step-up (to level 25 by default, seed 000 §9) is needed before the action. */
export function needsStepUp(achieved: unknown, target: number = STEP_UP_AAL): boolean {
  return !meetsAal(achieved, target);
}
