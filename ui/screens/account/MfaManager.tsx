import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMfaManager } from '../../../headless/account';
import type { MfaClient } from '../../../headless/advanced';
import { lazyStep } from '../lazy-step';
import type { SensitiveSectionScreenProps } from './props';
import { AccountSection, sectionHookOptions, useHookErrors, useSectionParts } from './shared';
import { useDetailsText } from './text-details';

const totpSetupStep = lazyStep('TotpSetup', () => import('./TotpSetup').then((m) => m.TotpSetup));

/** Props of {@link MfaManager}. */
export interface MfaManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `MFA_CLIENT_METHODS`). */
  readonly client: MfaClient;
}

/**
 * MFA settings (seed 000 §2.1 "MFA manager"; namespace `mfa-manager`): two-step verification on or off
 * (confirmed first, behind a step-up), the ways to get a code, and an authenticator app set up with the
 * sign-in flow's TOTP enrolment (QR drawn locally). Needs `<IdentityProvider>` for the enrolment.
 */
export function MfaManager(props: MfaManagerProps): ReactNode {
  const t = useDetailsText();
  const hook = useMfaManager(sectionHookOptions(props));
  const { state, actions } = hook;
  const P = useSectionParts(props, state.saved);
  const [enrolling, setEnrolling] = useState(false);
  const [totpAdded, setTotpAdded] = useState(0);
  // The edit form either turns two-step verification on/off or removes the authenticator app (with a code).
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const codeId = `${useId()}-totp-code`;
  const { items, errorFor } = useHookErrors(state, removing ? { code: codeId } : {}, (_field, reason) =>
    t(reason === 'required' ? 'field.verificationCode.required' : 'field.verificationCode.invalid'),
  );
  const data = state.data;
  const enabled = data?.isEnabled === true;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setRemoved(removing);
    if (removing) {
      const code = new FormData(event.currentTarget).get('code');
      actions.save({ removeAuthenticatorApp: true, code: typeof code === 'string' ? code : '' });
    } else {
      actions.save({ enabled: !enabled });
    }
  };
  const edit = (remove: boolean): void => {
    setRemoving(remove);
    actions.edit();
  };
  const enrolment = (
    <div className="grid gap-4" data-step-totp="enrolling">
      <totpSetupStep.Screen
        onActivated={() => {
          setEnrolling(false);
          setRemoved(false);
          setTotpAdded((n) => n + 1);
          actions.load();
        }}
      />
      <div>
        <P.Button variant="tertiary" onClick={() => setEnrolling(false)}>
          {t('action.cancel')}
        </P.Button>
      </div>
    </div>
  );
  const view =
    data === null ? null : (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{enabled ? t('account.mfa.on') : t('account.mfa.off')}</p>
          <P.Button variant="secondary" onClick={() => edit(false)} data-action="edit">
            {enabled ? t('account.mfa.turnOff') : t('account.mfa.turnOn')}
          </P.Button>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-semibold">{t('account.mfa.channels')}</p>
          {data.channels.length === 0 ? (
            <p className="text-ik-fg-muted">{t('account.mfa.noChannels')}</p>
          ) : (
            <ul className="grid list-none gap-1 p-0">
              {data.channels.map((channel) => (
                <li key={channel.type} dir="auto">
                  {t(`account.mfa.channel.${channel.type}`, { destination: channel.destination ?? '' })}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-3">
            <P.Button variant="secondary" onClick={() => setEnrolling(true)} data-action="setupTotp">
              {data.hasAuthenticatorApp ? t('account.mfa.replaceTotp') : t('account.mfa.addTotp')}
            </P.Button>
            {data.hasAuthenticatorApp ? (
              <P.Button variant="tertiary" onClick={() => edit(true)} data-action="removeTotp">
                {t('account.mfa.removeTotp')}
              </P.Button>
            ) : null}
          </div>
        </div>
      </>
    );
  return (
    <AccountSection
      parts={P}
      hook={hook}
      name="mfa"
      title={t('account.section.mfa')}
      view={enrolling ? enrolment : view}
      form={{
        aal: props.stepUpAal,
        errors: items,
        onSubmit,
        // The button says what happens, not "Save".
        submitLabel: removing
          ? t('account.mfa.removeTotp')
          : enabled
            ? t('account.mfa.turnOff')
            : t('account.mfa.turnOn'),
      }}
      saved={state.saved + totpAdded}
      {...(removed
        ? { savedText: t('account.mfa.totpRemoved') }
        : totpAdded > 0
          ? { savedText: t('account.mfa.totpAdded') }
          : {})}
    >
      {removing ? (
        <P.Field
          label={t('label.verificationCode')}
          hint={t('account.mfa.removeTotpBody')}
          controlId={codeId}
          error={errorFor('code')}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput id={codeId} name="code" length={6} invalid={errorFor('code') !== undefined} />
        </P.Field>
      ) : (
        <p>{enabled ? t('account.mfa.confirmOff') : t('account.mfa.confirmOn')}</p>
      )}
    </AccountSection>
  );
}
