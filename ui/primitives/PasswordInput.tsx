import { useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { withRef } from './with-ref';
import { Effect } from './effect';
import { cx } from './cx';
import { controllableSetter } from './controllable-setter';
import { useControlWiring } from './field-context';
import { ownRef } from './refs';

export interface PasswordInputLabels {
  /**
   * Name of the show/hide toggle, e.g. "Show password". It stays the same in both states: the toggle is a
   * pressed/not-pressed button (`aria-pressed`), and changing a toggle's name as well would say it twice.
   */
  show: string;
}

export interface PasswordInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'maxLength'> {
  labels: PasswordInputLabels;
  /** Password shown as text (controlled). */
  revealed?: boolean | undefined;
  /** @default false */
  defaultRevealed?: boolean | undefined;
  onRevealedChange?: ((revealed: boolean) => void) | undefined;
  /** Value of the `passwordrules` attribute (built by `toPasswordRulesAttribute` from the same policy as the checklist). */
  passwordRules?: string | undefined;
  /** Same as `passwordRules`, under the DOM attribute's name, so a headless prop getter can be spread in. */
  passwordrules?: string | undefined;
  invalid?: boolean | undefined;
  /** Class of the wrapper holding input and toggle. */
  wrapperClassName?: string | undefined;
  /** Class of the toggle button. */
  toggleClassName?: string | undefined;
}

/**
 * Password input with a show/hide toggle (QUALITY.md a11y 6, security 11): no `maxlength` (the type omits
 * it), paste never blocked, `passwordrules` passed through. The toggle keeps focus, and the password is
 * hidden again when its form is submitted, so the browser's password manager sees a password field and the
 * text is not left on screen.
 */
export const PasswordInput = withRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({
  labels,
  revealed: revealedProp,
  defaultRevealed = false,
  onRevealedChange,
  passwordRules,
  passwordrules,
  invalid,
  wrapperClassName,
  toggleClassName,
  className,
  ref,
  ...rest
}) {
  // useControllableState's state without its memo (issue 19 start-up JS: the first step then calls no memo
  // hook). The kit's screens leave it uncontrolled without a listener, where the setter is React's own and
  // stable; otherwise a new one per render only makes the hide-on-submit effect (keyed on it) subscribe again.
  const [own, setOwn] = useState(defaultRevealed);
  const revealed = revealedProp ?? own;
  const setRevealed = controllableSetter(revealedProp !== undefined, setOwn, onRevealedChange);
  const wiring = useControlWiring({ ...rest, invalid });
  const input = useRef<HTMLInputElement | null>(null);
  const rules = passwordRules ?? passwordrules;

  // `passwordrules` is not a React DOM prop; React 19 passes unknown lower-case attributes through as strings.
  const rulesAttribute: Record<string, string> = rules ? { passwordrules: rules } : {};

  return (
    <div className={cx('ik-password', wrapperClassName)} data-state={revealed ? 'revealed' : 'hidden'}>
      <input
        {...rest}
        {...wiring}
        {...rulesAttribute}
        // Its own ref only once revealed (the submit effect reads the form then): a ref makes React run its
        // layout commit pass at start-up (issue 19). Kept from then on.
        ref={revealed || input.current ? ownRef(ref, input) : ref}
        type={revealed ? 'text' : 'password'}
        // Shown as text, a password must not go to spell-check services or be auto-corrected.
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        className={cx('ik-input', className)}
      />
      <button
        type="button"
        className={cx('ik-button', toggleClassName)}
        data-variant="tertiary"
        aria-pressed={revealed}
        aria-controls={wiring.id}
        onClick={() => setRevealed(!revealed)}
      >
        {/* An eye drawn by CSS inside the field's end edge (VISUAL.md); the name stays text for assistive technology. */}
        <span className="ik-visually-hidden">{labels.show}</span>
      </button>
      {/* Mounted only while revealed, so a hidden password (every first step) mounts no effect (issue 19). */}
      {revealed ? hideOnSubmit(input, setRevealed) : null}
    </div>
  );
});

/**
 * Hides the password when its form is submitted; the input's ref is attached by then. A function of its own,
 * called only while the password shows: the first step of a page load compiles none of it (issue 19).
 */
function hideOnSubmit(
  own: RefObject<HTMLInputElement | null>,
  setRevealed: (revealed: boolean) => void,
): ReactNode {
  return (
    <Effect
      run={() => {
        const form = own.current?.form;
        if (form === null || form === undefined) {
          return undefined;
        }
        const hide = (): void => setRevealed(false);
        form.addEventListener('submit', hide);
        return () => form.removeEventListener('submit', hide);
      }}
      deps={[setRevealed]}
    />
  );
}
