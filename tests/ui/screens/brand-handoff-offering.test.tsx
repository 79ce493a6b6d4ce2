// Issue 17 §1: the offering's own `offeringDisplayName` (seed 000 §3.6) names it on the brand hand-off
// (seed 000 §3.4), where the spec puts the offering's name; without it the id-pattern match still names it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { BrandHandoff } from '../../../ui';
import { renderWithPlayground } from './harness';

const registry = addEntries(DEFAULT_REGISTRY, [
  { offeringIds: ['test.named'], options: { offeringDisplayName: 'Acme Payroll Plus' } },
]);
const noop = (): void => undefined;

describe('brand hand-off names the offering', () => {
  it("shows the offering's configured display name in the logo and the message", async () => {
    renderWithPlayground(
      <BrandHandoff offeringId="test.named" partnerUid="google" onContinue={noop} onCancel={noop} />,
      {
        offering: resolveConfig({ offeringId: 'test.named', registry }),
      },
    );
    expect(
      await screen.findByText(/You can use your Acme Payroll Plus account with Google\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Payroll Plus logo' })).toBeInTheDocument();
  });

  it('falls back to the id-pattern name without an offering, or when the hand-off is for another offering', async () => {
    const { unmount } = renderWithPlayground(
      <BrandHandoff offeringId="test.named" partnerUid="google" onContinue={noop} onCancel={noop} />,
    );
    expect(await screen.findByText(/You can use your Acme account with Google\./)).toBeInTheDocument();
    expect(screen.queryByText(/Acme Payroll Plus/)).toBeNull();
    unmount();
    renderWithPlayground(
      <BrandHandoff offeringId="50000026" partnerUid="google" onContinue={noop} onCancel={noop} />,
      {
        offering: resolveConfig({ offeringId: 'test.named', registry }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Continue to Google' })).toBeInTheDocument();
    expect(screen.queryByText(/Acme Payroll Plus/)).toBeNull();
  });
});
