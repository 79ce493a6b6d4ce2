import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert, Button, ErrorSummary, Field, Form, Heading, Status, TextInput } from '../../ui';

describe('Button', () => {
  it('is never disabled: pending uses aria-disabled, keeps focus and swallows clicks and Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <Field label="Email">
          <TextInput />
        </Field>
        <Button type="submit" onClick={onClick}>
          Sign in
        </Button>
      </Form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <Form onSubmit={onSubmit} aria-label="Sign in" pending>
        <Field label="Email">
          <TextInput />
        </Field>
        <Button type="submit" onClick={onClick} pending pendingLabel="Signing in">
          Sign in
        </Button>
      </Form>,
    );
    const pending = screen.getByRole('button', { name: 'Signing in' });
    expect(pending).toBe(button);
    expect(pending).toHaveFocus();
    expect(pending).not.toBeDisabled();
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('data-state', 'pending');
    expect(pending.closest('form')).toHaveAttribute('data-state', 'pending');
    await user.click(pending);
    await user.dblClick(pending);
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(pending.querySelector('.ik-spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('defaults to type=button, exposes variant and forwards ref and className', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} variant="secondary" className="w-full">
        Back
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Back' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toHaveClass('ik-button', 'w-full');
  });
});

describe('Form', () => {
  it('is one noValidate form whose submit never navigates', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <Field label="Email">
          <TextInput type="email" required />
        </Field>
        <Button type="submit">Continue</Button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText('Email'), 'not an email{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.results[0]?.value).toBe(true);
  });
});

describe('Form while pending', () => {
  it('does not report a submit (e.g. from a button that is not the kit Button)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <Form onSubmit={onSubmit} aria-label="Verify" pending>
        <button type="submit">Verify</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <Form onSubmit={onSubmit} aria-label="Verify">
        <button type="submit">Verify</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorSummary', () => {
  function Step() {
    const [attempt, setAttempt] = useState(0);
    const errors =
      attempt === 0
        ? []
        : [
            { fieldId: 'email', message: 'Enter an email address' },
            { fieldId: 'password', message: 'Enter your password' },
          ];
    const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
    return (
      <Form onSubmit={() => setAttempt((n) => n + 1)} aria-label="Sign in">
        <ErrorSummary title="There is a problem" errors={errors} focusKey={attempt} />
        <Field
          label="Email"
          controlId="email"
          {...(errorOf('email') === undefined ? {} : { error: errorOf('email') })}
        >
          <TextInput />
        </Field>
        <Field
          label="Password"
          controlId="password"
          {...(errorOf('password') === undefined ? {} : { error: errorOf('password') })}
        >
          <TextInput />
        </Field>
        <Button type="submit">Sign in</Button>
      </Form>
    );
  }

  it('renders nothing until a submit with errors, then takes focus and links each error to its field', async () => {
    const user = userEvent.setup();
    render(<Step />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(summary).toHaveTextContent('There is a problem');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Enter an email address', 'Enter your password']);
    // Same wording as the inline errors.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');

    await user.click(screen.getByRole('link', { name: 'Enter your password' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(links[0]).toHaveAttribute('href', '#email');
  });

  it('takes focus again on the next failing submit', async () => {
    const user = userEvent.setup();
    render(<Step />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });
});

describe('Alert and Status', () => {
  it('re-creates the alert element on each attempt so a repeated message is announced again', () => {
    const { rerender } = render(<Alert announceKey={1}>Wrong password</Alert>);
    const first = screen.getByRole('alert');
    expect(first).toHaveAttribute('data-tone', 'error');
    rerender(<Alert announceKey={1}>Wrong password</Alert>);
    expect(screen.getByRole('alert')).toBe(first);
    rerender(<Alert announceKey={2}>Wrong password</Alert>);
    const second = screen.getByRole('alert');
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(second).toHaveTextContent('Wrong password');
  });

  it('renders server text as text', () => {
    const payload = '<img src=x onerror="alert(1)">';
    const { container } = render(<Alert>{payload}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(payload);
    expect(container.querySelector('img')).toBeNull();
  });

  it('Status is a polite, atomic region that stays mounted', () => {
    const { rerender } = render(<Status />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    rerender(<Status tone="success">Code sent</Status>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Code sent');
    expect(region).toHaveAttribute('data-tone', 'success');
  });
});

describe('Heading', () => {
  function Flow({ step }: { step: string }) {
    return (
      <>
        <button type="button">Elsewhere</button>
        <Heading focusKey={step} documentTitle={`${step} - Acme`} focusOnMount={step !== 'identifier'}>
          {step}
        </Heading>
      </>
    );
  }

  it('moves focus to the heading and updates the title when the step changes, not on first load', async () => {
    const user = userEvent.setup();
    // The first step of a page load keeps the host page's title (it owns its title at load).
    document.title = 'Host page';
    const { rerender } = render(<Flow step="identifier" />);
    expect(document.title).toBe('Host page');
    const heading = screen.getByRole('heading', { level: 1, name: 'identifier' });
    expect(heading).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    rerender(<Flow step="password" />);
    expect(screen.getByRole('heading', { name: 'password' })).toHaveFocus();
    expect(document.title).toBe('password - Acme');
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('sets the title on mount when the heading takes focus on mount (a step the user reached)', () => {
    document.title = 'Host page';
    render(<Heading documentTitle="Check your phone - Acme">Check your phone</Heading>);
    expect(document.title).toBe('Check your phone - Acme');
  });

  it('takes focus on mount by default (a new step rendered as a new screen)', () => {
    render(<Heading level={2}>Check your phone</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Check your phone' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('data-level', '2');
  });

  it('in StrictMode, neither steals focus on first load nor misses a step change', () => {
    const { rerender } = render(
      <StrictMode>
        <Flow step="identifier" />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'identifier' })).not.toHaveFocus();
    rerender(
      <StrictMode>
        <Flow step="password" />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: 'password' })).toHaveFocus();
  });

  it('does not touch the title without documentTitle', () => {
    document.title = 'Host page';
    act(() => {
      render(<Heading>Sign in</Heading>);
    });
    expect(document.title).toBe('Host page');
  });
});
