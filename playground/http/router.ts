/**
 * A tiny router: exact segments and `{name}` placeholders (one decoded segment each, so an encoded `/` in a
 * value can never change the route). Unknown paths get 404 JSON, a known path with another method 405 JSON.
 */

import { ServiceError } from '../core/errors';
import type { ServiceRequest, ServiceResponse } from './types';

export interface RouteContext<S> {
  readonly req: ServiceRequest;
  readonly params: Readonly<Record<string, string>>;
  readonly service: S;
}

export type RouteHandler<S> = (ctx: RouteContext<S>) => ServiceResponse | Promise<ServiceResponse>;

export interface Route<S> {
  readonly method: string;
  readonly pattern: string;
  readonly handler: RouteHandler<S>;
}

interface CompiledRoute<S> extends Route<S> {
  readonly segments: readonly string[];
}

export interface Router<S> {
  /** Adds a route; `pattern` is an absolute path such as `/access_client/sign_in` or `/users/{userId}`. */
  add(method: string, pattern: string, handler: RouteHandler<S>): void;
  /** Every route, in registration order (the README's route table is checked against it). */
  routes(): readonly Route<S>[];
  /** Finds and runs a handler; throws ServiceError for 404/405 so the caller renders one error shape. */
  dispatch(req: ServiceRequest, service: S): Promise<ServiceResponse>;
}

const split = (path: string): string[] =>
  path.split('/').filter((segment, index) => index > 0 || segment !== '');

function match(segments: readonly string[], path: readonly string[]): Record<string, string> | null {
  if (segments.length !== path.length) {
    return null;
  }
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let i = 0; i < segments.length; i += 1) {
    const expected = segments[i] ?? '';
    const actual = path[i] ?? '';
    if (expected.startsWith('{') && expected.endsWith('}')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return null;
      }
      if (decoded === '') {
        return null;
      }
      params[expected.slice(1, -1)] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Literal routes win over placeholder routes of the same length (`/users/me` before `/users/{userId}`). */
function specificity(route: CompiledRoute<unknown>): number {
  return route.segments.filter((segment) => !segment.startsWith('{')).length;
}

export function createRouter<S>(): Router<S> {
  const table: CompiledRoute<S>[] = [];
  return {
    add(method, pattern, handler) {
      table.push({ method, pattern, handler, segments: split(pattern) });
    },
    routes() {
      return table.map(({ method, pattern, handler }) => ({ method, pattern, handler }));
    },
    async dispatch(req, service) {
      const path = split(req.path.replace(/\/+$/, '') || '/');
      const candidates = table
        .map((route) => ({ route, params: match(route.segments, path) }))
        .filter(
          (entry): entry is { route: CompiledRoute<S>; params: Record<string, string> } =>
            entry.params !== null,
        )
        .sort(
          (a, b) =>
            specificity(b.route as CompiledRoute<unknown>) - specificity(a.route as CompiledRoute<unknown>),
        );
      if (candidates.length === 0) {
        throw new ServiceError(
          404,
          'CONFIGURATION_ERROR',
          'No such path on the playground identity service.',
          'NOT_FOUND',
        );
      }
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const hit = candidates.find((entry) => entry.route.method === method);
      if (hit === undefined) {
        const allowed = [...new Set(candidates.map((entry) => entry.route.method))].join(', ');
        throw new ServiceError(
          405,
          'CONFIGURATION_ERROR',
          `Method not allowed here; use ${allowed}.`,
          'METHOD_NOT_ALLOWED',
          {
            allow: allowed,
          },
        );
      }
      return hit.route.handler({ req, params: hit.params, service });
    },
  };
}
