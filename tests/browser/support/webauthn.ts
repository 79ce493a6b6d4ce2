// A virtual platform authenticator through the DevTools WebAuthn domain, so passkey registration and
// sign-in run against Chromium's real `navigator.credentials` code path with no hardware or UI.
// Note: WebAuthn needs a domain origin; use `http://localhost:<port>`, not 127.0.0.1 (IP origins are
// rejected as RP IDs).
import type { CDPSession, Page } from 'playwright-core';

/** A credential as the virtual authenticator holds it (subset of CDP `WebAuthn.Credential`). */
export interface VirtualCredential {
  readonly credentialId: string;
  readonly isResidentCredential: boolean;
  readonly rpId?: string;
  readonly userHandle?: string;
  readonly signCount: number;
}

export interface VirtualAuthenticator {
  readonly authenticatorId: string;
  /** Credentials registered so far (passkeys created by the page). */
  credentials(): Promise<VirtualCredential[]>;
  /** Whether the next ceremonies pass user verification (biometric/PIN) or fail it. */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  /** Removes the authenticator, as if the user unplugged it. */
  remove(): Promise<void>;
}

export interface VirtualAuthenticatorOptions {
  /** @default true: the user passes verification. */
  readonly isUserVerified?: boolean;
}

/**
 * Adds a CTAP2 internal (platform) authenticator with resident keys and user verification to `page`.
 * Presence is simulated automatically, so `navigator.credentials.create/get` resolve without a prompt.
 */
export async function addVirtualAuthenticator(
  page: Page,
  options: VirtualAuthenticatorOptions = {},
): Promise<VirtualAuthenticator> {
  // Chromium refuses WebAuthn ceremonies in a page without focus ("the page does not have focus"), and
  // focus emulation does not cover them: give a passkey test a browser of its own (launchChromium) so no
  // concurrent page takes focus.
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}
