/**
 * Readers for untrusted request bodies. Every reader checks the type and answers 400 INVALID_ARGUMENT
 * instead of throwing a TypeError, so bad input never crashes the service. Only own properties are read
 * (a `__proto__` key in JSON is an own property and is simply ignored unless asked for by name).
 */

import { badArgument } from '../core/errors';

export type Body = Readonly<Record<string, unknown>>;

/** The body as a plain object (an empty body counts as `{}`). */
export function objectBody(body: unknown): Body {
  if (body === undefined || body === null) {
    return {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badArgument('The request body must be a JSON object.');
  }
  return body as Body;
}

function own(body: Body, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(body, key) ? body[key] : undefined;
}

/** A required non-empty string (not trimmed: passwords keep their spaces; callers trim identifiers). */
export function requiredString(body: Body, key: string, maxLength = 1024): string {
  const value = own(body, key);
  if (typeof value !== 'string' || value.length === 0) {
    throw badArgument(`${key} is required.`, key);
  }
  if (value.length > maxLength) {
    throw badArgument(`${key} is too long.`, key);
  }
  return value;
}

/** An optional string; undefined when absent or null. */
export function optionalString(body: Body, key: string, maxLength = 1024): string | undefined {
  const value = own(body, key);
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string' || value.length > maxLength) {
    throw badArgument(`${key} must be a string.`, key);
  }
  return value;
}

/** An optional number or numeric string (targetAAL arrives as both in the wild: seed 001 §9 '20'). */
export function optionalNumber(body: Body, key: string): number | undefined {
  const value = own(body, key);
  if (value === undefined || value === null) {
    return undefined;
  }
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw badArgument(`${key} must be a number.`, key);
  }
  return number;
}

/** An optional boolean (accepts the strings "true" and "false" from query strings). */
export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = own(body, key);
  if (value === undefined || value === null) {
    return undefined;
  }
  if (value === 'true' || value === true) {
    return true;
  }
  if (value === 'false' || value === false) {
    return false;
  }
  throw badArgument(`${key} must be a boolean.`, key);
}

/** An optional nested object. */
export function optionalObject(body: Body, key: string): Body | undefined {
  const value = own(body, key);
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badArgument(`${key} must be an object.`, key);
  }
  return value as Body;
}

/** An optional array (items are checked by the caller). */
export function optionalArray(body: Body, key: string): readonly unknown[] | undefined {
  const value = own(body, key);
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value)) {
    throw badArgument(`${key} must be a list.`, key);
  }
  return value;
}

/**
 * A one-time code given either as a string or as a one-item list (seed 000 §3.3 "verificationCode (list)",
 * "challengeToken (list)"). Spaces are dropped so "123 456" works (QUALITY.md UX 6).
 */
export function codeValue(body: Body, key: string): string {
  const value = own(body, key);
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  const raw =
    typeof first === 'string'
      ? first
      : first !== null && typeof first === 'object' && typeof (first as Body)['value'] === 'string'
        ? ((first as Body)['value'] as string)
        : undefined;
  if (raw === undefined || raw.length === 0 || raw.length > 64) {
    throw badArgument(`${key} is required.`, key);
  }
  return raw.replace(/\s+/g, '');
}

/** Reads query parameters as a body-like object (for GET routes). */
export function queryBody(query: URLSearchParams): Body {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of query) {
    out[key] = value;
  }
  return out;
}
