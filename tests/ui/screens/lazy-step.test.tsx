// Steps loaded on demand (ui/screens/lazy-step.tsx; issues 5 and 6 size targets): a status while the chunk
// loads, then the step with focus on its heading; a failed load shows an alert and a retry that loads again.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Heading, type ScreenProps } from '../../../ui';
import { lazyStep } from '../../../ui/screens/lazy-step';
import { gatedLoads } from '../../gated-chunk';
import { renderWithPlayground } from './harness';

function LaterStep({ focusOnMount }: ScreenProps): ReactNode {
  return (
    <section data-step="later">
      <Heading focusOnMount={focusOnMount}>Later step</Heading>
    </section>
  );
}

/** A form step: its focus goes to its first field (Heading's focusStep). */
function CodeStep({ focusOnMount }: ScreenProps): ReactNode {
  return (
    <section data-step="code">
      <Heading focusOnMount={focusOnMount}>Enter your code</Heading>
      <form>
        <label>
          Code <input name="code" />
        </label>
      </form>
    </section>
  );
}

/** A router stand-in: a first step with a button that moves to the lazily loaded step. */
function Flow({ Later }: { Later: ComponentType<ScreenProps> }): ReactNode {
  const [later, setLater] = useState(false);
  return later ? (
    <Later focusOnMount />
  ) : (
    <button type="button" onClick={() => setLater(true)}>
      Next
    </button>
  );
}

describe('lazily loaded steps', () => {
  it('show a polite status while the chunk loads, then the step with focus on its heading', async () => {
    const user = userEvent.setup();
    const chunk = gatedLoads(LaterStep);
    const step = lazyStep('Later', chunk.load);
    renderWithPlayground(<Flow Later={step.Screen} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(chunk.calls()).toBe(1);

    await act(async () => {
      chunk.resolve();
    });
    const heading = await screen.findByRole('heading', { name: 'Later step' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed chunk load shows an alert and a retry that loads the chunk again', async () => {
    const user = userEvent.setup();
    const chunk = gatedLoads(LaterStep);
    const step = lazyStep('Later', chunk.load);
    renderWithPlayground(<Flow Later={step.Screen} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');

    // React reports the error the boundary caught on the console; expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      chunk.reject();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This step did not load');
    expect(screen.queryByRole('heading')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(chunk.calls()).toBe(2);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => {
      chunk.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Later step' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    reported.mockRestore();
  });

  it('preload fetches the chunk once, before the step renders, and never rejects', async () => {
    const user = userEvent.setup();
    const chunk = gatedLoads(LaterStep);
    const step = lazyStep('Later', chunk.load);
    const preloaded = step.preload();
    expect(chunk.calls()).toBe(1);
    chunk.resolve();
    await expect(preloaded).resolves.toBeUndefined();

    renderWithPlayground(<Flow Later={step.Screen} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Later step' })).toHaveFocus();
    expect(chunk.calls()).toBe(1);
  });

  it('a preloaded step commits with the change that shows it: no loading status, focus on its first field', async () => {
    const chunk = gatedLoads(CodeStep);
    const step = lazyStep('Code', chunk.load);
    const preloaded = step.preload();
    chunk.resolve();
    await preloaded;

    renderWithPlayground(<Flow Later={step.Screen} />);
    // One synchronous update, nothing awaited: the step, its heading and its focus effect are in that commit
    // (lazyChunk.read() gives the loaded chunk at once; React.lazy suspended once even when preloaded, so the
    // focus moved in a later commit and the keyboard journey had to poll for it).
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('a failed preload is not kept: rendering the step loads it again', async () => {
    const user = userEvent.setup();
    const chunk = gatedLoads(LaterStep);
    const step = lazyStep('Later', chunk.load);
    const preloaded = step.preload();
    chunk.reject();
    await expect(preloaded).resolves.toBeUndefined();

    renderWithPlayground(<Flow Later={step.Screen} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');
    expect(chunk.calls()).toBe(2);
    await act(async () => {
      chunk.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Later step' })).toHaveFocus();
  });

  it('a loader that throws synchronously: preload still resolves, and the step shows the retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const step = lazyStep<ScreenProps>('Later', () => {
      calls += 1;
      if (calls <= 2) {
        throw new Error('chunk map missing');
      }
      return Promise.resolve(LaterStep);
    });
    await expect(step.preload()).resolves.toBeUndefined();
    expect(calls).toBe(1);

    // React reports the error the boundary caught on the console; expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlayground(<Flow Later={step.Screen} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This step did not load');
    expect(calls).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Later step' })).toHaveFocus();
    expect(calls).toBe(3);
    reported.mockRestore();
  });
});
