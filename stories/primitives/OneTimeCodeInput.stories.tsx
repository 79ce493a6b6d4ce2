import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Field, OneTimeCodeInput, Status } from '../../ui';

export default { title: 'Primitives / One-time code input' };

export const Idle: Story = () => {
  const [code, setCode] = useState('');
  return (
    <>
      <Field
        label="Verification code"
        hint="Enter the 6-digit code we sent to (•••) •••-1234. You can paste “123 456”."
      >
        <OneTimeCodeInput length={6} value={code} onValueChange={setCode} />
      </Field>
      <Status>{code.length === 6 ? `Ready to verify ${code}` : ''}</Status>
    </>
  );
};

export const Invalid: Story = () => (
  <Field
    label="Verification code"
    error="The code you entered is not right. Check it and try again."
    labels={{ errorPrefix: 'Error:' }}
  >
    <OneTimeCodeInput length={6} defaultValue="12345" />
  </Field>
);

export const Alphanumeric: Story = () => (
  <Field label="Email code" hint="6 characters, letters or numbers.">
    <OneTimeCodeInput length={6} allowLetters />
  </Field>
);

// A full code: the last glyph's letter-spacing must not scroll the input (every digit stays in its cell, in
// RTL, the pseudo-locales and at 320 px).
export const Filled: Story = () => (
  <>
    <Field label="Verification code">
      <OneTimeCodeInput length={6} defaultValue="123456" />
    </Field>
    <Field label="Backup code">
      <OneTimeCodeInput length={8} defaultValue="80808080" />
    </Field>
  </>
);
