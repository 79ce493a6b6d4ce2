import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnalyticsEvent, HostCommand } from '../core';
import type { FlowClient } from '../flows/client-port';
import type { FlowConfig } from '../flows/config';
import { createIdentityStore, type IdentityStore } from '../flows/identity-store';
import { readWebAuthnPromptCount } from '../flows/post-auth/webauthn-prompt';
import { IdentityContext, type IdentityContextValue } from './context';

/** Props of {@link IdentityProvider}. */
export interface IdentityProviderProps {
  /** The identity client (`createIdentityClient(...)`), or any object with the methods the flows call. */
  readonly client: FlowClient;
  /** Flow configuration; read once when the provider mounts. @default {} */
  readonly config?: Partial<FlowConfig>;
  /** @default 'en-US' */
  readonly locale?: string;
  /** Injected clock for cooldowns. @default Date.now */
  readonly now?: () => number;
  /** Analytics events (codes only, never secrets). */
  readonly onEvent?: (event: AnalyticsEvent) => void;
  /** Host commands such as a validated OAuth redirect. */
  readonly onHostCommand?: (command: HostCommand) => void;
  /**
   * Writes the cookies the flows set (the iux_webauthn_reg passkey-prompt counter: count, 730 days, path
   * /, Secure, SameSite=Lax). `false` writes none (the host keeps the count and passes
   * `config.webAuthnPromptsShown`). @default assigns `document.cookie` in a browser
   */
  readonly writeCookie?: ((cookie: string) => void) | false;
  readonly children?: ReactNode;
}

function documentCookieWriter(): ((cookie: string) => void) | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  return (cookie) => {
    document.cookie = cookie;
  };
}

/**
 * The prompt count's reader: none when the host passes `config.webAuthnPromptsShown`, else the
 * iux_webauthn_reg cookie (written with path /, so every page of the origin reads it back; see
 * WEBAUTHN_PROMPT_COOKIE_PATH). The store calls it only when the post-auth flows load (issue 5 start-up: no
 * `document.cookie` read while the first screen renders).
 */
function promptCountReader(config: Partial<FlowConfig> | undefined): (() => number) | undefined {
  if (config?.webAuthnPromptsShown !== undefined || typeof document === 'undefined') {
    return undefined;
  }
  return () => readWebAuthnPromptCount(document.cookie);
}

// useLayoutEffect warns during server rendering; effects do not run there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Holds one identity store per instance (no module singletons: two providers on a page never share state).
 * Unmounting aborts in-flight work, so a late response changes nothing.
 */
export function IdentityProvider({
  client,
  config,
  locale = 'en-US',
  now,
  onEvent,
  onHostCommand,
  writeCookie,
  children,
}: IdentityProviderProps): ReactNode {
  // The latest onEvent, attached when the store is created: events emitted while children mount (their
  // effects run before the provider's) reach it too.
  const onEventRef = useRef(onEvent);
  useIsomorphicLayoutEffect(() => {
    onEventRef.current = onEvent;
  });
  const make = (): IdentityStore => {
    const readPromptCount = promptCountReader(config);
    const writer = writeCookie === false ? undefined : (writeCookie ?? documentCookieWriter());
    const created = createIdentityStore({
      client,
      ...(config ? { config } : {}),
      ...(readPromptCount ? { readPromptCount } : {}),
      ...(now ? { now } : {}),
      ...(writer ? { writeCookie: writer } : {}),
    });
    created.onEvent((event) => onEventRef.current?.(event));
    return created;
  };
  const [store, setStore] = useState(make);
  // StrictMode remounts keep refs: the first step's view is emitted once per provider, not per store.
  const startedRef = useRef(false);
  useIsomorphicLayoutEffect(() => {
    if (!startedRef.current && !store.isDisposed()) {
      startedRef.current = true;
      store.start();
    }
  }, [store]);

  useEffect(() => {
    // React StrictMode unmounts and remounts once: a store disposed by that first cleanup is replaced.
    if (store.isDisposed()) {
      setStore(make);
      return undefined;
    }
    return () => {
      store.dispose();
    };
    // The store is created once per mount; later prop changes do not recreate it (documented on `config`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => (onHostCommand ? store.onHostCommand(onHostCommand) : undefined), [store, onHostCommand]);

  const value = useMemo<IdentityContextValue>(
    () => ({ store, locale, client, emit: (event) => store.emit(event) }),
    // The client is read once per store, like `config`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, locale],
  );
  return <IdentityContext.Provider value={value}>{children}</IdentityContext.Provider>;
}
