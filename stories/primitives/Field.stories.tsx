import type { Story } from '@ladle/react';
import { Checkbox, Field, TextInput } from '../../ui';

export default { title: 'Primitives / Field' };

export const Idle: Story = () => (
  <Field label="Email address" hint="We'll send a confirmation to this address.">
    <TextInput type="email" autoComplete="email" />
  </Field>
);

export const Invalid: Story = () => (
  <Field
    label="Email address"
    hint="We'll send a confirmation to this address."
    error="Enter an email address in the correct format, like name@example.com"
    labels={{ errorPrefix: 'Error:' }}
  >
    <TextInput type="email" autoComplete="email" defaultValue="name@" />
  </Field>
);

export const Filled: Story = () => (
  <>
    <Field label="First name">
      <TextInput autoComplete="given-name" defaultValue="Ada" />
    </Field>
    <Field label="Last name">
      <TextInput autoComplete="family-name" defaultValue="Lovelace" />
    </Field>
  </>
);

export const CheckboxIdle: Story = () => <Checkbox label="Remember me on this device" />;

export const CheckboxInvalid: Story = () => (
  <Field label="Terms" error="Agree to the terms to continue">
    <Checkbox label="I agree to the terms of service" />
  </Field>
);
