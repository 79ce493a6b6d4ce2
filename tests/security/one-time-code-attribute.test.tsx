// One-time codes stay out of the input's `value` attribute (issue 21 §5): React mirrors a controlled
// input's value into the attribute, where a CSS attribute selector or a DOM snapshot could read the code.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeInput } from '../../ui/primitives';

function Controlled({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <label htmlFor="otp">Verification code</label>
      <OneTimeCodeInput id="otp" value={code} onValueChange={setCode} />
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
      <output>{code.length}</output>
    </>
  );
}

describe('OneTimeCodeInput keeps the code out of the value attribute', () => {
  it('typed and pasted codes (controlled)', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '123 456');
    expect(input).toHaveValue('123456');
    expect(input.getAttribute('value')).toBeNull();
    expect(document.body.innerHTML).not.toContain('123456');
    await user.clear(input);
    await user.paste('654 321');
    expect(input).toHaveValue('654321');
    expect(input.getAttribute('value')).toBeNull();
  });

  it('a value set by the parent reaches the field, still not the attribute', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="777 888" />);
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveValue('777 888');
    expect(input.getAttribute('value')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('uncontrolled with a default value', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="u">Code</label>
        <OneTimeCodeInput id="u" defaultValue="12" />
      </>,
    );
    const input = screen.getByLabelText('Code');
    await user.type(input, '34');
    expect(input).toHaveValue('1234');
    expect(input.getAttribute('value')).toBeNull();
  });
});
