import type { ReactNode } from 'react';
import { useSignIn } from '../../../headless';
import { mergeParts, type VerifySignedInScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useCoreText as useText } from '../text';
import { MessageFrame } from './message-frame';
import { ServerError, useAttempt } from './shared';

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
      title={t('screen.verifySignedIn')}
      focusOnMount={focusOnMount}
    >
      <p className="break-words">{t('signIn.verify.body', { identifier })}</p>
      <ServerError
        parts={P}
        code={attempt > 0 && state.status !== 'IN_PROGRESS' ? state.errorCode : null}
        attempt={attempt}
      />
      <div className="grid gap-3">
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
