// Every remote row of the client's path tables (headless/client/paths.ts) has a playground route with the
// same method and path, so no client call can hit a 404 the real service would not give.
import { describe, expect, it } from 'vitest';
import { CALLS, DEFAULT_BASE_PATHS } from '../../headless/advanced';
import type { CallSpec } from '../../headless/advanced';
import { createPlayground } from '../../playground';

const shape = (path: string): string => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '') || '/';

describe('contract coverage', () => {
  const routes = new Set(
    createPlayground()
      .routes()
      .map((route) => `${route.method} ${shape(route.path)}`),
  );
  const rows = Object.entries(CALLS as Record<string, CallSpec>).filter(([, spec]) => spec.local !== true);

  it.each(rows)('%s has a playground route', (_name, spec) => {
    expect(routes).toContain(`${spec.method} ${shape(`${DEFAULT_BASE_PATHS[spec.family]}${spec.path}`)}`);
  });
});
