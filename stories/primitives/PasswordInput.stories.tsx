import type { Story } from '@ladle/react';
import { Field, PasswordInput } from '../../ui';

export default { title: 'Primitives / Password input' };

const labels = { show: 'Show password' };

export const Idle: Story = () => (
  <Field label="Password">
    <PasswordInput labels={labels} autoComplete="current-password" />
  </Field>
);

export const Revealed: Story = () => (
  <Field
    label="Create a password"
    hint="Use 8 or more characters with a mix of letters, numbers and symbols."
  >
    <PasswordInput
      labels={labels}
      autoComplete="new-password"
      defaultRevealed
      defaultValue="Tr0ub4dor&3"
      passwordRules="minlength: 8; required: lower; required: upper; required: digit;"
    />
  </Field>
);

export const Invalid: Story = () => (
  <Field label="Password" error="Enter your password" labels={{ errorPrefix: 'Error:' }}>
    <PasswordInput labels={labels} autoComplete="current-password" />
  </Field>
);
