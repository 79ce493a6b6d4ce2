// The error wording is a lazy chunk (ui/screens/error-wording.ts). When it cannot be fetched (offline, a
// replaced deployment), a server error must still say something: the core "did not load" text.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createIdentityClient, IdentityProvider } from '../../../headless';
import { PLAYGROUND_DEFAULT_ORIGIN } from '../../../playground';
import { useErrorText } from '../../../ui';

vi.mock('../../../ui/screens/error-wording', () => {
  throw new Error('chunk failed to load');
});

// No call is made: a client that would refuse any request keeps the test off the network.
const client = createIdentityClient({
  offeringId: 'Intuit.identity.playground',
  baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
  fetch: () => Promise.reject(new Error('no request expected')),
});

function Line({ code }: { code: string | null }) {
  const described = useErrorText(code);
  return <p data-testid="line">{described === null ? '(none)' : described.message}</p>;
}

function ErrorLine({ code }: { code: string | null }) {
  return (
    <IdentityProvider client={client} config={{}}>
      <Line code={code} />
    </IdentityProvider>
  );
}

describe('useErrorText when the error wording chunk cannot load', () => {
  it('shows nothing without a code, and the connection text (never a blank) for a code', async () => {
    const { rerender } = render(<ErrorLine code={null} />);
    expect(screen.getByTestId('line')).toHaveTextContent('(none)');
    rerender(<ErrorLine code="ACCESS_DENIED" />);
    expect(
      await screen.findByText('This step did not load. Check your connection, then try again.'),
    ).toBeVisible();
  });
});
