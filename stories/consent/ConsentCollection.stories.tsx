import type { Story } from '@ladle/react';
import { ConsentCollection, VerifiedUserUpdate } from '../../ui';
import { PlaygroundFlow, type StoryArgs } from '../recovery/flow-story';
import { fillAndSubmit, whenPresent, type StoryClient } from '../recovery/story-client';

export default { title: 'Consent / Collection' };

const items = [
  { consentType: 'TERMS_OF_SERVICE', kind: 'terms' as const, required: true },
  { consentType: 'MARKETING_EMAIL', kind: 'marketing' as const, required: false },
];
// The story's playground registers its own origin's /callback (the Ladle page), no fixed port.
const REDIRECT = `${location.origin}/callback`;
const CONSENT = 'form[data-step=consent]';
const VUU = 'form[data-step=vuu]';

/** Ticks the terms, then submits (after `hold` when the story shows the pending state). */
const acceptTerms =
  (hold = false) =>
  (story: StoryClient): void =>
    whenPresent<HTMLFormElement>(CONSENT, (form) => {
      form.querySelector<HTMLInputElement>('input[name=TERMS_OF_SERVICE]')?.click();
      if (hold) {
        story.hold();
      }
      form.requestSubmit();
    });

function PromptConsentFlow({ args, drive }: { args: StoryArgs; drive?: (story: StoryClient) => void }) {
  return (
    <PlaygroundFlow args={args} signInAs="alex.rivera" {...(drive !== undefined ? { drive } : {})}>
      {(client) => (
        <ConsentCollection
          client={client}
          clientName="Demo Client"
          request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'consent' }}
          items={items}
        />
      )}
    </PlaygroundFlow>
  );
}

/** prompt=consent for a signed-in user. */
export const PromptConsent: Story<StoryArgs> = (args) => <PromptConsentFlow args={args} />;
PromptConsent.meta = { waitFor: 'form[data-step=consent]' };

/** Accepted without the required terms: the inline message under the checkbox (one error: no summary). */
export const Invalid: Story<StoryArgs> = (args) => (
  <PromptConsentFlow
    args={args}
    drive={() => whenPresent<HTMLFormElement>(CONSENT, (form) => form.requestSubmit())}
  />
);
Invalid.meta = { waitFor: 'form[data-step=consent] p[id$=-error]' };

/** While the choices are saved. */
export const Submitting: Story<StoryArgs> = (args) => (
  <PromptConsentFlow args={args} drive={acceptTerms(true)} />
);
Submitting.meta = { waitFor: 'form[data-step=consent][data-state=pending]' };

/** Accepted: the choices are saved and the client gets its redirect. */
export const Granted: Story<StoryArgs> = (args) => <PromptConsentFlow args={args} drive={acceptTerms()} />;
Granted.meta = { waitFor: '[data-step=granted]' };

/** Declined. */
export const Declined: Story<StoryArgs> = (args) => (
  <PromptConsentFlow
    args={args}
    drive={() =>
      whenPresent<HTMLFormElement>(CONSENT, (form) =>
        form.querySelector<HTMLButtonElement>('button[type=button][data-variant=secondary]')?.click(),
      )
    }
  />
);
Declined.meta = { waitFor: '[data-step=declined]' };

/** prompt=login: sign in again first. */
export const PromptLogin: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <ConsentCollection
        client={client}
        request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'login' }}
        items={items}
      />
    )}
  </PlaygroundFlow>
);
PromptLogin.meta = { waitFor: '[data-step=reauthenticate]' };

/** prompt=select_account. */
export const PromptSelectAccount: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => (
      <ConsentCollection
        client={client}
        request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'select_account' }}
        items={items}
      />
    )}
  </PlaygroundFlow>
);
PromptSelectAccount.meta = { waitFor: '[data-step=selectAccount]' };

/** prompt=none without a session: fails without asking (the service's error). */
export const PromptNone: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args}>
    {(client) => (
      <ConsentCollection
        client={client}
        request={{ clientId: 'consent-client', prompt: 'none' }}
        items={items}
      />
    )}
  </PlaygroundFlow>
);
PromptNone.meta = { waitFor: '[data-step=failed]' };

/** Terms and marketing consent only (no OAuth request). */
export const TermsAndMarketing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} signInAs="alex.rivera">
    {(client) => <ConsentCollection client={client} items={items} />}
  </PlaygroundFlow>
);
TermsAndMarketing.meta = { waitFor: 'form[data-step=consent]' };

/** Terms accepted without a session: the service's error in role=alert. */
export const ServerError: Story<StoryArgs> = (args) => (
  <PlaygroundFlow args={args} drive={acceptTerms()}>
    {(client) => <ConsentCollection client={client} items={items} />}
  </PlaygroundFlow>
);
ServerError.meta = { waitFor: '.ik-alert[data-code]' };

function Vuu({ args, drive }: { args: StoryArgs; drive?: (story: StoryClient) => void }) {
  return (
    <PlaygroundFlow
      args={args}
      signInAs="vera.unverified@example.com"
      {...(drive !== undefined ? { drive } : {})}
    >
      {(client) => (
        <VerifiedUserUpdate client={client} config={{ learnMoreLink: 'https://example.com/help' }} />
      )}
    </PlaygroundFlow>
  );
}

/** Verified-user update for vera.unverified@example.com (phone required by the service). */
export const VerifiedUserUpdateVera: Story<StoryArgs> = (args) => <Vuu args={args} />;
VerifiedUserUpdateVera.meta = { waitFor: 'form[data-step=vuu]' };

/** Verified-user update submitted empty. */
export const VerifiedUserUpdateInvalid: Story<StoryArgs> = (args) => (
  <Vuu args={args} drive={() => whenPresent<HTMLFormElement>(VUU, (form) => form.requestSubmit())} />
);
VerifiedUserUpdateInvalid.meta = { waitFor: '.ik-error-summary, .ik-field-error' };

/** Verified-user update while it is saved. */
export const VerifiedUserUpdateSubmitting: Story<StoryArgs> = (args) => (
  <Vuu
    args={args}
    drive={(story) =>
      whenPresent<HTMLFormElement>(VUU, (form) => {
        story.hold();
        fillAndSubmit(form, { phone: '650-555-0199', firstName: 'Vera', lastName: 'Unverified' });
      })
    }
  />
);
VerifiedUserUpdateSubmitting.meta = { waitFor: 'form[data-step=vuu][data-state=pending]' };

/** Verified-user update saved. */
export const VerifiedUserUpdateDone: Story<StoryArgs> = (args) => (
  <Vuu
    args={args}
    drive={() =>
      whenPresent<HTMLFormElement>(VUU, (form) =>
        fillAndSubmit(form, { phone: '650-555-0199', firstName: 'Vera', lastName: 'Unverified' }),
      )
    }
  />
);
VerifiedUserUpdateDone.meta = { waitFor: '[data-step=done]' };

/** Verified-user update after the session ended (the playground reset): the service's error in role=alert. */
export const VerifiedUserUpdateServerError: Story<StoryArgs> = (args) => (
  <Vuu
    args={args}
    drive={(story) =>
      whenPresent<HTMLFormElement>(VUU, (form) => {
        void story.playground
          .reset()
          .then(() =>
            fillAndSubmit(form, { phone: '650-555-0199', firstName: 'Vera', lastName: 'Unverified' }),
          );
      })
    }
  />
);
VerifiedUserUpdateServerError.meta = { waitFor: '.ik-alert[data-code]' };
