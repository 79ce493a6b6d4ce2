// The v4 simple-sign-in widget chunk (seed 000 §2.1, seed 001 §2 namespace `simple-sign-in`): mounted next to
// the sign-in widget of the same offering, it runs the sign-in journey configured from its own namespace
// (here the server configuration's `simple-sign-in` section turns identifier-first off) in a store of its own.
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountSignIn } from '../../embed/widgets/sign-in';
import { mount as mountSimpleSignIn } from '../../embed/widgets/simple-sign-in';
import type { MountContext } from '../../embed/runtime/contract';
import { createPlayground, FIXTURE_PASSWORD, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { sameRealmBody } from '../headless/harness';

const SERVER_CONFIG = {
  v4WidgetConfigNamespaces: ['sign-in', 'simple-sign-in'],
  widgets: { 'simple-sign-in': { identifierFirst: false } },
};

function contextFor(widget: string, element: Element, events: unknown[]): MountContext {
  return {
    element,
    widget,
    generation: 'v4',
    offeringId: OFFERING_ID_IDENTITY_GLOBAL,
    offeringEnv: 'e2e',
    offeringZone: 'ssz',
    locale: 'en-us',
    identityOrigin: PLAYGROUND_DEFAULT_ORIGIN,
    query: '',
    serverConfig: SERVER_CONFIG,
    storeKey: `${OFFERING_ID_IDENTITY_GLOBAL}:e2e`,
    log: () => undefined,
    onEvent: (event) => events.push(event),
  };
}

const unmounts: (() => void)[] = [];

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('simple-sign-in widget', () => {
  it("runs the sign-in journey from its own namespace, beside the offering's sign-in widget", async () => {
    const playground = createPlayground({ seed: 7 });
    vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) =>
      sameRealmBody(await playground.fetch(String(url), init)),
    );
    const signInElement = document.body.appendChild(document.createElement('div'));
    const simpleElement = document.body.appendChild(document.createElement('div'));
    const events: unknown[] = [];
    act(() => {
      unmounts.push(mountSignIn(contextFor('sign-in', signInElement, events)));
      unmounts.push(mountSimpleSignIn(contextFor('simple-sign-in', simpleElement, events)));
    });
    const simple = within(simpleElement as HTMLElement);
    const full = within(signInElement as HTMLElement);
    // The offering (identity global) is identifier-first; its simple-sign-in section turns that off.
    await simple.findByLabelText('Password');
    await full.findByRole('button', { name: 'Continue' });
    expect(full.queryByLabelText('Password')).toBeNull();

    const user = userEvent.setup();
    await user.type(simple.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.type(simple.getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(simple.getByRole('button', { name: 'Sign in' }));
    // Signed in (jsdom has no passkeys, so no registration prompt); the sign-in widget's store did not move.
    await simple.findByRole('heading', { name: "You're signed in" });
    expect(full.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(full.queryByRole('heading', { name: "You're signed in" })).toBeNull();
    await waitFor(() => expect(events.length).toBeGreaterThan(0));
    expect(JSON.stringify(events)).not.toContain(FIXTURE_PASSWORD);
  });
});
