// Post-auth screens against the real client and the in-memory playground (seed 000 §3.7, §4.6, §4.7).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { useInvitation } from '../../../headless';
import { clientSideError } from '../../../headless/advanced';
import { FIXTURE_INVITATION_CODE } from '../../../playground';
import { IdentityFlow } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { expectInlineErrorOnly, renderFlow, signInWithPassword, stepOf } from './harness';
import { expectStepFocus } from './step-focus';

// Whole journeys with axe on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

describe('verified-user update (vera.unverified@example.com)', () => {
  it('asks for the phone; empty -> inline error; a number updates the user and signs in', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableVerifiedUserUpdate: true } });
    await signInWithPassword(user, 'vera.unverified@example.com');
    await expectStepFocus('Keep your account secure', 'Mobile phone number');
    expect(stepOf(rig.container)).toBe('verifiedUserUpdate');
    const phone = screen.getByLabelText('Mobile phone number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(screen.queryByLabelText('First name')).toBeNull();
    // Display elements: skip allowed (phone neither forced nor required), no learn-more link configured.
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
    await expectNoAxeViolations(rig.container);

    const before = rig.sent.length;
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await expectInlineErrorOnly(phone, 'Enter your phone number.');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(rig.sent.length).toBe(before);

    await user.type(phone, '+1 650 555 0142');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.sent.slice(before)).toContain('/ius_proxy/v1/users/me');
  }, 30_000);

  it('a name-only update saves the full name typed (update user, then the contact info recorded)', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableVerifiedUserUpdate: true } });
    const stored = rig.playground.service.store.users.get('alex.rivera');
    if (stored === undefined) {
      throw new Error('fixture alex.rivera missing');
    }
    stored.fullName = null;
    stored.verifiedUserUpdate = { phone: false, email: false, fullName: true };
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Keep your account secure' });
    await user.type(screen.getByLabelText('First name'), 'Alexis');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(stored.fullName).toEqual({ givenName: 'Alexis', surName: 'Rivera' });
    expect(rig.sent).toContain('/ius_proxy/v1/users/record_contact_info_status');
  }, 30_000);

  it('Skip is recorded with the service (SKIP) before signing in, so the next sign-in does not ask again', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableVerifiedUserUpdate: true } });
    const stored = rig.playground.service.store.users.get('alex.rivera');
    if (stored === undefined) {
      throw new Error('fixture alex.rivera missing');
    }
    stored.verifiedUserUpdate = { phone: false, email: true, fullName: false };
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Keep your account secure' });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.sent).toContain('/ius_proxy/v1/users/record_contact_info_status');
    expect(stored.verifiedUserUpdate).toBeNull();
  }, 30_000);

  it('a Skip the service could not record keeps the step, with the error announced', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      config: { enableVerifiedUserUpdate: true },
      // The service is down when the skip is recorded (503), as a real outage answers.
      wrapClient: (client) => ({
        ...client,
        recordContactInfoStatus: async () => ({
          ok: false as const,
          error: {
            kind: 'http' as const,
            code: 'SERVICE_UNAVAILABLE',
            serverMessage: 'The service is unavailable.',
            status: 503,
            captchaRequired: false,
            requiresEvaluation: false,
          },
        }),
      }),
    });
    await signInWithPassword(user, 'vera.unverified@example.com');
    await screen.findByRole('heading', { name: 'Keep your account secure' });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(stepOf(rig.container)).toBe('verifiedUserUpdate');
    expect(screen.getByLabelText('Mobile phone number')).toBeVisible();
  }, 30_000);

  it('phone required by configuration: no skip button (exactly per the display elements)', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />, {
      config: { enableVerifiedUserUpdate: true, isPhoneRequired: true },
    });
    await signInWithPassword(user, 'vera.unverified@example.com');
    await screen.findByRole('heading', { name: 'Keep your account secure' });
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  }, 30_000);
});

describe('passkey registration prompt', () => {
  it('"Not now" moves on; a failed registration shows an announced alert', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const rig = renderFlow(
      <IdentityFlow
        shell={false}
        host={{
          onRegisterPasskey: async () => {
            calls += 1;
            return 'WEBAUTHN_NOT_ALLOWED';
          },
        }}
      />,
      { config: { enableFIDO2Registration: true } },
    );
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Sign in faster next time' });
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out.',
    );
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByRole('heading', { name: "You're signed in" });
  }, 30_000);
});

describe('passkey registration prompt, the kit registering (no host handler)', () => {
  it('a browser without WebAuthn gets no prompt (no way to create a passkey)', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} />, { config: { enableFIDO2Registration: true } });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(screen.queryByRole('heading', { name: 'Sign in faster next time' })).toBeNull();
  }, 30_000);

  it('"Create a passkey" asks the service and the browser; a cancelled prompt is announced', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (): Promise<unknown> => {
      throw new DOMException('cancelled', 'NotAllowedError');
    });
    vi.stubGlobal('PublicKeyCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { get: vi.fn(), create }, configurable: true });
    try {
      const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableFIDO2Registration: true } });
      await signInWithPassword(user, 'alex@example.com');
      await screen.findByRole('heading', { name: 'Sign in faster next time' });
      await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The passkey request was cancelled or timed out.',
      );
      expect(create).toHaveBeenCalledTimes(1);
      expect(rig.count('/fido2/registration/options')).toBe(1);
      expect(rig.count('/fido2/registration/verify')).toBe(0);
      expect(stepOf(rig.container)).toBe('webAuthnRegistration');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  }, 30_000);
});

describe('consent, invitation and partner steps', () => {
  it('consent: Accept without the box says so at the box; with it the consent is recorded', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, { config: { enableConsentFlow: true } });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Review and accept the terms' });
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const box = screen.getByRole('checkbox');
    await expectInlineErrorOnly(box, /./);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(rig.count('/consent')).toBe(1));
    await waitFor(() => expect(stepOf(rig.container)).not.toBe('consent'));
  }, 30_000);

  it('invitation: Accept runs the host handler, then the sequence completes', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    renderFlow(
      <IdentityFlow
        shell={false}
        host={{
          onInvitation: async (accepted) => {
            answers.push(accepted);
            return null;
          },
        }}
      />,
      { config: { invitation: 'provisional' } },
    );
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Accept your invitation' });
    expect(screen.getByText(/Your access stays limited/)).toBeVisible();
    // No invitation verified in this visit: nobody to name, the general wording stays.
    expect(screen.getByText(/You've been invited to share access to an account/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(answers).toEqual([true]);
  }, 30_000);

  it('invitation without a host handler: names who invited and to what, and accepts the verified invitation through the client', async () => {
    const user = userEvent.setup();
    function VerifyFromLink(): null {
      // What a host page does with invitation_id and access_code from the invitation link (seed 000 §2.5).
      const { verify } = useInvitation().actions;
      useEffect(() => verify({ invitationId: 'inv-pending', accessCode: FIXTURE_INVITATION_CODE }), [verify]);
      return null;
    }
    const rig = renderFlow(
      <>
        <VerifyFromLink />
        <IdentityFlow shell={false} />
      </>,
      { config: { invitation: 'standard' } },
    );
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Accept your invitation' });
    // Issue 18 §3: the verify answer's inviter and realm (playground fixture inv-pending).
    expect(screen.getByText('Sam Lee invited you to join Acme Books.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Enter the access code from your invitation.')).toBeVisible();
    expect(rig.count('/accept')).toBe(0);
    await user.type(screen.getByLabelText('Access code'), FIXTURE_INVITATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('heading', { name: "You're signed in" });
    expect(rig.count('/inv-pending/accept')).toBe(1);
  }, 30_000);

  it('partner authentication: the brand hand-off (logos joined by a plus), Continue starts the link', async () => {
    const user = userEvent.setup();
    let started = 0;
    const rig = renderFlow(
      <IdentityFlow shell={false} host={{ onPartnerContinue: () => (started += 1) }} />,
      {
        config: { partnerAuthentication: true },
      },
    );
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: 'Continue to Google' });
    expect(rig.container.querySelector('[data-step="brandHandoff"]')?.textContent).toContain('+');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(started).toBe(1);
    await screen.findByRole('heading', { name: "You're signed in" });
  }, 30_000);
});

describe('OAuth error on the page', () => {
  it('an unknown client is shown on the page with the sign-in link, never redirected', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      config: {
        enableOAuthFlow: true,
        oauth: { clientId: 'no-such-client', redirectUri: 'http://127.0.0.1:4400/callback', state: 's-1' },
      },
    });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: "We couldn't finish signing you in" });
    expect(screen.getByRole('alert')).toHaveTextContent("The app you came from isn't recognized.");
    expect(rig.hostCommands).toEqual([]);
    await expectNoAxeViolations(rig.container);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Email or user ID')).toBeVisible());
  }, 30_000);

  it('an exchange the client refused before sending is shown on the page, not left "working"', async () => {
    const user = userEvent.setup();
    const rig = renderFlow(<IdentityFlow shell={false} />, {
      config: {
        enableOAuthFlow: true,
        oauth: { clientId: 'demo-client', redirectUri: 'http://127.0.0.1:4400/callback', state: 's-1' },
      },
      // No server saw the request, so no server vouched for the redirect address.
      wrapClient: (client) => ({
        ...client,
        exchangeTicketForAuthCode: () =>
          Promise.resolve({
            ok: false as const,
            error: { ...clientSideError('access_denied'), kind: 'invalid-request' as const },
          }),
      }),
    });
    await signInWithPassword(user, 'alex@example.com');
    await screen.findByRole('heading', { name: "We couldn't finish signing you in" });
    expect(rig.hostCommands).toEqual([]);
    await expectNoAxeViolations(rig.container);
  }, 30_000);
});
