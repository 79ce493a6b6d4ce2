// Test double for the client's injectable fetch: records every request and answers from a handler.
import {
  createIdentityClient,
  type FetchLike,
  type IdentityClient,
  type IdentityClientOptions,
} from '../../headless/client';

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  redirect: RequestRedirect | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (request: Recorded, index: number) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

/** A fetch that never answers on its own; it rejects like the platform when its signal aborts. */
export function hangingFetch(): FetchLike {
  return (_url, init) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
}

export function recordingFetch(handler: Handler): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const request: Recorded = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      redirect: init.redirect,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    return handler(request, calls.length - 1);
  };
  return { fetch, calls };
}

export const BASE_OPTIONS: IdentityClientOptions = {
  offeringId: 'Intuit.test.offering',
  offeringEnv: 'e2e',
  locale: 'fr-ca',
  country: 'CA',
  baseUrl: 'https://accounts.example.com',
  allowedHosts: ['example.com'],
  sessionId: 'sess-1',
  visitorId: 'vis-1',
  flowId: 'flow-1',
  csrfToken: 'csrf-1',
  cookieNamespace: 'ns-1',
  headerPrefix: 'acme',
};

export function clientWith(
  handler: Handler,
  extra: Partial<IdentityClientOptions> = {},
): { client: IdentityClient; calls: Recorded[] } {
  const { fetch, calls } = recordingFetch(handler);
  return { client: createIdentityClient({ ...BASE_OPTIONS, fetch, ...extra }), calls };
}

/** Calls a method by name with an untyped input (table tests over every method). */
export function callByName(
  client: IdentityClient,
  name: string,
  input: Record<string, unknown>,
  options?: { signal?: AbortSignal; captchaResponse?: string },
): Promise<{ ok: boolean; error?: unknown; data?: unknown }> {
  const method = (client as unknown as Record<string, (i: unknown, o?: unknown) => Promise<{ ok: boolean }>>)[
    name
  ];
  if (typeof method !== 'function') {
    throw new Error(`no method ${name}`);
  }
  return method(input, options);
}
