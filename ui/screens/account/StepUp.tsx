import type { ReactNode } from 'react';
import { useAccountStepUp } from '../../../headless/account';
import { mergeParts } from '../components';
import { ChallengePickerScreen, ChallengeScreen } from '../mfa';
import { ServerError } from '../sign-in/shared';
import { ACCOUNT_PARTS, type AccountParts } from './parts';
import { useText } from './text';

/** Props of the step-up panel (`components.AccountStepUp` replaces it). */
export interface AccountStepUpProps {
  /** The level to reach (the offering's account-manager `targetAAL`). @default 25 */
  readonly aal?: number | undefined;
  /** The session reached the level: the section sends the edit again. */
  readonly onDone: () => void;
  /** The user gave up: the section leaves its edit form. */
  readonly onCancel: () => void;
  readonly components?: Partial<AccountParts> | undefined;
}

/**
 * Re-authentication before a sensitive edit (issue 20 §1 step-up): the sign-in flow's evaluate auth at the
 * level, then its own MFA screens (challenge picker, one-time code, authenticator app, passkey, ...) inside
 * the section. A chunk of its own: the MFA screens load only when an edit asks for a step-up. Starts on the
 * user's click, so no code is sent before they know why.
 */
export function AccountStepUp({ aal, onDone, onCancel, components }: AccountStepUpProps): ReactNode {
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const { state, actions } = useAccountStepUp({ ...(aal !== undefined ? { aal } : {}), onDone });
  const cancel = (
    <div>
      <P.Button variant="tertiary" onClick={onCancel}>
        {t('action.cancel')}
      </P.Button>
    </div>
  );
  if (state.phase === 'challenge') {
    return (
      <div className="grid gap-4" data-step-up={state.phase}>
        {state.challengeStep === 'challengePicker' ? <ChallengePickerScreen /> : <ChallengeScreen />}
        {cancel}
      </div>
    );
  }
  return (
    <div className="grid gap-4" data-step-up={state.phase}>
      <P.Alert tone="info">
        <strong>{t('account.stepUp.title')}</strong> {t('account.stepUp.body')}
      </P.Alert>
      <P.Status>
        {state.phase === 'checking'
          ? t('account.stepUp.checking')
          : state.phase === 'done'
            ? t('account.stepUp.done')
            : null}
      </P.Status>
      <ServerError parts={P} code={state.errorCode} attempt={0} />
      {state.phase === 'idle' || state.phase === 'failed' ? (
        <div className="flex flex-wrap gap-3">
          <P.Button onClick={actions.start}>{t('action.continue')}</P.Button>
          <P.Button variant="tertiary" onClick={onCancel}>
            {t('action.cancel')}
          </P.Button>
        </div>
      ) : (
        cancel
      )}
    </div>
  );
}
