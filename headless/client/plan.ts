/**
 * Request planning: a call's input mapped onto URL, headers and body with its route row and response check
 * (seed 001 §5, §7), and the refusal of a secret outside the body. Part of the client's lazy call engine
 * (engine.ts), so a sign-in page does not download it before the user submits (issue 5 size target).
 */
import { headerName } from './header-suffixes';
import { DEVELOPER_ERRORS, formatMessage, isValidServiceProviderEntity } from './lower-layers';
import type { Dynamic, ResolvedOptions } from './options';
import { collectSecrets, preparePayload } from './payloads';
import type { RemoteCallName } from './paths';
import type { CallSpec } from './route-row';
import type { Shape } from './shape';
import type { CallOptions, RequestPlan } from './transport';

/**
 * Reads a Dynamic value at each call; an empty string counts as absent. Here, with the call engine (a lazy
 * chunk), not in options.ts, which loads with the client (issue 19).
 */
function readDynamic(value: Dynamic<string> | undefined): string | undefined {
  const v = typeof value === 'function' ? value() : value;
  return v === undefined || v === '' ? undefined : v;
}

function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map(String).join(',');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return undefined;
}

/** Headers of seed 001 §7 for one call; undefined items are not sent. */
function buildHeaders(
  options: ResolvedOptions,
  extra: { captcha?: string | undefined; partnerToken?: string | undefined; sameSite?: boolean | undefined },
  hasBody: boolean,
): Record<string, string> {
  const p = options.headerPrefix;
  const headers: Record<string, string> = { accept: 'application/json' };
  const put = (key: Parameters<typeof headerName>[1], value: string | undefined) => {
    if (value !== undefined && value !== '') {
      headers[headerName(p, key)] = value;
    }
  };
  put('offeringId', options.offeringId);
  put('offeringEnv', options.offeringEnv);
  put('locale', options.locale);
  put('country', options.country);
  put('callerType', options.callerType);
  put('sessionId', readDynamic(options.sessionId));
  put('visitorId', readDynamic(options.visitorId));
  put('flowId', readDynamic(options.flowId));
  put('csrfToken', readDynamic(options.csrfToken));
  put('cookieNamespace', options.cookieNamespace);
  put('deviceTag', String(options.tagDevice));
  put('authPropagation', String(options.authPropagation));
  put('captchaResponse', extra.captcha);
  put('partnerResponseToken', extra.partnerToken ?? readDynamic(options.partnerResponseToken));
  if (extra.sameSite !== undefined) {
    put('sameSiteSupport', String(extra.sameSite));
  }
  if (hasBody) {
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/**
 * Code of a request refused before sending (kind `invalid-request`): a caller or configuration mistake, so
 * the catalogue's CONFIGURATION_ERROR ("something went wrong") rather than a code a user could act on.
 */
export const REFUSED_CODE = 'CONFIGURATION_ERROR';

export type Planned = { ok: true; plan: RequestPlan } | { ok: false; code: string };

/**
 * Maps a prepared input onto URL, headers and body with the call's row and response check, and refuses a
 * secret outside the body. `planRequest` (plan-request.ts) is this with the whole route table.
 */
export function planWith(
  name: RemoteCallName,
  spec: CallSpec,
  schema: Shape | undefined,
  raw: Record<string, unknown>,
  options: ResolvedOptions,
  call: CallOptions,
): Planned {
  const input = preparePayload(name, raw, options);
  if (
    name === 'startSpInitiatedSso' &&
    typeof input.spEntity === 'string' &&
    input.spEntity !== 'me' &&
    !isValidServiceProviderEntity(input.spEntity)
  ) {
    // Seed 001 §5: an invalid service-provider entity logs a warning and fails.
    console.warn(formatMessage(DEVELOPER_ERRORS.invalidServiceProviderEntity, { entity: input.spEntity }));
    return { ok: false, code: REFUSED_CODE };
  }
  let missing = false;
  const path = spec.path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const v = input[key];
    if ((typeof v !== 'string' && typeof v !== 'number') || String(v).trim() === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  if (missing) {
    return { ok: false, code: REFUSED_CODE };
  }
  const params = new URLSearchParams();
  for (const param of spec.query ?? []) {
    const value = 'value' in param ? param.value : queryValue(input[param.from]);
    if (value !== undefined) {
      params.append(param.name, value);
    }
  }
  const search = params.toString();
  const url = `${options.bases[spec.family]}${path}${search === '' ? '' : `?${search}`}`;

  let body: string | undefined;
  if (spec.body !== undefined) {
    const payload: Record<string, unknown> = {};
    for (const key of spec.body) {
      if (input[key] !== undefined) {
        payload[key] = input[key];
      }
    }
    body = JSON.stringify(payload);
  }

  const gRecaptcha =
    typeof raw.gRecaptchaResponse === 'string' && raw.gRecaptchaResponse !== ''
      ? raw.gRecaptchaResponse
      : undefined;
  const captcha = call.captchaResponse ?? gRecaptcha;
  const partnerToken =
    name === 'partnerAuthGetData' && typeof raw.responseToken === 'string' ? raw.responseToken : undefined;
  const headers = buildHeaders(
    options,
    {
      captcha,
      partnerToken,
      sameSite:
        name === 'persistCookies' && typeof raw.sameSiteSupport === 'boolean'
          ? raw.sameSiteSupport
          : undefined,
    },
    body !== undefined,
  );

  // Raw and prepared forms (an SSN is sent dashed): both are redacted from any server message.
  const secrets = [...new Set([...collectSecrets(raw), ...collectSecrets(input)])];
  // Defence in depth (QUALITY.md 4): a secret that would leave in the URL or a header is refused, except
  // where the contract forces it (fetchOtpToken). Only the parts built from this call's input are compared
  // (path, query, captcha and partner-token headers): configured values such as an offering id '50000003'
  // cannot carry the caller's secret, and comparing them refused a legitimate one-time code '000000'.
  const exposed = [`${path}?${search}`, captcha ?? '', partnerToken ?? ''];
  const leaks = secrets.some(
    (s) => s.length >= 4 && exposed.some((text) => text.includes(s) || text.includes(encodeURIComponent(s))),
  );
  if (leaks && !('secretInUrl' in spec && spec.secretInUrl)) {
    return { ok: false, code: REFUSED_CODE };
  }
  return {
    ok: true,
    plan: {
      name,
      spec,
      schema,
      url,
      method: spec.method,
      headers,
      body,
      secrets,
      captchaSupplied: captcha !== undefined,
    },
  };
}
