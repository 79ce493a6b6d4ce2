import { useEffect, useState, type ReactNode } from 'react';
import { createTotpQrCode, type TotpQrCode, type TotpQrInput } from '../../../headless';

export interface QrCodeProps {
  /** The provisioning URI, or its parts. Drawn locally: the secret never leaves the page (QUALITY.md 11). */
  readonly input: TotpQrInput;
  /** Accessible name of the image (from the catalogue). */
  readonly label: string;
  /** Shown while the encoder loads (it is a lazily loaded chunk). */
  readonly loadingText: string;
  /**
   * Shown when the encoder could not load (offline, a failed deploy). Without it the loading text stays.
   * The key is always shown as text beside the QR, so the user can go on either way.
   */
  readonly unavailableText?: string;
}

/**
 * The TOTP provisioning QR code as an inline SVG (`role="img"` with a name). The QR is a picture only: the
 * same secret is always shown as text beside it for manual entry, so nothing depends on scanning.
 */
export function QrCode({ input, label, loadingText, unavailableText }: QrCodeProps): ReactNode {
  const [qr, setQr] = useState<TotpQrCode | 'unavailable' | null>(null);
  const key = 'uri' in input ? input.uri : `${input.issuer}\u0000${input.username}\u0000${input.secret}`;
  useEffect(() => {
    let live = true;
    setQr(null);
    createTotpQrCode(input).then(
      (drawn) => {
        if (live) {
          setQr(drawn);
        }
      },
      () => {
        // The encoder chunk did not load: say so instead of "preparing" forever (a later mount retries).
        if (live) {
          setQr('unavailable');
        }
      },
    );
    return () => {
      live = false;
    };
    // `key` identifies the input; the object itself may be recreated on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (qr === null || (qr === 'unavailable' && unavailableText === undefined)) {
    return (
      <p className="text-sm text-ik-fg-muted" data-state="loading">
        {loadingText}
      </p>
    );
  }
  if (qr === 'unavailable') {
    return (
      <p className="text-sm text-ik-fg-muted" data-state="unavailable">
        {unavailableText}
      </p>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={qr.viewBox}
      width={qr.sizePx}
      height={qr.sizePx}
      shapeRendering="crispEdges"
      // At least 180 px (issue 18 §1: small codes fail to scan on older phones), shrinking only at 320 px.
      className="ik-qr"
      data-state="ready"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
