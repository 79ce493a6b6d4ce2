import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field, Form, OneTimeCodeInput, PasswordInput, TextInput, normalizeOneTimeCode } from '../../ui';

describe('Field', () => {
  it('wires label, hint and error to the control by id', () => {
    render(
      <Field
        label="Email address"
        hint="We never share it"
        error="Enter an email address"
        labels={{ errorPrefix: 'Error:' }}
      >
        <TextInput autoComplete="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription('We never share it Error: Enter an email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input.closest('.ik-field')).toHaveAttribute('data-invalid', 'true');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('is valid without an error, and appends extra description ids', () => {
    render(
      <>
        <Field label="Password" describedBy="criteria">
          <TextInput aria-describedby="own" />
        </Field>
        <ul id="criteria">
          <li>8 characters</li>
        </ul>
        <p id="own">Own note</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('data-invalid');
    expect(input).toHaveAccessibleDescription('8 characters Own note');
  });

  it('uses the given control id and lets an explicit invalid prop win', () => {
    render(
      <Field label="User ID" controlId="user-id">
        <TextInput invalid />
      </Field>,
    );
    const input = screen.getByLabelText('User ID');
    expect(input).toHaveAttribute('id', 'user-id');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('forwards refs and className', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(
      <Field label="Name" className="mt-4">
        <TextInput ref={ref} className="font-bold" />
      </Field>,
    );
    expect(ref.current).toBe(screen.getByLabelText('Name'));
    expect(ref.current).toHaveClass('ik-input', 'font-bold');
    expect(ref.current?.closest('.ik-field')).toHaveClass('mt-4');
  });
});

describe('PasswordInput', () => {
  const renderPassword = (props: Partial<Parameters<typeof PasswordInput>[0]> = {}) =>
    render(
      <Field label="Password">
        <PasswordInput labels={{ show: 'Show password' }} autoComplete="current-password" {...props} />
      </Field>,
    );

  it('toggles between hidden and shown with aria-pressed, keeping focus on the toggle', async () => {
    const user = userEvent.setup();
    renderPassword();
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'revealed');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no maxlength, allows paste and passes passwordrules through', async () => {
    const user = userEvent.setup();
    renderPassword({ passwordRules: 'minlength: 8; required: lower;' });
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('passwordrules', 'minlength: 8; required: lower;');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await user.click(input);
    const long = 'correct horse battery staple '.repeat(20);
    await user.paste(long);
    expect(input).toHaveValue(long);
  });

  it('accepts the attribute spelling from a prop getter', () => {
    renderPassword({ passwordrules: 'minlength: 12;' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('passwordrules', 'minlength: 12;');
  });

  it('hides the password again when its form is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onRevealedChange = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <Field label="Password">
          <PasswordInput labels={{ show: 'Show password' }} onRevealedChange={onRevealedChange} />
        </Field>
        <button type="submit">Sign in</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(onRevealedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [revealed, setRevealed] = useState(true);
      return (
        <Field label="Password">
          <PasswordInput
            labels={{ show: 'Show password' }}
            revealed={revealed}
            onRevealedChange={setRevealed}
          />
        </Field>
      );
    }
    render(<Controlled />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

describe('OneTimeCodeInput', () => {
  it('is one numeric input with the one-time-code token', () => {
    render(
      <Field label="Code">
        <OneTimeCodeInput length={6} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).not.toHaveAttribute('maxlength');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it.each([
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['  123456\n', '123456'],
    ['１２３４５６', '123456'],
    ['Your code is 123456.', '123456'],
    ['1234567890', '123456'],
  ])('normalises a paste of %j to %j and does not submit', async (pasted, expected) => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="Verify">
        <Field label="Code">
          <OneTimeCodeInput length={6} onValueChange={onValueChange} />
        </Field>
      </Form>,
    );
    const input = screen.getByLabelText('Code');
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(expected);
    expect(onValueChange).toHaveBeenLastCalledWith(expected);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops letters typed into a numeric code, keeps them when allowed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="Numeric">
          <OneTimeCodeInput />
        </Field>
        <Field label="Alphanumeric">
          <OneTimeCodeInput allowLetters />
        </Field>
      </>,
    );
    await user.type(screen.getByLabelText('Numeric'), '1a2b3');
    expect(screen.getByLabelText('Numeric')).toHaveValue('123');
    await user.type(screen.getByLabelText('Alphanumeric'), 'ab 12-cd');
    expect(screen.getByLabelText('Alphanumeric')).toHaveValue('ab12cd');
    expect(screen.getByLabelText('Alphanumeric')).toHaveAttribute('inputmode', 'text');
  });

  it('gives onChange the normalised value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <Field label="Code">
        <OneTimeCodeInput onChange={(event) => seen.push(event.currentTarget.value)} />
      </Field>,
    );
    await user.click(screen.getByLabelText('Code'));
    await user.paste('12 34');
    expect(seen).toEqual(['1234']);
  });

  it('normalizeOneTimeCode table', () => {
    expect(normalizeOneTimeCode('', {})).toBe('');
    expect(normalizeOneTimeCode('12 34 56', { length: 4 })).toBe('1234');
    expect(normalizeOneTimeCode('ab-12', { allowLetters: true })).toBe('ab12');
    expect(normalizeOneTimeCode('٣٤٥ ۶۷۸')).toBe('345678');
    expect(normalizeOneTimeCode('१२३')).toBe('123');
  });
});
