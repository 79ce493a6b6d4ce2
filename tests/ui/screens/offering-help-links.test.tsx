// Issue 17 §1: the offering's help and learn-more links (seed 001 §3 common options) on the screens they
// belong to: mfaCustomerSupportLink on the one-time-code step, oowLearnMoreLink on the knowledge questions,
// dontKnowAnswerLink on the security question,
// whyAreWeAskingLink, piiLearnMoreLink and idpNeedHelpLink on identity proofing; none without the setting.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityProvider } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { IdentityFlow, IdentityProofing } from '../../../ui';
import { offerChallenges, renderFlow, signInWithPassword } from './harness';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

const HELP = 'https://help.acme.example';
const registry = addEntries(DEFAULT_REGISTRY, [
  {
    offeringIds: ['test.help-links'],
    options: {
      mfaCustomerSupportLink: `${HELP}/mfa`,
      dontKnowAnswerLink: `${HELP}/dont-know`,
      oowLearnMoreLink: `${HELP}/oow`,
      whyAreWeAskingLink: `${HELP}/why`,
      piiLearnMoreLink: `${HELP}/pii`,
      idpNeedHelpLink: `${HELP}/idp`,
    },
  },
]);
const offering = resolveConfig({ offeringId: 'test.help-links', registry });

describe("the offering's help links on the challenge steps", () => {
  it('the SMS code step links to the MFA customer support page', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow />, { offering, config: { identifierFirst: false } });
    await screen.findByLabelText('Email or user ID');
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Text a code to my phone' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The code field (its form is named by the step heading, "Enter your verification code", once focus moved).
    await screen.findByLabelText(/code/i, { selector: 'input' });
    expect(await screen.findByRole('link', { name: 'Customer support' })).toHaveAttribute(
      'href',
      `${HELP}/mfa`,
    );
  });

  it("the knowledge questions link to the offering's learn-more page; no offering, no link", async () => {
    const user = userEvent.setup();
    const { unmount } = renderFlow(<IdentityFlow />, {
      offering,
      config: { identifierFirst: false },
      wrapClient: offerChallenges(['OOW', 'SMS_OTP']),
    });
    await screen.findByLabelText('Email or user ID');
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Answer questions only I would know' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Answer a few questions about yourself' });
    expect(await screen.findByRole('link', { name: 'Learn more' })).toHaveAttribute('href', `${HELP}/oow`);
    unmount();
    renderFlow(<IdentityFlow />, {
      config: { identifierFirst: false },
      wrapClient: offerChallenges(['OOW', 'SMS_OTP']),
    });
    await screen.findByLabelText('Email or user ID');
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('radio', { name: 'Answer questions only I would know' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Answer a few questions about yourself' });
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
  });

  it("the security question links to the offering's don't-know page; no offering, no link", async () => {
    const user = userEvent.setup();
    const { unmount } = renderFlow(<IdentityFlow />, { offering, config: { identifierFirst: false } });
    await screen.findByLabelText('Email or user ID');
    await signInWithPassword(user, 'quinn.sqa@example.com');
    expect(await screen.findByRole('link', { name: "I don't know the answer" })).toHaveAttribute(
      'href',
      `${HELP}/dont-know`,
    );
    unmount();
    renderFlow(<IdentityFlow />, { config: { identifierFirst: false } });
    await screen.findByLabelText('Email or user ID');
    await signInWithPassword(user, 'quinn.sqa@example.com');
    await screen.findByRole('heading', { name: 'Answer your security question' });
    expect(screen.queryByRole('link', { name: "I don't know the answer" })).toBeNull();
  });
});

describe("the offering's links on identity proofing", () => {
  it('why we ask, what happens to the data, and where to get help', async () => {
    const rig = createFlowRig();
    render(
      <IdentityProvider client={rig.client} offering={offering}>
        <IdentityProofing client={rig.client} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Why are we asking?' })).toHaveAttribute(
      'href',
      `${HELP}/why`,
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', `${HELP}/pii`);
    expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', `${HELP}/idp`);
  });
});
