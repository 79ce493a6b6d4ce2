import { useState, type FormEvent, type ReactNode } from 'react';
import { usePasskeyManager } from '../../../headless/account';
import type { CredentialsCreator, PasskeyClient } from '../../../headless/advanced';
import { useMfaErrorText } from '../mfa/challenge-text';
import type { SensitiveSectionScreenProps } from './props';
import { AccountSection, sectionHookOptions, useSectionParts } from './shared';
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
  const { credentials } = props;
  const t = useDetailsText();
  const hook = usePasskeyManager({
    ...sectionHookOptions(props),
    ...(credentials !== undefined ? { credentials } : {}),
  });
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const [intent, setIntent] = useState<'register' | 'remove'>('register');
  const [last, setLast] = useState<'register' | 'remove'>('register');
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
    <AccountSection
      parts={P}
      hook={hook}
      name="passkeys"
      title={t('account.section.passkeys')}
      view={
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
      }
      form={{
        aal: props.stepUpAal,
        errors: [],
        onSubmit,
        errorMessage: passkeyError,
        // The button says what happens: the browser's passkey dialog opens, or every passkey goes.
        submitLabel: intent === 'register' ? t('account.passkeys.add') : t('account.passkeys.removeAll'),
      }}
      savedText={last === 'register' ? t('account.passkeys.added') : t('account.passkeys.removed')}
    >
      <p>{intent === 'register' ? t('account.passkeys.confirmAdd') : t('account.passkeys.confirmRemove')}</p>
    </AccountSection>
  );
}
