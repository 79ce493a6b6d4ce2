import { useEffect, useState, type ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { BEST_ACCOUNT_FADE_IN_MS, POPUP_MIN_WINDOW_WIDTH_PX } from '../../../rules/constants';
import { mergeParts } from '../components';
import { useErrorText } from '../text';
import { useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

/** Whether the window is too narrow for the offer (seed 000 §9: popups suppressed below 480 px). */
function tooNarrow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < POPUP_MIN_WINDOW_WIDTH_PX;
}

/**
 * The better-account offer (post-auth best-account section; offering setting enableBestAccountCheck): the
 * account the check found, "Use {account}" (switch to it) and "Continue with this account". It fades in over
 * 600 ms (seed 000 §9; the kit's reduced-motion rule, ui/theme/base.css, stills it), and is not offered in a
 * window narrower than 480 px (seed 000 §9), where the sequence goes on with the signed-in account.
 */
export function BetterAccountScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const { state, actions } = usePostAuth();
  const [attempt, setAttempt] = useState(0);
  const serverError = useErrorText(state.errorCode);
  const narrow = tooNarrow();
  const offer = state.betterAccount;
  const account = offer?.username ?? offer?.userId ?? '';
  const title = t('postAuth.bestAccount.title');

  useEffect(() => {
    if (narrow) {
      actions.finishStep('bestAccount');
    }
  }, [narrow, actions]);

  if (narrow || offer === null) {
    return null;
  }
  return (
    <div
      data-step="bestAccount"
      // The spec's 600 ms fade-in, on the kit's own keyframes; under prefers-reduced-motion base.css cuts
      // every animation in the kit root to 0.01 ms.
      style={{ animation: `ik-fade-in ${String(BEST_ACCOUNT_FADE_IN_MS)}ms ease-out` }}
      className="grid gap-3"
    >
      <P.Heading focusKey="bestAccount" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {serverError !== null ? (
        <P.Alert announceKey={`best-account-${String(attempt)}`}>{serverError.message}</P.Alert>
      ) : null}
      <p>{t('postAuth.bestAccount.body', { account })}</p>
      <P.Button
        fullWidth
        pending={state.status === 'IN_PROGRESS'}
        onClick={() => {
          setAttempt((n) => n + 1);
          actions.acceptBetterAccount();
        }}
        data-action="use-better-account"
      >
        {t('postAuth.bestAccount.switch', { account })}
      </P.Button>
      <P.Button
        fullWidth
        variant="secondary"
        onClick={() => actions.finishStep('bestAccount')}
        data-action="keep-account"
      >
        {t('postAuth.bestAccount.stay')}
      </P.Button>
    </div>
  );
}
