/**
 * The lazy call engine of the client: request planning (plan.ts, payloads.ts), the transport (transport.ts,
 * body.ts) and the first screen's route rows (first-screen-routes.ts), ~17 kB minified. createIdentityClient
 * keeps only its options and method names up front and imports this with `import()`: on idle or on the
 * page's first input (prefetch.ts), and at the latest by the first call, which waits for it (issue 5 size
 * target: a sign-in page paints the identifier screen before any of this arrives).
 */
import { transportError } from './errors';
import { FIRST_SCREEN_ROUTES, FIRST_SCREEN_SCHEMAS, type FirstScreenCall } from './first-screen-routes';
import type { ResolvedOptions } from './options';
import type { RemoteCallName } from './paths';
import { planWith } from './plan';
import type { CallSpec } from './route-row';
import type { Shape } from './shape';
import { send, type CallOptions, type ClientResult } from './transport';

/** A call's route row and response check. */
export interface Route {
  readonly spec: CallSpec;
  readonly schema: Shape | undefined;
}

/** What the client needs of the engine chunk. */
export interface CallEngine {
  /** The row and check of a first-screen call (no route table needed), else undefined. */
  firstScreenRoute(name: RemoteCallName): Route | undefined;
  /** Plans and sends one call; a request refused before sending is an `invalid-request` failure. */
  run(
    name: RemoteCallName,
    route: Route,
    raw: Record<string, unknown>,
    options: ResolvedOptions,
    call: CallOptions,
  ): Promise<ClientResult<unknown>>;
}

export const CALL_ENGINE: CallEngine = {
  firstScreenRoute: (name) =>
    Object.hasOwn(FIRST_SCREEN_ROUTES, name)
      ? {
          spec: FIRST_SCREEN_ROUTES[name as FirstScreenCall],
          schema: FIRST_SCREEN_SCHEMAS[name as FirstScreenCall],
        }
      : undefined,
  run: (name, route, raw, options, call) => {
    const planned = planWith(name, route.spec, route.schema, raw, options, call);
    if (!planned.ok) {
      return Promise.resolve({ ok: false, error: transportError('invalid-request', planned.code) });
    }
    return send(planned.plan, options, call);
  },
};
