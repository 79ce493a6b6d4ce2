import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { ChoiceList } from '../choice-list';
import { mergeParts } from '../components';
import { useErrorText } from '../text';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/** Field name of the picker's radio group. */
export const REALM_FIELD_NAME = 'realmId';

/**
 * Realm (company) picker after sign-in (seed 000 §4.3 "then choose a realm", the v2 realm-picker): one radio
 * per realm of the user, named by its display name with Personal / Business as the hint, and one Continue.
 * Choosing nothing shows the error summary; a refused choice shows the service's error and keeps the list.
 * The flow shows this only with two realms or more (post-auth/machine.ts).
 */
export function RealmPickerScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const { state, actions } = usePostAuth();
  const [attempt, setAttempt] = useState(0);
  const [missing, setMissing] = useState(false);
  const baseId = useId();
  const serverError = useErrorText(state.errorCode);
  const title = t('screen.companyPicker');
  const error = missing ? t('postAuth.realm.required') : undefined;
  const pending = state.status === 'IN_PROGRESS';

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const value = new FormData(event.currentTarget).get(REALM_FIELD_NAME);
    setAttempt((n) => n + 1);
    if (typeof value !== 'string' || value === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    actions.chooseRealm(value);
  };

  return (
    <>
      <P.Heading focusKey="realmPicker" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={error === undefined ? [] : [{ fieldId: `${baseId}-0`, message: error }]}
        focusKey={attempt}
      />
      {serverError !== null ? (
        <P.Alert announceKey={`realm-${attempt}`}>{serverError.message}</P.Alert>
      ) : null}
      <P.Form data-step="realmPicker" pending={pending} onSubmit={onSubmit}>
        <ChoiceList
          kind="radio"
          parts={P}
          legend={t('postAuth.realm.legend')}
          error={error}
          errorPrefix={t('errorSummary.errorPrefix')}
          name={REALM_FIELD_NAME}
          choices={(state.realms ?? []).map((realm, index) => ({
            id: `${baseId}-${String(index)}`,
            value: realm.realmId,
            title: realm.displayName,
            detail:
              realm.realmType === 'BUSINESS'
                ? t('postAuth.realm.business')
                : realm.realmType === 'PERSONAL'
                  ? t('postAuth.realm.personal')
                  : undefined,
            data: { 'data-realm': realm.realmId },
          }))}
        />
        <P.Button type="submit" pending={pending} fullWidth>
          {t('action.continue')}
        </P.Button>
      </P.Form>
    </>
  );
}
