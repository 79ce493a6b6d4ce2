import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';
import { useMergedRef } from './refs';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithoutRef<'h1'> {
  /** Heading level. @default 1 */
  level?: HeadingLevel | undefined;
  /**
   * Identifies the step this heading titles. Focus moves to the heading when it mounts and whenever this
   * changes, so keyboard and screen-reader users start each new step at its title (QUALITY.md a11y 4).
   */
  focusKey?: string | number | undefined;
  /**
   * Take focus on mount. Screens pass false for the very first step of a page load, so an embedded widget
   * does not pull focus away from the host page before the user has interacted with it. @default true
   */
  focusOnMount?: boolean | undefined;
  /**
   * When given, `document.title` follows it from the first step change on (WCAG 2.4.2, one title per step),
   * and on mount when the heading takes focus on mount (a step reached by the user). The first step of a page
   * load (`focusOnMount` false) leaves the host page's own title alone: the host owns its title at load.
   */
  documentTitle?: string | undefined;
}

/** A step heading that takes focus and updates the document title when the step changes. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 1, focusKey, focusOnMount = true, documentTitle, className, tabIndex, children, ...rest },
  ref,
) {
  const own = useRef<HTMLHeadingElement | null>(null);
  const mergedRef = useMergedRef(ref, own);
  // The step seen last. Comparing keys (not a "mounted" flag) keeps StrictMode's double effect run from
  // counting as a step change.
  const seenKey = useRef<{ key: string | number | undefined } | null>(null);

  useEffect(() => {
    const seen = seenKey.current;
    seenKey.current = { key: focusKey };
    const changed = seen === null ? focusOnMount : seen.key !== focusKey;
    if (changed) {
      own.current?.focus();
    }
    // focusOnMount only matters for the first run; later runs are step changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  // The title seen last (same StrictMode-safe comparison as the focus key above).
  const seenTitle = useRef<{ title: string | undefined } | null>(null);
  useEffect(() => {
    const seen = seenTitle.current;
    seenTitle.current = { title: documentTitle };
    // Start-up cost (issue 5): a title write is a blocking call into the browser (~4 ms per load in the
    // start-up bench's CPU profiles). The first step of a page load does not write it: the host page owns its
    // title at load, and WCAG 2.4.2 asks for a new title when the step CHANGES. Later writes are skipped
    // when the title would not change.
    const changed = seen === null ? focusOnMount : seen.title !== documentTitle;
    if (changed && documentTitle !== undefined && documentTitle !== '' && document.title !== documentTitle) {
      document.title = documentTitle;
    }
    // focusOnMount only matters for the first run, as for focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documentTitle]);

  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      ref={mergedRef}
      // -1: focusable by script (step changes) but not a tab stop.
      tabIndex={tabIndex ?? -1}
      className={cx('ik-heading', className)}
      data-level={level}
    >
      {children}
    </Tag>
  );
});
