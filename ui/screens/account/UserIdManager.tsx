import { useId, type FormEvent, type ReactNode } from 'react';
import { useUserIdManager } from '../../../headless/account';
import { USER_ID_TAKEN, type UserIdClient } from '../../../headless/advanced';
import type { SensitiveSectionScreenProps } from './props';
import {
  AccountSection,
  formText,
  sectionHookOptions,
  useHookErrors,
  useSectionParts,
  ValueRow,
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
  const t = useDetailsText();
  const hook = useUserIdManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
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
    actions.save({ username: formText(new FormData(event.currentTarget), 'username') });
  };
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="userId"
      title={t('account.section.userId')}
      view={
        <ValueRow
          parts={P}
          value={current}
          empty=""
          action={t('account.action.edit')}
          onAction={actions.edit}
          ltr
        />
      }
      form={{
        aal: props.stepUpAal,
        errors: items,
        onSubmit,
        // The catalogue's DUPLICATE_USER words are the sign-up's ("sign in instead"); here the id is taken.
        errorMessage: state.errorCode === USER_ID_TAKEN ? t('account.userId.taken') : null,
      }}
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
    </AccountSection>
  );
}
