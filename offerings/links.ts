/**
 * Link builders of seed 000 §2 and seed 001 §2. Every link is built with URL/URLSearchParams and is https;
 * a builder given a base that is not https returns null instead of a link (QUALITY.md security 2).
 */
import { DEFAULT_COUNTRY, PARTNER_LINK_TARGET_AAL } from '../rules/constants';
import { DEFAULT_BRAND, type BrandSettings } from './brand';
import type { PostConfirmationLocale, PostConfirmationRedirect, SignUpFlow } from './options';
import { POST_CONFIRMATION_LOCALES } from './options';
import { isHttpsUrl, isSitePath } from './safe-url';
import { isAllowedHost, taxAccountManagerPrefix, type Environment } from './upstream';

/** Sign-up page of the script host (seed 001 §2 "/signup.html"). */
export const SIGN_UP_PATH = '/signup.html';
/** Index (sign-in) page of the script host (seed 001 §2 "/index.html"). */
export const INDEX_PATH = '/index.html';

function httpsUrl(value: string): URL | null {
  return isHttpsUrl(value) ? new URL(value) : null;
}

/**
 * Resolves a configured link (https address or site path) against the script host. mailto:/tel: and anything
 * else give null: these builders make page links only.
 */
export function resolvePageLink(link: string, scriptHost: string): string | null {
  const host = httpsUrl(scriptHost);
  if (host === null) {
    return null;
  }
  if (isSitePath(link)) {
    return new URL(link, host.origin).href;
  }
  return httpsUrl(link)?.href ?? null;
}

/**
 * The sign-up link of the script host. With a flow other than the default ecosystem sign-up it carries
 * iux_flows: the sign-up screen's link to the password-signup flow is built this way (seed 001 §2 "chosen by
 * the URL query parameter iux_flows; a link on the sign-up screen sets it").
 */
export function buildSignUpLink(scriptHost: string, flow: SignUpFlow = 'ecosystem'): string | null {
  const link = resolvePageLink(SIGN_UP_PATH, scriptHost);
  if (link === null || flow === 'ecosystem') {
    return link;
  }
  const url = new URL(link);
  url.searchParams.set('iux_flows', flow);
  return url.href;
}

/** The index (sign-in) link of the script host. */
export function buildIndexLink(scriptHost: string): string | null {
  return resolvePageLink(INDEX_PATH, scriptHost);
}

/**
 * Whether `url` is an https address on the brand's allowed hosts (rules/isAllowedHost, whole-label matching).
 */
export function isBrandUrl(url: string, brand: BrandSettings = DEFAULT_BRAND): boolean {
  const parsed = httpsUrl(url);
  return (
    parsed !== null &&
    isAllowedHost(parsed.hostname, {
      suffixes: brand.allowedHostSuffixes,
      extraSuffixes: brand.extraHostSuffixes,
    }).allowed
  );
}

/**
 * A link carrying theme, offering_id and redirect_url (seed 000 §2). The redirect address is added only when
 * it is https (and, with `restrictRedirectTo`, on that brand's hosts); otherwise it is left out rather than
 * forwarded.
 */
export function buildQueryLink(
  base: string,
  params: {
    readonly theme?: string | null;
    readonly offeringId?: string | null;
    readonly redirectUrl?: string | null;
  },
  options: { readonly restrictRedirectTo?: BrandSettings } = {},
): string | null {
  const url = httpsUrl(base);
  if (url === null) {
    return null;
  }
  if (params.theme) {
    url.searchParams.set('theme', params.theme);
  }
  if (params.offeringId) {
    url.searchParams.set('offering_id', params.offeringId);
  }
  const redirectAllowed =
    params.redirectUrl &&
    isHttpsUrl(params.redirectUrl) &&
    (options.restrictRedirectTo === undefined || isBrandUrl(params.redirectUrl, options.restrictRedirectTo));
  if (params.redirectUrl && redirectAllowed) {
    url.searchParams.set('redirect_url', params.redirectUrl);
  }
  return url.href;
}

/** A step-up link: the link plus iux_sso_mfa=true (seed 000 §2). */
export function buildStepUpLink(link: string): string | null {
  const url = httpsUrl(link);
  if (url === null) {
    return null;
  }
  url.searchParams.set('iux_sso_mfa', 'true');
  return url.href;
}

/** A partner sign-in link: the link plus iux_target_aal=25 (seed 000 §2). */
export function buildPartnerLink(link: string): string | null {
  const url = httpsUrl(link);
  if (url === null) {
    return null;
  }
  url.searchParams.set('iux_target_aal', String(PARTNER_LINK_TARGET_AAL));
  return url.href;
}

/**
 * The tax-domain account-manager security or password page the loader redirects to (seed 000 §2), e.g.
 * `https://ptc.accounts.acmetax.example/app/account-manager/security` in e2e.
 */
export function buildTaxAccountManagerLink(
  environment: Environment,
  page: 'security' | 'password' = 'security',
  brand: BrandSettings = DEFAULT_BRAND,
): string {
  const url = new URL(`https://${taxAccountManagerPrefix(environment)}accounts.${brand.taxDomain}`);
  url.pathname =
    page === 'security' ? '/app/account-manager/security' : '/app/account-manager/security/password';
  return url.href;
}

/**
 * Where the loader sends the whole page when the offering sets redirectToTaxAccountManager (seed 000 §2), or
 * null when it does not: the tax-domain account-manager page with the environment's host prefix.
 */
export function taxAccountManagerRedirect(
  config: { readonly redirectToTaxAccountManager: boolean; readonly offeringEnv: Environment },
  page: 'security' | 'password' = 'security',
  brand: BrandSettings = DEFAULT_BRAND,
): string | null {
  return config.redirectToTaxAccountManager
    ? buildTaxAccountManagerLink(config.offeringEnv, page, brand)
    : null;
}

/** A locale written language_COUNTRY (seed 001 §2): 'fr-ca' -> 'fr_CA', 'en' -> 'en_US' (default country US). */
export function toLanguageCountry(locale: string): string {
  const [language = 'en', country] = locale.trim().replace('_', '-').split('-');
  const lang = /^[A-Za-z]{2,3}$/.test(language) ? language.toLowerCase() : 'en';
  const region =
    country !== undefined && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : DEFAULT_COUNTRY;
  return `${lang}_${region}`;
}

/** The self-employed contact-support page with its locale parameter (seed 001 §2). */
export function buildSupportLink(locale: string, brand: BrandSettings = DEFAULT_BRAND): string | null {
  const url = httpsUrl(brand.selfEmployedSupportUrl);
  if (url === null) {
    return null;
  }
  url.searchParams.set('locale', toLanguageCountry(locale));
  return url.href;
}

function isPostConfirmationLocale(locale: string): locale is PostConfirmationLocale {
  return (POST_CONFIRMATION_LOCALES as readonly string[]).includes(locale);
}

/**
 * Where the page goes after email confirmation (seed 001 §2): the per-locale product site (pt-br, fr-fr, fr-ca,
 * en-gb, en-au, en-ca; others use the fallback), or the fixed site. null when the offering has none.
 */
export function postConfirmationRedirectUrl(
  redirect: PostConfirmationRedirect | null,
  locale: string,
): string | null {
  if (redirect === null) {
    return null;
  }
  if (redirect.kind === 'fixed') {
    return httpsUrl(redirect.url)?.href ?? null;
  }
  const key = locale.trim().toLowerCase().replace('_', '-');
  const site = isPostConfirmationLocale(key) ? redirect.sites[key] : undefined;
  return httpsUrl(site ?? redirect.fallback)?.href ?? null;
}
