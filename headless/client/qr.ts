/**
 * The TOTP provisioning QR code, drawn locally (seed 000 §7.1 and §9: 140x140, error correction M;
 * QUALITY.md 11). Seed 000 posts the provisioning URI, secret included, to a remote chart service; here it
 * never leaves the page. The output is data (a module matrix and an SVG path `d`), so the UI renders it
 * as React SVG without any HTML sink. The encoder is loaded on first use (dynamic import) so bundles that
 * never draw a QR code do not carry it (qrcode-generator is not marked side-effect free).
 */
import type QrFactory from 'qrcode-generator';
import { QR_CODE_ERROR_CORRECTION, QR_CODE_SIZE_PX } from '../../rules';
import { lazyChunk } from './lazy-chunk';

export type TotpQrInput =
  /** A provisioning URI as the service returned it (`otpauth://totp/...`). */
  | { uri: string }
  /** Parts to build the URI from (RFC 6238 / Key Uri Format: issuer, account name, base32 secret). */
  | { secret: string; issuer: string; username: string };

export interface TotpQrCode {
  /** Modules per side (without the quiet zone). */
  moduleCount: number;
  /** `modules[row][col]` is true for a dark module. */
  modules: boolean[][];
  /** SVG path data drawing every dark module as a 1x1 square, offset by the quiet zone. */
  path: string;
  /** `viewBox` for the path: module units including a 4-module quiet zone on each side. */
  viewBox: string;
  /** Rendered size in CSS pixels (seed 000 §9). */
  sizePx: number;
}

/** Quiet zone of the QR specification (ISO/IEC 18004: four modules). */
const QUIET_ZONE = 4;

/** Builds `otpauth://totp/Issuer:account?secret=...&issuer=...` with each part percent-encoded. */
export function buildTotpUri(parts: { secret: string; issuer: string; username: string }): string {
  const label = `${encodeURIComponent(parts.issuer)}:${encodeURIComponent(parts.username)}`;
  const secret = parts.secret.replace(/\s+/g, '').toUpperCase();
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(parts.issuer)}`;
}

type Encoder = typeof QrFactory;

// The kit's one lazy-loading mechanism: one load per page, kept once landed, asked again after a failure.
const encoder = lazyChunk<Encoder>(() =>
  import('qrcode-generator').then(
    // CJS and ESM builds expose the factory differently.
    (module) => (module as { default?: Encoder }).default ?? (module as unknown as Encoder),
  ),
);

/** Draws the QR code for a TOTP provisioning URI (locally; the encoder loads on first call). */
export async function createTotpQrCode(input: TotpQrInput): Promise<TotpQrCode> {
  const uri = 'uri' in input ? input.uri : buildTotpUri(input);
  const qrcode = await encoder.load();
  const qr = qrcode(0, QR_CODE_ERROR_CORRECTION);
  qr.addData(uri, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const modules: boolean[][] = [];
  const segments: string[] = [];
  for (let row = 0; row < count; row += 1) {
    const line: boolean[] = [];
    for (let col = 0; col < count; col += 1) {
      const dark = qr.isDark(row, col);
      line.push(dark);
      if (dark) {
        segments.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    modules.push(line);
  }
  const side = count + 2 * QUIET_ZONE;
  return {
    moduleCount: count,
    modules,
    path: segments.join(''),
    viewBox: `0 0 ${side} ${side}`,
    sizePx: QR_CODE_SIZE_PX,
  };
}
