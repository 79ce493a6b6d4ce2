/**
 * Experiment cell, log sampling and beacon life span (seed 000 §9). Randomness, storage and clocks are
 * injected so the functions stay pure and testable.
 */
import {
  BEACON_LIFESPAN_MS,
  EXPERIMENT_CELL_MAX,
  EXPERIMENT_CELL_STORAGE_KEY,
  PERCENT_SCALE,
} from '../rules/constants';

/** The part of Storage the experiment cell needs. */
export interface CellStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The visitor's experiment cell: a whole number 0..99 stored as iux_cell. A stored valid cell is reused;
 * otherwise one is drawn from `random` (0 <= r < 1) and stored. Storage that throws (private mode, blocked
 * cookies) still yields a cell, just not a persisted one.
 */
export function getExperimentCell(storage: CellStorage | null, random: () => number): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(EXPERIMENT_CELL_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored !== null && /^\d{1,2}$/.test(stored)) {
    return Number(stored);
  }
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  const cell = Math.floor(unit * (EXPERIMENT_CELL_MAX + 1));
  try {
    storage?.setItem(EXPERIMENT_CELL_STORAGE_KEY, String(cell));
  } catch {
    // Not persisted; the cell still holds for this page.
  }
  return cell;
}

/** Log sampling percentage (seed 000 §9), from rules/: 50 in prd and prf, 100 elsewhere, override wins. */
export { logSamplePercent } from './upstream';

/** Whether this page's logs are sent, given the percentage and a draw from `random` (0 <= r < 1). */
export function isLogSampled(percent: number, random: () => number): boolean {
  return random() * PERCENT_SCALE < percent;
}

/** Whether a stored beacon created at `createdAtMs` has outlived its life span (default 240 minutes). */
export function isBeaconExpired(
  createdAtMs: number,
  nowMs: number,
  lifespanMs: number = BEACON_LIFESPAN_MS,
): boolean {
  return !Number.isFinite(createdAtMs) || nowMs - createdAtMs >= lifespanMs;
}
