// The one layout of every one-time-code step (issue 18 §1 "one layout per task"): MFA codes (SMS, voice,
// email, authenticator app), the recovery code, the sign-up confirmation codes and the account page's phone
// and email change (account/code-form.tsx). Each screen keeps its own validation and wording of where the
// code went; this part draws them in one order with one button placement. It loads with those lazy steps only (its en-US part, en-US/code.ts, too).
import {
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { enUSCode } from '../../catalogue/messages/en-US/code';
import { enUSCore } from '../../catalogue/messages/en-US/core';
import { enUSForms } from '../../catalogue/messages/en-US/forms';
import type { PartKeys } from '../../catalogue';
import { resendSecondsLeft } from '../../headless/advanced';
import {
  Countdown,
  type CountdownProps,
  type ErrorSummaryItem,
  type OneTimeCodeInputProps,
} from '../primitives';
import type { CommonParts } from './parts';
import { useTextOf, type TextFn } from './text';

/** The keys the code step and its screens share: core, forms and the code part. */
export type CodeTextKey = PartKeys<[typeof enUSCore, typeof enUSForms, typeof enUSCode]>;

/** `t` over the code step's parts (where the code went, resend, the hint), for the screens that use it. */
export function useCodeText(): TextFn<CodeTextKey> {
  return useTextOf(enUSCore, enUSForms, enUSCode);
}

/** Parts of the code step: the common parts, the code input and (optionally) the resend countdown. */
export interface CodeStepParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
  readonly Countdown?: ComponentType<CountdownProps> | undefined;
}

/** Re-renders once a second while `active`, so a clock-derived value (the resend cooldown) stays current. */
export function useSecondTick(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [active]);
}

/**
 * The resend cooldown of a step whose hook keeps none (recovery, sign-up): it starts when the user asks for a
 * new code, with the MFA hook's length, so every code step paces resends alike. The service still enforces
 * its own limit; this only keeps the button from inviting a second send while the first is on its way.
 * `resends`: new codes asked for on this step.
 */
export function useResendCooldown(): { secondsLeft: number; resends: number; start: () => void } {
  const [lastAt, setLastAt] = useState<number | null>(null);
  const [resends, setResends] = useState(0);
  const secondsLeft = resendSecondsLeft(lastAt, Date.now());
  useSecondTick(secondsLeft > 0);
  return {
    secondsLeft,
    resends,
    start: () => {
      setLastAt(Date.now());
      setResends((n) => n + 1);
    },
  };
}

/** How the step offers a new code: the countdown while `secondsLeft` > 0, else the button. */
export interface CodeStepResend {
  readonly secondsLeft: number;
  readonly pending: boolean;
  /** Button text; defaults to "Send a new code". */
  readonly label?: string | undefined;
  readonly onResend: () => void;
}

export interface CodeStepProps {
  readonly parts: CodeStepParts;
  /** `data-step` of the form. */
  readonly step: string;
  /** The step's title; left out where the screen draws its own above other content (TOTP enrolment). */
  readonly heading?:
    | { readonly title: string; readonly focusKey: string; readonly focusOnMount: boolean | undefined }
    | undefined;
  /** Lines between the title and the form: why a code is asked, where it went. */
  readonly intro?: ReactNode;
  /** Id of the code input (the summary links to it; resend returns focus to it). */
  readonly controlId: string;
  readonly hint?: string | undefined;
  /** This submit's client-side error of the code, shown inline (and in the summary through `errors`). */
  readonly error?: string | undefined;
  readonly errors: readonly ErrorSummaryItem[];
  /** Submits so far: re-focuses the summary and re-announces the alert on a repeated failure. */
  readonly attempt: number;
  /** The server's error alert, already worded, or null. */
  readonly alert?: ReactNode;
  /** The code input's own props (name, length, letters, autocomplete, invalid). */
  readonly input: Omit<OneTimeCodeInputProps, 'id'>;
  readonly formPending: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly submit: { readonly pending: boolean; readonly pendingLabel: string };
  /** Lays out the submit button with other form actions (recovery's back button of seed 000 §2.4). */
  readonly submitRow?: ((submit: ReactNode) => ReactNode) | undefined;
  /**
   * A polite status of the sends ("We sent you a new code."), in a region that stays mounted; leave it out
   * where the intro is the step's status region already (one region per step, so it is read once).
   */
  readonly status?: string | undefined;
  readonly resend?: CodeStepResend | undefined;
  /** More ways on, under resend in the same column ("didn't get a code?", try another way, back). */
  readonly more?: ReactNode;
  /** Content after the step's actions (support links). */
  readonly after?: ReactNode;
}

/**
 * Title, intro, the error summary and server alert, one form with the code field (label, hint, inline error)
 * and a full-width Verify, then one column of secondary actions aligned with the content edge: the send
 * status, "Send a new code" or its countdown (a `timer`, not read on each tick), and the screen's other ways
 * on. After a resend, focus goes to the code field, where the new code goes (issue 18 §3), instead of
 * dropping to the page body when the button gives way to the countdown.
 */
export function CodeStep({
  parts: P,
  step,
  heading,
  intro,
  controlId,
  hint,
  error,
  errors,
  attempt,
  alert,
  input,
  formPending,
  onSubmit,
  submit,
  submitRow,
  status,
  resend,
  more,
  after,
}: CodeStepProps): ReactNode {
  const t = useCodeText();
  const Timer = P.Countdown ?? Countdown;
  const onResend = (event: MouseEvent<HTMLButtonElement>): void => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(controlId)?.focus();
    resend?.onResend();
  };
  const button = (
    <P.Button type="submit" fullWidth pending={submit.pending} pendingLabel={submit.pendingLabel}>
      {t('action.verify')}
    </P.Button>
  );
  return (
    <>
      {heading === undefined ? null : (
        <P.Heading
          focusKey={heading.focusKey}
          focusOnMount={heading.focusOnMount}
          documentTitle={heading.title}
        >
          {heading.title}
        </P.Heading>
      )}
      {intro}
      <P.ErrorSummary title={t('errorSummary.title')} errors={errors} focusKey={attempt} />
      {alert}
      <P.Form data-step={step} pending={formPending} onSubmit={onSubmit}>
        <P.Field
          label={t('label.verificationCode')}
          hint={hint}
          error={error}
          controlId={controlId}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.OneTimeCodeInput {...input} id={controlId} />
        </P.Field>
        {submitRow === undefined ? button : submitRow(button)}
      </P.Form>
      <div className="grid justify-items-start gap-3" data-part="code-actions">
        {/* Empty, the status takes no row gap, so the column starts right under the form. */}
        {status === undefined ? null : <P.Status className="empty:-mb-3">{status}</P.Status>}
        {resend === undefined ? null : resend.secondsLeft > 0 ? (
          <Timer seconds={resend.secondsLeft} className="text-sm text-ik-fg-muted">
            {(time) => t('code.resendIn', { time })}
          </Timer>
        ) : (
          <P.Button variant="tertiary" pending={resend.pending} onClick={onResend} data-action="resend">
            {resend.label ?? t('code.resend')}
          </P.Button>
        )}
        {more}
      </div>
      {after}
    </>
  );
}

/**
 * The status line of a step whose intro is its status region (recovery, sign-up): where the code went, then
 * "We sent you a new code." after a resend, or "You can ask for a new code now." once its cooldown ended.
 */
export function sentStatus(
  t: TextFn<CodeTextKey>,
  sentTo: string,
  cooldown: { secondsLeft: number; resends: number },
  settled: boolean,
): string {
  const resend =
    cooldown.resends === 0 || !settled
      ? ''
      : cooldown.secondsLeft === 0
        ? t('mfa.code.canResend')
        : t('mfa.code.resent');
  return [sentTo, resend].filter((line) => line !== '').join(' ');
}
