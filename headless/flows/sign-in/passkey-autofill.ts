/**
 * Passkey autofill (issue 5 §2, WebAuthn conditional mediation): the feature check, the server's
 * authentication options, then `navigator.credentials.get({ mediation: 'conditional' })`, which shows no
 * dialog and stays pending until the user picks a passkey in the list the browser offers on the
 * `autocomplete="username webauthn"` field. A lazy chunk (passkey-autofill-slot.ts loads it after the first
 * paint, and only where autofill is enabled): the first screen's bundle does not carry it.
 */
import type { WebauthnCredentialJSON } from '../../client/wire';
import type { FlowClient } from '../client-port';
import { browserCredentials, getAssertion, type CredentialsLike } from '../mfa/webauthn';

type ConditionalCheck = { isConditionalMediationAvailable?: () => Promise<boolean> };

/**
 * True only where `PublicKeyCredential.isConditionalMediationAvailable()` resolves true. Never throws nor
 * rejects: a browser without WebAuthn, without the method, or whose check fails has no autofill.
 */
export function conditionalMediationAvailable(): Promise<boolean> {
  try {
    const pkc = (globalThis as { PublicKeyCredential?: ConditionalCheck }).PublicKeyCredential;
    const check = pkc?.isConditionalMediationAvailable;
    if (typeof check !== 'function') {
      return Promise.resolve(false);
    }
    return Promise.resolve(check.call(pkc)).then(
      (available) => available === true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

export interface PasskeyAutofillRequest {
  readonly client: Pick<FlowClient, 'webauthnAuthenticationOptions'>;
  readonly offeringId: string;
  readonly signal: AbortSignal;
  /** @default navigator.credentials when the browser has WebAuthn */
  readonly credentials?: CredentialsLike | undefined;
}

/**
 * The passkey the user picked, or null: no conditional mediation, aborted, options refused, or the browser
 * said no. Null is silent on purpose: the user did not ask for a passkey, so a failure here is no error to
 * show (the password path and the modal "sign in with a passkey" button stay there). Options are asked
 * without a username: autofill offers the discoverable credentials of the site, whoever they belong to.
 */
export async function requestPasskeyAutofill({
  client,
  offeringId,
  signal,
  credentials,
}: PasskeyAutofillRequest): Promise<WebauthnCredentialJSON | null> {
  if (!(await conditionalMediationAvailable()) || signal.aborted) {
    return null;
  }
  try {
    const options = await client.webauthnAuthenticationOptions({ offeringId }, { signal });
    if (!options.ok || signal.aborted) {
      return null;
    }
    const assertion = await getAssertion(
      credentials ?? browserCredentials(),
      options.data,
      signal,
      'conditional',
    );
    return assertion.ok && !signal.aborted ? assertion.credential : null;
  } catch {
    // A client that throws instead of answering: autofill is a convenience, never an error on the page.
    return null;
  }
}
