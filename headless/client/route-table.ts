/**
 * The lazy half of the client: every route row and response check (paths.ts, schemas.ts, ~16 kB minified).
 * createIdentityClient imports this with `import()` on the first call outside the first screen's rows
 * (first-screen-routes.ts), so a sign-in page does not download it up front (issue 5 size target).
 */
import { CALLS, type CallSpec, type RemoteCallName } from './paths';
import { RESPONSE_SCHEMAS } from './schemas';
import type { Shape } from './shape';

/** What the client needs of the lazy table: a row and its check, per call. */
export interface RouteTable {
  readonly calls: Readonly<Record<RemoteCallName, CallSpec>>;
  readonly schemas: Partial<Record<RemoteCallName, Shape>>;
}

export const ROUTE_TABLE: RouteTable = { calls: CALLS, schemas: RESPONSE_SCHEMAS };
