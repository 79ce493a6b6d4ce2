import type { ReactNode } from 'react';
import { useSignIn } from '../../../headless';
import { useIdentityStore, type IdentityState } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { COMMON_PARTS } from '../parts';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSSignInTerminal } from '../../../catalogue/messages/en-US/sign-in-terminal';
import { useErrorText, useTextOf, type TextFn } from '../text';
import { MessageFrame, type MessageScreenProps } from './message-frame';
import { OfferingLinks } from './shared';

// The terminal screens (locked, high risk, disabled, signed in) and the placeholders: reached only after a
// submit, so SignIn loads this module on demand (issue 5 start-up). The SSO confirmation, which can be the
// first step, is VerifySignedInScreen.tsx.

export type { MessageScreenProps };

/** The wording these screens show: the core part and their own (catalogue/messages/en-US/sign-in-terminal.ts). */
type MessageKey = keyof typeof enUSCore | keyof typeof enUSSignInTerminal;

function useText(): TextFn<MessageKey> {
  return useTextOf(enUSCore, enUSSignInTerminal);
}

/**
 * "Try signing in again": back to the identifier step on identifier-first; otherwise sign out, which clears
 * the local state (a failed sign-out still does, seed 000 §4.3) and the router shows the form again.
 */
const selectIdentifierFirst = (state: IdentityState): boolean => state.config.identifierFirst;

function useTryAgain(): () => void {
  const { actions } = useSignIn();
  const identifierFirst = useIdentityStore(selectIdentifierFirst);
  return () => {
    if (identifierFirst) {
      actions.toIdentifier();
    } else {
      actions.signOut();
    }
  };
}

/** A message screen whose one way on is "Try signing in again" (the locked and disabled states). */
function TryAgainMessage({
  components,
  focusOnMount,
  step,
  titleKey,
  bodyKey,
  children,
}: MessageScreenProps & {
  step: string;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  children?: ReactNode;
}): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const tryAgain = useTryAgain();
  return (
    <MessageFrame parts={P} step={step} title={t(titleKey)} body={t(bodyKey)} focusOnMount={focusOnMount}>
      {/* Straight in the step's grid: the one way on is full width, like every step's main action. */}
      <P.Button variant="secondary" onClick={tryAgain}>
        {t('configured.tryAgainLink')}
      </P.Button>
      {children}
    </MessageFrame>
  );
}

const LOCKED_LINKS = ['recovery', 'help'] as const;

/**
 * LOCKED_OUT (seed 000 §4.3, seed 001 §9). Its text says to reset the password, so the offering's "forgot
 * user ID or password" and help links sit under "Try signing in again" (issue 18 §3).
 */
export function LockedScreen(props: MessageScreenProps): ReactNode {
  return (
    <TryAgainMessage {...props} step="locked" titleKey="screen.accountLocked" bodyKey="lockout.noticeNoTime">
      <OfferingLinks only={LOCKED_LINKS} />
    </TryAgainMessage>
  );
}

/** ACCESS_DENIED / DENY: the high-risk block (seed 000 §8.1). No way round it on this page, on purpose. */
export function HighRiskBlockScreen({ components, focusOnMount }: MessageScreenProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  // The catalogue's ACCESS_DENIED text (seed 000 §8.1), through the error wording like every server error.
  const body = useErrorText('ACCESS_DENIED')?.message;
  return (
    <MessageFrame
      parts={P}
      step="highRiskBlock"
      title={t('screen.highRiskBlock')}
      body={body}
      focusOnMount={focusOnMount}
    />
  );
}

/** ACCOUNT_DISABLED with "Try signing in again" (seed 000 §4.8, seed 001 §8 configured messages). */
export function AccountDisabledScreen(props: MessageScreenProps): ReactNode {
  return (
    <TryAgainMessage
      {...props}
      step="accountDisabled"
      titleKey="signIn.disabled.title"
      bodyKey="configured.accountDisabledHeader"
    />
  );
}

/** Done. */
export function SignedInScreen({ components, focusOnMount }: MessageScreenProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const { state, actions } = useSignIn();
  // Who is signed in (issue 18 §3): the identifier the user signed in with, when there was one.
  const who = state.identifier !== '' ? t('signIn.signedIn.as', { identifier: state.identifier }) : undefined;
  return (
    <MessageFrame
      parts={P}
      step="signedIn"
      title={t('signIn.signedIn.title')}
      body={who}
      focusOnMount={focusOnMount}
    >
      <P.Button variant="secondary" pending={state.isSubmitting} onClick={() => actions.signOut()}>
        {t('action.signOut')}
      </P.Button>
    </MessageFrame>
  );
}

function placeholder(step: string, titleKey: MessageKey): (props: MessageScreenProps) => ReactNode {
  return function Placeholder({ components, focusOnMount }: MessageScreenProps): ReactNode {
    const P = mergeParts(COMMON_PARTS, components);
    const t = useText();
    return (
      <MessageFrame
        parts={P}
        step={step}
        title={t(titleKey)}
        body={t('signIn.placeholder.body')}
        focusOnMount={focusOnMount}
      />
    );
  };
}

/** Placeholder for the MFA challenge picker; the MFA screens replace it in `ScreenComponentMap`. */
export const ChallengePickerPlaceholder = placeholder('challengePicker', 'screen.chooseVerification');
/** Placeholder for one MFA challenge. */
export const ChallengePlaceholder = placeholder('challenge', 'screen.enterCode');
/** Placeholder for the post-auth sequence. */
export const PostAuthPlaceholder = placeholder('postAuth', 'signIn.postAuth.title');
