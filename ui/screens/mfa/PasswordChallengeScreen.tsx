import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa, useSignIn } from '../../../headless';
import { useIdentityDispatch, useIdentityStore } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { useRequest } from '../request';
import { useErrorText } from '../text';
import { useText, type TextKey } from './text';
import { useAttemptCounter } from './attempts';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

const PASSWORD_FIELD = 'password';

/**
 * Password challenge (seed 000 §2.2 "password") and password collection ("password-collection"). The
 * challenge signs in again with the current password (the username rides along, hidden, for password
 * managers: QUALITY.md a11y 7); collection sets a new password through update user with the next-challenge
 * lookup (§4.3).
 */
export function PasswordChallengeScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state } = useMfa();
  const signIn = useSignIn();
  const dispatch = useIdentityDispatch();
  const update = useRequest('updateUser');
  const username = useIdentityStore((s) => s.session.user.username ?? s.signIn.identifier);
  const collect = state.selected === 'PASSWORD_COLLECTION';
  const controlId = `${useId()}-password`;
  const [attempt, setAttempt] = useState(0);
  // The key, worded at render: the message follows a locale switch (issue 18 §3).
  const [clientErrorKey, setClientError] = useState<TextKey | null>(null);
  const clientError = clientErrorKey === null ? null : t(clientErrorKey);
  const pending = collect ? update.isPending : signIn.state.isSubmitting;
  const serverCode = collect ? update.errorCode : signIn.state.errorCode;
  const serverAttempt = useAttemptCounter(
    collect ? update.status : signIn.state.isSubmitting ? 'IN_PROGRESS' : 'STOPPED',
  );
  const serverError = useErrorText(serverCode);
  const title = t(collect ? 'screen.createPassword' : 'mfa.password.title');

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const raw = new FormData(event.currentTarget).get(PASSWORD_FIELD);
    const password = typeof raw === 'string' ? raw : '';
    setAttempt((n) => n + 1);
    if (password === '') {
      setClientError('field.password.required');
      return;
    }
    setClientError(null);
    if (collect) {
      dispatch({
        type: 'UPDATE_USER_REQUESTED',
        fields: { newPassword: password },
        lookupNextChallengesOnSuccess: true,
      });
    } else {
      signIn.actions.signIn({ username, password });
    }
  };

  return (
    <>
      <P.Heading
        focusKey={`challenge-${state.selected ?? 'PASSWORD'}`}
        focusOnMount={focusOnMount}
        documentTitle={title}
      >
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={clientError === null ? [] : [{ fieldId: controlId, message: clientError }]}
        focusKey={attempt}
      />
      {serverError !== null && clientError === null ? (
        <P.Alert announceKey={`password-${serverAttempt}`}>{serverError.message}</P.Alert>
      ) : null}
      <P.Form data-step="challenge" pending={pending} onSubmit={onSubmit}>
        <p>{t(collect ? 'mfa.passwordCollection.body' : 'mfa.password.body')}</p>
        <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
        <P.Field
          label={t('label.password')}
          error={clientError ?? undefined}
          controlId={controlId}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.PasswordInput
            name={PASSWORD_FIELD}
            autoComplete={collect ? 'new-password' : 'current-password'}
            labels={{ show: t('action.showPassword') }}
          />
        </P.Field>
        <P.Button type="submit" pending={pending} fullWidth>
          {t('action.continue')}
        </P.Button>
      </P.Form>
      <TryAnotherWay parts={P} />
    </>
  );
}
