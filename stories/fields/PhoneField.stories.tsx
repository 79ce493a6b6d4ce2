import type { Story } from '@ladle/react';
import { PhoneField } from '../../ui';
import { FieldStory, type StoryArgs } from './field-story';

export default { title: 'Fields / PhoneField' };

/** US number, international toggle off. */
export const Default: Story<StoryArgs> = (args) => <FieldStory args={args} render={(client) => <PhoneField client={client} />} />;

/** SMS-only: a number from a country that cannot receive texts is cleared, and the field says why. */
export const SmsOnlyCleared: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={(client) => <PhoneField client={client} smsOnly defaultValue="+49 151 23456789" />} />
);

/** After a submit with an error: the inline error. */
export const WithError: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={(client) => <PhoneField client={client} error="Enter a valid phone number." />} />
);
