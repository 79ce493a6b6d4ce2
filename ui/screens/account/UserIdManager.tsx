import { useId, type FormEvent, type ReactNode } from 'react';
import { useUserIdManager } from '../../../headless/account';
import { USER_ID_TAKEN, type UserIdClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { GuardedEditForm } from './guarded-form';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import {
  LoadState,
  SavedNotice,
  SectionFrame,
  sectionHookOptions,
  useHookErrors,
  useOnIncrease,
} from './shared';
import { useDetailsText } from './text-details';

/** Props of {@link UserIdManager}. */
export interface UserIdManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `USER_ID_CLIENT_METHODS`). */
  readonly client: UserIdClient;
}

/**
 * User-id manager (seed 000 §2.1, seed 001 §2 `userid`): the user id; Edit checks a new one with the sign-up
 * rule (4 to 256 characters, no spaces) and the availability call, and saves it behind a step-up.
 */
export function UserIdManager(props: UserIdManagerProps): ReactNode {
  const { stepUpAal, components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useDetailsText();
  const hook = useUserIdManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const controlId = `${useId()}-userId`;
  const { items, errorFor } = useHookErrors(state, { username: controlId }, (_field, reason) =>
    t(
      reason === 'required'
        ? 'field.userId.required'
        : reason === 'tooShort'
          ? 'account.userId.tooShort'
          : reason === 'tooLong'
            ? 'account.userId.tooLong'
            : reason === 'whitespace'
              ? 'account.userId.whitespace'
              : 'field.userId.invalid',
    ),
  );
  const current = state.data?.username ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const value = new FormData(event.currentTarget).get('username');
    actions.save({ username: typeof value === 'string' ? value : '' });
  };
  return (
    <SectionFrame parts={P} name="userId" title={t('account.section.userId')} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && state.data !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p dir="ltr" className="break-all">
            {current}
          </p>
          <P.Button variant="secondary" onClick={actions.edit} data-action="edit">
            {t('account.action.edit')}
          </P.Button>
        </div>
      ) : null}
      {state.step === 'edit' ? (
        <GuardedEditForm
          parts={P}
          hook={hook}
          aal={stepUpAal}
          errors={items}
          onSubmit={onSubmit}
          // The catalogue's DUPLICATE_USER words are the sign-up's ("sign in instead"); here the id is taken.
          errorMessage={state.errorCode === USER_ID_TAKEN ? t('account.userId.taken') : null}
        >
          <P.Field
            label={t('account.userId.label')}
            hint={t('account.userId.hint')}
            controlId={controlId}
            error={errorFor('username')}
            labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
          >
            <P.TextInput
              id={controlId}
              name="username"
              defaultValue={current}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              invalid={errorFor('username') !== undefined}
            />
          </P.Field>
        </GuardedEditForm>
      ) : null}
      <SavedNotice parts={P} saved={state.step === 'view' ? state.saved : 0} />
    </SectionFrame>
  );
}
