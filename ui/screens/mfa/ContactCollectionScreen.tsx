import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { rejectsEnteredCode, useIdentityStore } from '../../../headless/advanced';
import { type ChannelType } from '../../../headless/client/public';
import { mergeParts } from '../components';
import { useRequest } from '../request';
import { useText, type TextKey } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { CodeForm } from './CodeForm';
import { TryAnotherWay } from './TryAnotherWay';
import { MFA_PARTS, type MfaScreenProps } from './parts';

const ADDRESS_FIELD = 'address';

/**
 * Phone collection, email collection and SMS out-of-wallet (seed 000 §2.2 "phone-collection",
 * "email-collection", "sms-oow"): the user enters a number or address, a code is sent there (channel
 * confirmation), and confirming it runs the next-challenge lookup (§4.3 "channel confirm with
 * lookupNextChallengesOnSuccess").
 */
export function ContactCollectionScreen({ focusOnMount, components }: MfaScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const { state, actions } = useMfa();
  const create = useRequest('createChannelConfirmation');
  const confirm = useRequest('confirmChannel');
  const confirmationId = useIdentityStore((s) => s.mfa.confirmationId);
  const isEmail = state.selected === 'EMAIL_COLLECTION';
  const channelType: ChannelType = isEmail ? 'EMAIL' : 'SMS';
  const controlId = `${useId()}-address`;
  const [attempt, setAttempt] = useState(0);
  const [address, setAddress] = useState<string | null>(null);
  // The key, worded at render: the message follows a locale switch (issue 18 §3).
  const [clientErrorKey, setClientError] = useState<TextKey | null>(null);
  const clientError = clientErrorKey === null ? null : t(clientErrorKey);
  const creates = useAttemptCounter(create.status);
  const confirms = useAttemptCounter(confirm.status);
  const createError = useMfaErrorText(create.errorCode);
  const confirmError = useMfaErrorText(confirm.errorCode);
  const codeStep = address !== null && create.succeeded && confirmationId !== null;
  const title = t(
    codeStep ? 'screen.enterCode' : isEmail ? 'screen.emailCollection' : 'screen.phoneCollection',
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const raw = new FormData(event.currentTarget).get(ADDRESS_FIELD);
    const value = typeof raw === 'string' ? raw.trim() : '';
    setAttempt((n) => n + 1);
    if (value === '') {
      setClientError(isEmail ? 'field.email.required' : 'field.phone.required');
      return;
    }
    setClientError(null);
    setAddress(value);
    actions.sendContactCode(channelType, value);
  };

  return (
    <>
      <P.Heading
        focusKey={`challenge-${state.selected ?? 'collection'}-${codeStep ? 'code' : 'address'}`}
        focusOnMount={focusOnMount}
        documentTitle={title}
      >
        {title}
      </P.Heading>
      {codeStep ? (
        <CodeForm
          parts={P}
          step="challenge"
          intro={<p>{t('code.sentTo', { destination: address })}</p>}
          hint={t('mfa.code.hint')}
          pending={confirm.isPending}
          serverError={confirmError}
          serverAttempt={confirms}
          codeRejected={rejectsEnteredCode(confirm.errorCode)}
          onVerify={(code) => actions.confirmContactCode(channelType, code)}
        />
      ) : (
        <>
          <P.ErrorSummary
            title={t('errorSummary.title')}
            errors={clientError === null ? [] : [{ fieldId: controlId, message: clientError }]}
            focusKey={attempt}
          />
          {createError !== null && clientError === null ? (
            <P.Alert announceKey={`collect-${creates}`}>{createError}</P.Alert>
          ) : null}
          <P.Form data-step="challenge" pending={create.isPending} onSubmit={onSubmit}>
            <P.Field
              label={t(isEmail ? 'label.email' : 'label.phone')}
              hint={t(isEmail ? 'mfa.email.hint' : 'mfa.phone.hint')}
              error={clientError ?? undefined}
              controlId={controlId}
              labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
            >
              <P.TextInput
                name={ADDRESS_FIELD}
                type={isEmail ? 'email' : 'tel'}
                autoComplete={isEmail ? 'email' : 'tel'}
                inputMode={isEmail ? 'email' : 'tel'}
              />
            </P.Field>
            <P.Button type="submit" pending={create.isPending} fullWidth>
              {t('mfa.sendCode')}
            </P.Button>
          </P.Form>
        </>
      )}
      <TryAnotherWay parts={P} />
    </>
  );
}
