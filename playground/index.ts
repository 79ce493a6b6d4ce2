// Public entry of identity-kit/playground: an in-memory identity service speaking the client's wire
// contract (headless/client/WIRE.md). See playground/README.md for the fixtures and routes.
export { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from './playground';
export type { Playground, PlaygroundFetch, PlaygroundOptions, PlaygroundUser } from './playground';
export {
  FIXTURE_ACCOUNTS,
  FIXTURE_CAPTCHA_TOKEN,
  FIXTURE_INVITATION_CODE,
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
