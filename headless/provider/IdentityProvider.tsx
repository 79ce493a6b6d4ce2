/**
 * The provider. How it reaches a page's first step without a React effect or a store subscription (issue 19
 * start-up: a single passive effect makes React run its passive commit pass, and useSyncExternalStore its own
 * code; the bare form the kit is measured against runs neither):
 * - The store is made at its first use (a dispatch, an event, a subscription; context.ts): until then its
 *   readers get its fresh state. Making it subscribes the provider to it: each change sets the provider's
 *   state, which renders the new state through IdentityStateContext.
 *   `useIdentityStore` selects from that context (memoised), so no component subscribes on its own. The
 *   store is this provider's alone (the embed's widgets of one offering share one provider), so the listener
 *   goes with it.
 * - StoreLifecycle, the one effect (disposal at unmount), mounts at the store's first change, i.e. after the
 *   first input; before that nothing is in flight. StrictMode's double effect run on it cannot end the store:
 *   the release waits a microtask, and the remount holds the slot again first.
 * - The first view is emitted a microtask after the render that first read the store, not in an effect (and
 *   only to a host that passed `onEvent`).
 * - `refresh` re-renders the provider's readers when a module-level load lands (a locale's tables, the error
 *   wording; ui/screens/text.ts), instead of an effect per reader.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Namespace, OfferingConfig } from '../../offerings';
import type { AnalyticsEvent, HostCommand } from '../core';
import { isSecretFree } from '../core/analytics';
import type { FlowClient } from '../flows/client-port';
import type { FlowConfig } from '../flows/config';
import type { IdentityStore } from '../flows/identity-store';
import { loadOffering, type ProviderOffering } from './offering';
import type { IdentityState } from '../flows/state';
import {
  IdentityContext,
  IdentityStateContext,
  type IdentityStoreSlot,
  type ProviderStoreOptions,
  type ProviderValue,
} from './provider-context';

/** Props of {@link IdentityProvider}. */
export interface IdentityProviderProps {
  /** The identity client (`createIdentityClient(...)`), or any object with the methods the flows call. */
  readonly client: FlowClient;
  /**
   * Flow configuration; read once when the provider mounts. Its fields win over the offering's. @default {}
   */
  readonly config?: Partial<FlowConfig>;
  /**
   * BCP 47 locale of the screens. With an offering it is the requested locale, limited by the offering's
   * supported locales. @default the offering's locale, else 'en-US'
   */
  readonly locale?: string;
  /**
   * The embedding product's offering (seed 000 §3.6, seed 001 §3): the provider resolves its configuration
   * once (offerings' `resolveConfig`, loaded on demand) and renders `fallback` until then; every screen and
   * hook below reads it (`useOffering()`), and the flows start from it (`config` still overrides). Read once.
   */
  readonly offeringId?: string | undefined;
  /** Environment of the offering (prod, prd, e2e, qa, perf, ...). @default 'prd' */
  readonly offeringEnv?: string | undefined;
  /** Data-classification zone of the page (seed 000 §3.1); wins over the offering's targetZone. */
  readonly offeringZone?: 'ssz' | 'tax' | undefined;
  /** The screen's configuration namespace (seed 001 §2). @default 'sign-in' */
  readonly namespace?: Namespace | undefined;
  /** The server configuration response (seed 000 §3.2, `widgets_json`), when the app fetched it. */
  readonly serverConfig?: unknown;
  /** Address parameters (seed 000 §2.5). @default the page's `location.search` */
  readonly query?: string | URLSearchParams | null | undefined;
  /**
   * An offering configuration resolved already (on the server, or with `resolveConfig`): used as is, the
   * resolver is not called (the adapter chunk still loads, once per page). Wins over `offeringId`; the
   * `locale` prop wins over its locale.
   */
  readonly offering?: OfferingConfig | undefined;
  /** Shown while the offering resolves. @default null */
  readonly fallback?: ReactNode;
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

interface Slot extends IdentityStoreSlot {
  /**
   * The provider's latest props (its listeners and client), set while it renders (events emitted while
   * children mount reach the first render's).
   */
  latest: Latest;
  emit(event: AnalyticsEvent): void;
  /** The provider's live lifecycle holds the slot; the returned release disposes it (StoreLifecycle). */
  hold(): () => void;
}

interface Latest {
  readonly onEvent?: ((event: AnalyticsEvent) => void) | undefined;
  readonly onHostCommand?: ((command: HostCommand) => void) | undefined;
  readonly client?: FlowClient;
}

/**
 * One provider instance's store slot: the store is given at its first read (provider-context.ts) and made at
 * its first use, when it is wired to the provider's latest `onEvent` and `onHostCommand` and to `changed` (the
 * provider's state setter, so the provider renders each new state); it is disposed with the slot. The store
 * starts (its first view) once per slot, i.e. once per provider: no effect starts it (issue 19).
 */
function createSlot(
  options: ProviderStoreOptions,
  changed: (state: IdentityState) => void,
  wake: () => void,
): Slot {
  let store: IdentityStore | null = null;
  let disposed = false;
  let held = false;
  const slot: Slot = {
    // Set by each render of the provider.
    latest: {},
    get(create) {
      if (store === null) {
        // Made at its first use (a dispatch, an event, a subscription), which wires it first: until then the
        // first step only reads its fresh state (issue 19 start-up).
        const made = create(options, (created) => {
          created.onEvent((event) => slot.latest.onEvent?.(event));
          created.onHostCommand((command) => slot.latest.onHostCommand?.(command));
          // Lives as long as the store, which lives as long as this provider (no other provider reads it).
          created.subscribe(() => changed(created.getState()));
          if (disposed) {
            created.dispose();
          }
        });
        store = made;
        // The first view, once the render that read the store is done: the host's `onEvent` may set state,
        // which it must not do while React renders. Nothing dispatches before it (no input comes between).
        // Without an `onEvent` nobody would receive it, so none of it runs (issue 19 start-up).
        queueMicrotask(() => {
          if (slot.latest.onEvent !== undefined) {
            made.start();
          }
        });
      }
      return store;
    },
    emit(event) {
      if (store !== null) {
        store.emit(event);
      } else if (!disposed && isSecretFree(event)) {
        // The same check as the store's emit (defence in depth: nothing secret-bearing leaves).
        slot.latest.onEvent?.(event);
        // A field hook's event (a handler or an answer, never a render): the provider goes live, so its
        // unmount stops later events.
        wake();
      }
    },
    hold() {
      held = true;
      return () => {
        held = false;
        // StrictMode unmounts and remounts a new component's effects at once: the remount holds the slot
        // again before this runs, so only a real unmount disposes it.
        queueMicrotask(() => {
          if (!held) {
            disposed = true;
            store?.dispose();
          }
        });
      };
    },
  };
  return slot;
}

/**
 * What the provider mounts once its store has changed (or a field hook emitted): the effect that disposes the
 * store (aborting in-flight work) and stops events when the provider unmounts. Until then the provider mounts
 * no effect (issue 19); nothing is in flight before the store's first change.
 */
function StoreLifecycle({ slot }: { slot: Slot }): null {
  useEffect(() => slot.hold(), [slot]);
  return null;
}

/** The provider's value with its own slot type. */
interface OwnValue extends ProviderValue {
  readonly slot: Slot;
}

/** The fields of `config` that hold a value (an `undefined` field does not clear the offering's). */
function definedOnly(config: Partial<FlowConfig> | undefined): Partial<FlowConfig> {
  return Object.fromEntries(Object.entries(config ?? {}).filter(([, value]) => value !== undefined));
}

/**
 * The provider: resolves the offering first when one is named (issue 17 §1), then holds the store. A
 * configuration that cannot be resolved (no offering id, an invalid entry) throws its `OfferingConfigError`
 * while rendering, for the app's error boundary: it is a setup bug, not a user error.
 */
export function IdentityProvider(props: IdentityProviderProps): ReactNode {
  // Without an offering, none of the offering's resolution runs (issue 19 start-up JS).
  return props.offering !== undefined || props.offeringId !== undefined ? (
    <OfferingProvider {...props} />
  ) : (
    <StoreProvider {...props} offering={null} />
  );
}

/** The provider of a named offering: `fallback` until the offering resolves, then the store. */
function OfferingProvider(props: IdentityProviderProps): ReactNode {
  const [resolved, setResolved] = useState<ProviderOffering | { readonly error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    // Read once, like `config`: later prop changes do not resolve again.
    loadOffering(props).then(
      (value) => live && setResolved(value),
      (error: unknown) => live && setResolved({ error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (resolved === null) {
    return props.fallback ?? null;
  }
  if ('error' in resolved) {
    throw resolved.error;
  }
  return <StoreProvider {...props} offering={resolved} locale={resolved.locale} />;
}

/**
 * Holds one identity store per instance (no module singletons: two providers on a page never share state),
 * made when a hook first reads it: screens that run their own stores (SignUp, AccountRecovery) and field hooks
 * only read the locale, client and `emit`, and never load the sign-in store's code. Unmounting aborts
 * in-flight work, so a late response changes nothing.
 */
function StoreProvider(
  props: Omit<IdentityProviderProps, 'offering'> & { readonly offering: ProviderOffering | null },
): ReactNode {
  const {
    client,
    config: explicitConfig,
    locale: explicitLocale,
    offering,
    now,
    writeCookie,
    children,
  } = props;
  const locale = explicitLocale ?? 'en-US';
  // Explicit configuration wins over the offering's where it sets a value (read once, with the store). Without
  // an offering it is used as given, and no initializer runs (issue 19).
  const [config] = useState<Partial<FlowConfig> | undefined>(
    offering === null ? explicitConfig : () => ({ ...offering.flow, ...definedOnly(explicitConfig) }),
  );
  // The store's state as of its last change (null before any): rendered through IdentityStateContext, so
  // store readers need no subscription of their own (useIdentityStore.ts).
  const [snapshot, setSnapshot] = useState<IdentityState | null>(null);
  const [woken, setWoken] = useState(false);
  // The context value, made with the store's slot (`config`, `client`, `now` and `writeCookie` are read once
  // per store, documented on `config`). It is state: `refresh` and a new locale make a new one (with the
  // latest client, and without the public object the old value kept: context.ts makes one for the new value),
  // and nothing else does, so its readers may list it in effect dependencies.
  const [value, setValue] = useState<OwnValue>(() => {
    const slot = createSlot({ client, config, now, writeCookie }, setSnapshot, () => setWoken(true));
    const refresh = (): void =>
      setValue((current) => ({
        ...current,
        client: slot.latest.client ?? current.client,
        identity: undefined,
      }));
    return { slot, locale, client, offering, emit: slot.emit, refresh };
  });
  const { slot } = value;
  // The latest listeners (and client), read when an event comes: this render's props. Set while rendering,
  // not in an effect (issue 19: the first step mounts none); a render React discards may leave its
  // listeners, which are the props the page just gave.
  slot.latest = props;
  if (value.locale !== locale) {
    // A new locale: a new value at once, in this render (React renders the provider again before its children).
    setValue({ ...value, locale, client, identity: undefined });
  }
  return (
    <IdentityContext.Provider value={value}>
      <IdentityStateContext.Provider value={snapshot}>{children}</IdentityStateContext.Provider>
      {
        // Issue 19 start-up: the first step mounts no effect and no store subscription (any one makes React
        // run its passive commit pass, and useSyncExternalStore its own code). The provider is subscribed
        // where its store is made (createSlot) and renders each state it is told of; the lifecycle mounts at
        // the first change and stays (a change never sets the snapshot back to null).
        snapshot !== null || woken ? <StoreLifecycle slot={slot} /> : null
      }
    </IdentityContext.Provider>
  );
}
