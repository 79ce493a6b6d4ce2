/**
 * Turns a fetch `Request` into a `ServiceResponse`: reads the body with a size limit, parses JSON (or a form
 * body), dispatches through the router and renders every failure as the service's JSON error body. Nothing
 * a caller sends can make this throw.
 */

import { ServiceError } from '../core/errors';
import { header, pruneExpired } from '../core/service';
import type { Service } from '../core/service';
import { MAX_REQUEST_BODY_BYTES } from '../core/limits';
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

function parseBody(text: string, contentType: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const out: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(text)) {
      out[key] = value;
    }
    return out;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError(400, 'INVALID_ARGUMENT', 'The request body is not valid JSON.');
  }
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

/**
 * Handles one request. Never throws. `cookieHeader` carries the in-memory jar of `playground.fetch`
 * separately, because browsers silently drop a `Cookie` header set on a `Request` (forbidden header name).
 */
export async function handleRequest(
  service: Service,
  router: Router<Service>,
  request: Request,
  cookieHeader?: string,
): Promise<ServiceResponse> {
  const originHeader = request.headers.get('origin');
  const cors = corsHeaders(service, originHeader);
  let response: ServiceResponse;
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
      const text = await readBody(request);
      const req: ServiceRequest = {
        method: request.method.toUpperCase(),
        url,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: parseBody(text, request.headers.get('content-type') ?? ''),
        cookies: parseCookieHeader(request.headers.get('cookie') ?? cookieHeader ?? null),
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
  return { ...response, headers: { ...cors, 'cache-control': 'no-store', ...response.headers } };
}
