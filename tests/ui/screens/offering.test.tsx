// Issue 17 §1-2: an offering's configuration changes the stock screens (theme, header logo, footer logos,
// content overrides, links, fields) through the provider, and explicit props still win.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createIdentityClient, IdentityProvider } from '../../../headless';
import {
  addEntries,
  DEFAULT_REGISTRY,
  OFFERING_IDS,
  resolveConfig,
  type OfferingConfig,
} from '../../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../../playground';
import { SignIn, SignUp, UnsupportedBrowserNotice } from '../../../ui';
import { sameRealmBody } from '../../headless/harness';

function client(offeringId: string) {
  const playground = createPlayground({ seed: 7 });
  return createIdentityClient({
    offeringId,
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => sameRealmBody(await playground.fetch(url, init)),
  });
}

const root = (container: HTMLElement): HTMLElement => {
  const element = container.querySelector<HTMLElement>('.ik-root');
  if (element === null) {
    throw new Error('no kit root');
  }
  return element;
};

describe('an offering changes the sign-in screen', () => {
  it('sbg payments: quickbooks theme and logo, its unit footer, identifier first, its links', async () => {
    const { container } = render(
      <IdentityProvider client={client(OFFERING_IDS.payments)} offeringId={OFFERING_IDS.payments} query="">
        <SignIn />
      </IdentityProvider>,
    );
    // Identifier-first (the offering's flow choice): the first screen asks for the identifier only.
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(root(container)).toHaveAttribute('data-theme', 'quickbooks');
    expect(root(container)).toHaveAttribute('data-ids-theme', 'quickbooks');
    expect(container.querySelector('header')).toHaveAttribute('data-logo', 'quickbooks');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup.html');
  });

  it('ctg consumer tax: turbotax theme; no offering: the default theme and no offering links', async () => {
    const tax = render(
      <IdentityProvider
        client={client(OFFERING_IDS.consumerTax)}
        offeringId={OFFERING_IDS.consumerTax}
        query=""
      >
        <SignIn />
      </IdentityProvider>,
    );
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(root(tax.container)).toHaveAttribute('data-theme', 'turbotax');
    tax.unmount();
    const plain = render(
      <IdentityProvider client={client(OFFERING_IDS.consumerTax)}>
        <SignIn />
      </IdentityProvider>,
    );
    expect(root(plain.container)).toHaveAttribute('data-theme', 'default');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('content overrides, links and the parent class of a configured offering; the shell prop still wins', async () => {
    const registry = addEntries(DEFAULT_REGISTRY, [
      {
        offeringIds: ['test.offering'],
        options: {
          contentOverride: [
            { id: 'action.signIn', content: 'Sign in to Payroll' },
            { id: 'action.signIn', content: 'Se connecter à la paie', locale: 'fr-ca' },
          ],
          accountRecoveryLink: 'https://help.acme.example/recover',
          signInHelpLink: 'https://help.acme.example/sign-in',
          customerSupportLink: 'https://help.acme.example/support',
          contactUsLink: 'mailto:help@acme.example',
          additionalParentClass: 'payroll-page',
          logoPosition: 'center',
          footerLogos: [{ name: 'mint', ordinal: 1 }],
        },
      },
    ]);
    const offering: OfferingConfig = resolveConfig({ offeringId: 'test.offering', registry });
    const { container } = render(
      <IdentityProvider client={client('test.offering')} offering={offering}>
        <SignIn shell={{ theme: 'mint' }} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in to Payroll' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your user ID or password?' })).toHaveAttribute(
      'href',
      'https://help.acme.example/recover',
    );
    expect(screen.getByRole('link', { name: 'Get help signing in' })).toHaveAttribute(
      'href',
      'https://help.acme.example/sign-in',
    );
    const footerLinks = within(screen.getByRole('navigation', { name: 'Legal and privacy' }));
    expect(footerLinks.getByRole('link', { name: 'Customer support' })).toHaveAttribute(
      'href',
      'https://help.acme.example/support',
    );
    expect(footerLinks.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(root(container)).toHaveClass('payroll-page');
    expect(root(container)).toHaveAttribute('data-theme', 'mint');
    expect(container.querySelector('header')).toHaveAttribute('data-logo-position', 'center');
    const footer = within(screen.getByRole('navigation', { name: 'Our products' }));
    expect(footer.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('an offering changes the stand-alone screens', () => {
  it("sign-up: the payments offering's confirm-email field and its sign-in link", async () => {
    const id = OFFERING_IDS.payments;
    render(
      <IdentityProvider client={client(id)} offeringId={id} namespace="sign-up" query="">
        <SignUp client={client(id)} />
      </IdentityProvider>,
    );
    expect(await screen.findByLabelText('Confirm email address')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /sign in/i })[0]).toHaveAttribute('href', '/index.html');
  });

  it('sign-up: showLogosAtBottom keeps the footer logos in the pre-2021 layout', async () => {
    const registry = addEntries(DEFAULT_REGISTRY, [
      { offeringIds: ['test.logos'], options: { showLogosAtBottom: true } },
    ]);
    const withLogos = render(
      <IdentityProvider
        client={client('test.logos')}
        offering={resolveConfig({ offeringId: 'test.logos', registry })}
      >
        <SignUp client={client('test.logos')} layout={{ visualRefresh: false }} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('navigation', { name: 'Our products' })).toBeInTheDocument();
    withLogos.unmount();
    render(
      <IdentityProvider client={client('test.logos')}>
        <SignUp client={client('test.logos')} layout={{ visualRefresh: false }} />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Our products' })).toBeNull();
  });

  it('sign-up: explicit config wins over the offering', async () => {
    const id = OFFERING_IDS.payments;
    render(
      <IdentityProvider client={client(id)} offeringId={id} namespace="sign-up" query="">
        <SignUp client={client(id)} config={{ enableConfirmEmailField: false }} />
      </IdentityProvider>,
    );
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm email address')).toBeNull();
  });

  it('a desktop-tied offering warns on an unsupported browser', async () => {
    const id = OFFERING_IDS.consumerTaxDesktop;
    render(
      <IdentityProvider client={client(id)} offeringId={id} query="">
        <UnsupportedBrowserNotice hostSaysUnsupported />
      </IdentityProvider>,
    );
    expect(await screen.findByRole('heading', { name: "Your browser isn't supported" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update the desktop app' })).toHaveAttribute(
      'href',
      '/desktop/update',
    );
  });
});
