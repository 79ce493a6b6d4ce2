import type { ReactNode } from 'react';
import { TotpEnrolmentScreen } from '../mfa';

/**
 * The authenticator-app set-up of the MFA section: the sign-in flow's TOTP enrolment screen (generate the
 * key, the QR code drawn locally, the secret as text, the first code). A chunk of its own with the QR
 * encoder, loaded when the user asks for it.
 */
export function TotpSetup({ onActivated }: { readonly onActivated: () => void }): ReactNode {
  return <TotpEnrolmentScreen onActivated={onActivated} />;
}
