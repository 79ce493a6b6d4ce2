/**
 * One request, end to end: deadline, abort, bounded GET retries, and the fail-closed reading of the answer.
 *
 * Deviation from seed 001 §7 ("HTTP status 0 or 200 to 399 counts as success"): only 2xx with a parseable
 * (and, where a schema exists, valid) JSON body is success. Status 0 is what a browser reports for an
 * opaque or blocked answer and 3xx is a redirect the client did not follow (`redirect: 'manual'`); neither
 * proves the operation happened, so both fail closed as INVALID_RESPONSE (QUALITY.md 5).
 */
import { LOGGER_REQUEST_TIMEOUT_MS } from '../../rules';
import { isJsonContentType, parseJsonSafely, readBodyText } from './body';
import { transportError, type HeaderFlags, type IdentityError } from './errors';
import { httpError } from './http-error';
import type { ResolvedOptions } from './options';
import { headerName } from './header-suffixes';
import type { RemoteCallName } from './paths';
import type { CallSpec } from './route-row';
import type { Shape } from './shape';

/** What a successful call reports besides its body. */
export interface ResponseMeta {
  /** HTTP status (2xx). */
  status: number;
  /** The captcha-required response header. Always false on a success (a captcha-required 2xx fails). */
  captchaRequired: boolean;
  /** The requires-evaluation response header (seed 000 §7.2): call evaluate auth next. */
  requiresEvaluation: boolean;
  /** accessEvaluateAuth's data header (seed 000 §7.3), else null. */
  dataHeader: string | null;
  /** Requests sent, retries included. */
  attempts: number;
}

/** The result of every client method. */
export type ClientResult<T> = { ok: true; data: T; meta: ResponseMeta } | { ok: false; error: IdentityError };

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call; the result is an `aborted` failure. */
  signal?: AbortSignal;
  /** Deadline of each attempt. @default the client's timeoutMs (5000) */
  timeoutMs?: number;
  /** Captcha token, sent in the captcha-response header (a token, not a secret). */
  captchaResponse?: string;
}

/** A fully built request. */
export interface RequestPlan {
  name: RemoteCallName;
  spec: CallSpec;
  /** The call's response check, if it has one (from the first-screen rows or the lazy route table). */
  schema: Shape | undefined;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Secret values of the input, redacted from server messages. */
  secrets: readonly string[];
  /** A captcha token was supplied: a captcha-required answer then means CAPTCHA_REJECTED. */
  captchaSupplied: boolean;
}

/** Statuses worth retrying for an idempotent GET. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
/** chosen: a Retry-After longer than this is not waited for (the failure is returned instead). */
export const RETRY_AFTER_MAX_MS = 10_000;

type Attempt =
  | { kind: 'done'; result: ClientResult<unknown> }
  | { kind: 'retryable'; result: ClientResult<unknown>; retryAfterMs: number | null };

function flagsOf(headers: Headers, prefix: string): HeaderFlags {
  const yes = (key: 'captchaRequired' | 'requiresEvaluation') =>
    (headers.get(headerName(prefix, key)) ?? '').trim().toLowerCase() === 'true';
  return { captchaRequired: yes('captchaRequired'), requiresEvaluation: yes('requiresEvaluation') };
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) {
    return null;
  }
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    return Number(v) * 1000;
  }
  const date = Date.parse(v);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function captchaFailure(plan: RequestPlan, status: number, flags: HeaderFlags): IdentityError {
  return {
    kind: 'http',
    code: plan.captchaSupplied ? 'CAPTCHA_REJECTED' : 'CAPTCHA_REQUIRED',
    serverMessage: '',
    status,
    ...flags,
  };
}

/** Seed 000 §8.3: how an OAuth exchange failure is named. */
function oauthFailure(body: unknown, text: string, status: number, flags: HeaderFlags): IdentityError {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    if (typeof b.error === 'string' && b.error !== '') {
      const description =
        typeof b.error_description === 'string'
          ? b.error_description
          : typeof b.errorDescription === 'string'
            ? b.errorDescription
            : '';
      return {
        kind: 'http',
        code: b.error.toLowerCase(),
        serverMessage: description.slice(0, 500),
        status,
        ...flags,
      };
    }
  }
  const code =
    text.trim() !== '' && body === undefined
      ? 'cannot_parse_response_text'
      : status
        ? 'temporarily_unavailable'
        : 'server_error';
  return { kind: 'http', code, serverMessage: '', status, ...flags };
}

/**
 * Settles with the promise, or rejects as soon as the signal aborts: the deadline holds even when an
 * injected fetch (or a body stream) ignores its signal.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error('fetch failed'));
      },
    );
  });
}

async function attemptOnce(plan: RequestPlan, options: ResolvedOptions, call: CallOptions): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  let callerAborted = false;
  const timeoutMs =
    call.timeoutMs ?? (plan.spec.timeout === 'logger' ? LOGGER_REQUEST_TIMEOUT_MS : options.timeoutMs);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => {
    callerAborted = true;
    controller.abort();
  };
  call.signal?.addEventListener('abort', onAbort, { once: true });
  const interrupted = (): Attempt | null => {
    if (callerAborted) {
      return { kind: 'done', result: { ok: false, error: transportError('aborted', 'ABORTED') } };
    }
    if (timedOut) {
      return {
        kind: 'retryable',
        result: { ok: false, error: transportError('timeout', 'TIMEOUT') },
        retryAfterMs: null,
      };
    }
    return null;
  };

  try {
    let response: Response;
    try {
      const init: RequestInit = {
        method: plan.method,
        headers: plan.headers,
        credentials: 'include',
        redirect: 'manual',
        cache: 'no-store',
        signal: controller.signal,
      };
      if (plan.body !== undefined) {
        init.body = plan.body;
      }
      response = await untilAborted(options.fetch(plan.url, init), controller.signal);
    } catch {
      return (
        interrupted() ?? {
          kind: 'retryable',
          result: { ok: false, error: transportError('network', 'NETWORK_ERROR') },
          retryAfterMs: null,
        }
      );
    }
    const status = typeof response.status === 'number' ? response.status : 0;
    const flags = flagsOf(response.headers, options.headerPrefix);
    const invalid = (s: number | null = status): Attempt => ({
      kind: 'done',
      result: { ok: false, error: transportError('invalid-response', 'INVALID_RESPONSE', s, flags) },
    });

    if (
      response.type === 'opaqueredirect' ||
      response.type === 'opaque' ||
      status === 0 ||
      (status >= 300 && status < 400)
    ) {
      void response.body?.cancel().catch(() => undefined);
      return invalid();
    }

    let read: Awaited<ReturnType<typeof readBodyText>>;
    try {
      read = await untilAborted(readBodyText(response, options.maxResponseBytes), controller.signal);
    } catch {
      void response.body?.cancel().catch(() => undefined);
      read = { ok: false, reason: 'unreadable' };
    }
    const stopped = interrupted();
    if (stopped) {
      return stopped;
    }
    const isOAuth = plan.name === 'exchangeTicketForAuthCode';

    if (status < 200 || status > 299) {
      const text = read.ok ? read.text : '';
      const parsed = text.trim() === '' ? undefined : parseJsonSafely(text);
      const body = parsed?.ok ? parsed.value : undefined;
      let error: IdentityError;
      if (flags.captchaRequired) {
        error = {
          ...httpError(body, status, flags, plan.secrets),
          ...(plan.captchaSupplied ? { code: 'CAPTCHA_REJECTED' } : {}),
        };
      } else if (isOAuth) {
        error = oauthFailure(body, text, status, flags);
      } else {
        error = httpError(body, status, flags, plan.secrets);
      }
      const result: ClientResult<unknown> = { ok: false, error };
      return RETRYABLE_STATUSES.has(status)
        ? { kind: 'retryable', result, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
        : { kind: 'done', result };
    }

    // 2xx from here on.
    if (!read.ok) {
      return invalid();
    }
    if (flags.captchaRequired) {
      return { kind: 'done', result: { ok: false, error: captchaFailure(plan, status, flags) } };
    }
    const meta: ResponseMeta = {
      status,
      captchaRequired: false,
      requiresEvaluation: flags.requiresEvaluation,
      dataHeader: response.headers.get(headerName(options.headerPrefix, 'data')),
      attempts: 1,
    };
    if (read.text.trim() === '') {
      return plan.spec.emptyOk ? { kind: 'done', result: { ok: true, data: null, meta } } : invalid();
    }
    if (!isJsonContentType(response.headers.get('content-type'))) {
      return invalid();
    }
    const parsed = parseJsonSafely(read.text);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
      return invalid();
    }
    if (
      isOAuth &&
      !Array.isArray(parsed.value) &&
      typeof (parsed.value as Record<string, unknown>).error === 'string'
    ) {
      return {
        kind: 'done',
        result: { ok: false, error: oauthFailure(parsed.value, read.text, status, flags) },
      };
    }
    if (plan.schema && !plan.schema(parsed.value)) {
      return invalid();
    }
    return { kind: 'done', result: { ok: true, data: parsed.value, meta } };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a planned request. Only GET rows retry (QUALITY.md 7): at most `retryLimit` times, after network
 * errors, deadlines and retryable statuses, waiting Retry-After when given (up to RETRY_AFTER_MAX_MS) or
 * a full-jitter exponential backoff. POST, PUT and DELETE are sent exactly once.
 */
export async function send(
  plan: RequestPlan,
  options: ResolvedOptions,
  call: CallOptions,
): Promise<ClientResult<unknown>> {
  if (call.signal?.aborted) {
    return { ok: false, error: transportError('aborted', 'ABORTED') };
  }
  const maxAttempts = plan.method === 'GET' && plan.spec.retry !== false ? 1 + options.retryLimit : 1;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(plan, options, call);
    if (outcome.kind === 'done' || attempt >= maxAttempts) {
      const result = outcome.result;
      return result.ok ? { ...result, meta: { ...result.meta, attempts: attempt } } : result;
    }
    let delay: number;
    if (outcome.retryAfterMs !== null) {
      if (outcome.retryAfterMs > RETRY_AFTER_MAX_MS) {
        return outcome.result;
      }
      delay = outcome.retryAfterMs;
    } else {
      const ceiling = options.retryBaseMs * 2 ** (attempt - 1);
      delay = Math.floor(options.random() * ceiling);
    }
    const waited = await sleep(delay, call.signal);
    if (!waited) {
      return { ok: false, error: transportError('aborted', 'ABORTED') };
    }
  }
}
