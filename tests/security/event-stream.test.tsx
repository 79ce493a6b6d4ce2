// Canary secrets in the event stream (issue 21 security suite; QUALITY.md security 5): a full sign-in with
// a password and an SMS code through the stock kit, recording everything a host can subscribe to (the
// provider's analytics `onEvent`, `useIdentityEvents`' journey events, host commands). Neither secret, nor
// the identifier the user typed, may appear in any of them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createIdentityClient,
  IdentityProvider,
  useIdentityEvents,
  type AnalyticsEvent,
  type HostCommand,
  type IdentityJourneyEvent,
} from '../../headless';
import { createPlayground, FIXTURE_PASSWORD, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { IdentityFlow } from '../../ui';
import { sameRealmBody } from '../headless/harness';

vi.setConfig({ testTimeout: 30_000 });

function JourneyRecorder({ into }: { into: IdentityJourneyEvent[] }): null {
  useIdentityEvents((event) => into.push(event));
  return null;
}

describe('the event stream carries no secret', () => {
  it('sign-in with a password and an SMS code: analytics, journey events and host commands', async () => {
    const user = userEvent.setup();
    const playground = createPlayground({ seed: 7 });
    const client = createIdentityClient({
      offeringId: 'Intuit.identity.playground',
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: async (url, init) => sameRealmBody(await playground.fetch(url, init)),
    });
    const analytics: AnalyticsEvent[] = [];
    const journey: IdentityJourneyEvent[] = [];
    const commands: HostCommand[] = [];
    render(
      <IdentityProvider
        client={client}
        config={{ offeringId: 'Intuit.identity.playground' }}
        locale="en-US"
        onEvent={(event) => analytics.push(event)}
        onHostCommand={(command) => commands.push(command)}
      >
        <JourneyRecorder into={journey} />
        <IdentityFlow shell={false} />
      </IdentityProvider>,
    );
    await user.type(screen.getByLabelText('Email or user ID'), 'sam.sms@example.com');
    await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(
      await screen.findByRole('radio', { name: 'Text a code to my phone' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const codeField = await screen.findByLabelText('Verification code', undefined, { timeout: 10_000 });
    const code = playground.lastCode('+16505550100') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: "You're signed in" }, { timeout: 10_000 });

    expect(journey.some((event) => event.type === 'SIGNED_IN')).toBe(true);
    expect(analytics.length).toBeGreaterThan(3);
    const stream = JSON.stringify({ analytics, journey, commands });
    for (const secret of [FIXTURE_PASSWORD, code, 'sam.sms@example.com', '6505550100']) {
      expect(stream, secret).not.toContain(secret);
    }
  });
});
