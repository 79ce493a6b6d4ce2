import type { ComponentType, ReactNode } from 'react';
import { usePasswordField, type UsePasswordFieldOptions } from '../../headless';
import {
  Checklist,
  Field,
  PasswordInput,
  type ChecklistProps,
  type FieldProps,
  type PasswordInputProps,
} from '../primitives';
import { mergeParts } from '../screens/components';
import { useText } from './text';
import type { PasswordTipsProps } from './PasswordTips';
import { lazyChunk } from '../../headless/advanced';
import { useChunk } from './deferred-field';

// Radix Tooltip (about 20 kB) is an extra: it loads after the field renders, so the rules never wait for it.
const passwordTips = lazyChunk(() => import('./PasswordTips').then((m) => m.PasswordTips));

function DeferredPasswordTips(props: PasswordTipsProps): ReactNode {
  const Tips = useChunk(passwordTips);
  return Tips === null ? null : <Tips {...props} />;
}

export interface PasswordFieldParts {
  readonly Field: ComponentType<FieldProps>;
  readonly PasswordInput: ComponentType<PasswordInputProps>;
  readonly Checklist: ComponentType<ChecklistProps>;
  /** The tooltip with password tips (an extra: the same advice is in the field's visible hint). */
  readonly Tips: ComponentType<PasswordTipsProps>;
}

export const PASSWORD_FIELD_PARTS: PasswordFieldParts = {
  Field,
  PasswordInput,
  Checklist,
  Tips: DeferredPasswordTips,
};

export interface PasswordFieldProps extends Pick<
  UsePasswordFieldOptions,
  | 'preset'
  | 'minLength'
  | 'policy'
  | 'username'
  | 'email'
  | 'disallowedWords'
  | 'onEvent'
  | 'defaultValue'
  | 'onValueChange'
  | 'newAccount'
> {
  /** Visible label. @default t('label.password') */
  readonly label?: ReactNode;
  /** Input name (form field). @default 'password' */
  readonly name?: string | undefined;
  /** @default 'new-password' */
  readonly autoComplete?: 'new-password' | 'current-password' | undefined;
  /** Inline error after a submit (same words as the error summary). */
  readonly error?: ReactNode;
  /**
   * The error is a refused password (not a missing one): while checklist lines are unmet, the inline error names
   * them instead ("Your password needs: at least 8 characters; …", issue 18 §3). @default false
   */
  readonly namesRules?: boolean | undefined;
  /** Control id (error summary links point at it). */
  readonly id?: string | undefined;
  /** Show the tips tooltip next to the label's hint. @default true */
  readonly showTips?: boolean | undefined;
  readonly components?: Partial<PasswordFieldParts> | undefined;
}

/**
 * New-password field (seed 000 §2.3, §4.8): the criteria checklist is always visible and linked to the input
 * with `aria-describedby`; the tooltip only repeats advice that is also in the visible hint (QUALITY.md a11y 6).
 * The checker's focus-out failure (`phase`) styles the checklist only: the field is marked invalid after a
 * submit, never while typing (QUALITY.md a11y 3; the spec's on-blur failure is data in `state.phase`).
 */
export function PasswordField({
  label,
  name = 'password',
  autoComplete = 'new-password',
  error,
  namesRules,
  id,
  showTips = true,
  components,
  ...options
}: PasswordFieldProps): ReactNode {
  const P = mergeParts(PASSWORD_FIELD_PARTS, components);
  const t = useText();
  const field = usePasswordField({ ...options, name, autoComplete, ...(id !== undefined ? { id } : {}) });
  const { state, actions } = field;
  const inputProps = field.getInputProps();
  const { type: _type, 'aria-invalid': _invalid, ...rest } = inputProps;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const items = state.checklist.map((line) => ({
    key: line.key,
    text: t(`password.${line.key}`, line.params),
    met: line.met,
  }));
  // "Your password needs: at least 8 characters; at least one number." The checklist's own title and lines (no
  // text of its own, for the sign-up first-load budget); the lines lose their list-item capital in the sentence.
  const unmet = items.flatMap((item) => (item.met === false ? [item.text.toLowerCase()] : []));
  const shownError =
    hasError && namesRules && unmet[0] ? `${t('password.checklistTitle')} ${unmet.join('; ')}.` : error;
  return (
    <P.Field
      label={label ?? t('label.password')}
      hint={t('password.hint')}
      error={shownError}
      controlId={state.inputId}
      describedBy={state.criteriaId}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      <P.PasswordInput
        {...rest}
        // The Field adds hint and error ids; the criteria list comes through `describedBy`.
        aria-describedby={undefined}
        invalid={hasError}
        labels={{ show: t('action.showPassword') }}
        revealed={state.visible}
        onRevealedChange={actions.setVisible}
      />
      <div {...field.getCriteriaProps({ className: 'ik-password-criteria grid gap-1 text-sm' })}>
        <p className="text-ik-fg-muted">{t('password.checklistTitle')}</p>
        <P.Checklist items={items} labels={{ met: t('password.met'), notMet: t('password.notMet') }} />
      </div>
      {showTips ? <P.Tips label={t('fields.password.tips')} content={t('password.hint')} /> : null}
    </P.Field>
  );
}
