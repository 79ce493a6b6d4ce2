import type { ReactNode } from 'react';
import { useEmailConfirmation, useOffering, type EmailConfirmationLinkInput } from '../../../headless';
import { postConfirmationRedirectUrl } from '../../../offerings';
import type { EmailConfirmationClient, FlowListeners } from '../../../headless/advanced';
import { SafeLink } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { ServerError, StepSection, useAttempt } from '../sign-in/shared';
import { EndStep } from '../end-step';
import { useText } from './text';

/** The parts the landing is built from (the common parts: heading, button, alert…). */
export type EmailConfirmationParts = CommonParts;

/** The default parts of {@link EmailConfirmation}. */
export const EMAIL_CONFIRMATION_PARTS: EmailConfirmationParts = COMMON_PARTS;

export interface EmailConfirmationProps extends ScreenProps, FlowListeners {
  readonly client: EmailConfirmationClient;
  /** What the emailed link carried (`user_id`, `email`, `confirmation_id`, `code` in the demo's links). */
  readonly link: EmailConfirmationLinkInput;
  /**
   * Where "Continue" goes once the address is verified. Only http(s) addresses are followed; without it
   * the verified screen has no button.
   * @default the provider's offering's post-confirmation site for its locale (`postConfirmationRedirect`,
   * seed 001 §2; https only), else none
   */
  readonly continueHref?: string | undefined;
  /** Where "Sign in" goes when the service needs the account's session first. */
  readonly signInHref?: string | undefined;
  readonly components?: Partial<EmailConfirmationParts> | undefined;
}

/**
 * The email-confirmation link landing (seed 000 §2.1 v2 "email-confirmation", `screen.emailVerified` /
 * `screen.emailNotVerified`), composed from `useEmailConfirmation`: the address and a Confirm button, then
 * verified, not verified (expired, used or incomplete link) or "sign in first".
 */
export function EmailConfirmation({
  client,
  link,
  continueHref,
  signInHref,
  components,
  focusOnMount,
  onEvent,
  onHostCommand,
}: EmailConfirmationProps): ReactNode {
  const P = mergeParts(EMAIL_CONFIRMATION_PARTS, components);
  const t = useText();
  const { state, getConfirmButtonProps } = useEmailConfirmation({
    client,
    link,
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  // The offering's per-locale product site after a verified confirmation (seed 001 §2). It is offered as a
  // link, not followed automatically, and only from configuration (https only, postConfirmationRedirectUrl),
  // never from the emailed link's parameters, so the landing cannot become an open redirect.
  const offering = useOffering();
  const next =
    continueHref ??
    (offering ? postConfirmationRedirectUrl(offering.postConfirmationRedirect, offering.locale) : null) ??
    undefined;
  // After the user pressed Confirm, the answer's heading takes focus (QUALITY.md a11y 4).
  const moved = attempt > 0;
  const email = state.email ?? '';
  const linkButton = (href: string, label: string): ReactNode => (
    // A navigation, so a link (styled as the primary button); SafeLink follows http(s) addresses only.
    <SafeLink href={href} className="ik-button" data-variant="primary" data-full-width="true">
      {label}
    </SafeLink>
  );
  const end = (step: string, title: string, body: ReactNode): ReactNode => (
    <EndStep P={P} step={step} title={title} focusOnMount={moved || focusOnMount}>
      {body}
    </EndStep>
  );
  switch (state.step) {
    case 'verified':
      return end(
        'emailVerified',
        t('screen.emailVerified'),
        <>
          <p>{t('emailConfirmation.verified.body', { email })}</p>
          {next !== undefined ? linkButton(next, t('action.continue')) : null}
        </>,
      );
    case 'notVerified':
      return end(
        'emailNotVerified',
        t('screen.emailNotVerified'),
        <>
          <ServerError parts={P} code={state.errorCode} attempt={attempt} />
          <p>{t('emailConfirmation.notVerified.body')}</p>
        </>,
      );
    case 'signInRequired':
      return end(
        'emailSignIn',
        t('emailConfirmation.signIn.title'),
        <>
          <p>{t('emailConfirmation.signIn.body', { email })}</p>
          {signInHref !== undefined ? linkButton(signInHref, t('action.signIn')) : null}
        </>,
      );
    default:
      break;
  }
  const title = t('emailConfirmation.title');
  const { onClick, ...buttonProps } = getConfirmButtonProps();
  return (
    <StepSection step="emailConfirm">
      <P.Heading focusKey="emailConfirm" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t('emailConfirmation.body', { email })}</p>
      <P.Button
        {...buttonProps}
        fullWidth
        pending={state.isSubmitting}
        pendingLabel={t('emailConfirmation.confirming')}
        onClick={(event) => {
          nextAttempt();
          onClick?.(event);
        }}
      >
        {t('emailConfirmation.confirm')}
      </P.Button>
    </StepSection>
  );
}
