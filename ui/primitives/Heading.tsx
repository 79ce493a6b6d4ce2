import { useRef, type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import { Effect } from './effect';
import { cx } from './cx';
import { ownRef } from './refs';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithoutRef<'h1'> {
  /** Heading level. @default 1 */
  level?: HeadingLevel | undefined;
  /**
   * Identifies the step this heading titles. Focus moves when it mounts and whenever this changes: to the
   * step's first field when the step is a form (named by this heading), else to the heading itself, so
   * keyboard and screen-reader users start each new step at its title or where they type (QUALITY.md a11y 4).
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

/**
 * Where a step change puts focus (issue 18 §3): on the step's first field when the step is a form, so the
 * user can type at once, else on the heading. The step is the heading's parent; only fields after the heading
 * count (not a field of an earlier part of the page). The form is named by the heading
 * (`aria-label`) when it has no name of its own, so a screen reader entering it still hears the step
 * title.
 */
function focusStep(heading: HTMLElement): void {
  const field = Array.from(
    heading.parentElement?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input,select,textarea',
    ) ?? [],
  ).find(
    (candidate) =>
      heading.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !candidate.matches(NOT_A_FIRST_FIELD),
  );
  if (field === undefined) {
    heading.focus();
    return;
  }
  const form = field.form;
  if (form?.matches('[aria-label],[aria-labelledby]') === false) {
    form.setAttribute('aria-label', heading.textContent ?? '');
  }
  field.focus();
}

/** Fields a step's focus skips: disabled, read-only, hidden, and choices (a radio or box is not typed in). */
const NOT_A_FIRST_FIELD =
  ':disabled,[readonly],[type=hidden],[type=checkbox],[type=radio],[hidden],[hidden] *';

/**
 * A step heading that moves focus and updates the document title when the step changes: focus goes to the
 * step's first field when the step is a form, else to the heading (see `focusStep`).
 */
/**
 * A step heading that moves focus and updates the document title when the step changes: focus goes to the
 * step's first field when the step is a form, else to the heading (see `focusStep`).
 */
export const Heading = withRef<HTMLHeadingElement, HeadingProps>(function Heading({
  level = 1,
  focusKey,
  focusOnMount = true,
  documentTitle,
  className,
  tabIndex,
  children,
  ref,
  ...rest
}) {
  const own = useRef<HTMLHeadingElement | null>(null);
  // The step and title seen last, null until a heading that focuses on mount has run. Comparing values (not
  // a "mounted" flag) keeps StrictMode's double effect run from counting as a step change.
  const seen = useRef(focusOnMount ? null : { key: focusKey, title: documentTitle });
  const last = seen.current;
  // The effect mounts only while it has work (issue 19: the first step of a page load mounts none).
  const live = last === null || last.key !== focusKey || last.title !== documentTitle;

  const Tag = `h${level}` as const;
  return (
    <>
      <Tag
        {...rest}
        // Its own ref only while the effect needs it: a ref makes React run its layout commit pass at start-up
        // (issue 19). The render that mounts the effect attaches it, before the effect runs.
        ref={live ? ownRef(ref, own) : ref}
        // -1: focusable by script (step changes) but not a tab stop.
        tabIndex={tabIndex ?? -1}
        className={cx('ik-heading', className)}
        data-level={level}
        // The first step of a page load: the theme does not fade it in (components.css, `.ik-card-main`).
        data-first-step={focusOnMount ? undefined : ''}
      >
        {children}
      </Tag>
      {live ? (
        <Effect
          run={() => {
            // Read again here: StrictMode runs a new effect twice, and the second run must see the first's.
            const prev = seen.current;
            seen.current = { key: focusKey, title: documentTitle };
            if ((prev === null || prev.key !== focusKey) && own.current !== null) {
              focusStep(own.current);
            }
            // Start-up cost (issue 5): a title write is a blocking call into the browser (~4 ms per load in
            // the start-up bench's CPU profiles). The first step of a page load does not write it: the host
            // page owns its title at load, and WCAG 2.4.2 asks for a new title when the step CHANGES. Later
            // writes are skipped when the title would not change.
            if (
              (prev === null || prev.title !== documentTitle) &&
              documentTitle &&
              document.title !== documentTitle
            ) {
              document.title = documentTitle;
            }
          }}
        />
      ) : null}
    </>
  );
});
