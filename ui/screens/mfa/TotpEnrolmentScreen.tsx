import { useEffect, useId, useState, type ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { rejectsEnteredCode } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { useText } from './text';
import { useAttemptCounter } from './attempts';
import { useMfaErrorText } from './challenge-text';
import { CodeForm } from './CodeForm';
import { MFA_PARTS, type MfaParts, type MfaScreenProps } from './parts';

/** The key material of a TOTP enrolment, as the service's generate-key call returned it. */
export interface TotpProvisioning {
  /** Base32 secret: shown as text for manual entry (never sent anywhere by the kit). */
  readonly secret: string;
  readonly issuer: string;
  readonly username: string;
  /** The service's provisioning URI; built from the parts when absent. */
  readonly uri?: string | undefined;
}

export interface TotpEnrolmentScreenProps extends MfaScreenProps {
  /**
   * A key the host generated. Without it (and `onVerify`) the screen runs the enrolment itself:
   * `useMfa().actions.startTotpEnrolment()` on mount, `verifyTotpEnrolment(code)` on submit.
   */
  readonly provisioning?: TotpProvisioning | undefined;
  /** Activates the key with the first code (the host runs the activate call). */
  readonly onVerify?: ((code: string) => void) | undefined;
  /** The key is activated (headless enrolment only). */
  readonly onActivated?: (() => void) | undefined;
  /** @default false */
  readonly pending?: boolean | undefined;
  /** Error code of the last activation, or null. */
  readonly errorCode?: string | null | undefined;
  /** Finished activation attempts (re-announces a repeated failure). @default 0 */
  readonly attempt?: number | undefined;
}

/** The secret in groups of four, the way authenticator apps print it, so it is easy to type. */
export function groupSecret(secret: string): string {
  return secret
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * TOTP enrolment (seed 000 §2.1 "MFA soft-token section", §9): the QR code drawn locally from the
 * provisioning URI (QUALITY.md 11: the secret never goes to a chart service), the same secret as text for
 * manual entry (nothing depends on scanning), then the first code to activate it.
 */
export function TotpEnrolmentScreen(props: TotpEnrolmentScreenProps): ReactNode {
  const { provisioning, onVerify } = props;
  if (provisioning !== undefined && onVerify !== undefined) {
    return <TotpEnrolmentView {...props} provisioning={provisioning} onVerify={onVerify} />;
  }
  return <HeadlessTotpEnrolment {...props} />;
}

/** The enrolment run by the flow: generate the key once on mount, activate it with the first code. */
function HeadlessTotpEnrolment(props: TotpEnrolmentScreenProps): ReactNode {
  const P = mergeParts(MFA_PARTS, props.components);
  const t = useText();
  const { state, actions } = useMfa();
  const enrolment = state.totpEnrolment;
  const attempt = useAttemptCounter(state.totpEnrolmentStatus);
  const { onActivated } = props;
  const starting = enrolment === null && state.totpEnrolmentStatus === 'idle';
  useEffect(() => {
    if (starting) {
      actions.startTotpEnrolment();
    }
  }, [starting, actions]);
  useEffect(() => {
    if (enrolment?.activated === true) {
      onActivated?.();
    }
  }, [enrolment?.activated, onActivated]);
  if (enrolment === null) {
    const failure = state.totpEnrolmentStatus === 'STOPPED' ? state.totpEnrolmentErrorCode : null;
    // A key that could not be generated is not a dead end: the step keeps its heading (focus and title go
    // there, QUALITY.md a11y 4) and Try again asks for a key again.
    const title = t('screen.totpSetup');
    return failure !== null ? (
      <>
        <P.Heading focusKey="totpSetup-failed" focusOnMount={props.focusOnMount} documentTitle={title}>
          {title}
        </P.Heading>
        <P.Alert announceKey={`totp-start-${attempt}`}>{<ErrorText code={failure} />}</P.Alert>
        <div data-step="totpSetup" data-state="failed">
          <P.Button variant="secondary" onClick={() => actions.startTotpEnrolment()} data-action="retry">
            {t('action.tryAgain')}
          </P.Button>
        </div>
      </>
    ) : (
      <P.Status data-step="totpSetup" data-state="loading">
        {t('mfa.totpSetup.loading')}
      </P.Status>
    );
  }
  const { secret, uri, issuer, username } = enrolment.provisioning;
  return (
    <TotpEnrolmentView
      {...props}
      provisioning={{ secret, issuer: issuer ?? '', username: username ?? '', uri: uri ?? undefined }}
      onVerify={(code) => actions.verifyTotpEnrolment(code)}
      pending={state.totpEnrolmentStatus === 'IN_PROGRESS'}
      errorCode={state.totpEnrolmentErrorCode}
      attempt={attempt}
    />
  );
}

function ErrorText({ code }: { readonly code: string }): ReactNode {
  return useMfaErrorText(code);
}

function TotpEnrolmentView({
  focusOnMount,
  components,
  provisioning,
  onVerify,
  pending = false,
  errorCode = null,
  attempt = 0,
}: TotpEnrolmentScreenProps & {
  readonly provisioning: TotpProvisioning;
  readonly onVerify: (code: string) => void;
}): ReactNode {
  const P = mergeParts(MFA_PARTS, components);
  const t = useText();
  const keyId = `${useId()}-key`;
  const errorText = useMfaErrorText(errorCode);
  const title = t('screen.totpSetup');
  const input =
    provisioning.uri !== undefined
      ? { uri: provisioning.uri }
      : { secret: provisioning.secret, issuer: provisioning.issuer, username: provisioning.username };
  return (
    <>
      <P.Heading focusKey="totpSetup" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <div className="grid justify-items-start gap-3" data-step="totpSetup">
        <p>{t('mfa.totpSetup.scan')}</p>
        <P.QrCode
          input={input}
          label={t('mfa.totpSetup.qrLabel')}
          loadingText={t('mfa.totpSetup.loading')}
          unavailableText={t('mfa.totpSetup.qrUnavailable')}
        />
        <p id={`${keyId}-intro`}>{t('mfa.totpSetup.manual')}</p>
        <SetupKey parts={P} keyId={keyId} secret={provisioning.secret} />
      </div>
      <CodeForm
        parts={P}
        step="totpSetup"
        hint={t('mfa.totpSetup.codeHint')}
        pending={pending}
        serverError={errorText}
        serverAttempt={attempt}
        codeRejected={rejectsEnteredCode(errorCode)}
        onVerify={onVerify}
      />
    </>
  );
}

/**
 * The setup key grouped with its copy button (issue 18 §1): the key in groups of four for typing, Copy puts
 * it on the clipboard without the spaces, and a polite status says it was copied (or how to copy it by hand
 * where the page may not write the clipboard). The key is written only to the clipboard, at the user's press.
 */
function SetupKey({
  parts: P,
  keyId,
  secret,
}: {
  readonly parts: MfaParts;
  readonly keyId: string;
  readonly secret: string;
}): ReactNode {
  const t = useText();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = (): void => {
    const done = (result: 'copied' | 'failed') => () => setCopied(result);
    // navigator.clipboard is missing outside secure contexts: the same failure as a refused write.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(secret.replace(/\s+/g, '')))
      .then(done('copied'), done('failed'));
  };
  return (
    <div className="ik-setup-key" role="group" aria-labelledby={`${keyId}-label`}>
      <span id={`${keyId}-label`} className="font-semibold">
        {t('mfa.totpSetup.keyLabel')}
      </span>
      <code id={keyId} className="font-mono text-lg break-all select-all" translate="no">
        {groupSecret(secret)}
      </code>
      <P.Button variant="secondary" onClick={copy} aria-describedby={keyId} data-action="copy-key">
        {t('mfa.totpSetup.copy')}
      </P.Button>
      <P.Status>
        {copied === null ? '' : t(copied === 'copied' ? 'mfa.totpSetup.copied' : 'mfa.totpSetup.copyFailed')}
      </P.Status>
    </div>
  );
}
