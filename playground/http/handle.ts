/**
 * Turns a fetch `Request` into a `ServiceResponse`: reads the body with a size limit, gates state-changing
 * requests (guard.ts: JSON only, trusted origin, CSRF token), parses JSON, dispatches through the router and renders every failure as the service's JSON error body. Nothing
 * a caller sends can make this throw.
 */

import { ServiceError } from '../core/errors';
import { header, pruneExpired } from '../core/service';
import type { Service } from '../core/service';
import { MAX_REQUEST_BODY_BYTES } from '../core/limits';
import {
  checkContentType,
  checkCsrfToken,
  checkOrigin,
  csrfCookie,
  csrfCookieName,
  isHtml,
  needsCsrfToken,
  PAGE_SECURITY_HEADERS,
  STATE_CHANGING_METHODS,
} from './guard';
import type { Router } from './router';
import { parseCookieHeader } from './types';
import type { ServiceRequest, ServiceResponse } from './types';

async function readBody(request: Request): Promise<string> {
  if (request.body === null) {
    return '';
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel();
      throw new ServiceError(413, 'INVALID_ARGUMENT', 'The request body is too large.');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(all);
}

// JSON only: a urlencoded or text/plain body is what a cross-site form sends (issue 21 §2), and the gate
// refuses those before they get here.
function parseBody(text: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError(400, 'INVALID_ARGUMENT', 'The request body is not valid JSON.');
  }
  if (depthOver(value, MAX_BODY_DEPTH)) {
    throw new ServiceError(400, 'INVALID_ARGUMENT', 'The request body is nested too deeply.');
  }
  return value;
}

/**
 * chosen: deepest JSON nesting accepted. No route reads more than a few levels; a body nested thousands deep
 * parses, but a route that stores it (the telemetry sinks) made every later JSON.stringify of it overflow
 * the stack (found by tests/security/hostile-bodies.test.ts).
 */
const MAX_BODY_DEPTH = 32;

/** True when `value` nests objects or arrays deeper than `limit` (iterative: no recursion to overflow). */
function depthOver(value: unknown, limit: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
    if (node !== null && typeof node === 'object') {
      if (depth >= limit) {
        return true;
      }
      for (const child of Object.values(node as Record<string, unknown>)) {
        stack.push({ node: child, depth: depth + 1 });
      }
    }
  }
  return false;
}

/** The error body of seed 001 §8: responseCode, responseMessage, responseDetail. */
export function errorResponse(error: ServiceError): ServiceResponse {
  return {
    status: error.status,
    body: {
      responseCode: error.code,
      responseMessage: error.responseMessage,
      ...(error.detail !== undefined ? { responseDetail: error.detail } : {}),
    },
    ...(error.headers !== undefined ? { headers: error.headers } : {}),
  };
}

function corsHeaders(service: Service, origin: string | null): Record<string, string> {
  if (origin === null || !service.config.origins.includes(origin)) {
    return {};
  }
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': [
      header(service, 'captcha-required'),
      header(service, 'requires-evaluation'),
      header(service, 'data'),
      'retry-after',
    ].join(', '),
    vary: 'Origin',
  };
}

/** Where a request came from: the HTTP server (a browser may be on the other end) or `playground.fetch`. */
export type Transport = 'http' | 'memory';

/**
 * Handles one request. Never throws. `cookieHeader` carries the in-memory jar of `playground.fetch`
 * separately, because browsers silently drop a `Cookie` header set on a `Request` (forbidden header name).
 * Over `http` the double-submit CSRF token is enforced and issued; `memory` (the in-process
 * `playground.fetch`, which no other site can call) skips it, so hooks and stories need no cookie reader.
 */
export async function handleRequest(
  service: Service,
  router: Router<Service>,
  request: Request,
  cookieHeader?: string,
  transport: Transport = 'memory',
): Promise<ServiceResponse> {
  const originHeader = request.headers.get('origin');
  const cors = corsHeaders(service, originHeader);
  let response: ServiceResponse;
  let cookies: ReadonlyMap<string, string> = new Map();
  try {
    if (request.method === 'OPTIONS') {
      response = {
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          'access-control-allow-headers':
            request.headers.get('access-control-request-headers') ?? 'content-type',
          'access-control-max-age': '600',
        },
      };
    } else {
      await service.ready();
      pruneExpired(service);
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      cookies = parseCookieHeader(request.headers.get('cookie') ?? cookieHeader ?? null);
      const text = await readBody(request);
      if (STATE_CHANGING_METHODS.has(method)) {
        checkOrigin(service, request.headers);
        checkContentType(request.headers, text);
        if (transport === 'http' && needsCsrfToken(service, cookies)) {
          checkCsrfToken(service, request.headers, cookies);
        }
      }
      const req: ServiceRequest = {
        method,
        url,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: parseBody(text),
        cookies,
        origin: originHeader ?? url.origin,
      };
      response = await router.dispatch(req, service);
    }
  } catch (error) {
    if (error instanceof ServiceError) {
      response = errorResponse(error);
    } else {
      // An unexpected fault is still a JSON answer, never a dropped connection. The fault itself is not
      // echoed: it might quote request data.
      response = errorResponse(
        new ServiceError(500, 'INTERNAL_SERVER_ERROR', 'The playground hit an internal error.'),
      );
    }
  }
  // A browser that has no CSRF cookie yet gets one with whatever it asked for (the demo pages issue it too:
  // server.ts), so the page's first state-changing call can echo it.
  const issue =
    transport === 'http' && !cookies.has(csrfCookieName(service))
      ? [csrfCookie(service, new URL(request.url))]
      : [];
  const page = isHtml(response.contentType) ? PAGE_SECURITY_HEADERS : {};
  return {
    ...response,
    // nosniff on every answer: a JSON body quoting caller text is never read as HTML or script.
    headers: {
      ...cors,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...page,
      ...response.headers,
    },
    ...(issue.length > 0 ? { cookies: [...(response.cookies ?? []), ...issue] } : {}),
  };
}
