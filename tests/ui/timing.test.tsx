import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner, Countdown, SafeLink } from '../../ui';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.2, '1:00'],
    [75, '1:15'],
    [600, '10:00'],
    [-3, '0:00'],
  ])('shows %s seconds as %s', (seconds, text) => {
    render(<Countdown seconds={seconds} />);
    expect(screen.getByRole('timer')).toHaveTextContent(text);
  });

  it('reports completion once, on the transition to zero only (also in StrictMode)', () => {
    const onComplete = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Countdown seconds={0} onComplete={onComplete} />
      </StrictMode>,
    );
    expect(onComplete).not.toHaveBeenCalled();
    rerender(
      <StrictMode>
        <Countdown seconds={2} onComplete={onComplete} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Countdown seconds={0} onComplete={onComplete} />
      </StrictMode>,
    );
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('ticks down from endsAt without being a live region, then completes once', () => {
    let now = 1_000_000;
    const clock = () => now;
    const onComplete = vi.fn();
    render(
      <Countdown endsAt={now + 3_000} now={clock} onComplete={onComplete}>
        {(time) => `Resend code in ${time}`}
      </Countdown>,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(
      timer.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]'),
    ).toBeNull();
    expect(timer).toHaveTextContent('Resend code in 0:03');
    expect(timer).toHaveAttribute('data-state', 'running');
    for (const expected of ['0:02', '0:01', '0:00']) {
      now += 1_000;
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(timer).toHaveTextContent(`Resend code in ${expected}`);
    }
    expect(timer).toHaveAttribute('data-state', 'done');
    now += 5_000;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('Banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is never removed on a timer by default', () => {
    render(<Banner labels={{ dismiss: 'Dismiss' }}>An account exists</Banner>);
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('An account exists');
  });

  it('is dismissed by its button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const onOpenChange = vi.fn();
    render(
      <Banner labels={{ dismiss: 'Dismiss' }} onOpenChange={onOpenChange}>
        An account exists
      </Banner>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('An account exists')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('with autoDismissMs, pauses while hovered or focused and closes only after both end', () => {
    render(
      <Banner labels={{ dismiss: 'Dismiss' }} autoDismissMs={8_000}>
        An account exists. <SafeLink href="/sign-in">Sign in instead</SafeLink>
      </Banner>,
    );
    const banner = screen.getByRole('status').parentElement as HTMLElement;
    act(() => {
      vi.advanceTimersByTime(7_000);
    });
    fireEvent.pointerEnter(banner);
    expect(banner).toHaveAttribute('data-state', 'paused');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/An account exists/)).toBeInTheDocument();
    act(() => {
      screen.getByRole('link', { name: 'Sign in instead' }).focus();
    });
    fireEvent.pointerLeave(banner);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/An account exists/)).toBeInTheDocument();
    act(() => {
      screen.getByRole('link', { name: 'Sign in instead' }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(screen.getByText(/An account exists/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(/An account exists/)).toBeNull();
  });

  it('with autoDismissMs and a listener, the timer keeps running while the page renders again', () => {
    // A screen that re-renders every second (a countdown beside the banner) must not postpone the dismissal.
    const onOpenChange = vi.fn();
    const page = (tick: number) => (
      <div data-tick={tick}>
        <Banner labels={{ dismiss: 'Dismiss' }} autoDismissMs={3_000} onOpenChange={onOpenChange}>
          Code sent
        </Banner>
      </div>
    );
    const { rerender } = render(page(0));
    for (let tick = 1; tick <= 3; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      rerender(page(tick));
    }
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Code sent')).toBeNull();
  });

  it('can be controlled and not dismissible', () => {
    const { rerender } = render(
      <Banner open dismissible={false} tone="warning">
        Heads up
      </Banner>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').parentElement).toHaveAttribute('data-tone', 'warning');
    rerender(
      <Banner open={false} dismissible={false}>
        Heads up
      </Banner>,
    );
    expect(screen.queryByText('Heads up')).toBeNull();
  });
});
