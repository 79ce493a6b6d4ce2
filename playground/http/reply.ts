import type { ServiceResponse, SetCookie } from './types';

/** 200 JSON. */
export function ok(
  body: unknown,
  extra: { headers?: Record<string, string>; cookies?: readonly SetCookie[] } = {},
): ServiceResponse {
  return { status: 200, body, ...extra };
}

/** 204 without a body. */
export function noContent(
  extra: { headers?: Record<string, string>; cookies?: readonly SetCookie[] } = {},
): ServiceResponse {
  return { status: 204, ...extra };
}
