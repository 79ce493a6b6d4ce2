/**
 * `identity-kit/playground`: an in-memory identity service speaking the client's wire contract, for
 * stories, tests and demos ({@link createPlayground}; over HTTP with {@link startPlaygroundServer}). A fake
 * service with known passwords: never point real users at it. Fixtures and routes: playground/README.md.
 *
 * @packageDocumentation
 */

export { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from './playground';
export { PLAYGROUND_SPEC_OFFERING_ID } from './core/enumeration';
export type { Playground, PlaygroundFetch, PlaygroundOptions, PlaygroundUser } from './playground';
export {
  FIXTURE_ACCOUNTS,
  FIXTURE_CAPTCHA_TOKEN,
  FIXTURE_INVITATION_CODE,
  FIXTURE_NEW_ACCOUNT_INVITATION_CODE,
  FIXTURE_NOTES,
  FIXTURE_OAUTH_CLIENT,
  FIXTURE_OOW_ANSWERS,
  FIXTURE_PASSWORD,
  FIXTURE_SECURITY_QUESTION,
  FIXTURE_TOTP_SECRET,
} from './store/fixtures';
export type { FixtureAccount } from './store/fixtures';
export type { OutboxMessage } from './store/types';
export { totpCode } from './crypto/totp-code';
export { startPlaygroundServer } from './server';
export type { PlaygroundServer, PlaygroundServerOptions, StaticAsset, StaticRoutes } from './server';
