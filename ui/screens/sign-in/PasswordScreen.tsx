import { useContext, useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useOffering, useSignIn, type SignInActions, type UseSignIn } from '../../../headless';
import type { ErrorSummaryItem, FieldLabels } from '../../primitives';
import { mergeParts, type SignInFieldScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useCoreText as useText, useErrorText, type CoreTextKey, type TextFn } from '../text';
import { CaptchaSlot, type CaptchaSlotProps } from './CaptchaSlot';
import { usePasskeyAutofill } from './step-effects';
import { Effect } from '../../primitives/effect';
import {
  BelowFirstHeading,
  offeringLinks,
  serverAlert,
  Summary,
  useAttempt,
  validationItems,
} from './shared';

export interface PasswordParts extends CommonParts {
  /** The captcha slot the host fills (shown once the service asks for a captcha). */
  readonly Captcha: ComponentType<CaptchaSlotProps>;
}

export const PASSWORD_PARTS: PasswordParts = { ...COMMON_PARTS, Captcha: CaptchaSlot };

export interface PasswordScreenProps extends SignInFieldScreenProps {
  readonly components?: Partial<PasswordParts> | undefined;
}

const CAPTCHA_FIELD = 'captchaToken';

function clearInput(id: string): void {
  const input = document.getElementById(id);
  if (input instanceof HTMLInputElement) {
    input.value = '';
  }
}

/**
 * The marks of a refused submit or a server failure: the error-summary items, each field's inline error and
 * `aria-invalid`, and the fields' labels (the inline error's prefix).
 */
type Failure = readonly [
  errors: readonly ErrorSummaryItem[],
  identifierError: string | undefined,
  passwordError: string | undefined,
  identifierInvalid: true | undefined,
  passwordInvalid: true | undefined,
  fieldLabels: FieldLabels | undefined,
];

/** No failure (every first step of a page load): no error, nothing invalid, no prefix to word. */
const NO_FAILURE: Failure = [[], undefined, undefined, undefined, undefined, undefined];

/** The message of the error about `fieldId`, if any. */
function messageFor(errors: readonly ErrorSummaryItem[], fieldId: string): string | undefined {
  return errors.find((error) => error.fieldId === fieldId)?.message;
}

/** The typed captcha token (the visible captcha's field), or '' when there is none. */
function captchaToken(form: HTMLFormElement): string {
  const value = new FormData(form).get(CAPTCHA_FIELD);
  return typeof value === 'string' ? value : '';
}

/**
 * Password step (seed 000 §4.3): the identifier typed here, or, after identifier-first or with a read-only
 * prefilled user id, "Signing in as ..." with the username in a hidden field so password managers save
 * the right pair (QUALITY.md a11y 7). A wrong password keeps the identifier and clears only the password.
 */
export function PasswordScreen({
  components,
  focusOnMount,
  passkeyAutofill,
}: PasswordScreenProps): ReactNode {
  const P = mergeParts(PASSWORD_PARTS, components);
  const t = useText();
  const { state, actions, getFormProps, getIdentifierInputProps, getPasswordInputProps } = useSignIn();
  const [attempt, nextAttempt] = useAttempt();
  const belowHeading = useContext(BelowFirstHeading);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const baseId = useId();
  const identifierId = `${baseId}-identifier`;
  const passwordId = `${baseId}-password`;
  // Only the captcha's error and markup use it (inner or own functions): the first step makes none of it.
  const captchaId = (): string => `${baseId}-captcha`;
  // The hook refuses an empty identifier or password (state.validationErrors); the screen only words them.
  // The visible captcha's token is this screen's own widget, checked here.
  // Worded only after a submit that refused something: an inner function, so a page load compiles none of it.
  const refused = (): ErrorSummaryItem[] => [
    ...validationItems(state.validationErrors, {
      identifier: { fieldId: identifierId, message: t('signIn.identifier.required') },
      password: { fieldId: passwordId, message: t('field.password.required') },
    }),
    ...(captchaMissing ? [{ fieldId: captchaId(), message: t('signIn.captcha.required') }] : []),
  ];
  const passwordOnly = (state.identifierFirst && state.identifier !== '') || state.isIdentifierReadonly;
  const serverCode = state.status === 'STOPPED' ? state.errorCode : null;
  // Worded here, not by <ServerError>: without a code (every first step of a page load) no component runs to
  // return null (issue 19 start-up JS); this call also arms the wording's first-input preload.
  const described = useErrorText(serverCode);
  // Likewise the offering's way-out links: none without an offering.
  const offering = useOffering();
  // What a refused submit or a server failure marks, worked out only then: an inner function, so the first
  // step of a page load (neither) runs none of it (issue 19 start-up JS).
  const failure = (): Failure => {
    const refusedItems = state.validationErrors.length > 0 || captchaMissing ? refused() : [];
    const identifierError = messageFor(refusedItems, identifierId);
    const passwordError = messageFor(refusedItems, passwordId);
    // The hook names the field a server failure is about (INVALID_USERNAME, USER_NOT_FOUND: the identifier;
    // anything else on this step: the password); only that field gets aria-invalid (QUALITY.md a11y 3).
    const serverIdentifierError = serverCode !== null && state.errorField === 'identifier';
    return [
      refusedItems,
      identifierError,
      passwordError,
      identifierError !== undefined || serverIdentifierError ? true : undefined,
      passwordError !== undefined || (serverCode !== null && !serverIdentifierError) ? true : undefined,
      { errorPrefix: t('errorSummary.errorPrefix') },
    ];
  };
  const [errors, identifierError, passwordError, identifierInvalid, passwordInvalid, fieldLabels] =
    state.validationErrors.length > 0 || captchaMissing || serverCode !== null ? failure() : NO_FAILURE;
  const title = t('screen.signIn');

  // Passkey autofill (issue 5 §2) where this form is the first step, i.e. the identifier field is shown, and
  // the offering has passkeys or the product asks for it (issue 19): the hook starts the request after the
  // first paint; stopped on unmount, when the user name becomes fixed, and (in the hook) on submit. After a
  // failed attempt only the password is cleared (QUALITY.md a11y 7). Each effect is mounted only while it
  // has work (ui/primitives/effect.ts: the first step of a page load mounts none).
  const autofill = usePasskeyAutofill(passkeyAutofill) && !passwordOnly;
  // A captcha request is not a wrong password: the password stays for the resubmit with the token.
  const clearPassword = serverCode !== null && serverCode !== 'CAPTCHA_REQUIRED';

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const missing =
      state.captchaRequired &&
      state.captchaMode === 'visible' &&
      captchaToken(event.currentTarget).trim() === '';
    setCaptchaMissing(missing);
    if (missing) {
      // Opts out of the hook's submit (composeSubmitHandlers): nothing is sent without the token.
      event.preventDefault();
    }
  };

  // The password-only step's parts are inner functions: V8 compiles a function when it is first called, so the
  // first step of a page load (identifier and password on one form) compiles none of them (issue 19 start-up JS).
  const signingInAs = (): ReactNode => (
    <div className="grid gap-2">
      <p className="break-words">{t('signIn.signingInAs', { identifier: state.identifier })}</p>
      {state.identifierFirst && !state.isIdentifierReadonly ? (
        <div>
          <P.Button variant="tertiary" onClick={() => actions.toIdentifier()}>
            {t('action.useAnotherAccount')}
          </P.Button>
        </div>
      ) : null}
    </div>
  );
  // Hidden, not removed: password managers pair the saved password with this username.
  const hiddenUsername = (): ReactNode => (
    <input
      type="text"
      name={getIdentifierInputProps().name}
      autoComplete="username"
      value={state.identifier}
      readOnly
      hidden
    />
  );
  return (
    // StepSection's markup inline (same element): one component less on the first step (issue 19 start-up JS).
    <section className="grid gap-4" data-step="password">
      <P.Heading focusKey="password" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {belowHeading}
      {/* Created only with errors: the first step of a page load (the kit page's) runs none of it (issue 19). */}
      {errors.length > 0 ? <Summary parts={P} errors={errors} attempt={attempt} /> : null}
      {described === null ? null : serverAlert(P, described, attempt)}
      {passwordOnly ? signingInAs() : null}
      <P.Form
        {...getFormProps({ onSubmit })}
        pending={state.isSubmitting}
        data-step="password"
        className="grid gap-4"
      >
        {passwordOnly ? (
          hiddenUsername()
        ) : (
          <P.Field
            label={t('signIn.identifier.label')}
            controlId={identifierId}
            error={identifierError}
            labels={fieldLabels}
          >
            <P.TextInput
              {...getIdentifierInputProps({ id: identifierId, 'aria-invalid': identifierInvalid })}
            />
          </P.Field>
        )}
        <P.Field
          label={t('label.password')}
          controlId={passwordId}
          error={passwordError}
          labels={fieldLabels}
        >
          <P.PasswordInput
            {...getPasswordInputProps({ id: passwordId, 'aria-invalid': passwordInvalid })}
            labels={{ show: t('action.showPassword') }}
          />
        </P.Field>
        {state.captchaRequired || state.showRememberMe || state.showStaySignedIn
          ? optionalControls(P, t, state, actions, captchaId(), messageFor(errors, captchaId()))
          : null}
        <P.Button type="submit" fullWidth pending={state.isSubmitting} pendingLabel={t('signIn.submitting')}>
          {t('action.signIn')}
        </P.Button>
      </P.Form>
      {offering === null ? null : offeringLinks(offering)}
      {autofill ? (
        <Effect run={() => actions.startPasskeyAutofill({ enabled: true })} deps={[actions]} />
      ) : null}
      {clearPassword ? (
        <Effect run={() => clearInput(passwordId)} deps={[serverCode, attempt, passwordId]} />
      ) : null}
    </section>
  );
}

/**
 * The captcha once the service asks for one, and the offering's remember-me and stay-signed-in boxes. A
 * function of its own, called only when one of them shows: V8 compiles a render function whole, so markup the
 * first step of a page load does not show costs start-up work only outside it (issue 19 start-up JS).
 */
function optionalControls(
  P: PasswordParts,
  t: TextFn<CoreTextKey>,
  state: UseSignIn['state'],
  actions: SignInActions,
  captchaId: string,
  captchaError: string | undefined,
): ReactNode {
  return (
    <>
      {state.captchaRequired ? (
        <P.Captcha
          name={CAPTCHA_FIELD}
          mode={state.captchaMode}
          controlId={captchaId}
          error={captchaError}
          onExecutionStart={actions.captchaStarted}
          onExecutionEnd={actions.captchaFinished}
        />
      ) : null}
      {state.showRememberMe ? (
        <P.Checkbox
          label={t('action.rememberMe')}
          checked={state.rememberMe}
          onChange={(event) => actions.setRememberMe(event.currentTarget.checked)}
        />
      ) : null}
      {state.showStaySignedIn ? (
        <P.Checkbox
          label={t('action.staySignedIn')}
          checked={state.staySignedIn}
          onChange={(event) => actions.setStaySignedIn(event.currentTarget.checked)}
        />
      ) : null}
    </>
  );
}
