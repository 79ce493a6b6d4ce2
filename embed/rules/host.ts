/**
 * Host detection (seed 001 §1): the loader finds its own host from the script element whose file name is one
 * of a few known names, skipping scripts served from the plugin content-delivery hosts; a host that cannot be
 * found is an error, and a host off the provider's allowed domain-suffix list (plus extra country suffixes)
 * is refused with "Not an {product} domain". Matching is on whole labels (QUALITY.md 8). Also the tax
 * isolation host (seed 000 §1) and the tax account-manager redirect (seed 000 §2).
 */
import { taxAccountManagerPrefix, type Environment } from '../../rules/policy/environment';
import { isAllowedHost } from '../../rules/policy/host';
import { message } from './messages';
import type { OfferingZone } from './setup';

/** File names the loader is published under (chosen: the spec says "a few known names"). */
export const LOADER_FILE_NAMES = ['loader.js', 'loader.min.js', 'identity-kit-loader.js'] as const;

/** Loopback hosts: the playground and local development serve the loader over http from these. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The provider's host rules (offerings' BrandSettings carry the same lists). */
export interface HostRules {
  readonly productName: string;
  readonly allowedHostSuffixes: readonly string[];
  readonly extraHostSuffixes: readonly string[];
  /** Plugin content-delivery hosts: scripts from these are never the loader's own. */
  readonly pluginCdnHosts: readonly string[];
  /** Registrable domain of the tax isolation identity host. */
  readonly taxDomain: string;
}

/**
 * The origin of the loader's script among `srcs` (every script address on the page, page order), or null.
 * The last match wins: a page that includes the loader twice runs the later copy.
 */
export function detectScriptOrigin(srcs: readonly string[], rules: HostRules): string | null {
  let found: string | null = null;
  for (const src of srcs) {
    if (!URL.canParse(src)) {
      continue;
    }
    const url = new URL(src);
    const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    const cdn = rules.pluginCdnHosts.some((h) => isAllowedHost(url.hostname, { suffixes: [h] }).allowed);
    if ((LOADER_FILE_NAMES as readonly string[]).includes(file) && !cdn) {
      found = url.origin;
    }
  }
  return found;
}

export type HostDecision =
  { readonly ok: true; readonly origin: string } | { readonly ok: false; readonly error: string };

/**
 * Checks the detected origin: https on an allowed suffix (whole labels), or http(s) on a loopback host for
 * development. Null (not detected) and every other host give the spec's developer errors.
 */
export function checkScriptOrigin(origin: string | null, rules: HostRules): HostDecision {
  if (origin === null || !URL.canParse(origin)) {
    return { ok: false, error: message('undetectableScriptHost') };
  }
  const url = new URL(origin);
  const loopback = (LOOPBACK_HOSTS as readonly string[]).includes(url.hostname);
  const allowed =
    url.protocol === 'https:' &&
    isAllowedHost(url.hostname, {
      suffixes: rules.allowedHostSuffixes,
      extraSuffixes: rules.extraHostSuffixes,
    }).allowed;
  return loopback || allowed
    ? { ok: true, origin: url.origin }
    : { ok: false, error: message('notAllowedDomain', { product: rules.productName }) };
}

/**
 * The identity host a widget talks to. ssz: the script host. tax (tax isolation, seed 000 §1): the same
 * host name on the tax domain (chosen mapping: `accounts.acme.example` -> `accounts.acmetax.example`); a
 * loopback or already-tax host stays as it is.
 */
export function identityOrigin(scriptOrigin: string, zone: OfferingZone | null, rules: HostRules): string {
  const url = new URL(scriptOrigin);
  if (zone !== 'tax' || (LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) {
    return url.origin;
  }
  for (const suffix of rules.allowedHostSuffixes) {
    if (url.hostname === suffix || url.hostname.endsWith(`.${suffix}`)) {
      url.hostname = `${url.hostname.slice(0, url.hostname.length - suffix.length)}${rules.taxDomain}`;
      return url.origin;
    }
  }
  return url.origin;
}

/**
 * The tax-domain account-manager password page the loader sends the whole page to (seed 000 §2), with the
 * environment's host prefix: e2e `ptc.`, prf `dtc.`, prd none. Same address as offerings'
 * `buildTaxAccountManagerLink(env, 'password')`.
 */
export function taxAccountManagerUrl(environment: Environment, rules: HostRules): string {
  return `https://${taxAccountManagerPrefix(environment)}accounts.${rules.taxDomain}/app/account-manager/security/password`;
}
