import { describe, expect, it } from 'vitest';
import { hotp, totp, verifyTotp } from '../../playground/crypto/totp';
import { base32Decode, base32Encode } from '../../playground/crypto/base32';
import { utf8 } from '../../playground/crypto/bytes';
import { totpCode } from '../../playground';

// RFC 6238 Appendix B: seeds are the ASCII strings below, 8-digit codes.
const SEED_SHA1 = utf8('12345678901234567890');
const SEED_SHA256 = utf8('12345678901234567890123456789012');
const SEED_SHA512 = utf8('1234567890123456789012345678901234567890123456789012345678901234');

const VECTORS: readonly [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 TOTP', () => {
  it.each(VECTORS)(
    'time %i gives the RFC codes for SHA-1, SHA-256 and SHA-512',
    async (seconds, sha1, sha256, sha512) => {
      expect(await totp(SEED_SHA1, seconds * 1000, { digits: 8, algorithm: 'SHA-1' })).toBe(sha1);
      expect(await totp(SEED_SHA256, seconds * 1000, { digits: 8, algorithm: 'SHA-256' })).toBe(sha256);
      expect(await totp(SEED_SHA512, seconds * 1000, { digits: 8, algorithm: 'SHA-512' })).toBe(sha512);
    },
  );

  it('matches the RFC 4226 HOTP table for counters 0..9', async () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    const actual = await Promise.all(expected.map((_, counter) => hotp(SEED_SHA1, counter)));
    expect(actual).toEqual(expected);
  });

  it('accepts one step of drift either way and refuses two', async () => {
    const at = 1_700_000_000_000;
    const code = await totp(SEED_SHA1, at);
    expect(await verifyTotp(SEED_SHA1, code, at + 30_000)).not.toBeNull();
    expect(await verifyTotp(SEED_SHA1, code, at - 30_000)).not.toBeNull();
    expect(await verifyTotp(SEED_SHA1, code, at + 90_000)).toBeNull();
  });

  it('round-trips base32 and rejects foreign characters', () => {
    const bytes = base32Decode('JBSWY3DPEHPK3PXP');
    expect(bytes).not.toBeNull();
    expect([...(bytes ?? [])]).toEqual([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0xde, 0xad, 0xbe, 0xef]);
    expect(base32Encode(bytes ?? new Uint8Array())).toBe('JBSWY3DPEHPK3PXP');
    expect(base32Decode('JBSW!')).toBeNull();
  });

  it('totpCode gives the authenticator-app code for the tess.totp secret', async () => {
    const at = 59_000;
    const key = base32Decode('JBSWY3DPEHPK3PXP');
    expect(key).not.toBeNull();
    expect(await totpCode('JBSWY3DPEHPK3PXP', at)).toBe(await totp(key ?? new Uint8Array(), at));
  });
});
