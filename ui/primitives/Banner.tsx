import {
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { withRef } from './with-ref';
import type { Tone } from './Alert';
import { useControllableState } from './controllable';
import { cx } from './cx';

export interface BannerLabels {
  /** Text of the dismiss button, e.g. "Dismiss". From the catalogue. */
  dismiss: string;
}

export interface BannerProps extends ComponentPropsWithoutRef<'div'> {
  /** Needed when `dismissible` (the default). */
  labels?: BannerLabels | undefined;
  /** @default 'info' */
  tone?: Tone | undefined;
  /** Show a dismiss button. @default true */
  dismissible?: boolean | undefined;
  open?: boolean | undefined;
  /** @default true */
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /**
   * Close after this many milliseconds. Off by default: nothing a user needs vanishes on a timer (QUALITY.md
   * a11y 5, WCAG 2.2.1). Seed 000 §4.8 removes the "account exists" banner after 8 s; a screen that opts into
   * that keeps a persistent path to the banner's action elsewhere. The timer pauses while the banner is
   * hovered or holds focus, and starts again in full when both end.
   */
  autoDismissMs?: number | undefined;
  /** Announce the content politely when it appears (`role=status`). @default true */
  announce?: boolean | undefined;
}

/** A dismissible notice that is never removed on a timer unless asked to, and never while in use. */
export const Banner = withRef<HTMLDivElement, BannerProps>(function Banner({
  labels,
  tone = 'info',
  dismissible = true,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  autoDismissMs,
  announce = true,
  className,
  children,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ref,
  ...rest
}) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (!open || paused || autoDismissMs === undefined) {
      return undefined;
    }
    const id = setTimeout(() => setOpen(false), autoDismissMs);
    return () => clearTimeout(id);
  }, [open, paused, autoDismissMs, setOpen]);

  if (!open) {
    return null;
  }
  return (
    <div
      {...rest}
      ref={ref}
      className={cx('ik-banner', className)}
      data-tone={tone}
      data-state={paused ? 'paused' : 'open'}
      onPointerEnter={(event: PointerEvent<HTMLDivElement>) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLDivElement>) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocused(false);
        }
        onBlur?.(event);
      }}
    >
      <div className="ik-banner-body" role={announce ? 'status' : undefined}>
        {children}
      </div>
      {dismissible && labels !== undefined ? (
        <button type="button" className="ik-banner-dismiss" onClick={() => setOpen(false)}>
          {labels.dismiss}
        </button>
      ) : null}
    </div>
  );
});
