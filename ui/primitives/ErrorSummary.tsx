import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { useMergedRef } from './refs';

/** One error of the summary: the field it belongs to and the same words as that field's inline error. */
export interface ErrorSummaryItem {
  /** Id of the control the link moves focus to (the `controlId` of its <Field>). */
  fieldId: string;
  message: string;
  /**
   * The field shows this error inline next to it. @default true. An error away from its field (`false`) always
   * gets the summary.
   */
  inline?: boolean | undefined;
}

export interface ErrorSummaryProps extends ComponentPropsWithoutRef<'div'> {
  /** Heading of the summary, e.g. "There is a problem". From the catalogue. */
  title: string;
  errors: readonly ErrorSummaryItem[];
  /** Changes on each submit (an attempt counter), so the summary takes focus again even with the same errors. */
  focusKey?: string | number | undefined;
  /** Text under the title. */
  description?: ReactNode;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3 | 4 | undefined;
}

function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (target === null) {
    return false;
  }
  target.focus({ preventScroll: true });
  // Scroll the label into view too, not just the input (GOV.UK pattern): the user sees what the field is.
  const label =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.labels?.[0]
      : undefined;
  (label ?? target).scrollIntoView?.({ block: 'start' });
  return true;
}

/**
 * GOV.UK error summary (QUALITY.md a11y 3): appears at the top on a submit with two or more errors, or an error
 * away from its field, takes focus, and holds one link per error that moves focus to its field. One error shown
 * next to its field gets no summary (issue 18 §3, VISUAL.md): that field takes focus instead, so its inline
 * error (in its description) is read. Renders nothing without errors.
 */
export const ErrorSummary = withRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({
  title,
  errors,
  focusKey,
  description,
  titleLevel = 2,
  className,
  ref,
  ...rest
}) {
  const own = useRef<HTMLDivElement | null>(null);
  const mergedRef = useMergedRef(ref, own);
  const titleId = `${useId()}-title`;
  const hasErrors = errors.length > 0;
  const shown = errors.length > 1 || errors.some((error) => error.inline === false);
  const only = shown ? '' : (errors[0]?.fieldId ?? '');

  useEffect(() => {
    if (!hasErrors) {
      return;
    }
    if (only === '') {
      own.current?.focus();
    } else {
      focusField(only);
    }
  }, [hasErrors, only, focusKey]);

  if (!shown) {
    return null;
  }
  const Title = `h${titleLevel}` as const;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string): void => {
    if (focusField(fieldId)) {
      event.preventDefault();
    }
  };
  return (
    <div
      {...rest}
      ref={mergedRef}
      // Focusable by script only; focused on appearance so the summary is read first.
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx('ik-error-summary', className)}
      data-state="invalid"
    >
      <div role="alert">
        <Title id={titleId} className="ik-error-summary-title">
          {title}
        </Title>
        {description !== undefined ? <div>{description}</div> : null}
        <ul className="ik-error-summary-list">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => onLinkClick(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
