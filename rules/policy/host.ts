/** Options of `isAllowedHost`. */
export interface HostAllowListOptions {
  /** The provider's allowed domain suffixes, e.g. `['example.com', 'example-tax.com']`. */
  suffixes: readonly string[];
  /** Extra country suffixes (seed 001 §1 "plus extra country suffixes"), e.g. `['example.ca']`. */
  extraSuffixes?: readonly string[] | undefined;
  /** Product name for the "Not an {product} domain" message. @default 'allowed' */
  product?: string | undefined;
}

/**
 * Why a host was refused: not under an allowed suffix, not a host name at all, or (for `isAllowedOrigin`)
 * not an `https:` address.
 */
export type HostRejection = 'notAllowedDomain' | 'invalidHost' | 'insecureScheme';

/**
 * The allow-list answer. A refusal carries the developer-message id and its parameters; the wording
 * ("Not an {product} domain", seed 001 §1, §8) lives in the catalogue's `DEVELOPER_ERRORS.notAllowedDomain`.
 */
export type HostCheck =
  | { allowed: true; host: string }
  | { allowed: false; reason: HostRejection; messageId: 'notAllowedDomain'; params: { product: string } };

const MAX_HOST = 253;

function cleanHost(value: string): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  let host = value.trim().toLowerCase();
  if (host.endsWith('.')) {
    host = host.slice(0, -1);
  }
  if (host === '' || host.length > MAX_HOST) {
    return null;
  }
  const labels = host.split('.');
  for (const label of labels) {
    if (label === '' || label.length > 63 || label.startsWith('-') || label.endsWith('-')) {
      return null;
    }
    for (let i = 0; i < label.length; i += 1) {
      const c = label.charCodeAt(i);
      const ok = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45;
      if (!ok) {
        return null;
      }
    }
  }
  return host;
}

/**
 * Whether a script host is on the provider's allow-list (seed 001 §1), matching whole domain labels
 * (QUALITY.md 8): `app.example.com` and `example.com` match the suffix `example.com`; `evilexample.com` and
 * `example.com.evil.net` do not. Host names must be ASCII (punycode) labels; a port, user info, a path or any
 * other character makes it `invalidHost`. Suffixes may be written with a leading dot.
 */
export function isAllowedHost(hostname: string, options: HostAllowListOptions): HostCheck {
  const product =
    typeof options?.product === 'string' && options.product.trim() !== '' ? options.product : 'allowed';
  const refuse = (reason: HostRejection): HostCheck => ({
    allowed: false,
    reason,
    messageId: 'notAllowedDomain',
    params: { product },
  });
  const host = cleanHost(hostname);
  if (host === null) {
    return refuse('invalidHost');
  }
  const suffixes = [
    ...(Array.isArray(options?.suffixes) ? options.suffixes : []),
    ...(Array.isArray(options?.extraSuffixes) ? options.extraSuffixes : []),
  ];
  for (const raw of suffixes) {
    const suffix = cleanHost(typeof raw === 'string' ? raw.replace(/^\./, '') : '');
    if (suffix !== null && (host === suffix || host.endsWith(`.${suffix}`))) {
      return { allowed: true, host };
    }
  }
  return refuse('notAllowedDomain');
}

/**
 * Whether a credentialed request may go to `url` (QUALITY.md 8): an `https:` address (plain `http:` only for
 * `localhost` when `allowHttpLocalhost` is set, for local development), without user info, whose host is on
 * the allow-list by whole labels. Unparseable addresses are `invalidHost`.
 */
export function isAllowedOrigin(
  url: string,
  options: HostAllowListOptions & { allowHttpLocalhost?: boolean | undefined },
): HostCheck {
  const product =
    typeof options?.product === 'string' && options.product.trim() !== '' ? options.product : 'allowed';
  const refuse = (reason: HostRejection): HostCheck => ({
    allowed: false,
    reason,
    messageId: 'notAllowedDomain',
    params: { product },
  });
  let parsed: URL;
  try {
    parsed = new URL(typeof url === 'string' ? url : '');
  } catch {
    return refuse('invalidHost');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return refuse('invalidHost');
  }
  const localHttp =
    parsed.protocol === 'http:' && parsed.hostname === 'localhost' && options?.allowHttpLocalhost === true;
  if (parsed.protocol !== 'https:' && !localHttp) {
    return refuse('insecureScheme');
  }
  return isAllowedHost(parsed.hostname, options);
}
