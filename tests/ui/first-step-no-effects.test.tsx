// Issue 19 start-up: the sign-in page's first step mounts no React effect and no store subscription (any one
// makes React run its passive commit pass or its useSyncExternalStore code at start-up), yet the provider
// still renders every store change, typed text survives the switch to live, and an unmount before
// any input leaves nothing running. React's hooks are counted through a mock that forwards to React.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityProvider } from '../../headless/provider';
import { SignIn } from '../../ui/screens/sign-in';
import { createHarness } from '../headless/harness';

const mounted = vi.hoisted(() => ({ effects: 0, subscriptions: 0 }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    useEffect: (...args: Parameters<typeof react.useEffect>) => {
      mounted.effects += 1;
      return react.useEffect(...args);
    },
    useLayoutEffect: (...args: Parameters<typeof react.useLayoutEffect>) => {
      mounted.effects += 1;
      return react.useLayoutEffect(...args);
    },
    useSyncExternalStore: <T,>(...args: Parameters<typeof react.useSyncExternalStore<T>>) => {
      mounted.subscriptions += 1;
      return react.useSyncExternalStore(...args);
    },
  };
});

beforeEach(() => {
  mounted.effects = 0;
  mounted.subscriptions = 0;
});

/** Lets the microtasks a render queued run (the first view's delivery). */
const settle = (): Promise<void> => act(async () => undefined);

describe('the first sign-in step mounts no effect and no subscription (issue 19)', () => {
  it('renders with none, reacts to the first store change, and keeps the typed text', async () => {
    const harness = createHarness();
    render(<SignIn />, { wrapper: harness.wrapper });
    await settle();
    expect(mounted).toEqual({ effects: 0, subscriptions: 0 });
    // The first view still reaches onEvent, once.
    expect(harness.events.filter((event) => event.type === 'view')).toHaveLength(1);

    const identifier = screen.getByLabelText('Email or user ID');
    if (!(identifier instanceof HTMLInputElement)) {
      throw new Error('no identifier field');
    }
    fireEvent.change(identifier, { target: { value: 'alex.rivera' } });
    // A submit without a password is refused in the store: its first change, which the provider renders.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Enter your password.')).not.toHaveLength(0);
    expect(mounted.subscriptions).toBe(0);
    // The provider is live now (its lifecycle effect), and the form kept what the user typed.
    expect(mounted.effects).toBeGreaterThan(0);
    expect(identifier.isConnected).toBe(true);
    expect(identifier.value).toBe('alex.rivera');
  });

  it('StrictMode: the same, and the store survives the double effect run once live', async () => {
    const harness = createHarness();
    render(
      <StrictMode>
        <SignIn />
      </StrictMode>,
      { wrapper: harness.wrapper },
    );
    await settle();
    expect(mounted).toEqual({ effects: 0, subscriptions: 0 });
    expect(harness.events.filter((event) => event.type === 'view')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Email or user ID'), { target: { value: 'alex.rivera' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await settle();
    // A disposed store would have aborted the call: it went out, and its answer moves the flow on.
    expect(harness.sent.length).toBeGreaterThan(0);
    expect(harness.sent[0]?.signal?.aborted).not.toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Sign in$/));
  });

  it('an unmount before any input leaves nothing running: no event and no call after it', async () => {
    const harness = createHarness();
    const { unmount } = render(<SignIn />, { wrapper: harness.wrapper });
    await settle();
    const events = harness.events.length;
    unmount();
    await settle();
    expect(harness.events).toHaveLength(events);
    expect(harness.sent).toHaveLength(0);
  });

  it('a locale that is not loaded yet loads without an effect, and text follows it', async () => {
    function Page({ locale }: { locale: string }): ReactNode {
      return (
        <IdentityProvider client={{} as never} locale={locale}>
          <SignIn />
        </IdentityProvider>
      );
    }
    const { rerender } = render(<Page locale="en-US" />);
    expect(mounted.effects).toBe(0);
    rerender(<Page locale="fr-CA" />);
    expect(mounted.effects).toBe(0);
    // The provider's refresh, not an effect per text reader, renders the loaded locale.
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
