import type { Story } from '@ladle/react';
import { Checklist, Field, PasswordInput } from '../../ui';

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

/** Criteria as visible text linked to the field (the tooltip may repeat them, never hold them alone). */
export const WithCriteria: Story = () => (
  <div className="grid gap-2">
    <Field label="Create a password" describedBy="story-criteria">
      <PasswordInput labels={labels} autoComplete="new-password" defaultValue="abcdefgh" />
    </Field>
    <Checklist
      id="story-criteria"
      labels={{ met: 'Done:', notMet: 'Not yet:' }}
      items={[
        { key: 'minLength', text: 'At least 8 characters', met: true },
        { key: 'upperAndLower', text: 'Upper and lower case letters', met: false },
        { key: 'numeric', text: 'At least one number', met: false },
        { key: 'noSpaces', text: 'No spaces', met: true },
      ]}
    />
  </div>
);
