/**
 * Passkey autofill (issue 5 §2, WebAuthn conditional mediation): the server's authentication options, then
 * `navigator.credentials.get({ mediation: 'conditional' })`, which shows no dialog and stays pending until the
 * user picks a passkey in the list the browser offers on the `autocomplete="username webauthn"` field. A lazy
 * chunk (passkey-autofill-slot.ts loads it): the first screen's bundle does not carry it.
 */
import type { WebauthnCredentialJSON } from '../../client/wire';
import type { FlowClient } from '../client-port';
import { browserCredentials, getAssertion, type CredentialsLike } from '../mfa/webauthn';

export interface PasskeyAutofillRequest {
  readonly client: Pick<FlowClient, 'webauthnAuthenticationOptions'>;
  readonly offeringId: string;
  readonly signal: AbortSignal;
  /** @default navigator.credentials when the browser has WebAuthn */
  readonly credentials?: CredentialsLike | undefined;
}

/**
 * The passkey the user picked, or null: aborted, options refused, or the browser said no. Null is silent on
 * purpose: the user did not ask for a passkey, so a failure here is no error to show (the password path and
 * the modal "sign in with a passkey" button stay there). Options are asked without a username: autofill
 * offers the discoverable credentials of the site, whoever they belong to.
 */
export async function requestPasskeyAutofill({
  client,
  offeringId,
  signal,
  credentials = browserCredentials(),
}: PasskeyAutofillRequest): Promise<WebauthnCredentialJSON | null> {
  const options = await client.webauthnAuthenticationOptions({ offeringId }, { signal });
  if (!options.ok || signal.aborted) {
    return null;
  }
  const assertion = await getAssertion(credentials, options.data, signal, 'conditional');
  return assertion.ok && !signal.aborted ? assertion.credential : null;
}
