/**
 * A countdown shown as m:ss (seed 001 §9): `90` -> `1:30`, `5` -> `0:05`, `3600` -> `60:00`. Fractions round
 * up, so the display reaches 0:00 only when time is really up. Negative, NaN or infinite input shows `0:00`;
 * huge values are capped so the text never turns into exponent notation.
 */
export function formatCountdown(seconds: number): string {
  const total =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.min(Math.ceil(seconds), Number.MAX_SAFE_INTEGER)
      : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
