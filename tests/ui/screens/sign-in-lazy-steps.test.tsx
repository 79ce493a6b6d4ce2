// The steps a first sign-in submit leads to load on demand (ui/screens/sign-in/SignIn.tsx; issue 5 start-up):
// the account chooser and the terminal screens (MessageScreens.tsx). While a chunk loads the router shows a
// polite status, then the step with focus on its heading; a chunk that fails to load shows an alert and a
// retry that loads it again. The test holds the loads: lazyStep (ui/screens/lazy-step.tsx, unchanged
// otherwise) runs a step's real loader only once the test opens that step's gate. The steps are module-level,
// so a load held in one test is still held in the next: the tests run in order, each with its own gate.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignIn } from '../../../ui';
import type * as LazyStepModule from '../../../ui/screens/lazy-step';
import { PASSWORD, renderWithPlayground } from './harness';

vi.setConfig({ testTimeout: 20_000 });

interface Gate {
  /** Waits while the gate is held, rejects (a failed chunk fetch) while it fails, resolves once open. */
  wait(): Promise<void>;
  fail(): void;
  open(): void;
  calls: number;
}

const gates = vi.hoisted(() => {
  function gate(initial: 'held' | 'failing' | 'open'): Gate {
    let mode = initial;
    const waiting: (() => void)[] = [];
    const state: Gate = {
      calls: 0,
      wait() {
        state.calls += 1;
        if (mode === 'failing') {
          return Promise.reject(new Error('Failed to fetch dynamically imported module'));
        }
        if (mode === 'open') {
          return Promise.resolve();
        }
        return new Promise<void>((resolve) => {
          waiting.push(resolve);
        });
      },
      fail() {
        mode = 'failing';
      },
      open() {
        mode = 'open';
        for (const release of waiting.splice(0)) {
          release();
        }
      },
    };
    return state;
  }
  return { accountChoice: gate('held'), locked: gate('failing'), other: gate('open') };
});

vi.mock('../../../ui/screens/lazy-step', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyStepModule>();
  const gateOf = (name: string): Gate =>
    name === 'AccountChoice' ? gates.accountChoice : name === 'LockedScreen' ? gates.locked : gates.other;
  return {
    ...actual,
    lazyStep: ((name, load) =>
      actual.lazyStep(name, () => gateOf(name).wait().then(load))) satisfies typeof actual.lazyStep,
  };
});

function stepOf(container: HTMLElement): string | null {
  return container.querySelector('[data-step]')?.getAttribute('data-step') ?? null;
}

describe('SignIn steps loaded on demand', () => {
  it('a terminal screen whose chunk fails to load shows an alert and a retry that loads it again', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />);
    await user.type(screen.getByLabelText('Email or user ID'), 'lee.locked@example.com');
    // The first input fetched the next steps ahead (onFirstInput); the locked screen's fetch failed.
    expect(gates.locked.calls).toBe(1);
    await user.type(screen.getByLabelText('Password'), PASSWORD);

    // React reports the error the boundary caught on the console; expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This step did not load');
    expect(stepOf(container)).toBe('loadFailed');
    expect(screen.queryByRole('heading', { name: 'Your account is locked' })).toBeNull();
    expect(gates.locked.calls).toBe(2);

    gates.locked.open();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    {
      // A lazy step's focus effect can run just after its heading commits (outside act()).
      const focused = await screen.findByRole('heading', { name: 'Your account is locked' });
      await waitFor(() => expect(focused).toHaveFocus());
    }
    expect(gates.locked.calls).toBe(3);
    expect(stepOf(container)).toBe('locked');
    reported.mockRestore();
  });

  it('the account chooser: a polite status while its chunk loads, then the step with focus on its heading', async () => {
    const user = userEvent.setup();
    // off: the chooser opens from the identifier step's lookup (the spec's order), before any password.
    const { container } = renderWithPlayground(<SignIn />, {
      config: { identifierFirst: true, enableAccountChoices: true, userEnumeration: 'off' },
    });
    await user.type(screen.getByLabelText('Email or user ID'), 'two.accounts@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Loading…'));
    expect(stepOf(container)).toBe('loading');
    expect(screen.queryByRole('heading', { name: 'Choose an account' })).toBeNull();
    // One fetch, started ahead at the first input of the page before (held since), none since.
    expect(gates.accountChoice.calls).toBe(1);

    await act(async () => {
      gates.accountChoice.open();
    });
    {
      // A lazy step's focus effect can run just after its heading commits (outside act()).
      const focused = await screen.findByRole('heading', { name: 'Choose an account' });
      await waitFor(() => expect(focused).toHaveFocus());
    }
    expect(stepOf(container)).toBe('accountChoice');
  });
});
