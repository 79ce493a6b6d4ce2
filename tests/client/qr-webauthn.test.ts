import { describe, expect, it } from 'vitest';
import { buildTotpUri, createTotpQrCode, credentialToJSON } from '../../headless/client';
import { clientWith, json } from './fake-fetch';

describe('TOTP QR code drawn locally (seed 000 §7.1, §9)', () => {
  const parts = { secret: 'jbsw y3dp ehpk 3pxp', issuer: 'Acme Tax', username: 'tess.totp@example.com' };

  it('builds the provisioning URI with encoded parts', () => {
    expect(buildTotpUri(parts)).toBe(
      'otpauth://totp/Acme%20Tax:tess.totp%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Acme%20Tax',
    );
  });

  it('returns a square module matrix, an SVG path and the 140 px size', async () => {
    const qr = await createTotpQrCode(parts);
    expect(qr.sizePx).toBe(140);
    expect(qr.modules).toHaveLength(qr.moduleCount);
    expect(qr.modules.every((row) => row.length === qr.moduleCount)).toBe(true);
    // Finder pattern corners are dark; the 4-module quiet zone offsets the path.
    expect(qr.modules[0]?.[0]).toBe(true);
    expect(qr.path.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(qr.viewBox).toBe(`0 0 ${qr.moduleCount + 8} ${qr.moduleCount + 8}`);
    expect(qr.path).not.toMatch(/[<>"]/);
  });

  it('uses error correction M: the version for this URI matches the M capacity table', async () => {
    // 84-byte URI: byte-mode capacity at M is 84 for version 5 (37 modules); L would fit version 4 (33).
    const uri = `otpauth://totp/A:b?secret=${'A'.repeat(84 - 'otpauth://totp/A:b?secret='.length)}`;
    expect(uri).toHaveLength(84);
    expect((await createTotpQrCode({ uri })).moduleCount).toBe(37);
  });

  it('is a local function: drawing needs no client and no network', async () => {
    const calls: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      calls.push(args);
      return original(...args);
    };
    try {
      await createTotpQrCode(parts);
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toHaveLength(0);
  });
});

describe('WebAuthn credential JSON (Level 3 toJSON form)', () => {
  const bytes = (...n: number[]) => new Uint8Array(n).buffer;

  it('uses the browser toJSON when present', () => {
    const own = { id: 'abc', rawId: 'abc', type: 'public-key', response: {}, clientExtensionResults: {} };
    expect(
      credentialToJSON({ id: 'abc', rawId: bytes(1), type: 'public-key', response: {}, toJSON: () => own }),
    ).toBe(own);
  });

  it('serialises binary fields as base64url without padding otherwise', () => {
    const json = credentialToJSON({
      id: 'cred',
      rawId: bytes(0xfb, 0xff),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: bytes(0xfb, 0xff, 0xfe),
        attestationObject: new Uint8Array([1, 2, 3]),
        getTransports: () => ['internal'],
      },
      getClientExtensionResults: () => ({ credProps: { rk: true } }),
    });
    expect(json).toEqual({
      id: 'cred',
      rawId: '-_8',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: '-__-', attestationObject: 'AQID', transports: ['internal'] },
      clientExtensionResults: { credProps: { rk: true } },
    });
  });

  it('sends registration and assertion under the webauthn base', async () => {
    const { client, calls } = clientWith(() => json({ verified: true }));
    const credential = {
      id: 'c',
      rawId: 'c',
      type: 'public-key' as const,
      response: {},
      clientExtensionResults: {},
    };
    await client.webauthnRegister({ credential });
    await client.webauthnAuthenticationOptions({ username: 'alex' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://accounts.example.com/fido2/registration/verify',
      'https://accounts.example.com/fido2/authentication/options',
    ]);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ offeringId: 'Intuit.test.offering', credential });
  });
});
