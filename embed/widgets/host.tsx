/**
 * One React root and one identity store per offering (issue 17 §2 "several widgets on one page share one
 * store per offering"): each offering gets a client, an `IdentityProvider` and a root rendered into a
 * detached element; every widget of that offering is a portal into its own mount point. Mounting the same
 * element twice replaces nothing; unmounting twice is harmless; the last unmount of an offering ends its
 * root (and aborts its in-flight calls).
 */
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import {
  createIdentityClient,
  IdentityProvider,
  type AnalyticsEvent,
  type IdentityClient,
} from '../../headless';
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
  });
}

function render(entry: OfferingRoot): void {
  const { context, client } = entry;
  const onEvent = (event: AnalyticsEvent): void => context.onEvent(event);
  entry.root.render(
    <IdentityProvider
      client={client}
      config={{ offeringId: context.offeringId, identifierFirst: true, enableAccountChoices: true }}
      locale={context.locale}
      onEvent={onEvent}
    >
      {[...entry.widgets].map(([element, body]) => createPortal(body(client), element))}
    </IdentityProvider>,
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
