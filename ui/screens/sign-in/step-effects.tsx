/**
 * The effects of the first sign-in steps, as components a screen mounts only while they have work (issue 19
 * start-up JS): any passive effect on the page makes React run its whole passive commit pass, and the first
 * step of a page load needs none of these. A hook cannot mount an effect conditionally (hooks run in a fixed
 * order, and remounting the form would lose focus and typed text), so each effect lives in a small component
 * rendering nothing, placed beside the step's form.
 */
import { useEffect, type ReactNode } from 'react';
import { useIdentityStore, type IdentityState } from '../../../headless/advanced';
import type { SignInActions } from '../../../headless';

const selectPasskeysOffered = (state: IdentityState): boolean => state.config.enableFIDO2Authentication;

/**
 * Whether passkey autofill runs on this step: the product's prop, else the offering's passkey sign-in
 * setting. The same test `startPasskeyAutofill` makes, read at render so an offering without passkeys mounts
 * no effect for it.
 */
export function usePasskeyAutofill(passkeyAutofill: boolean | undefined): boolean {
  const offered = useIdentityStore(selectPasskeysOffered);
  return passkeyAutofill ?? offered;
}

/**
 * Passkey autofill (issue 5 §2): the hook starts the request after the first paint, when the main thread is
 * idle; the returned stop ends it on unmount (submit and leaving the step end it in the hook).
 */
function PasskeyAutofill({ start }: { readonly start: SignInActions['startPasskeyAutofill'] }): null {
  useEffect(() => start({ enabled: true }), [start]);
  return null;
}

/**
 * After a failed attempt only the password is cleared (QUALITY.md a11y 7); the identifier stays as typed.
 * Mounted while a failure other than a captcha request shows (a captcha request is not a wrong password:
 * the password stays for the resubmit with the token); each new attempt that fails clears it again.
 */
function ClearPassword({
  passwordId,
  attempt,
}: {
  readonly passwordId: string;
  readonly attempt: number;
}): null {
  useEffect(() => {
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) {
      input.value = '';
    }
  }, [passwordId, attempt]);
  return null;
}

/** The step effects a sign-in screen needs now (nothing on the first step of an offering without passkeys). */
export function StepEffects({
  autofill,
  start,
  clearPassword,
}: {
  /** Passkey autofill runs (`usePasskeyAutofill`, and the step shows the identifier field). */
  readonly autofill: boolean;
  readonly start: SignInActions['startPasskeyAutofill'];
  /** The password field to clear after a failure, and the attempt that failed; null when none shows. */
  readonly clearPassword?: { readonly passwordId: string; readonly attempt: number } | null | undefined;
}): ReactNode {
  return (
    <>
      {autofill ? <PasskeyAutofill start={start} /> : null}
      {clearPassword ? <ClearPassword {...clearPassword} /> : null}
    </>
  );
}
