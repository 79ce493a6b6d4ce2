import { useContext } from 'react';
import {
  deferredIdentityStore,
  type IdentityStore,
  type IdentityStoreOptions,
} from '../flows/identity-store';
import { readWebAuthnPromptCount } from '../flows/post-auth/webauthn-prompt';
import {
  IdentityContext,
  OUTSIDE_PROVIDER,
  type IdentityContextValue,
  type ProviderStoreOptions,
} from './provider-context';

export type { IdentityContextValue };

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
  // One object per provider value, kept with it (no memo: the value is the provider's state, new only on a
  // refresh or a locale change), as the context value was before the store moved into a slot.
  return value === null
    ? null
    : (value.identity ??= {
        store: value.slot.get(createProviderStore),
        locale: value.locale,
        client: value.client,
        emit: value.emit,
      });
}

/** The nearest provider's value; throws a developer error outside a provider. */
export function useIdentityContext(): IdentityContextValue {
  const value = useOptionalIdentityContext();
  if (value === null) {
    throw new Error(OUTSIDE_PROVIDER);
  }
  return value;
}
