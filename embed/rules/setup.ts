/**
 * Setup options (seed 000 §3.1) checked before anything loads. Values come from untyped host pages, so every
 * field is checked and each refusal is a developer message of seed 000 §8.4 naming the field.
 */
import { mapEnvironment, type Environment } from '../../rules/policy/environment';
import { message } from './messages';
import { isWidgetName, type WidgetName } from './widgets';

/** Zones of seed 000 §1: ssz, or tax (tax isolation: a separate identity host). */
export type OfferingZone = 'ssz' | 'tax';

/** What `onLoadFailure` receives: the widget and why it could not load. */
export interface LoadFailure {
  readonly widget: string;
  readonly generation: string;
  /** `chunk` after the retries, `setup` for a refused setup, `plugin` for a refused plugin entry. */
  readonly reason: 'chunk' | 'setup' | 'plugin';
  readonly message: string;
}

/** Options of one `identityKit('setup', …)` call, as a host page writes them. */
export interface SetupInput {
  /** The widget to mount (seed 000 §2.1 widget paths). Chosen: the spec's options do not name it. */
  readonly widget?: unknown;
  readonly offeringId?: unknown;
  readonly offeringEnv?: unknown;
  readonly offeringZone?: unknown;
  /** Id of the element to mount into. @default the widget's fixed mount point (widgets.ts) */
  readonly parentId?: unknown;
  /** Element to mount into (instead of parentId). */
  readonly parentEl?: unknown;
  readonly onLoadFailure?: unknown;
  /** v3 generation (seed 000 §4.1 "v3 is used when appFabric is true"). @default false */
  readonly appFabric?: unknown;
  /** Accepted for compatibility; the kit loads chunks with native `import()` and needs no AMD loader. */
  readonly useGlobalRequire?: unknown;
  /** @default 'en-us' */
  readonly locale?: unknown;
  /** Log sampling override, 0..100 (seed 000 §9 "overridable"). */
  readonly logSamplePercentage?: unknown;
  /** Redirect the whole page to the tax account-manager password page (seed 000 §2). @default false */
  readonly redirectToTaxAccountManager?: unknown;
  /**
   * Visitor identity cookies and the visitor-id frame (seed 000 §4.8). `false` writes none (a page without
   * the visitor's consent). @default true
   */
  readonly visitorIdentity?: unknown;
  /** persist_cookies mode (seed 000 §7.1): always, only in Safari 12.2+, or off. @default 'always' */
  readonly persistCookies?: unknown;
  /** Opt-in analytics beacons (seed 000 §7.2): tracker addresses (https, or loopback for development). */
  readonly beacons?: unknown;
}

/** Opt-in beacon adapters and where they send. */
export interface BeaconSettings {
  readonly segment: { readonly url: string; readonly writeKey?: string } | null;
  readonly adobe: { readonly url: string; readonly reportSuite?: string } | null;
}

/** A checked setup. */
export interface Setup {
  readonly widget: WidgetName;
  readonly offeringId: string | null;
  readonly offeringEnv: Environment | null;
  readonly offeringZone: OfferingZone | null;
  readonly parentId: string | null;
  readonly parentEl: Element | null;
  readonly onLoadFailure: ((failure: LoadFailure) => void) | null;
  readonly appFabric: boolean;
  readonly locale: string;
  readonly logSamplePercentage: number | null;
  readonly redirectToTaxAccountManager: boolean;
  readonly visitorIdentity: boolean;
  readonly persistCookies: 'always' | 'safariOnly' | 'off';
  readonly beacons: BeaconSettings | null;
}

export type SetupCheck =
  | { readonly ok: true; readonly setup: Setup; readonly warnings: readonly string[] }
  | {
      readonly ok: false;
      readonly errors: readonly string[];
      readonly onLoadFailure: Setup['onLoadFailure'];
    };

/** Widgets that need offeringId, offeringEnv and offeringZone as v4 (seed 000 §4.1). */
export const TOP_LEVEL_WIDGETS: readonly string[] = [
  'sign-in',
  'account-recovery',
  'sign-up',
  'simple-sign-in',
];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** An Element without referring to the DOM global (the rules run in Node tests). */
function isElement(value: unknown): value is Element {
  return typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 1;
}

/**
 * Checks one setup call. Errors use seed 000 §8.4's "Setup error: …" line; a top-level widget without a
 * complete offering uses the v4 message ("V4 widget needs a valid offeringId, offeringEnv and offeringZone
 * (ssz or tax).").
 */
export function checkSetup(input: unknown): SetupCheck {
  const o: SetupInput = typeof input === 'object' && input !== null ? (input as SetupInput) : {};
  const errors: string[] = [];
  const warnings: string[] = [];
  const error = (detail: string): void => {
    errors.push(message('setupError', { detail }));
  };
  const onLoadFailure =
    typeof o.onLoadFailure === 'function' ? (o.onLoadFailure as (failure: LoadFailure) => void) : null;
  if (typeof input !== 'object' || input === null) {
    error('setup needs an options object.');
  }
  if (o.onLoadFailure !== undefined && onLoadFailure === null) {
    error('onLoadFailure must be a function.');
  }
  const widget = isWidgetName(o.widget) ? o.widget : null;
  if (widget === null) {
    error(
      `widget must name a widget of the loader (got ${typeof o.widget === 'string' ? o.widget : typeof o.widget}).`,
    );
  }
  const offeringId = text(o.offeringId);
  const envText = text(o.offeringEnv);
  const offeringEnv = envText === null ? null : mapEnvironment(envText);
  if (envText !== null && offeringEnv === null) {
    error('offeringEnv must name a known environment (prd, e2e, prf or localhost).');
  }
  const offeringZone = o.offeringZone === 'ssz' || o.offeringZone === 'tax' ? o.offeringZone : null;
  if (widget !== null && TOP_LEVEL_WIDGETS.includes(widget)) {
    if (offeringId === null || offeringEnv === null || offeringZone === null) {
      errors.push(message('v4MissingSetup'));
    }
  } else if (o.offeringZone !== undefined && offeringZone === null) {
    error('offeringZone must be ssz or tax.');
  }
  const parentId = o.parentId === undefined ? null : text(o.parentId);
  if (o.parentId !== undefined && parentId === null) {
    error('parentId must be a non-empty string.');
  }
  const parentEl = isElement(o.parentEl) ? o.parentEl : null;
  if (o.parentEl !== undefined && parentEl === null) {
    error('parentEl must be an element.');
  }
  if (parentId !== null && parentEl !== null) {
    error('give parentId or parentEl, not both.');
  }
  for (const flag of [
    'appFabric',
    'useGlobalRequire',
    'redirectToTaxAccountManager',
    'visitorIdentity',
  ] as const) {
    if (o[flag] !== undefined && typeof o[flag] !== 'boolean') {
      error(`${flag} must be true or false.`);
    }
  }
  if (o.useGlobalRequire === true) {
    warnings.push(
      message('setupWarning', {
        detail: 'useGlobalRequire is not needed: identity-kit loads its chunks with import().',
      }),
    );
  }
  const sample = o.logSamplePercentage;
  const logSamplePercentage =
    typeof sample === 'number' && Number.isFinite(sample) && sample >= 0 && sample <= 100 ? sample : null;
  if (sample !== undefined && logSamplePercentage === null) {
    error('logSamplePercentage must be a number from 0 to 100.');
  }
  const locale = o.locale === undefined ? 'en-us' : text(o.locale);
  if (locale === null || !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(locale)) {
    error('locale must be a language tag such as en-us.');
  }
  const persist = o.persistCookies ?? 'always';
  if (persist !== 'always' && persist !== 'safariOnly' && persist !== 'off') {
    error('persistCookies must be always, safariOnly or off.');
  }
  const beacons = o.beacons === undefined ? null : readBeacons(o.beacons);
  if (beacons === 'invalid') {
    error(
      'beacons must be { segment?: { url, writeKey? }, adobe?: { url, reportSuite? } } with https addresses.',
    );
  }
  if (errors.length > 0 || widget === null) {
    return { ok: false, errors, onLoadFailure };
  }
  return {
    ok: true,
    warnings,
    setup: {
      widget,
      offeringId,
      offeringEnv,
      offeringZone,
      parentId,
      parentEl,
      onLoadFailure,
      appFabric: o.appFabric === true,
      locale: (locale ?? 'en-us').toLowerCase().replace('_', '-'),
      logSamplePercentage,
      redirectToTaxAccountManager: o.redirectToTaxAccountManager === true,
      visitorIdentity: o.visitorIdentity !== false,
      persistCookies: persist === 'safariOnly' || persist === 'off' ? persist : 'always',
      beacons: beacons === 'invalid' ? null : beacons,
    },
  };
}

/** A tracker address: https, or http on a loopback host (development). */
function trackerUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) {
    return null;
  }
  const url = new URL(value);
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : null;
}

function readBeacons(value: unknown): BeaconSettings | 'invalid' {
  if (typeof value !== 'object' || value === null) {
    return 'invalid';
  }
  const { segment, adobe } = value as { segment?: unknown; adobe?: unknown };
  const side = <K extends string>(
    raw: unknown,
    extra: K,
  ): ({ url: string } & Partial<Record<K, string>>) | null | 'invalid' => {
    if (raw === undefined) {
      return null;
    }
    const url = typeof raw === 'object' && raw !== null ? trackerUrl((raw as { url?: unknown }).url) : null;
    const more =
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[extra] : undefined;
    if (url === null || (more !== undefined && typeof more !== 'string')) {
      return 'invalid';
    }
    return { url, ...(typeof more === 'string' ? { [extra]: more } : {}) } as { url: string } & Partial<
      Record<K, string>
    >;
  };
  const s = side(segment, 'writeKey');
  const a = side(adobe, 'reportSuite');
  if (s === 'invalid' || a === 'invalid' || (s === null && a === null)) {
    return 'invalid';
  }
  return { segment: s, adobe: a };
}
