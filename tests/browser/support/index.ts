// Journey-test toolkit for real-browser tests (tests/browser/**): Chromium, static and playground servers,
// axe, console errors, reflow, keyboard-only driving, a virtual passkey authenticator and a secrets canary.
export {
  launchChromium,
  launchBrowser,
  assertChromiumInstalled,
  chromiumPath,
  chromiumArgs,
} from './chromium';
export type { LaunchedChromium, LaunchOptions } from './chromium';
export { startStaticServer, axeScriptPath } from './static-server';
export type { StaticServer } from './static-server';
export { runAxe, formatViolations, wcagTags, colourRules, targetSizeRules } from './axe';
export type { AxeViolation, RunAxeOptions } from './axe';
export { watchPageErrors } from './page-errors';
export type { PageErrors } from './page-errors';
export { openPage } from './pages';
export { createPagePool } from './page-pool';
export type { PagePool } from './page-pool';
export type { WatchedPage } from './pages';
export { measureHorizontalOverflow, measurePhysicalAlignment } from './layout';
export type { HorizontalOverflow } from './layout';
export { startPlayground, readOutbox, latestCode, gotoPlayground } from './playground';
export type { RunningPlayground, OutboxMessage } from './playground';
export { addVirtualAuthenticator } from './webauthn';
export type { VirtualAuthenticator, VirtualAuthenticatorOptions, VirtualCredential } from './webauthn';
export { keyboardDriver } from './keyboard';
export type { KeyboardDriver, FocusInfo } from './keyboard';
export { watchSecrets } from './secrets';
export type { SecretsWatch, Leak } from './secrets';
export { waitForQuietDom } from './ladle';
export { startDemo, openJourney, fieldByLabel, unexpectedErrors, EXPECTED_4XX } from './demo';
export type { RunningDemo, Journey } from './demo';
