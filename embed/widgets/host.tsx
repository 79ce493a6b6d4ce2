/**
 * One React root and one identity store per offering (issue 17 §2 "several widgets on one page share one
 * store per offering"): each offering gets a client, an `IdentityProvider` and a root rendered into a
 * detached element; every widget of that offering is a portal into its own mount point. Mounting the same
 * element twice replaces nothing; unmounting twice is harmless; the last unmount of an offering ends its
 * root (and aborts its in-flight calls).
 */
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Component, type ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  type AnalyticsEvent,
  type IdentityClient,
} from '../../headless';
import type { Namespace } from '../../offerings';
import { parseCookies } from '../rules/cookies';
import type { MountContext } from '../runtime/contract';

interface OfferingRoot {
  readonly root: Root;
  readonly client: IdentityClient;
  readonly context: MountContext;
  readonly widgets: Map<Element, (client: IdentityClient) => ReactNode>;
}

const roots = new Map<string, OfferingRoot>();

/** The client of one offering: calls go only to the identity host the loader chose and checked. */
function clientFor(context: MountContext): IdentityClient {
  return createIdentityClient({
    offeringId: context.offeringId,
    offeringEnv: context.offeringEnv,
    locale: context.locale,
    baseUrl: context.identityOrigin,
    // Seed 001 §7.1: every call carries the visitor id; read per call, since the visitor-id frame may
    // replace the ivid cookie after the widget mounted.
    visitorId: () => parseCookies(document.cookie).get('ivid'),
  });
}

/**
 * The provider props that name the offering (issue 17 §1): the provider resolves its configuration with
 * the server response the loader fetched and the page's address (iux_theme, iux_flows through the prd gate
 * of offerings/overrides.ts). A widget with its own namespace (sign-up, recovery) nests a provider with it.
 */
export function offeringProps(context: MountContext, namespace: Namespace = 'sign-in') {
  return {
    offeringId: context.offeringId,
    offeringEnv: context.offeringEnv,
    ...(context.offeringZone !== null ? { offeringZone: context.offeringZone } : {}),
    namespace,
    locale: context.locale,
    serverConfig: context.serverConfig,
    query: context.query,
  } as const;
}

/** A configuration the provider cannot resolve is a setup bug: logged, and the widget stays empty. */
class SetupBoundary extends Component<{ context: MountContext; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    const line = error instanceof Error ? error.message : String(error);
    console.error(line);
    this.props.context.log({
      level: 'error',
      event: 'offering_config',
      widget: this.props.context.widget,
      message: line,
    });
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function render(entry: OfferingRoot): void {
  const { context, client } = entry;
  const onEvent = (event: AnalyticsEvent): void => context.onEvent(event);
  entry.root.render(
    <SetupBoundary context={context}>
      <IdentityProvider client={client} {...offeringProps(context)} onEvent={onEvent}>
        {[...entry.widgets].map(([element, body]) => createPortal(body(client), element))}
      </IdentityProvider>
    </SetupBoundary>,
  );
}

/** Mounts `body` into `context.element` inside its offering's root; returns the unmount function. */
export function mountInOffering(
  context: MountContext,
  body: (client: IdentityClient) => ReactNode,
): () => void {
  let entry = roots.get(context.storeKey);
  if (entry === undefined) {
    entry = {
      root: createRoot(document.createElement('div')),
      client: clientFor(context),
      context,
      widgets: new Map(),
    };
    roots.set(context.storeKey, entry);
  }
  const current = entry;
  if (!current.widgets.has(context.element)) {
    current.widgets.set(context.element, body);
    render(current);
  }
  let done = false;
  return () => {
    if (done) {
      return;
    }
    done = true;
    current.widgets.delete(context.element);
    if (current.widgets.size === 0) {
      roots.delete(context.storeKey);
      current.root.unmount();
    } else {
      render(current);
    }
  };
}
