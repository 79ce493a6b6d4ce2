import type { ReactNode } from 'react';
import { SafeLink } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useStepText } from './step-text';
import { StepSection } from '../sign-in/shared';
import { useSignUpScreen } from './context';

export interface SignUpOutcomeScreenProps extends ScreenProps {
  readonly components?: Partial<CommonParts> | undefined;
}

/**
 * A link drawn as the step's button (the same `.ik-button` look): the end of sign-up leads on by a link when
 * the host gives an address, and that way on must read as the main action, not as a line of text under it.
 */
function asButton(
  variant: 'primary' | 'secondary',
): Record<'className' | 'data-variant' | 'data-full-width', string> {
  return { className: 'ik-button', 'data-variant': variant, 'data-full-width': 'true' };
}

function SignInAction({
  parts,
  email,
  variant,
}: {
  parts: CommonParts;
  email: string;
  variant: 'primary' | 'tertiary';
}): ReactNode {
  const t = useStepText();
  const { page } = useSignUpScreen();
  const text = variant === 'primary' ? t('action.signIn') : t('signUp.signInInstead');
  if (page.signInHref !== undefined) {
    return (
      <SafeLink href={page.signInHref} {...(variant === 'primary' ? asButton('primary') : {})}>
        {text}
      </SafeLink>
    );
  }
  if (page.onSignIn === undefined) {
    return null;
  }
  const onSignIn = page.onSignIn;
  return (
    <parts.Button variant={variant} fullWidth onClick={() => onSignIn(email)}>
      {text}
    </parts.Button>
  );
}

/**
 * Account-collision interrupter (seed 001 §4; seed 000 §8.2): the email already has an account. The matching
 * accounts are listed masked; "sign in instead" hands the email to the host's sign-in, "use a different email"
 * returns to the form with the email cleared. Nothing here times out.
 */
export function SignUpAccountCollisionScreen({
  components,
  focusOnMount,
}: SignUpOutcomeScreenProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useStepText();
  const { signUp, page } = useSignUpScreen();
  const { state, actions } = signUp;
  const title = t('signUp.collision.title');
  const masked = state.collisionAccounts.filter((account) => account.maskedEmail !== null);
  return (
    <StepSection step="accountCollision">
      <P.Heading focusKey="accountCollision" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t('signUp.collision.body', { email: state.email })}</p>
      {masked.length > 0 ? (
        <ul className="grid gap-1 ps-4">
          {masked.map((account) => (
            <li key={account.userId} className="list-disc">
              {t('signUp.collision.account', { maskedEmail: account.maskedEmail ?? '' })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2">
        {page.signInHref !== undefined ? (
          <SafeLink href={page.signInHref} onClick={() => actions.signInInstead()} {...asButton('primary')}>
            {t('signUp.signInInstead')}
          </SafeLink>
        ) : (
          <P.Button
            fullWidth
            onClick={() => {
              actions.signInInstead();
              page.onSignIn?.(state.email);
            }}
          >
            {t('signUp.signInInstead')}
          </P.Button>
        )}
        <P.Button variant="secondary" fullWidth onClick={actions.useDifferentEmail}>
          {t('signUp.collision.useDifferentEmail')}
        </P.Button>
      </div>
    </StepSection>
  );
}

/**
 * The account exists and its email (and phone, in the ecosystem flow) are verified. The way on names the
 * credential the account has (issue 18 §3): a password or PIN leads to sign-in; the ecosystem sign-up sets
 * none, so it leads to creating a password (the recovery page), not to a sign-in asking for one.
 */
export function SignUpDoneScreen({ components, focusOnMount }: SignUpOutcomeScreenProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useStepText();
  const { signUp, page } = useSignUpScreen();
  const { state } = signUp;
  const title = t('signUp.done.title');
  const email = state.email;
  const hasPassword = state.showPasswordField || state.showPin;
  const body = state.showPasswordField
    ? t('signUp.done.body', { email })
    : state.showPin
      ? t('signUp.done.bodyPin', { email })
      : t('signUp.done.bodyNoPassword', { email });
  return (
    <StepSection step="done">
      <P.Heading focusKey="done" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{body}</p>
      {!hasPassword && page.recoveryHref !== undefined ? (
        <SafeLink href={page.recoveryHref} {...asButton('primary')}>
          {t('signUp.done.createPassword')}
        </SafeLink>
      ) : (
        // Without a recovery page the sign-in page is the way on: its own links offer recovery.
        <SignInAction parts={P} email={email} variant="primary" />
      )}
    </StepSection>
  );
}
