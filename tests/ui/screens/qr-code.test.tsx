// The TOTP QR code when its encoder chunk cannot load: the screen says so instead of "preparing" forever.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Headless from '../../../headless';
import { QrCode } from '../../../ui/screens/mfa/QrCode';

const encoder = vi.hoisted(() => ({ fail: false }));

vi.mock('../../../headless', async (importOriginal) => {
  const actual = await importOriginal<typeof Headless>();
  return {
    ...actual,
    createTotpQrCode: (...args: Parameters<typeof actual.createTotpQrCode>) =>
      encoder.fail ? Promise.reject(new Error('chunk failed to load')) : actual.createTotpQrCode(...args),
  };
});

const input = { issuer: 'Acme', username: 'alex@example.com', secret: 'JBSWY3DPEHPK3PXP' };

describe('QrCode', () => {
  it('draws the code as a named image once the encoder loads', async () => {
    encoder.fail = false;
    render(<QrCode input={input} label="QR code" loadingText="Preparing…" unavailableText="No QR." />);
    expect(screen.getByText('Preparing…')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code' })).toBeVisible();
  });

  it('says the QR is unavailable when the encoder does not load', async () => {
    encoder.fail = true;
    render(<QrCode input={input} label="QR code" loadingText="Preparing…" unavailableText="No QR." />);
    expect(await screen.findByText('No QR.')).toBeVisible();
    expect(screen.queryByText('Preparing…')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
