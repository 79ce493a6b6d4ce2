/**
 * `identity-kit/embed`: the script-tag loader's pure rules and types, for products that build their own host
 * pages or test them. The loader itself ships as `dist/embed/loader.js` (a classic script) with its chunks in
 * `dist/embed/chunks/` (scripts/build-embed.mjs). See README.md.
 *
 * @packageDocumentation
 */

export { GLOBAL_NAME, COMMANDS, STUB_SNIPPET, readQueue, stubSnippet } from './rules/queue';
export type { Command, QueuedCall } from './rules/queue';
export { TOP_LEVEL_WIDGETS, checkSetup } from './rules/setup';
export type { LoadFailure, OfferingZone, Setup, SetupCheck, SetupInput } from './rules/setup';
export {
  SHIPPED_V4_WIDGETS,
  V2_WIDGETS,
  V3_WIDGETS,
  V4_MOUNT_POINTS,
  isWidgetName,
  mountPointId,
} from './rules/widgets';
export type { ShippedWidget, WidgetName } from './rules/widgets';
export {
  GATED_OVERRIDES,
  gateOverrides,
  readGenerationOverrides,
  widgetGeneration,
} from './rules/generation';
export type { GenerationOverrides, ServerLists, WidgetGeneration } from './rules/generation';
export { EMPTY_SERVER_CONFIG, readServerConfig } from './rules/server-config';
export type { LoaderServerConfig, PluginEntry } from './rules/server-config';
export {
  attemptUrl,
  codeSource,
  isAllowedCodeUrl,
  pluginUrl,
  retryDelay,
  retrySchedule,
} from './rules/loading';
export type { CodeOrigins, CodeSource } from './rules/loading';
export {
  LOADER_FILE_NAMES,
  checkScriptOrigin,
  detectScriptOrigin,
  identityOrigin,
  taxAccountManagerUrl,
} from './rules/host';
export type { HostDecision, HostRules } from './rules/host';
export { LEGACY_HELPERS, createDeprecationWarner } from './rules/legacy';
export type { LegacyHelper } from './rules/legacy';
export { cleanEntry, createBatcher, isSampled, loggerUrl, samplePercent } from './rules/logger';
export type { LogContext, LogEntry, LogLevel } from './rules/logger';
export {
  BEACON_STORAGE_KEY,
  adobeBeacon,
  beaconProperties,
  isExpired,
  readStoredBeacons,
  segmentBeacon,
  storeBeacons,
} from './rules/beacons';
export type { Beacon, BeaconEvent, BeaconKind } from './rules/beacons';
export {
  VISITOR_COOKIE_LIFETIME_MS,
  VISITOR_COOKIE_NAMES,
  flagsCookie,
  isSafari122Plus,
  parseCookies,
  persistCookiesBody,
  planVisitorCookies,
  serializeCookie,
  visitorIdFrom,
} from './rules/cookies';
export type { CookieWrite, VisitorCookieName } from './rules/cookies';
export { VISITOR_FRAME_ATTRIBUTES, acceptVisitorMessage, visitorFrameUrl } from './rules/visitor-frame';
export type { VisitorFrameQuery } from './rules/visitor-frame';
export type { MountContext, WidgetEvent, WidgetModule } from './runtime/contract';
