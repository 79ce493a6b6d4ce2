import type { Story } from '@ladle/react';
import { PasswordField } from '../../ui';
import { FieldStory, typeAndLeave, type StoryArgs } from './field-story';

export default { title: 'Fields / PasswordField' };

/** Idle: the criteria checklist is visible before typing and linked by aria-describedby. */
export const Idle: Story<StoryArgs> = (args) => <FieldStory args={args} render={() => <PasswordField />} />;

/** Criteria partly met after leaving the field (styling only: no error until a submit). */
export const PartlyMet: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={() => <PasswordField />}
    after={(root) => typeAndLeave(root, 'input', 'short1')}
  />
);

/** Every criterion met after leaving the field. */
export const AllMet: Story<StoryArgs> = (args) => (
  <FieldStory
    args={args}
    render={() => <PasswordField />}
    after={(root) => typeAndLeave(root, 'input', 'Maple-Syrup-Canoe-42')}
  />
);

/** The NIST preset: length rules only. */
export const Nist: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={() => <PasswordField preset="nist" />} />
);

/** After a submit with an error: the inline error, the same words as the error summary. */
export const WithError: Story<StoryArgs> = (args) => (
  <FieldStory args={args} render={() => <PasswordField error="Enter a valid password." />} />
);
