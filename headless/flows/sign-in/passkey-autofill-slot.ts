/**
 * The one passkey autofill request of a store (issue 5 §2), up front and small: started by the identifier
 * step, aborted when the user submits, starts the modal passkey sign-in, leaves the step, or the step
 * unmounts. Browsers keep a single conditional request per page (a second one is rejected or ignored), so
 * starting again aborts the previous one first.
 *
 * Whether (issue 19, decision 1): only where the offering enables passkey sign-in
 * (`config.enableFIDO2Authentication`, seed 000 §3.6) or the caller says so explicitly (`enabled`). Otherwise
 * nothing is scheduled and the request code (passkey-autofill.ts, with the feature check, the options call
 * and the WebAuthn call) is never loaded.
 *
 * When: after the first paint, when the main thread is idle, with a short upper bound
 * (passkey-autofill-timing.ts), not in the first render's effects. The request has to be pending before the
 * user opens the field's autofill menu (the browser builds the list then), so it does not wait for focus.
 */
import { lazyChunk, untilLoaded } from '../../client/lazy-chunk';
import type { FlowClient } from '../client-port';
import type { IdentityStore } from '../identity-store';
import type { CredentialsLike } from '../mfa/webauthn';
import { afterFirstPaintWhenIdle } from './passkey-autofill-timing';

const autofillChunk = lazyChunk(() => import('./passkey-autofill'));

const running = new WeakMap<IdentityStore, AbortController>();

/** Aborts the store's passkey autofill request, if one is under way (silently: no state changes). */
export function stopPasskeyAutofill(store: IdentityStore): void {
  running.get(store)?.abort();
}

export interface PasskeyAutofillOptions {
  /**
   * Runs autofill whatever the offering says (true) or never (false).
   * @default the store's `config.enableFIDO2Authentication`
   */
  readonly enabled?: boolean | undefined;
  /** Injected for tests. @default navigator.credentials when the browser has WebAuthn */
  readonly credentials?: CredentialsLike;
}

const noop = (): void => undefined;

/**
 * Starts the store's passkey autofill request when it is enabled; returns its stop function. A picked
 * passkey is verified by `PASSKEY_REQUESTED` with the assertion: the modal passkey sign-in's own verify call
 * and result handling. Until then nothing enters the state (no request slot is IN_PROGRESS while the browser
 * waits, the form is not busy), and an abort or refusal leaves it as it was.
 */
export function startPasskeyAutofill(
  store: IdentityStore,
  client: Pick<FlowClient, 'webauthnAuthenticationOptions'>,
  { enabled, credentials }: PasskeyAutofillOptions = {},
): () => void {
  // An offering without passkeys runs no more than this test at start-up (issue 19 start-up JS).
  return (enabled ?? store.getState().config.enableFIDO2Authentication)
    ? runPasskeyAutofill(store, client, credentials)
    : noop;
}

function runPasskeyAutofill(
  store: IdentityStore,
  client: Pick<FlowClient, 'webauthnAuthenticationOptions'>,
  credentials: CredentialsLike | undefined,
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
  void afterFirstPaintWhenIdle(signal)
    .then((go) => (go ? untilLoaded(autofillChunk, signal) : 'aborted'))
    .then((chunk) =>
      chunk === 'aborted' || chunk === 'failed'
        ? null
        : chunk.requestPasskeyAutofill({
            client,
            offeringId: store.getState().config.offeringId,
            signal,
            credentials,
          }),
    )
    .then((credential) => {
      if (credential !== null && !signal.aborted) {
        controller.abort();
        store.dispatch({ type: 'PASSKEY_REQUESTED', credential });
      }
    });
  return () => controller.abort();
}
