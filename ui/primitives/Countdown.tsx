import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { formatCountdown } from '../../rules';
import { cx } from './cx';

export interface CountdownProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Remaining seconds, when the parent keeps time (controlled). */
  seconds?: number | undefined;
  /** End time in epoch milliseconds; the countdown then ticks by itself once a second. */
  endsAt?: number | undefined;
  /** Clock for `endsAt`. @default Date.now */
  now?: (() => number) | undefined;
  /** Called once when the remaining time reaches zero (not when it starts at zero). */
  onComplete?: (() => void) | undefined;
  /** Wraps the `m:ss` text, e.g. `(time) => \`Resend code in ${time}\`` with catalogue text. */
  children?: ((time: string, remainingSeconds: number) => ReactNode) | undefined;
}

function remainingFrom(endsAt: number, now: () => number): number {
  return Math.max(0, Math.ceil((endsAt - now()) / 1000));
}

/**
 * Remaining time as `m:ss`. It is a `timer` role, which is not a live region: screen readers do not read every
 * tick (QUALITY.md a11y 5); a screen announces the end (e.g. "You can now resend the code") in a <Status>.
 */
export const Countdown = withRef<HTMLSpanElement, CountdownProps>(function Countdown({
  seconds,
  endsAt,
  now = Date.now,
  onComplete,
  children,
  className,
  ref,
  ...rest
}) {
  const [ticked, setTicked] = useState(() => (endsAt === undefined ? 0 : remainingFrom(endsAt, now)));
  const remaining = seconds ?? (endsAt === undefined ? 0 : ticked);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    if (endsAt === undefined || seconds !== undefined) {
      return undefined;
    }
    setTicked(remainingFrom(endsAt, now));
    const id = setInterval(() => {
      const next = remainingFrom(endsAt, now);
      setTicked(next);
      if (next === 0) {
        clearInterval(id);
      }
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt, now, seconds]);

  const done = remaining <= 0;
  // Fires on the running -> done transition only (not for a countdown that starts at zero, and not twice
  // under StrictMode's repeated effects).
  const wasDone = useRef(done);
  useEffect(() => {
    if (done && !wasDone.current) {
      completeRef.current?.();
    }
    wasDone.current = done;
  }, [done]);

  const time = formatCountdown(remaining);
  return (
    <span
      {...rest}
      ref={ref}
      role="timer"
      aria-live="off"
      className={cx('ik-countdown', className)}
      data-state={done ? 'done' : 'running'}
    >
      {children === undefined ? time : children(time, remaining)}
    </span>
  );
});
