import type { Story } from '@ladle/react';
import { PhoneField } from '../../ui';
import { whenPresent } from '../recovery/story-client';
import { FieldStory, type StoryArgs } from './field-story';

export default { title: 'Fields / PhoneField' };

/** National mode: a US number, international toggle off. */
export const Default: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={(client) => <PhoneField client={client} />} />
);

/** International on: the country flag picker (type to search, arrows, Enter, Escape). */
export const International: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <PhoneField client={client} preferredCountries={['CA', 'US']} />}
    after={(root) =>
      setTimeout(() => root?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click(), 0)
    }
  />
);
// The picker's own chunk has replaced the fallback flag.
International.meta = { waitFor: 'button.ik-country-trigger' };

/** The country picker open: type to search, arrows move the active country, Enter picks it, Escape closes. */
export const InternationalPickerOpen: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <PhoneField client={client} preferredCountries={['CA', 'US']} />}
    after={(root) => {
      setTimeout(() => root?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click(), 0);
      whenPresent<HTMLButtonElement>('button.ik-country-trigger', (trigger) => trigger.click());
    }}
  />
);
// The flag chunk (loaded when the picker opens) has replaced the code badges.
InternationalPickerOpen.meta = { waitFor: '[role=listbox] svg[data-flag]' };

/** SMS-only: a number from a country that cannot receive texts is cleared, and the field says why. */
export const SmsOnlyCleared: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <PhoneField client={client} smsOnly defaultValue="+49 151 23456789" />}
  />
);

/** After a submit with an error: the inline error. */
export const WithError: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={(client) => <PhoneField client={client} error="Enter a valid phone number." />}
  />
);
