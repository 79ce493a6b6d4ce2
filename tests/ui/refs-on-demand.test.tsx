// Root, Heading and PasswordInput attach their own refs only when they need them (issue 19: a ref on the first
// render makes React run its layout commit pass at start-up). What a product sees must not change: a forwarded
// ref gets the element at mount, portals land inside Root, focus and hide-on-submit still work.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Field, Form, Heading, PasswordInput, Root, Tooltip } from '../../ui';

describe('refs attached on demand', () => {
  it('forwards the caller ref of Root, Heading and PasswordInput at mount and keeps it', async () => {
    const user = userEvent.setup();
    const root = createRef<HTMLDivElement>();
    const heading = createRef<HTMLHeadingElement>();
    const input = createRef<HTMLInputElement>();
    render(
      <Root ref={root} data-testid="root">
        <Heading ref={heading} focusOnMount={false}>
          Sign in
        </Heading>
        <Field label="Password">
          <PasswordInput ref={input} labels={{ show: 'Show password' }} />
        </Field>
      </Root>,
    );
    expect(root.current).toBe(screen.getByTestId('root'));
    expect(heading.current).toBe(screen.getByRole('heading', { name: 'Sign in' }));
    expect(input.current).toBe(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.current).toBe(screen.getByLabelText('Password'));
  });

  it('a tooltip mounted after the first render still renders inside Root', async () => {
    const user = userEvent.setup();
    function Page() {
      const [help, setHelp] = useState(false);
      return (
        <Root data-testid="root">
          <Button onClick={() => setHelp(true)}>More</Button>
          {help ? (
            <Tooltip content="Shown at once" defaultOpen>
              <Button>Help</Button>
            </Tooltip>
          ) : null}
        </Root>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByTestId('root')).toContainElement(await screen.findByRole('tooltip'));
  });

  it('a heading that did not take focus at mount moves focus when its step changes', async () => {
    const user = userEvent.setup();
    function Steps() {
      const [step, setStep] = useState('identifier');
      return (
        <section>
          <Heading focusKey={step} focusOnMount={false}>
            {step}
          </Heading>
          <Button onClick={() => setStep('done')}>Next</Button>
        </section>
      );
    }
    render(<Steps />);
    expect(screen.getByRole('heading', { name: 'identifier' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'done' })).toHaveFocus();
  });

  it('a password shown from the start is hidden again when its form is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <Field label="Password">
          <PasswordInput labels={{ show: 'Show password' }} defaultRevealed />
        </Field>
        <button type="submit">Sign in</button>
      </Form>,
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
  it('a controlled password whose owner renders again is hidden on submit once, through its owner', async () => {
    const user = userEvent.setup();
    const onRevealedChange = vi.fn();
    function Owner() {
      const [revealed, setRevealed] = useState(false);
      const [typed, setTyped] = useState('');
      return (
        <Form onSubmit={() => undefined} aria-label="Sign in">
          <Field label="Password">
            <PasswordInput
              labels={{ show: 'Show password' }}
              revealed={revealed}
              onRevealedChange={(next) => {
                onRevealedChange(next);
                setRevealed(next);
              }}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </Field>
          <button type="submit">Sign in</button>
        </Form>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    // Each key renders the owner and the input again while the password shows.
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(onRevealedChange.mock.calls).toEqual([[true], [false]]);
  });

  it("keeps the caller's ref on Root and Heading across renders while their own refs are attached", async () => {
    const user = userEvent.setup();
    const roots: (HTMLDivElement | null)[] = [];
    const heading = createRef<HTMLHeadingElement>();
    function Page() {
      const [step, setStep] = useState('identifier');
      const [count, setCount] = useState(0);
      return (
        <Root ref={(element) => void roots.push(element)} data-testid="root" data-count={count}>
          <Heading ref={heading} focusKey={step} focusOnMount={false}>
            {step}
          </Heading>
          <Button onClick={() => setStep('password')}>Next</Button>
          <Button onClick={() => setCount((n) => n + 1)}>Again</Button>
          <Tooltip content="Shown at once" defaultOpen>
            <Button>Help</Button>
          </Tooltip>
        </Root>
      );
    }
    render(<Page />);
    const root = screen.getByTestId('root');
    expect(root).toContainElement(await screen.findByRole('tooltip'));
    await user.click(screen.getByRole('button', { name: 'Again' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'password' })).toHaveFocus();
    expect(heading.current).toBe(screen.getByRole('heading', { name: 'password' }));
    expect(roots.at(-1)).toBe(root);
  });
});
