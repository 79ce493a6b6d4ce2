import { Suspense, useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { SIGN_UP_FIELD_NAMES } from '../../../headless';
import { lazyChunk, readSignUpInput } from '../../../headless/advanced';
import {
  PasswordField,
  type CollisionFieldProps,
  type PasswordFieldProps,
  type PhoneFieldProps,
} from '../../fields';
import { DeferredEmailField } from '../../fields/DeferredEmailField';
import { DeferredPhoneField } from '../../fields/DeferredPhoneField';
import { SafeLink } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useResolvedLocale } from '../text';
import { useText } from './text';
import { ServerError, StepSection, Summary, useAttempt } from '../sign-in/shared';
import { useSignUpScreen } from './context';
import { formatIsoDate, signUpFieldMessage, SIGN_UP_FIELD_ORDER } from './messages';

export interface SignUpFormParts extends CommonParts {
  readonly EmailField: ComponentType<CollisionFieldProps>;
  readonly PasswordField: ComponentType<PasswordFieldProps>;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

// The email checker and the phone field load after the form has rendered (ui/fields/deferred-field.ts): plain
// inputs with the same labels until then, so the form step's first load stays within 25 kB (issue 6).
export const SIGN_UP_FORM_PARTS: SignUpFormParts = {
  ...COMMON_PARTS,
  EmailField: DeferredEmailField,
  PasswordField,
  PhoneField: DeferredPhoneField,
};

// Create user id (seed 001 §2.8.2): the user-id field is read only by the flows that ask for one (the service
// does not generate the username), from the checker's chunk the email field loads anyway, through Suspense,
// the kit's one lazy mechanism (issue 16 §3).
const collisionChunk = lazyChunk(() => import('../../fields/CollisionField'));

function CreateUserId(props: CollisionFieldProps): ReactNode {
  const { CreateUserIdField } = collisionChunk.read();
  return <CreateUserIdField {...props} />;
}

export interface SignUpFormScreenProps extends ScreenProps {
  readonly components?: Partial<SignUpFormParts> | undefined;
}

/**
 * The sign-up form (seed 001 §4 variants; seed 000 §2.4 layout): email with the account-exists checker,
 * optional confirm-email, name fields unless minimal, password with its checklist (password-signup), PIN (PIN
 * flow), mobile phone (required in the ecosystem flow), consent text with the terms and privacy dates, and the
 * flow's text variant (buy-now, oia). Validation on submit only; the submit button is never disabled.
 */
export function SignUpFormScreen({ components, focusOnMount }: SignUpFormScreenProps): ReactNode {
  const P = mergeParts(SIGN_UP_FORM_PARTS, components);
  const t = useText();
  const locale = useResolvedLocale();
  const { signUp, client, layout, page, setSubmitted } = useSignUpScreen();
  const { state, actions } = signUp;
  const [attempt, nextAttempt] = useAttempt();
  const base = useId();
  const idOf = (field: string): string => `${base}-${field}`;
  const title = t(state.titleKey);
  const submitText = t(state.submitKey);
  const errorOf = (field: (typeof SIGN_UP_FIELD_ORDER)[number]): string | undefined => {
    const reason = state.fieldErrors[field];
    return reason === undefined ? undefined : signUpFieldMessage(t, field, reason);
  };
  const errors = SIGN_UP_FIELD_ORDER.flatMap((field) => {
    const message = errorOf(field);
    return message === undefined ? [] : [{ fieldId: idOf(field), message }];
  });
  const signIn = (email: string): void => page.onSignIn?.(email);
  const hasSignIn = page.signInHref !== undefined || page.onSignIn !== undefined;
  const serverCode = state.errorCode;
  const duplicate = serverCode === 'DUPLICATE_USER';

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const input = readSignUpInput(event.currentTarget);
    setSubmitted({ email: input.email.trim(), phone: (input.phone ?? '').trim() });
    actions.submit(input);
  };

  const errorPrefix = { errorPrefix: t('errorSummary.errorPrefix') };
  // GOV.UK pattern: optional fields say so in their label.
  const optionalName = (field: 'firstName' | 'lastName', autoComplete: string): ReactNode => (
    <P.Field
      label={
        <>
          {t(`label.${field}`)} <span className="font-normal">{t('field.optional')}</span>
        </>
      }
      controlId={idOf(field)}
      error={errorOf(field)}
      labels={errorPrefix}
    >
      <P.TextInput id={idOf(field)} name={SIGN_UP_FIELD_NAMES[field]} autoComplete={autoComplete} />
    </P.Field>
  );
  const subHeaderLink =
    layout.subHeaderLink !== null && page.accountHelpHref !== undefined ? (
      <SafeLink href={page.accountHelpHref}>
        {t(layout.subHeaderLink === 'account' ? 'signUp.accountLink' : 'action.learnMore')}
      </SafeLink>
    ) : null;

  return (
    <StepSection step="form">
      <div
        className="grid gap-1"
        data-header={layout.header}
        data-container={layout.containerBelowHeader ? 'below-header' : undefined}
      >
        <P.Heading focusKey="form" focusOnMount={focusOnMount} documentTitle={title}>
          {title}
        </P.Heading>
        {layout.subHeaderKey !== null ? (
          <p className="text-ik-fg-muted">
            {t(layout.subHeaderKey)} {subHeaderLink}
          </p>
        ) : null}
      </div>
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={serverCode} attempt={attempt} />
      {duplicate && hasSignIn ? (
        // Said once, with one way on (issue 18 §3): the server error above, this link, and the email field
        // keeps its own account-exists banner out (`accountExistsShown`).
        <p>
          {page.signInHref !== undefined ? (
            <SafeLink href={page.signInHref}>{t('signUp.signInInstead')}</SafeLink>
          ) : (
            <P.Button variant="tertiary" onClick={() => signIn(state.email)}>
              {t('signUp.signInInstead')}
            </P.Button>
          )}
        </p>
      ) : null}
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="form" className="grid gap-4">
        {state.checksEmailInUse ? (
          <P.EmailField
            client={client}
            id={idOf('email')}
            name={SIGN_UP_FIELD_NAMES.email}
            error={errorOf('email')}
            inputProps={{ autoComplete: 'email', required: true }}
            signInHref={page.signInHref}
            onSignInInstead={page.onSignIn}
            accountExistsShown={duplicate ? state.email : undefined}
          />
        ) : (
          // Strict user enumeration (the default): a plain email field; whether an account already uses the
          // address is never shown to the visitor (headless SignUpConfig.userEnumeration).
          <P.Field
            label={t('label.email')}
            controlId={idOf('email')}
            error={errorOf('email')}
            labels={errorPrefix}
          >
            <P.TextInput
              {...signUp.getEmailInputProps({ id: idOf('email'), 'aria-invalid': undefined, required: true })}
            />
          </P.Field>
        )}
        {state.showConfirmEmailField ? (
          <P.Field
            label={t('label.confirmEmail')}
            controlId={idOf('confirmEmail')}
            error={errorOf('confirmEmail')}
            labels={errorPrefix}
          >
            <P.TextInput
              {...signUp.getConfirmEmailInputProps({ id: idOf('confirmEmail'), 'aria-invalid': undefined })}
            />
          </P.Field>
        ) : null}
        {state.generateUsername ? null : (
          <Suspense fallback={null}>
            <CreateUserId
              client={client}
              id={idOf('username')}
              name={SIGN_UP_FIELD_NAMES.username}
              error={errorOf('username')}
            />
          </Suspense>
        )}
        {state.showNameFields ? (
          <>
            {optionalName('firstName', 'given-name')}
            {optionalName('lastName', 'family-name')}
          </>
        ) : null}
        {state.showPasswordField ? (
          <P.PasswordField
            id={idOf('password')}
            name={SIGN_UP_FIELD_NAMES.password}
            error={errorOf('password')}
            namesRules={state.fieldErrors.password !== 'required'}
            preset={page.passwordPreset}
            newAccount
          />
        ) : null}
        {state.showPin ? (
          <P.Field
            label={t('label.pin')}
            hint={t('signUp.pin.hint')}
            controlId={idOf('pin')}
            error={errorOf('pin')}
            labels={errorPrefix}
          >
            <P.PasswordInput
              id={idOf('pin')}
              name={SIGN_UP_FIELD_NAMES.pin}
              inputMode="numeric"
              autoComplete="new-password"
              labels={{ show: t('signUp.showPin') }}
            />
          </P.Field>
        ) : null}
        {state.showPhoneField ? (
          <P.PhoneField
            id={idOf('phone')}
            name={SIGN_UP_FIELD_NAMES.phone}
            client={client}
            error={errorOf('phone')}
            // GOV.UK pattern: optional fields say so (the 2021 refresh's hidden marker is layout data only).
            optional={!state.isPhoneRequired}
            hint={state.isPhoneRequired ? t('signUp.phone.hint') : undefined}
            // Sign-up numbers must be US numbers (seed 001 §5 validateUsPhone): no country picker here.
            international={false}
            smsOnly={page.smsOnlyPhone ?? true}
          />
        ) : null}
        <div className="grid gap-1 text-sm text-ik-fg-muted" data-part="consent">
          <p>{t('signUp.consent', { action: submitText })}</p>
          {/* Links on their own (not inside a sentence): each a 24 px target (WCAG 2.5.8), also once wrapped at 320 px. */}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {page.termsHref !== undefined ? (
              <SafeLink href={page.termsHref} className="inline-flex min-h-6 items-center">
                {t('signUp.termsLink')}
              </SafeLink>
            ) : null}
            {page.privacyHref !== undefined ? (
              <SafeLink href={page.privacyHref} className="inline-flex min-h-6 items-center">
                {t('signUp.privacyLink')}
              </SafeLink>
            ) : null}
          </p>
          {layout.showTermsDate && page.termsDate ? (
            <p>{t('signUp.termsDate', { date: formatIsoDate(page.termsDate, locale) })}</p>
          ) : null}
          {layout.showPrivacyDate && page.privacyDate ? (
            <p>{t('signUp.privacyDate', { date: formatIsoDate(page.privacyDate, locale) })}</p>
          ) : null}
          {layout.showRecaptchaTerms ? <p>{t('captcha.terms')}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <P.Button
            type="submit"
            fullWidth
            pending={state.isSubmitting}
            pendingLabel={t('signUp.submitting')}
          >
            {submitText}
          </P.Button>
          {layout.showCancelButton && page.onCancel !== undefined ? (
            <P.Button variant="secondary" fullWidth onClick={page.onCancel}>
              {t('action.cancel')}
            </P.Button>
          ) : null}
        </div>
      </P.Form>
      {layout.showSubFooter && hasSignIn ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('signUp.haveAccount')}</span>
          {page.signInHref !== undefined ? (
            <SafeLink href={page.signInHref}>{t('action.signIn')}</SafeLink>
          ) : (
            <P.Button variant="tertiary" onClick={() => signIn('')}>
              {t('action.signIn')}
            </P.Button>
          )}
        </p>
      ) : null}
    </StepSection>
  );
}
