import { useState, type FormEvent, type ReactNode } from 'react';
import { usePasskeyManager } from '../../../headless/account';
import type { CredentialsCreator, PasskeyClient } from '../../../headless/advanced';
import { useMfaErrorText } from '../mfa/challenge-text';
import { mergeParts } from '../components';
import { GuardedEditForm } from './guarded-form';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import { LoadState, SavedNotice, SectionFrame, sectionHookOptions, useOnIncrease } from './shared';
import { useDetailsText } from './text-details';

/** Props of {@link PasskeyManager}. */
export interface PasskeyManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `PASSKEY_CLIENT_METHODS`). */
  readonly client: PasskeyClient;
  /** WebAuthn credentials container (stories and tests inject one). @default navigator.credentials */
  readonly credentials?: CredentialsCreator | undefined;
}

/**
 * Passkeys (issue 20 MFA settings): the user's passkeys, "Create a passkey" on this device and "Remove
 * passkeys" (the seed 000 §3.3 dereg payload names the user, so it removes all of them; the confirmation says
 * so), both behind a step-up. See headless/flows/account/passkeys/requests.ts for what is chosen.
 */
export function PasskeyManager(props: PasskeyManagerProps): ReactNode {
  const { stepUpAal, components, onSaved, credentials } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useDetailsText();
  const hook = usePasskeyManager({
    ...sectionHookOptions(props),
    ...(credentials !== undefined ? { credentials } : {}),
  });
  const { state, actions } = hook;
  const [intent, setIntent] = useState<'register' | 'remove'>('register');
  const [last, setLast] = useState<'register' | 'remove'>('register');
  useOnIncrease(state.saved, () => onSaved?.());
  // Passkey failures (refused dialog, no WebAuthn) have their own words in the MFA part.
  const passkeyError = useMfaErrorText(state.errorCode);
  const passkeys = state.data?.passkeys ?? [];
  const start = (action: 'register' | 'remove'): void => {
    setIntent(action);
    actions.edit();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setLast(intent);
    actions.save({ action: intent });
  };
  return (
    <SectionFrame parts={P} name="passkeys" title={t('account.section.passkeys')} state={state}>
      <LoadState parts={P} hook={hook} />
      {state.step === 'view' && state.data !== null ? (
        <>
          {passkeys.length === 0 ? (
            <p className="text-ik-fg-muted">{t('account.passkeys.empty')}</p>
          ) : (
            <ul className="grid list-none gap-1 p-0">
              {passkeys.map((passkey, index) => (
                <li key={passkey.id} data-passkey={passkey.id}>
                  {t('account.passkeys.item', { number: String(index + 1) })}
                  <span className="text-sm text-ik-fg-muted"> · {t('account.passkeys.thisKind')}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-3">
            <P.Button variant="secondary" onClick={() => start('register')} data-action="addPasskey">
              {t('account.passkeys.add')}
            </P.Button>
            {passkeys.length > 0 ? (
              <P.Button variant="tertiary" onClick={() => start('remove')} data-action="removePasskeys">
                {t('account.passkeys.removeAll')}
              </P.Button>
            ) : null}
          </div>
        </>
      ) : null}
      {state.step === 'edit' ? (
        <GuardedEditForm
          parts={P}
          hook={hook}
          aal={stepUpAal}
          errors={[]}
          onSubmit={onSubmit}
          errorMessage={passkeyError}
        >
          <p>
            {intent === 'register' ? t('account.passkeys.confirmAdd') : t('account.passkeys.confirmRemove')}
          </p>
        </GuardedEditForm>
      ) : null}
      <SavedNotice
        parts={P}
        saved={state.step === 'view' ? state.saved : 0}
        text={last === 'register' ? t('account.passkeys.added') : t('account.passkeys.removed')}
      />
    </SectionFrame>
  );
}
