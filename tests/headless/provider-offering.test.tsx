// Issue 17 §1: IdentityProvider resolves the named offering once, its flows start from the offering's
// settings, explicit props still win, and a screen reads the resolved configuration with useOffering().
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OFFERING_IDS, resolveConfig } from '../../offerings';
import { IdentityProvider, useIdentityLocale, useIdentityStore, useOffering } from '../../headless/provider';
import type { FlowClient } from '../../headless/flows/client-port';

// The flows make no call in these tests: only the first screen's state is read.
const client = {} as FlowClient;

function Probe(): ReactNode {
  const offering = useOffering();
  const identifierFirst = useIdentityStore((state) => state.config.identifierFirst);
  const rememberMe = useIdentityStore((state) => state.config.enableRememberMe);
  const targetAal = useIdentityStore((state) => state.config.targetAal);
  const locale = useIdentityLocale();
  return (
    <dl>
      <dt>offering</dt>
      <dd data-testid="offering">{offering?.offeringId ?? 'none'}</dd>
      <dt>theme</dt>
      <dd data-testid="theme">{offering?.idsTheme ?? 'none'}</dd>
      <dt>step</dt>
      <dd data-testid="identifierFirst">{String(identifierFirst)}</dd>
      <dd data-testid="rememberMe">{String(rememberMe)}</dd>
      <dd data-testid="targetAal">{String(targetAal)}</dd>
      <dd data-testid="locale">{locale}</dd>
    </dl>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown): { error: string } {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
  }
}

describe('IdentityProvider with an offering', () => {
  it('resolves the named offering and starts the flows from its settings', async () => {
    render(
      <IdentityProvider
        client={client}
        offeringId={OFFERING_IDS.payments}
        offeringEnv="qa"
        query=""
        fallback={<p>loading</p>}
      >
        <Probe />
      </IdentityProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByTestId('offering')).toHaveTextContent(OFFERING_IDS.payments);
    expect(screen.getByTestId('theme')).toHaveTextContent('quickbooks');
    // sbg payments: identifier-first (seed 001 §2 email-first offering).
    expect(screen.getByTestId('identifierFirst')).toHaveTextContent('true');
  });

  it('explicit configuration wins over the offering', async () => {
    render(
      <IdentityProvider
        client={client}
        offeringId={OFFERING_IDS.payments}
        query=""
        config={{ identifierFirst: false }}
      >
        <Probe />
      </IdentityProvider>,
    );
    expect(await screen.findByTestId('identifierFirst')).toHaveTextContent('false');
  });

  it('time tracking: target level 20 and no remember-me choice (showRememberMe false)', async () => {
    render(
      <IdentityProvider client={client} offeringId={OFFERING_IDS.timeTracking} query="">
        <Probe />
      </IdentityProvider>,
    );
    expect(await screen.findByTestId('targetAal')).toHaveTextContent('20');
    expect(screen.getByTestId('rememberMe')).toHaveTextContent('false');
  });

  it("limits the locale to the offering's supported locales", async () => {
    render(
      <IdentityProvider client={client} offeringId={OFFERING_IDS.consumerTaxCanadaFr} locale="fr-CA" query="">
        <Probe />
      </IdentityProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('fr-CA');
  });

  it('a pre-resolved offering is used as is (its own locale unless one is given)', async () => {
    const offering = resolveConfig({ offeringId: OFFERING_IDS.accounting, offeringEnv: 'e2e' });
    render(
      <IdentityProvider client={client} offering={offering}>
        <Probe />
      </IdentityProvider>,
    );
    expect(await screen.findByTestId('offering')).toHaveTextContent(OFFERING_IDS.accounting);
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
  });

  it('without an offering, useOffering() is null and nothing is resolved', () => {
    render(
      <IdentityProvider client={client}>
        <Probe />
      </IdentityProvider>,
    );
    expect(screen.getByTestId('offering')).toHaveTextContent('none');
  });

  it('an empty offering id is a setup error for the error boundary', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <IdentityProvider client={client} offeringId=" " query="">
          <Probe />
        </IdentityProvider>
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid offering id is required.');
    quiet.mockRestore();
  });

  it('a prd page ignores a code-path override and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <IdentityProvider client={client} offeringId={OFFERING_IDS.accounting} query="?iux_flows=pin">
        <Probe />
      </IdentityProvider>,
    );
    await screen.findByTestId('offering');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('iux_flows ignored'));
    warn.mockRestore();
  });
});
