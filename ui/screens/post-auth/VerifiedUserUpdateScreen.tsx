import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { useIdentityStore } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { useRequest } from '../request';
import { useErrorText } from '../text';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

type FieldKey = 'phone' | 'email' | 'givenName' | 'familyName';

// Keys, worded at render: an error follows a locale switch (issue 18 §3).
const REQUIRED_KEY = {
  phone: 'field.phone.required',
  email: 'field.email.required',
  givenName: 'field.firstName.required',
  familyName: 'field.lastName.required',
} as const;
type RequiredKey = (typeof REQUIRED_KEY)[FieldKey];

/**
 * Verified-user update (seed 000 §4.7): asks exactly what the hook's display elements say (phone, email,
 * full name), shows Skip only when `skipButton` and the learn-more link only when `learnMoreLink`. Phone,
 * email and full name are saved with `usePostAuth().actions.saveVerifiedUserUpdate` (update user, then the
 * contact info recorded as UPDATED); the flow then moves to the next step on its own.
 */
export function VerifiedUserUpdateScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const { state, actions } = usePostAuth();
  const update = useRequest('updateUser');
  const skip = useRequest('recordContactInfoSkip');
  const learnMoreHref = useIdentityStore((s) => s.config.vuuLearnMoreLink);
  const baseId = useId();
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, RequiredKey>>>({});
  // The server error shown is the one of the user's last action on this step: save or skip.
  const [sent, setSent] = useState<'save' | 'skip' | null>(null);
  const serverError = useErrorText(
    sent === 'save' ? update.errorCode : sent === 'skip' ? skip.errorCode : null,
  );
  const elements = state.vuuDisplayElements;
  const title = t('postAuth.vuu.title');

  if (elements === null) {
    return (
      <P.Status data-step="verifiedUserUpdate" data-state="loading">
        {t('postAuth.working')}
      </P.Status>
    );
  }

  const ids: Record<FieldKey, string> = {
    phone: `${baseId}-phone`,
    email: `${baseId}-email`,
    givenName: `${baseId}-given`,
    familyName: `${baseId}-family`,
  };
  const asked: FieldKey[] = [
    ...(elements.phone ? (['phone'] as const) : []),
    ...(elements.email ? (['email'] as const) : []),
    ...(elements.fullName ? (['givenName', 'familyName'] as const) : []),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const data = new FormData(event.currentTarget);
    const value = (key: FieldKey): string => {
      const raw = data.get(key);
      return typeof raw === 'string' ? raw.trim() : '';
    };
    const found: Partial<Record<FieldKey, RequiredKey>> = {};
    for (const key of asked) {
      if (value(key) === '') {
        found[key] = REQUIRED_KEY[key];
      }
    }
    setAttempt((n) => n + 1);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    setSent('save');
    actions.saveVerifiedUserUpdate({
      ...(elements.phone ? { phone: value('phone') } : {}),
      ...(elements.email ? { email: value('email') } : {}),
      ...(elements.fullName ? { givenName: value('givenName'), surName: value('familyName') } : {}),
    });
  };

  const errorText = (key: FieldKey): string | undefined => {
    const found = errors[key];
    return found === undefined ? undefined : t(found);
  };

  const field = (key: FieldKey, label: string, input: ReactNode): ReactNode => (
    <P.Field
      key={key}
      label={label}
      error={errorText(key)}
      controlId={ids[key]}
      labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
    >
      {input}
    </P.Field>
  );

  return (
    <>
      <P.Heading focusKey="verifiedUserUpdate" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.ErrorSummary
        title={t('errorSummary.title')}
        errors={asked.flatMap((key) => {
          const message = errorText(key);
          return message === undefined ? [] : [{ fieldId: ids[key], message }];
        })}
        focusKey={attempt}
      />
      {serverError !== null ? <P.Alert announceKey={`vuu-${attempt}`}>{serverError.message}</P.Alert> : null}
      <P.Form data-step="verifiedUserUpdate" pending={update.isPending} onSubmit={onSubmit}>
        <p>{t('postAuth.vuu.body')}</p>
        {elements.phone
          ? field('phone', t('label.phone'), <P.TextInput name="phone" type="tel" autoComplete="tel" />)
          : null}
        {elements.email
          ? field('email', t('label.email'), <P.TextInput name="email" type="email" autoComplete="email" />)
          : null}
        {elements.fullName ? (
          <>
            {field(
              'givenName',
              t('label.firstName'),
              <P.TextInput name="givenName" autoComplete="given-name" />,
            )}
            {field(
              'familyName',
              t('label.lastName'),
              <P.TextInput name="familyName" autoComplete="family-name" />,
            )}
          </>
        ) : null}
        <P.Button type="submit" pending={update.isPending} pendingLabel={t('postAuth.vuu.saving')} fullWidth>
          {t('postAuth.vuu.submit')}
        </P.Button>
      </P.Form>
      <div className="grid justify-items-start gap-2">
        {elements.skipButton ? (
          <P.Button
            variant="tertiary"
            pending={skip.isPending}
            pendingLabel={t('postAuth.vuu.saving')}
            onClick={() => {
              setAttempt((n) => n + 1);
              setSent('skip');
              actions.skipVerifiedUserUpdate();
            }}
            data-action="skip"
          >
            {t('action.skip')}
          </P.Button>
        ) : null}
        {elements.learnMoreLink && learnMoreHref !== null ? (
          <P.Link href={learnMoreHref} target="_blank" data-action="learn-more">
            {t('action.learnMore')}
          </P.Link>
        ) : null}
      </div>
    </>
  );
}
