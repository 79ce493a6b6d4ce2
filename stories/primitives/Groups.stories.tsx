import type { Story } from '@ladle/react';
import { Checkbox, Field, Fieldset, Radio, Select } from '../../ui';

export default { title: 'Primitives / Fieldset, radio and select' };

const Channels = ({ error }: { error?: string }) => (
  <Fieldset
    legend="How should we send your code?"
    hint="Message and data rates may apply."
    {...(error === undefined ? {} : { error })}
    labels={{ errorPrefix: 'Error:' }}
  >
    <Radio name="channel" value="sms" label="Text message" hint="(•••) •••-1234" />
    <Radio name="channel" value="voice" label="Voice call" hint="(•••) •••-1234" />
    <Radio name="channel" value="email" label="Email" hint="a•••@example.com" />
  </Fieldset>
);

export const RadiosIdle: Story = () => <Channels />;
export const RadiosInvalid: Story = () => <Channels error="Choose how to get your code" />;

export const Checkboxes: Story = () => (
  <Fieldset legend="Stay in touch">
    <Checkbox label="Send me tips and product news" />
    <Checkbox label="Keep me signed in on this device" defaultChecked />
  </Fieldset>
);

export const SelectIdle: Story = () => (
  <Field label="Province">
    <Select defaultValue="QC" autoComplete="address-level1">
      <option value="ON">Ontario</option>
      <option value="QC">Québec</option>
      <option value="BC">British Columbia</option>
    </Select>
  </Field>
);

export const SelectInvalid: Story = () => (
  <Field label="State" error="Select your state" labels={{ errorPrefix: 'Error:' }}>
    <Select defaultValue="" autoComplete="address-level1">
      <option value="">Select a state</option>
      <option value="CA">California</option>
      <option value="NY">New York</option>
    </Select>
  </Field>
);
