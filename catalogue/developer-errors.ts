/**
 * Developer and log messages (seed 000 §8.4; seed 001 §1, §5, §8). They go to the console, thrown errors
 * and the front-end logger, never to end users, so they are English only and never carry a secret: the
 * placeholders take identifiers (offering ids, namespaces, URLs without query), never user input.
 * Fill them with `formatMessage(DEVELOPER_ERRORS.notAllowedDomain, { product })`.
 */
// The messages thrown while a client or an offering is being created are separate constants in their own
// module (setup-errors.ts): a page that imports one of them (headless/client/options.ts, offerings/errors.ts)
// then bundles neither this table nor its module. Bundlers cannot cut a table by property, and webpack keeps a
// whole module up front once the first screen imports any of it (issue 19: 0.8 kB gzip of webpack's SignIn).
import {
  DUPLICATE_FOOTER_ORDINAL,
  MISSING_OFFERING_ID,
  MISSING_REQUIRED_CONFIG,
  NOT_ALLOWED_DOMAIN,
} from './setup-errors';

export { DUPLICATE_FOOTER_ORDINAL, MISSING_OFFERING_ID, MISSING_REQUIRED_CONFIG, NOT_ALLOWED_DOMAIN };

export const DEVELOPER_ERRORS = {
  missingOfferingId: MISSING_OFFERING_ID,
  // seed 001 §1: the script host could not be found.
  undetectableScriptHost: 'Could not detect the identity script host.',
  notAllowedDomain: NOT_ALLOWED_DOMAIN,
  // seed 001 §5, §8: warning, then failure.
  invalidServiceProviderEntity: 'Invalid service provider entity: {entity}',
  // seed 001 §8: JSONP helper (the kit itself never uses JSONP, QUALITY.md 1; kept for the wording table).
  jsonpTimedOut: 'JSONP request to {url} timed out',
  jsonpFailed: 'JSONP request to {url} failed',
  // seed 000 §4.1, §8.4.
  v4MissingSetup: 'V4 widget needs a valid offeringId, offeringEnv and offeringZone (ssz or tax).',
  mountPointMissing: 'Failed to mount {widget}: the mount point {mountPoint} is not yet available.',
  pluginBuildFailed:
    'Failed to retrieve build of plugin {plugin}. Make sure it is deployed locally or on the CDN.',
  pluginMountDivMissing: 'No mounting div found for plugin {plugin}.',
  moduleLoaderConfigFailed: 'Failed to configure the module loader.',
  serverConfigTimeout: 'Server config timeout after {ms} ms.',
  unsupportedPartnerButton: 'Unsupported partner button {partner}.',
  missingRequiredConfig: MISSING_REQUIRED_CONFIG,
  duplicateFooterOrdinal: DUPLICATE_FOOTER_ORDINAL,
  widgetLoadFailed: 'Failed to load {widget} after {attempts} attempts.',
  // seed 000 §8.4: logged events.
  setupError: 'Setup error: {detail}',
  setupWarning: 'Setup warning: {detail}',
  deferredLoadFailed: 'Deferred load failure for {generation} widget {widget}.',
  v4MountPointMissingEvent: 'V4 setup: mount point {mountPoint} is missing.',
  countryCodesFallback: 'Country-code lookup failed ({reason}); using the built-in country map.',
  legacyScriptConflict:
    'The legacy identity script and the newer identity plugin are both on this page. Load only one.',
  legacyAnalyticsDeprecated:
    'Deprecated: legacy analytics call {name}. Use the analytics event stream instead.',
  deprecatedHelper: 'Deprecated: {name} will be removed. {replacement}',
  // seed 000 §5: "Non-string link props for partner auth are ignored with a console warning."
  nonStringPartnerLink: 'Ignoring partner auth link {name}: expected a string.',
  // seed 001 §4: prompt is one of none, login, consent, select_account.
  invalidPrompt: 'Invalid prompt {prompt}; expected none, login, consent or select_account.',
} as const satisfies Record<string, string>;

/** Stable id of a developer/log message. */
export type DeveloperErrorId = keyof typeof DEVELOPER_ERRORS;
