import { useContext, useMemo } from 'react';
import type { AnalyticsEvent } from '../core';
import type { FlowClient } from '../flows/client-port';
import {
  deferredIdentityStore,
  type IdentityStore,
  type IdentityStoreOptions,
} from '../flows/identity-store';
import { readWebAuthnPromptCount } from '../flows/post-auth/webauthn-prompt';
import { IdentityContext, OUTSIDE_PROVIDER, type ProviderStoreOptions } from './provider-context';

/** What a provider shares with its hooks. */
export interface IdentityContextValue {
  readonly store: IdentityStore;
  /** BCP 47 locale the UI resolves catalogue text with. */
  readonly locale: string;
  /**
   * The provider's identity client (the `client` prop as given: usually the whole `IdentityClient`), for
   * hooks that call it outside the flows (the field hooks' availability and country-code calls).
   */
  readonly client?: FlowClient;
  /**
   * Emits an analytics event to the provider's `onEvent` through the store (the same secret check as the
   * flows' events). Field hooks use it when their own `onEvent` option is omitted.
   */
  readonly emit?: (event: AnalyticsEvent) => void;
}

/**
 * The provider's store from its props, made at its first use (deferredIdentityStore: the first step only
 * reads its fresh state, issue 19), with `made` called then. The prompt count's reader: none when the host
 * passes `config.webAuthnPromptsShown`, else the iux_webauthn_reg cookie (written with path /, so every page
 * of the origin reads it back; see WEBAUTHN_PROMPT_COOKIE_PATH), which the store calls only when the
 * post-auth flows load (issue 5 start-up: no `document.cookie` read while the first screen renders).
 * IdentityProvider's `writeCookie` default assigns `document.cookie` in a browser.
 */
function createProviderStore(
  options: ProviderStoreOptions,
  made: (store: IdentityStore) => void,
): IdentityStore {
  return deferredIdentityStore(options.config, () => storeOptions(options), made);
}

function storeOptions({ client, config, now, writeCookie }: ProviderStoreOptions): IdentityStoreOptions {
  const browser = typeof document !== 'undefined';
  return {
    client,
    config,
    now,
    readPromptCount:
      config?.webAuthnPromptsShown === undefined && browser
        ? () => readWebAuthnPromptCount(document.cookie)
        : undefined,
    writeCookie:
      writeCookie === false
        ? undefined
        : (writeCookie ??
          (browser
            ? (cookie) => {
                document.cookie = cookie;
              }
            : undefined)),
  };
}

/**
 * The nearest provider's value, or null outside a provider (hooks that also work without one). Reading it
 * creates the provider's store if nothing has yet (provider-context.ts), which emits its first view once the
 * render is done (IdentityProvider.tsx; no effect here, issue 19).
 */
export function useOptionalIdentityContext(): IdentityContextValue | null {
  const value = useContext(IdentityContext);
  const store = value === null ? null : value.slot.get(createProviderStore);
  // One object per provider value and store, as the context value was before the store moved into a slot:
  // apps may list it in effect or memo dependencies.
  return useMemo(
    () =>
      value === null || store === null
        ? null
        : { store, locale: value.locale, client: value.client, emit: value.emit },
    [value, store],
  );
}

/** The nearest provider's value; throws a developer error outside a provider. */
export function useIdentityContext(): IdentityContextValue {
  const value = useOptionalIdentityContext();
  if (value === null) {
    throw new Error(OUTSIDE_PROVIDER);
  }
  return value;
}
