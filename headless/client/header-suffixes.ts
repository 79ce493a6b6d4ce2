// Header names (seed 001 §7): the suffixes after the configurable prefix (header-names.ts). Read by the call
// engine's request planning and transport (a lazy chunk), not by the client's start-up (issue 19).

/** Request header suffixes, one per item of seed 001 §7's header list. */
export const REQUEST_HEADER_SUFFIXES = {
  offeringId: 'offering-id',
  offeringEnv: 'offering-env',
  locale: 'locale',
  country: 'country',
  callerType: 'caller-type',
  sessionId: 'session-id',
  visitorId: 'visitor-id',
  flowId: 'flow-id',
  captchaResponse: 'captcha-response',
  csrfToken: 'csrf-token',
  cookieNamespace: 'cookie-namespace',
  deviceTag: 'tag-device',
  partnerResponseToken: 'partner-response-token',
  authPropagation: 'auth-propagation',
  /** Seed 000 §7.1 persist_cookies "same-site support header". */
  sameSiteSupport: 'samesite-support',
} as const;

/** Response header suffixes the client reads (seed 000 §7.2, §7.3). Values are "true" or absent. */
export const RESPONSE_HEADER_SUFFIXES = {
  captchaRequired: 'captcha-required',
  requiresEvaluation: 'requires-evaluation',
  /** accessEvaluateAuth's "data header" (seed 000 §7.3): an opaque string handed back to the caller. */
  data: 'data',
} as const;

export type RequestHeaderKey = keyof typeof REQUEST_HEADER_SUFFIXES;
export type ResponseHeaderKey = keyof typeof RESPONSE_HEADER_SUFFIXES;

/** Full header name for a prefix, e.g. headerName('ik', 'offeringId') === 'ik-offering-id'. */
export function headerName(prefix: string, key: RequestHeaderKey | ResponseHeaderKey): string {
  const suffix =
    key in REQUEST_HEADER_SUFFIXES
      ? REQUEST_HEADER_SUFFIXES[key as RequestHeaderKey]
      : RESPONSE_HEADER_SUFFIXES[key as ResponseHeaderKey];
  return `${prefix}-${suffix}`;
}
