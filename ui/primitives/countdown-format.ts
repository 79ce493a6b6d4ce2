/**
 * `m:ss` for a number of seconds (negative and fractional values clamp and round up, so "0:01" shows until
 * the last second is over). Used until rules/ exports its `formatCountdown`.
 */
export function formatCountdownLocal(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
}
