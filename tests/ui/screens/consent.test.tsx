// ConsentCollection against the playground (seed 001 §3 consent / authorization flow).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { ConsentCollection } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

// The playground registers its own base URL's /callback (here the jsdom page's origin), no fixed port.
const REDIRECT = `${location.origin}/callback`;
const items = [
  { consentType: 'TERMS_OF_SERVICE', kind: 'terms' as const, required: true },
  { consentType: 'MARKETING_EMAIL', kind: 'marketing' as const, required: false },
];

describe('ConsentCollection', () => {
  it('prompt=consent: terms required (summary + inline), accept grants with the validated redirect', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    const onGranted = vi.fn();
    const { container } = rig.render((client) => (
      <ConsentCollection
        client={client}
        clientName="Demo Client"
        request={{ clientId: 'consent-client', redirectUrl: REDIRECT, prompt: 'consent', scope: 'openid' }}
        items={items}
        onGranted={onGranted}
      />
    ));
    expect(
      await screen.findByRole('heading', { name: 'Demo Client wants to access your account' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findAllByText('You need to accept this to continue.')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('I agree to the Terms of Service'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanks, your choices are saved' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith(REDIRECT));
  });

  it('prompt=none without a session fails without asking', async () => {
    const rig = createFlowRig();
    rig.render((client) => (
      <ConsentCollection
        client={client}
        request={{ clientId: 'consent-client', prompt: 'none' }}
        items={items}
      />
    ));
    await waitFor(() => expect(document.querySelector('[data-step="failed"]')).not.toBeNull());
  });

  it('fr-CA renders French', async () => {
    await loadLocale('fr-CA');
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    rig.render((client) => <ConsentCollection client={client} request={null} items={items} />, 'fr-CA');
    expect(await screen.findByLabelText("J'accepte les conditions d'utilisation")).toBeInTheDocument();
  });
});
