import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfa, usePostAuth } from '../../../headless';
import { mergeParts } from '../components';
import { useRequest } from '../request';
import { useErrorText } from '../text';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/** Consent type recorded for the OAuth sign-in consent (seed 000 §3.7 consent step). */
export const OAUTH_CONSENT_TYPE = 'OAUTH_SCOPES';
const CONSENT_FIELD = 'consent';

/**
 * Consent step (seed 000 §3.7): what the app will see, a checkbox to agree, Accept and Decline. Accept
 * without the box ticked shows the error summary (the button is never disabled). The choice is recorded with
 * collect consent; the step finishes once it is stored.
 */
export function ConsentScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const mfa = useMfa();
  const { actions } = usePostAuth();
  const request = useRequest('collectConsent');
  const controlId = `${useId()}-consent`;
  const [attempt, setAttempt] = useState(0);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const serverError = useErrorText(sent ? request.errorCode : null);
  const title = t('screen.termsConsent');
  const error = missing ? t('postAuth.consent.required') : undefined;

  useEffect(() => {
    if (sent && request.succeeded) {
      actions.finishStep('consent');
    }
  }, [sent, request.succeeded, actions]);

  const record = (granted: boolean): void => {
    setSent(true);
    mfa.actions.submitConsent([{ consentType: OAUTH_CONSENT_TYPE, granted }]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const ticked = new FormData(event.currentTarget).get(CONSENT_FIELD) !== null;
    setAttempt((n) => n + 1);
    setMissing(!ticked);
    if (ticked) {
      record(true);
    }
  };

  return (
    <>
      <P.Heading focusKey="consent" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={error === undefined ? [] : [{ fieldId: controlId, message: error }]}
        focusKey={attempt}
      />
      {serverError !== null ? (
        <P.Alert announceKey={`consent-${attempt}`}>{serverError.message}</P.Alert>
      ) : null}
      <P.Form data-step="consent" pending={request.isPending} onSubmit={onSubmit}>
        <p>{t('postAuth.consent.body')}</p>
        <div className="ik-field" data-invalid={error === undefined ? undefined : 'true'}>
          {error !== undefined ? (
            <p id={`${controlId}-error`} className="ik-field-error">
              <span className="ik-visually-hidden">{t('errorSummary.errorPrefix')}</span> {error}
            </p>
          ) : null}
          <P.Checkbox
            id={controlId}
            name={CONSENT_FIELD}
            value="granted"
            invalid={missing}
            aria-describedby={error === undefined ? undefined : `${controlId}-error`}
            label={t('postAuth.consent.label')}
          />
        </div>
        <P.Button type="submit" pending={request.isPending} fullWidth>
          {t('action.accept')}
        </P.Button>
        <P.Button variant="secondary" fullWidth onClick={() => record(false)} data-action="decline">
          {t('action.decline')}
        </P.Button>
      </P.Form>
    </>
  );
}
