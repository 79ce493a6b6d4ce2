import type { Story } from '@ladle/react';
import type { ProofingConfig } from '../../headless';
import { IdentityProofing } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent, type StoryClient } from '../recovery/story-client';

export default { title: 'Identity proofing / Form' };

const FORM = 'form[data-step=form]';
const PERSON = {
  firstName: 'Alex',
  lastName: 'Rivera',
  ssn: '123456789',
  birthDate: '04/09/1980',
  street: '1 Elm Street',
  city: 'Springfield',
  state: 'CA',
  zipCode: '94043',
};

type Drive = (story: StoryClient) => void;

function Proofing({
  args,
  config,
  signedIn = true,
  drive,
}: {
  args: StoryArgs;
  config?: Partial<ProofingConfig>;
  signedIn?: boolean;
  drive?: Drive;
}) {
  return (
    <PlaygroundFlow
      args={args}
      {...(signedIn ? { signInAs: 'alex.rivera' } : {})}
      {...(drive !== undefined ? { drive } : {})}
    >
      {(client) => <IdentityProofing client={client} {...(config !== undefined ? { config } : {})} />}
    </PlaygroundFlow>
  );
}

const submitPerson =
  (then?: (form: HTMLFormElement) => void, hold = false): Drive =>
  (story) =>
    whenPresent<HTMLFormElement>(FORM, (form) => {
      if (hold) {
        story.hold();
      }
      fillAndSubmit(form, PERSON);
      if (then !== undefined) {
        whenPresent('form[data-step=questions]', then);
      }
    });

/** Picks, in each question, the playground's right answer (or, with `right` false, another one). */
const answer =
  (right: boolean) =>
  (form: HTMLFormElement): void => {
    for (const group of Array.from(form.querySelectorAll('fieldset'))) {
      const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type=radio]'));
      const isRight = (radio: HTMLInputElement): boolean =>
        /Elm Street|Playground Savings/.test(
          radio.closest('label')?.textContent ??
            document.querySelector(`label[for="${radio.id}"]`)?.textContent ??
            '',
        );
      (radios.find((radio) => isRight(radio) === right) ?? radios[0])?.click();
    }
    form.requestSubmit();
  };

/** US form (SSN), signed in as alex.rivera. */
export const UnitedStates: Story<StoryArgs> = (args) => <Proofing args={args} />;
UnitedStates.meta = { waitFor: 'form[data-step=form]' };

/** Canada: Social Insurance Number, YYYY/MM/DD dates, pay-stub failure text. */
export const Canada: Story<StoryArgs> = (args) => (
  <Proofing args={args} config={{ country: 'CA', failureVariant: 'payStub' }} />
);
Canada.meta = { waitFor: 'form[data-step=form]' };

/** Submitted empty: the error summary links to each field. */
export const Invalid: Story<StoryArgs> = (args) => (
  <Proofing args={args} drive={() => whenPresent<HTMLFormElement>(FORM, (form) => form.requestSubmit())} />
);
Invalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** While the service checks the answers. */
export const Submitting: Story<StoryArgs> = (args) => (
  <Proofing args={args} drive={submitPerson(undefined, true)} />
);
Submitting.meta = { waitFor: 'form[data-step=form][data-state=pending]' };

/** Without a session: the service's error in role=alert. */
export const ServerError: Story<StoryArgs> = (args) => (
  <Proofing args={args} signedIn={false} drive={submitPerson()} />
);
ServerError.meta = { waitFor: '.ik-alert[data-code]' };

/** The knowledge questions after a valid form. */
export const Questions: Story<StoryArgs> = (args) => <Proofing args={args} drive={submitPerson()} />;
Questions.meta = { waitFor: 'form[data-step=questions]' };

/** Questions submitted unanswered. */
export const QuestionsInvalid: Story<StoryArgs> = (args) => (
  <Proofing args={args} drive={submitPerson((form) => form.requestSubmit())} />
);
QuestionsInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Right answers: verified. */
export const Verified: Story<StoryArgs> = (args) => (
  <Proofing args={args} drive={submitPerson(answer(true))} />
);
Verified.meta = { waitFor: '[data-step=verified]' };

/** Wrong answers: the identity-match failure text (seed 001 §5) and "try again". */
export const Failed: Story<StoryArgs> = (args) => (
  <Proofing args={args} drive={submitPerson(answer(false))} />
);
Failed.meta = { waitFor: '[data-step=failed]' };
