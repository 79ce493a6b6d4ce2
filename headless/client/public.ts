/**
 * Source of `identity-kit/client`: the identity client and the wire types, server-safe. Built without the
 * `"use client"` banner and importing no React, so a Next.js route handler, a server action or a Node script
 * can call the service (issue 16 §5). The React entry `identity-kit/headless` re-exports the same factory.
 *
 * @packageDocumentation
 */
export { createIdentityClient } from './client';
export type { ClientMethod, IdentityClient } from './client';
export { isIdentityError } from './errors';
export type { IdentityError, IdentityErrorKind } from './errors';
export type { Dynamic, FetchLike, IdentityClientOptions } from './options';
export type { CallOptions, ClientResult, ResponseMeta } from './transport';
export type { CallName, CallSpec, HttpMethod, PathFamily, RemoteCallName } from './paths';
export * from './wire';
