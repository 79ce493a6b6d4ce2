import { useId, type FormEvent, type ReactNode } from 'react';
import { usePasswordManager } from '../../../headless/account';
import type { PasswordClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import {
  GuardedEditForm,
  SavedNotice,
  SectionFrame,
  sectionHookOptions,
  useHookErrors,
  useOnIncrease,
} from './shared';
import { useText } from './text';

/** Props of {@link PasswordManager}. */
export interface PasswordManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `PASSWORD_CLIENT_METHODS`). */
  readonly client: PasswordClient;
  /**
   * The signed-in user's user id, put in a hidden `username` field so password managers update the right
   * entry (QUALITY.md a11y 7), and checked against the new password by the field's rules.
   */
  readonly username?: string | undefined;
}

/**
 * Password manager (seed 000 §2.1): current, new (the sign-up field with its checklist) and confirmation,
 * "sign out of all other devices", a step-up to the offering's level first. The passwords are read from the
 * form on submit and never enter state.
 */
export function PasswordManager(props: PasswordManagerProps): ReactNode {
  const { username, stepUpAal, components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = usePasswordManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const base = useId();
  const ids = {
    currentPassword: `${base}-current`,
    newPassword: `${base}-new`,
    confirmPassword: `${base}-confirm`,
  };
  const { items, errorFor } = useHookErrors(state, ids, (field, reason) => {
    if (reason === 'mismatch') {
      return t('account.password.mismatch');
    }
    if (field === 'confirmPassword') {
      return t('field.confirmPassword.required');
    }
    return t(reason === 'required' ? 'field.password.required' : 'field.password.invalid');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const form = new FormData(event.currentTarget);
    const read = (name: string): string => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    actions.save({
      currentPassword: read('currentPassword'),
      newPassword: read('newPassword'),
      confirmPassword: read('confirmPassword'),
      signOutElsewhere: form.has('signOutElsewhere'),
    });
  };
  const labels = { errorPrefix: t('errorSummary.errorPrefix') };
  const show = { show: t('action.showPassword') };
  const result = state.data;
  const savedText =
    result === null
      ? undefined
      : result.signOutFailed
        ? t('account.password.signOutFailed')
        : result.signedOutElsewhere
          ? t('account.password.signedOutElsewhere')
          : t('account.password.changed');
  return (
    <SectionFrame parts={P} name="password" title={t('account.section.password')} state={state}>
      {state.step === 'view' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ik-fg-muted">{t('account.password.body')}</p>
          <P.Button variant="secondary" onClick={actions.edit} data-action="edit">
            {t('account.action.changePassword')}
          </P.Button>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <>
          <GuardedEditForm parts={P} hook={hook} aal={stepUpAal} errors={items} onSubmit={onSubmit}>
            {username !== undefined ? (
              <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            ) : null}
            <P.Field
              label={t('account.password.current')}
              controlId={ids.currentPassword}
              error={errorFor('currentPassword')}
              labels={labels}
            >
              <P.PasswordInput
                id={ids.currentPassword}
                name="currentPassword"
                autoComplete="current-password"
                labels={show}
                invalid={errorFor('currentPassword') !== undefined || state.errorCode === 'INVALID_PASSWORD'}
              />
            </P.Field>
            <P.PasswordField
              id={ids.newPassword}
              name="newPassword"
              label={t('account.password.new')}
              error={errorFor('newPassword')}
              // A refused (not missing) new password names its unmet rules, as on sign-up (issue 18 §3).
              namesRules={state.fieldErrors['newPassword'] !== 'required'}
              {...(username !== undefined ? { username } : {})}
            />
            <P.Field
              label={t('account.password.confirm')}
              controlId={ids.confirmPassword}
              error={errorFor('confirmPassword')}
              labels={labels}
            >
              <P.PasswordInput
                id={ids.confirmPassword}
                name="confirmPassword"
                autoComplete="new-password"
                labels={show}
                invalid={errorFor('confirmPassword') !== undefined}
              />
            </P.Field>
            <P.Checkbox
              name="signOutElsewhere"
              defaultChecked
              label={t('account.password.signOutElsewhere')}
            />
          </GuardedEditForm>
        </>
      ) : null}
      <SavedNotice
        parts={P}
        saved={state.step === 'view' ? state.saved : 0}
        {...(savedText !== undefined ? { text: savedText } : {})}
      />
    </SectionFrame>
  );
}
