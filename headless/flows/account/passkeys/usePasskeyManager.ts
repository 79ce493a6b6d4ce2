import {
  useSensitiveSection,
  type SensitiveSectionOptions,
  type UseAccountSection,
} from '../section/useAccountSection';
import {
  PASSKEY_RULES,
  passkeyRequests,
  type CredentialsCreator,
  type PasskeyClient,
  type PasskeyData,
  type PasskeyInput,
} from './requests';

/** Options of {@link usePasskeyManager}. */
export interface UsePasskeyManagerOptions extends SensitiveSectionOptions {
  /** The identity client (or any object with the calls of `PASSKEY_CLIENT_METHODS`). */
  readonly client: PasskeyClient;
  /** WebAuthn credentials container (tests inject a fake). @default navigator.credentials when available */
  readonly credentials?: CredentialsCreator | undefined;
  /** Writes the iux_webauthn_reg cookie. @default assigns `document.cookie` in a browser */
  readonly writeCookie?: ((cookie: string) => void) | undefined;
}

/** `{ state, actions, get*Props }` of the passkeys section. */
export type UsePasskeyManager = UseAccountSection<PasskeyData, PasskeyInput>;

function browserCredentials(): CredentialsCreator | undefined {
  return typeof navigator !== 'undefined' &&
    typeof PublicKeyCredential !== 'undefined' &&
    navigator.credentials !== undefined
    ? navigator.credentials
    : undefined;
}

function browserCookie(cookie: string): void {
  if (typeof document !== 'undefined') {
    document.cookie = cookie;
  }
}

/**
 * Passkeys (issue 20 MFA settings): lists the user's passkeys, registers one on this device
 * (`actions.edit()` then `actions.save({ action: 'register' })`) and deregisters them
 * (`{ action: 'remove' }`, seed 000 §3.3 dereg payload), both behind a step-up. See ./requests.ts for
 * what the spec leaves open and what is chosen.
 */
export function usePasskeyManager(options: UsePasskeyManagerOptions): UsePasskeyManager {
  const { credentials, writeCookie } = options;
  return useSensitiveSection(
    (aal) => ({
      rules: PASSKEY_RULES,
      requests: passkeyRequests(
        { credentials: credentials ?? browserCredentials(), writeCookie: writeCookie ?? browserCookie },
        aal,
      ),
      readForm: (): PasskeyInput => ({ action: 'register' }),
    }),
    options.client,
    options,
  );
}
