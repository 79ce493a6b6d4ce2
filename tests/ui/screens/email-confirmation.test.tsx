// EmailConfirmation against the playground: the link the playground emails opens the landing, and Confirm
// confirms the address (PUT {userId}/emails/{email}/confirmed, seed 001 §4, §7).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityProvider } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { EmailConfirmation } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig, type FlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

/** Signs alex in, asks for a LINK confirmation of their email, and returns the link's parameters. */
async function emailedLink(rig: FlowRig): Promise<URLSearchParams> {
  expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
  const sent = await rig.client.createChannelConfirmation({
    userId: 'alex.rivera',
    channelType: 'EMAIL',
    confirmType: 'LINK',
    address: 'alex@example.com',
  });
  expect(sent.ok).toBe(true);
  const link = rig.playground.outbox[0]?.link ?? '';
  expect(link.startsWith('/email-confirmation?')).toBe(true);
  return new URL(link, 'http://127.0.0.1').searchParams;
}

const linkOf = (params: URLSearchParams) => ({
  userId: params.get('user_id'),
  email: params.get('email'),
  confirmationId: params.get('confirmation_id'),
  code: params.get('code'),
});

describe('EmailConfirmation', () => {
  it('confirms the address from the emailed link; the code reaches no event, text or storage', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const params = await emailedLink(rig);
    const code = params.get('code') ?? '';
    const { container } = rig.render((client) => (
      <EmailConfirmation client={client} link={linkOf(params)} onEvent={rig.onEvent} continueHref="/" />
    ));
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(screen.getByText('Confirm that alex@example.com is your email address.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('heading', { name: 'Your email address is verified' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(rig.playground.users.find((u) => u.userId === 'alex.rivera')?.emailStatus).toBe('CONFIRMED');
    expect(code).toMatch(/^\d+$/);
    expect(JSON.stringify(rig.events)).not.toContain(code);
    expect(container.innerHTML).not.toContain(code);
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(code);
  });

  it('a wrong or used code says not verified, with the way on', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const params = await emailedLink(rig);
    params.set('code', '000000');
    rig.render((client) => <EmailConfirmation client={client} link={linkOf(params)} />);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(
      await screen.findByRole('heading', { name: "We couldn't verify your email address" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Request a new confirmation email/)).toBeInTheDocument();
  });

  it('without the account session it asks to sign in first', async () => {
    const user = userEvent.setup();
    const signedIn = createFlowRig();
    const params = await emailedLink(signedIn);
    const other = createFlowRig();
    other.render((client) => <EmailConfirmation client={client} link={linkOf(params)} signInHref="/" />);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to confirm your email address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });

  it('an incomplete link shows not verified at once and sends nothing', () => {
    const rig = createFlowRig();
    rig.render((client) => <EmailConfirmation client={client} link={{ email: 'alex@example.com' }} />);
    expect(
      screen.getByRole('heading', { name: "We couldn't verify your email address" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm email address' })).toBeNull();
    expect(rig.bodies).toEqual([]);
  });
});

describe('EmailConfirmation inside an offering (issue 17: postConfirmationRedirect)', () => {
  const registry = addEntries(DEFAULT_REGISTRY, [
    {
      offeringIds: ['test.confirm'],
      options: {
        postConfirmationRedirect: {
          kind: 'per-locale',
          sites: { 'fr-ca': 'https://ca.product.acme.example/fr/' },
          fallback: 'https://product.acme.example/',
        },
      },
    },
    {
      offeringIds: ['test.confirm-none'],
      options: {},
    },
  ]);

  async function confirmIn(offeringId: string, locale: string, continueHref?: string): Promise<void> {
    const user = userEvent.setup();
    const rig = createFlowRig();
    const params = await emailedLink(rig);
    render(
      <IdentityProvider client={rig.client} offering={resolveConfig({ offeringId, locale, registry })}>
        <EmailConfirmation
          client={rig.client}
          link={linkOf(params)}
          {...(continueHref !== undefined ? { continueHref } : {})}
        />
      </IdentityProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Confirm/ }));
    await screen.findByRole('heading', { name: /verified|vérifiée/i });
  }

  it("offers the offering's site for the page's locale once the address is verified", async () => {
    // The site follows the offering's locale; the button's words follow the catalogue (fr-CA loads lazily).
    await confirmIn('test.confirm', 'fr-ca');
    expect(screen.getByRole('link', { name: /^Continuer?$/ })).toHaveAttribute(
      'href',
      'https://ca.product.acme.example/fr/',
    );
  });

  it('uses the fallback site for another locale', async () => {
    await confirmIn('test.confirm', 'en-us');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      'https://product.acme.example/',
    );
  });

  it('an explicit continueHref wins over the offering', async () => {
    await confirmIn('test.confirm', 'en-us', '/account');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account');
  });

  it('an offering without a post-confirmation site offers no button', async () => {
    await confirmIn('test.confirm-none', 'en-us');
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});
