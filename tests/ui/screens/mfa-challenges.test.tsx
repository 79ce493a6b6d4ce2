// The other challenge screens (OOW, passkey, password, phone collection, security question, gov id) and TOTP
// enrolment, against the real flow and playground; challenge types the fixtures never ask for are offered by
// wrapping the client's sign-in answer (offerChallenges).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMfa } from '../../../headless';
import { clientSideError, type FlowClient } from '../../../headless/advanced';
import { FIXTURE_TOTP_SECRET } from '../../../playground';
import { IdentityFlow, TotpEnrolmentScreen, groupSecret } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import {
  expectInlineErrorOnly,
  offerChallenges,
  renderFlow,
  signInWithPassword,
  staleOowQuestions,
  stepOf,
  type Rig,
} from './harness';

// Whole journeys with axe on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

/** Answers gil.govid's GOVID challenge with `url` as the service's hand-off address. */
function govIdUrlAnswered(url: string): (client: FlowClient) => FlowClient {
  return (client) => ({
    ...client,
    signIn: async (...callArgs: Parameters<FlowClient['signIn']>) => {
      const result = await client.signIn(...callArgs);
      if (!result.ok || result.data.action !== 'CHALLENGE') {
        return result;
      }
      const challenge = result.data.challenge.map((one) => ({
        ...one,
        attributes: (one.attributes ?? []).map((pair) =>
          pair.key === 'govIdUrl' ? { ...pair, value: url } : pair,
        ),
      }));
      return { ...result, data: { ...result.data, challenge } };
    },
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/**
 * "Sign in again" on a step with no other way: back to the first sign-in screen, empty of the attempt,
 * without a request.
 */
async function expectSignInAgainStartsOver(
  user: ReturnType<typeof userEvent.setup>,
  rig: Rig,
  heading: string,
): Promise<void> {
  const sent = rig.sent.length;
  await user.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(await screen.findByLabelText('Password')).toHaveValue('');
  expect(screen.queryByRole('heading', { name: heading })).toBeNull();
  expect(rig.sent).toHaveLength(sent);
}

describe('out-of-wallet questions', () => {
  it('radio groups per question; unanswered ones go to the summary; an expired session is INVALID_AUTH_CONTEXT', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: staleOowQuestions(offerChallenges(['OOW', 'SMS_OTP'])),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Answer questions only I would know');
    await screen.findByRole('heading', { name: 'Answer a few questions about yourself' });
    const groups = await screen.findAllByRole('group');
    expect(groups.length).toBeGreaterThan(0);
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]');
    expect(summary).toHaveFocus();
    expect(within(summary as HTMLElement).getAllByRole('link')).toHaveLength(groups.length);

    for (const group of screen.getAllByRole('group')) {
      const right = within(group)
        .getAllByRole('radio')
        .find((radio) => /Elm Street|Playground Savings/.test(radio.parentElement?.textContent ?? ''));
      await user.click(right ?? within(group).getAllByRole('radio')[0]!);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification session has ended');
    expect(screen.getByRole('button', { name: 'Get new questions' })).toBeVisible();
  }, 30_000);
});

describe('passkey challenge', () => {
  it('runs only on the button; without WebAuthn in the browser it says so in an alert', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: offerChallenges(['FIDO', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Use my face, fingerprint or passcode');
    await screen.findByRole('heading', { name: 'Sign in with your face, fingerprint or passcode' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This browser can't use passkeys.");
    await expectNoAxeViolations(rig.container);
  }, 30_000);
});

describe('password and contact collection challenges', () => {
  it('password challenge: hidden username for password managers, current-password, empty -> summary', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: offerChallenges(['PASSWORD', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Enter my password');
    await screen.findByRole('heading', { name: 'Enter your password' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(rig.container.querySelector('input[type="hidden"][autocomplete="username"]')).toHaveValue(
      'sam.sms',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectInlineErrorOnly(password, 'Enter your password.');
    await expectNoAxeViolations(rig.container);
  }, 30_000);

  it('phone collection: tel field, then a code sent to that number', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: offerChallenges(['PHONE_COLLECTION', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Add a mobile number and get a code');
    await screen.findByRole('heading', { name: 'Add your mobile number' });
    const phone = screen.getByLabelText('Mobile phone number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expectNoAxeViolations(rig.container);
    await user.type(phone, '+16505550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(rig.count('/confirmations') + rig.count('/channel_confirmations')).toBeGreaterThan(0),
    );
    await waitFor(() => expect(stepOf(rig.container)).toBe('challenge'));
  }, 30_000);

  it('sms-oow: the number the user enters gets the code, then the code step says where it went', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: offerChallenges(['SMS_OOW', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Text a code to a phone number I enter');
    await screen.findByRole('heading', { name: 'Add your mobile number' });
    const phone = screen.getByLabelText('Mobile phone number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '+16505550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter your verification code' });
    expect(screen.getByText('We sent a code to +16505550123.')).toBeInTheDocument();
    expect(rig.count('/confirmations') + rig.count('/channel_confirmations')).toBeGreaterThan(0);
    await expectNoAxeViolations(rig.container);
  }, 30_000);
});

describe('phone collection: phone-validation outcomes (seed 001 §4)', () => {
  it('an invalid number and a landline (voice only) are refused before a code is sent; an SMS-only number gets the code', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: offerChallenges(['PHONE_COLLECTION', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Add a mobile number and get a code');
    await screen.findByRole('heading', { name: 'Add your mobile number' });
    const phone = screen.getByLabelText('Mobile phone number');
    const codesSent = () => rig.count('/confirmations') + rig.count('/channel_confirmations');

    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid phone number, including the area code.',
    );
    // The landline fixture (playground/core/contact.ts: 555-0180 to 555-0189 answer SMS_UNSUPPORTED).
    await user.clear(phone);
    await user.type(phone, '650 555 0185');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We had a problem verifying this phone number.'),
    );
    expect(rig.count('/phones/validate')).toBe(2);
    expect(codesSent()).toBe(0);
    await expectNoAxeViolations(rig.container);

    // An SMS-only line (555-0190 to 555-0199 answer VOICE_UNSUPPORTED): a text reaches it.
    await user.clear(phone);
    await user.type(phone, '650 555 0195');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(codesSent()).toBeGreaterThan(0));
    await waitFor(() => expect(stepOf(rig.container)).toBe('challenge'));
  }, 30_000);
});

describe('security question and government id (host-supplied)', () => {
  it('security question: a host handler still takes over (its grade, its question)', async () => {
    const user = userEvent.setup();
    const answers: string[] = [];
    renderFlow(
      <IdentityFlow
        shell={false}
        host={{
          securityQuestion: "What was your first pet's name?",
          onSecurityAnswer: async (answer) => {
            answers.push(answer);
            return 'INVALID_SECURITY_ANSWER';
          },
        }}
      />,
      { wrapClient: offerChallenges(['SQA', 'SMS_OTP']) },
    );
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Answer my security question');
    await screen.findByRole('heading', { name: 'Answer your security question' });
    await user.type(screen.getByLabelText("What was your first pet's name?"), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('');
    expect(answers).toEqual(['Rex']);
  }, 30_000);

  it('security question without a host handler: the flow grades it (quinn.sqa): the question, a wrong answer, then the right one', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'quinn.sqa@example.com');
    await screen.findByRole('heading', { name: 'Answer your security question' });
    const answer = screen.getByLabelText('What was the name of your first pet?');
    await expectNoAxeViolations(rig.container);
    await user.type(answer, 'Rex');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('');
    expect(screen.queryByText("This way of verifying isn't available here. Choose another way.")).toBeNull();
    await user.clear(answer);
    await user.type(answer, 'pebbles');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.sent.filter((path) => path.endsWith('/verify_sign_in_confirmation_v2'))).toHaveLength(2);
  }, 30_000);

  it('government id: a hand-off link (https only) and "try another way"', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(
      <IdentityFlow shell={false} host={{ govIdUrl: 'https://id.acme.example/check' }} />,
      {
        wrapClient: offerChallenges(['GOVID', 'SMS_OTP']),
      },
    );
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Take photos of my government ID');
    await screen.findByRole('heading', { name: 'Verify with your government ID' });
    expect(screen.getByRole('link', { name: 'Start the photo ID check' })).toHaveAttribute(
      'href',
      'https://id.acme.example/check',
    );
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await screen.findByRole('heading', { name: "Choose how to verify it's you" });
  }, 30_000);
  it('government id: without a host page, the link is the address the service sent with the challenge', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />);
    await signInWithPassword(user, 'gil.govid@example.com');
    await screen.findByRole('heading', { name: 'Verify with your government ID' });
    expect(screen.getByRole('link', { name: 'Start the photo ID check' })).toHaveAttribute(
      'href',
      '/__playground/govid',
    );
  }, 30_000);

  it('government id, the only way: an address that is not https or same-site is never linked; no dead "choose another way", sign in again instead', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      wrapClient: govIdUrlAnswered('javascript:alert(1)'),
    });
    await signInWithPassword(user, 'gil.govid@example.com');
    await screen.findByRole('heading', { name: 'Verify with your government ID' });
    expect(screen.queryByRole('link', { name: 'Start the photo ID check' })).toBeNull();
    expect(screen.getByText(/The photo ID check can't be started from this page/)).toBeVisible();
    expect(screen.getByText(/contact customer service/)).toBeVisible();
    expect(screen.queryByText(/Choose another way/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try another way' })).toBeNull();
    await expectNoAxeViolations(rig.container);
    await expectSignInAgainStartsOver(user, rig, 'Verify with your government ID');
  }, 30_000);

  it('government id among other ways: with no usable page it says so and offers the other ways', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />, { wrapClient: offerChallenges(['GOVID', 'SMS_OTP']) });
    await signInWithPassword(user, 'sam.sms@example.com');
    await pick(user, 'Take photos of my government ID');
    await screen.findByRole('heading', { name: 'Verify with your government ID' });
    expect(screen.queryByRole('link', { name: 'Start the photo ID check' })).toBeNull();
    expect(screen.getByText("This way of verifying isn't available here. Choose another way.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await screen.findByRole('heading', { name: "Choose how to verify it's you" });
  }, 30_000);
});

describe('a challenge type the kit has no screen for', () => {
  /** A host picker (ChallengePicker override) that can pick any offered type, even one the kit cannot take. */
  function AnyTypePicker(): ReactNode {
    const { state, actions } = useMfa();
    return (
      <div data-step="challengePicker">
        {state.challenges.map((type) => (
          <button key={type} type="button" onClick={() => actions.selectChallenge(type)}>
            {`Pick ${type}`}
          </button>
        ))}
      </div>
    );
  }

  it('the only way: no dead "choose another way"; a clear message and sign in again, which sends nothing', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { wrapClient: offerChallenges(['FACE_SCAN_V9']) });
    await signInWithPassword(user, 'sam.sms@example.com');
    expect(await screen.findByRole('heading', { name: "We can't verify it's you here" })).toHaveFocus();
    expect(screen.getByText(/isn't available on this page, and your account has no other way/)).toBeVisible();
    expect(screen.getByText(/contact customer service/)).toBeVisible();
    expect(screen.queryByText(/Choose another way/)).toBeNull();
    expect(screen.queryByRole('heading', { name: "Choose how to verify it's you" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try another way' })).toBeNull();
    await expectNoAxeViolations(rig.container);
    await expectSignInAgainStartsOver(user, rig, "We can't verify it's you here");
  }, 30_000);

  it('among ways the picker lists: says so and offers them, no sign in again', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} components={{ ChallengePicker: AnyTypePicker }} />, {
      wrapClient: offerChallenges(['FACE_SCAN_V9', 'SMS_OTP']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pick FACE_SCAN_V9' }));
    await screen.findByRole('heading', { name: "Choose how to verify it's you" });
    expect(screen.getByText("This way of verifying isn't available here. Choose another way.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in again' })).toBeNull();
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Pick SMS_OTP' })).toBeVisible();
  }, 30_000);

  it('beside only other types the picker cannot list: still no dead "choose another way"', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} components={{ ChallengePicker: AnyTypePicker }} />, {
      wrapClient: offerChallenges(['FACE_SCAN_V9', 'RETINA_V2']),
    });
    await signInWithPassword(user, 'sam.sms@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pick FACE_SCAN_V9' }));
    await screen.findByRole('heading', { name: "We can't verify it's you here" });
    expect(screen.queryByText(/Choose another way/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try another way' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  }, 30_000);
});

describe('TOTP enrolment', () => {
  it('draws the QR code locally and shows the same secret as text for manual entry', async () => {
    const user = userEvent.setup();
    const codes: string[] = [];
    const rig = renderFlow(
      <TotpEnrolmentScreen
        provisioning={{ secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' }}
        onVerify={(code) => codes.push(code)}
      />,
    );
    const qr = await screen.findByRole('img', { name: 'QR code for setting up your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByText(groupSecret(FIXTURE_TOTP_SECRET))).toBeVisible();
    expect(rig.sent).toEqual([]);
    await expectNoAxeViolations(rig.container);
    await user.type(screen.getByLabelText('Verification code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(codes).toEqual(['123456']);
  }, 30_000);

  it('the setup key sits in a group with Copy: the key goes to the clipboard without spaces and a status says so', async () => {
    // userEvent.setup() gives navigator a clipboard the test can read back.
    const user = userEvent.setup();
    renderFlow(
      <TotpEnrolmentScreen
        provisioning={{ secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' }}
        onVerify={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Setup key' });
    expect(within(group).getByText(groupSecret(FIXTURE_TOTP_SECRET))).toBeVisible();
    expect(within(group).getByRole('status')).toHaveTextContent('');
    await user.click(within(group).getByRole('button', { name: 'Copy key' }));
    expect(await within(group).findByText('Setup key copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(FIXTURE_TOTP_SECRET.replace(/\s+/g, ''));
  }, 30_000);

  it('where the page may not write the clipboard, the status says how to copy the key by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new Error('NotAllowedError'));
    renderFlow(
      <TotpEnrolmentScreen
        provisioning={{ secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' }}
        onVerify={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(
      await screen.findByText("The key couldn't be copied. Select it and copy it yourself."),
    ).toBeVisible();
    writeText.mockRestore();
  }, 30_000);

  it('run by the flow: a key that could not be generated keeps a heading and offers Try again, which asks again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    // The first generate call fails (service unavailable), the second answers a key.
    const flaky = (client: FlowClient): FlowClient => ({
      ...client,
      generateTotpKey: async (...callArgs: Parameters<FlowClient['generateTotpKey']>) => {
        calls += 1;
        const result = await client.generateTotpKey(...callArgs);
        if (calls === 1) {
          return {
            ok: false,
            error: { ...clientSideError('SERVICE_UNAVAILABLE'), status: 503 },
          } as Awaited<ReturnType<FlowClient['generateTotpKey']>>;
        }
        return result.ok
          ? result
          : ({
              ok: true,
              data: { secret: FIXTURE_TOTP_SECRET, issuer: 'Acme', username: 'tess.totp' },
              meta: {
                status: 200,
                captchaRequired: false,
                requiresEvaluation: false,
                dataHeader: null,
                attempts: 1,
              },
            } as Awaited<ReturnType<FlowClient['generateTotpKey']>>);
      },
    });
    const rig = renderFlow(<TotpEnrolmentScreen />, { wrapClient: flaky });
    await screen.findByRole('alert');
    const heading = screen.getByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(groupSecret(FIXTURE_TOTP_SECRET))).toBeVisible();
    expect(calls).toBe(2);
  }, 30_000);
});
