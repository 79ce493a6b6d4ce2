/**
 * The one passkey autofill request of a store (issue 5 §2): started by the identifier step, aborted when the
 * user submits, starts the modal passkey sign-in, leaves the step, or the step unmounts. Browsers keep a
 * single conditional request per page (a second one is rejected or ignored), so starting again aborts the
 * previous one first.
 *
 * When: at once, when the identifier step mounts, not at the field's first focus. A conditional request
 * has to be pending before the user focuses the field: the browser builds the autofill list on focus, so a
 * request started then misses it and the first list shows no passkeys (MDN / web.dev conditional-UI guidance:
 * "call it on page load"). What stays off the start-up path: unsupported browsers (the feature check below
 * costs no download), and the request code itself, a lazy chunk loaded after the check.
 */
import { lazyChunk, untilLoaded } from '../../client/lazy-chunk';
import type { WebauthnCredentialJSON } from '../../client/wire';
import type { FlowClient } from '../client-port';
import type { IdentityStore } from '../identity-store';
import type { CredentialsLike } from '../mfa/webauthn';

const autofillChunk = lazyChunk(() => import('./passkey-autofill'));

const running = new WeakMap<IdentityStore, AbortController>();

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

/** Aborts the store's passkey autofill request, if one is under way (silently: no state changes). */
export function stopPasskeyAutofill(store: IdentityStore): void {
  running.get(store)?.abort();
}

export interface PasskeyAutofillOptions {
  /** Injected for tests. @default navigator.credentials when the browser has WebAuthn */
  readonly credentials?: CredentialsLike;
}

/**
 * Starts the store's passkey autofill request; returns its stop function. A picked passkey is verified by
 * `PASSKEY_REQUESTED` with the assertion: the modal passkey sign-in's own verify call and result handling.
 * Until then nothing enters the state (no request slot is IN_PROGRESS while the browser waits, the form is
 * not busy), and an abort or refusal leaves it as it was.
 */
export function startPasskeyAutofill(
  store: IdentityStore,
  client: Pick<FlowClient, 'webauthnAuthenticationOptions'>,
  options: PasskeyAutofillOptions = {},
): () => void {
  stopPasskeyAutofill(store);
  const controller = new AbortController();
  const { signal } = controller;
  running.set(store, controller);
  const step = store.getState().step;
  // Leaving the step (an answer moved the flow on, a restart, another account) ends the request.
  const unsubscribe = store.subscribe(() => {
    if (store.getState().step !== step) {
      controller.abort();
    }
  });
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      if (running.get(store) === controller) {
        running.delete(store);
      }
    },
    { once: true },
  );
  void run(store, client, options, signal).then((credential) => {
    if (credential !== null && !signal.aborted) {
      controller.abort();
      store.dispatch({ type: 'PASSKEY_REQUESTED', credential });
    }
  });
  return () => controller.abort();
}

async function run(
  store: IdentityStore,
  client: Pick<FlowClient, 'webauthnAuthenticationOptions'>,
  { credentials }: PasskeyAutofillOptions,
  signal: AbortSignal,
): Promise<WebauthnCredentialJSON | null> {
  if (!(await conditionalMediationAvailable()) || signal.aborted) {
    return null;
  }
  const chunk = await untilLoaded(autofillChunk, signal);
  if (chunk === 'aborted' || chunk === 'failed') {
    return null;
  }
  try {
    return await chunk.requestPasskeyAutofill({
      client,
      offeringId: store.getState().config.offeringId,
      signal,
      ...(credentials !== undefined ? { credentials } : {}),
    });
  } catch {
    // A client that throws instead of answering: autofill is a convenience, never an error on the page.
    return null;
  }
}
