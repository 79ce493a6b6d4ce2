import { useState } from 'react';

/**
 * A counter that goes up each time `status` enters STOPPED (one finished attempt). Keyed into <Alert
 * announceKey> and <ErrorSummary focusKey>, it re-creates the message for a repeated identical failure, so a
 * screen reader announces it again (QUALITY.md a11y 4). Uses React's "adjust state while rendering" pattern.
 */
export function useAttemptCounter(status: string): number {
  const [seen, setSeen] = useState({ status, count: 0 });
  if (seen.status !== status) {
    const next = { status, count: status === 'STOPPED' ? seen.count + 1 : seen.count };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}
