import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';

/** One line of a checklist: `met` is null before there is anything to check (e.g. an empty password). */
export interface ChecklistItem {
  key: string;
  text: ReactNode;
  met: boolean | null;
}

export interface ChecklistLabels {
  /** Visually hidden state before a met line, e.g. "Done:". From the catalogue. */
  met: string;
  /** Visually hidden state before an unmet line, e.g. "Not yet:". */
  notMet: string;
}

export interface ChecklistProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly ChecklistItem[];
  labels: ChecklistLabels;
}

/**
 * Requirements as visible text with their state (password criteria, seed 000 §5). The state is a symbol plus
 * hidden words, never colour alone (WCAG 1.4.1). It is not a live region: link it to the field with
 * `aria-describedby` (Field's `describedBy`) so it is read with the field, not on every keystroke. Give it
 * an `id` for that.
 */
export const Checklist = withRef<HTMLUListElement, ChecklistProps>(function Checklist({
  items,
  labels,
  className,
  ref,
  ...rest
}) {
  return (
    <ul {...rest} ref={ref} className={cx('ik-checklist', className)}>
      {items.map((item) => {
        const state = item.met === null ? 'pending' : item.met ? 'met' : 'unmet';
        return (
          <li key={item.key} className="ik-checklist-item" data-state={state}>
            <span className="ik-checklist-mark" aria-hidden="true">
              {state === 'met' ? '✓' : state === 'unmet' ? '✗' : '☐'}
            </span>
            <span>
              {state === 'pending' ? null : (
                <>
                  <span className="ik-visually-hidden">
                    {state === 'met' ? labels.met : labels.notMet}
                  </span>{' '}
                </>
              )}
              {item.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
});
