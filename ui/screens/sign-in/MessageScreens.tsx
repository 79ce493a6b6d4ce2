import type { ReactNode } from 'react';
import { useIdentityStore, useSignIn, type IdentityState } from '../../../headless';
import { mergeParts, type ScreenProps, type VerifySignedInScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useCoreText as useText, useErrorText, type CoreTextKey } from '../text';
import { ServerError, StepSection, useAttempt } from './shared';

export interface MessageScreenProps extends ScreenProps {
  readonly components?: Partial<CommonParts> | undefined;
}

/** Heading plus body text: the frame of the terminal and placeholder screens. */
function MessageFrame({
  parts,
  step,
  titleKey,
  bodyKey,
  body,
  focusOnMount,
  children,
}: {
  parts: CommonParts;
  step: string;
  titleKey: CoreTextKey;
  bodyKey?: CoreTextKey | undefined;
  /** Body text already resolved (instead of `bodyKey`). */
  body?: string | undefined;
  focusOnMount: boolean | undefined;
  children?: ReactNode;
}): ReactNode {
  const t = useText();
  const title = t(titleKey);
  return (
    <StepSection step={step}>
      <parts.Heading focusKey={step} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </parts.Heading>
      {bodyKey !== undefined ? <p>{t(bodyKey)}</p> : body !== undefined ? <p>{body}</p> : null}
      {children}
    </StepSection>
  );
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
}: MessageScreenProps & { step: string; titleKey: CoreTextKey; bodyKey: CoreTextKey }): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const tryAgain = useTryAgain();
  return (
    <MessageFrame parts={P} step={step} titleKey={titleKey} bodyKey={bodyKey} focusOnMount={focusOnMount}>
      <div>
        <P.Button variant="secondary" onClick={tryAgain}>
          {t('configured.tryAgainLink')}
        </P.Button>
      </div>
    </MessageFrame>
  );
}

/** LOCKED_OUT (seed 000 §4.3, seed 001 §9). */
export function LockedScreen(props: MessageScreenProps): ReactNode {
  return (
    <TryAgainMessage
      {...props}
      step="locked"
      titleKey="screen.accountLocked"
      bodyKey="lockout.noticeNoTime"
    />
  );
}

/** ACCESS_DENIED / DENY: the high-risk block (seed 000 §8.1). No way round it on this page, on purpose. */
export function HighRiskBlockScreen({ components, focusOnMount }: MessageScreenProps): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  // The catalogue's ACCESS_DENIED text (seed 000 §8.1), through the error wording like every server error.
  const body = useErrorText('ACCESS_DENIED')?.message;
  return (
    <MessageFrame
      parts={P}
      step="highRiskBlock"
      titleKey="screen.highRiskBlock"
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
  return (
    <MessageFrame parts={P} step="signedIn" titleKey="signIn.signedIn.title" focusOnMount={focusOnMount}>
      <div>
        <P.Button variant="secondary" pending={state.isSubmitting} onClick={() => actions.signOut()}>
          {t('action.signOut')}
        </P.Button>
      </div>
    </MessageFrame>
  );
}

/**
 * SSO confirmation ("verify signed in"): the host knows a session exists; Continue evaluates it
 * (seed 000 §4.3 evaluate-auth), which passes, asks a challenge, or fails with an alert.
 */
export function VerifySignedInScreen({
  identifier,
  onUseAnotherAccount,
  focusOnMount,
  components,
}: VerifySignedInScreenProps & { readonly components?: Partial<CommonParts> | undefined }): ReactNode {
  const P = mergeParts(COMMON_PARTS, components);
  const t = useText();
  const { state, actions } = useSignIn();
  const [attempt, nextAttempt] = useAttempt();
  return (
    <MessageFrame
      parts={P}
      step="verifySignedIn"
      titleKey="screen.verifySignedIn"
      focusOnMount={focusOnMount}
    >
      <p className="break-words">{t('signIn.verify.body', { identifier })}</p>
      <ServerError
        parts={P}
        code={attempt > 0 && state.status !== 'IN_PROGRESS' ? state.errorCode : null}
        attempt={attempt}
      />
      <div className="flex flex-wrap gap-3">
        <P.Button
          pending={state.isSubmitting}
          onClick={() => {
            nextAttempt();
            actions.evaluate();
          }}
        >
          {t('action.continue')}
        </P.Button>
        {onUseAnotherAccount === undefined ? null : (
          <P.Button variant="secondary" onClick={onUseAnotherAccount}>
            {t('action.useAnotherAccount')}
          </P.Button>
        )}
      </div>
    </MessageFrame>
  );
}

function placeholder(step: string, titleKey: CoreTextKey): (props: MessageScreenProps) => ReactNode {
  return function Placeholder({ components, focusOnMount }: MessageScreenProps): ReactNode {
    const P = mergeParts(COMMON_PARTS, components);
    return (
      <MessageFrame
        parts={P}
        step={step}
        titleKey={titleKey}
        bodyKey="signIn.placeholder.body"
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
