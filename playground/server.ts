/**
 * `startPlaygroundServer()`: the playground service over real HTTP on 127.0.0.1 (Set-Cookie and all), for
 * `npm run playground`, browser tests and demo pages. `node:http` is loaded with a dynamic import so a
 * browser bundle that imports `identity-kit/playground` (Ladle uses `createPlayground`) never pulls Node
 * modules.
 */

import type * as NodeHttp from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPlayground, trustedOrigins } from './playground';
import type { Playground, PlaygroundOptions } from './playground';
import { errorResponse } from './http/handle';
import { ServiceError } from './core/errors';
import { MAX_REQUEST_BODY_BYTES } from './core/limits';
import { FIXTURE_OAUTH_CLIENT } from './store/fixtures';
import { csrfCookie, csrfCookieName, isHtml, PAGE_SECURITY_HEADERS } from './http/guard';
import { parseCookieHeader, serializeCookie } from './http/types';

/** A static response for a demo page or asset. */
export interface StaticAsset {
  readonly contentType: string;
  readonly body: string | Uint8Array;
  readonly status?: number;
  /**
   * Extra response headers. An HTML asset also gets the page security headers (CSP, nosniff, no-referrer,
   * DENY framing); a header given here wins over those.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Extra routes served before the identity service: either a map of exact paths to assets, or a function
 * that may answer a request (return null to fall through to the service). Later issues add demo pages here.
 */
export type StaticRoutes =
  | Readonly<Record<string, StaticAsset>>
  | ((request: Request) => Response | null | undefined | Promise<Response | null | undefined>);

export interface PlaygroundServerOptions extends Omit<PlaygroundOptions, 'baseUrl'> {
  /** Port to listen on; 0 picks a free one. @default 4400 */
  port?: number;
  /** @default '127.0.0.1' (loopback only: this is a fake service with known passwords) */
  host?: string;
  staticRoutes?: StaticRoutes;
  /** Serve this playground instead of a new one (share state with in-process tests). */
  playground?: Playground;
}

export interface PlaygroundServer {
  /** e.g. `http://127.0.0.1:4400` */
  readonly url: string;
  readonly port: number;
  readonly playground: Playground;
  close(): Promise<void>;
}

async function readRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      throw new ServiceError(413, 'INVALID_ARGUMENT', 'The request body is too large.');
    }
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        headers.append(name, item);
      }
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || size === 0 ? null : Buffer.concat(chunks);
  // Keep the host the browser used when it is this server under a loopback name (127.0.0.1 or localhost:
  // WebAuthn needs a domain, so browser tests use localhost), else fall back to the listening origin.
  const port = new URL(origin).port;
  const host = req.headers.host ?? '';
  const base = host === `127.0.0.1:${port}` || host === `localhost:${port}` ? `http://${host}` : origin;
  return new Request(new URL(req.url ?? '/', base), { method, headers, body });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const cookies = response.headers.getSetCookie();
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') {
      headers[name] = value;
    }
  });
  if (cookies.length > 0) {
    headers['set-cookie'] = cookies;
  }
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function fromStatic(routes: StaticRoutes | undefined, request: Request): Promise<Response | null> {
  if (routes === undefined) {
    return null;
  }
  if (typeof routes === 'function') {
    return (await routes(request)) ?? null;
  }
  const path = new URL(request.url).pathname;
  const asset = Object.prototype.hasOwnProperty.call(routes, path) ? routes[path] : undefined;
  if (asset === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return null;
  }
  return new Response(request.method === 'HEAD' ? null : (asset.body as BodyInit), {
    status: asset.status ?? 200,
    headers: { ...asset.headers, 'content-type': asset.contentType },
  });
}

/**
 * An HTML page from the static routes (a map or a function) leaves with the page security headers (issue 21
 * §4; the route's own headers win) and, for a browser that has none yet, the double-submit CSRF cookie: the
 * page's first state-changing call must be able to echo it (guard.ts).
 */
function securePage(playground: Playground, request: Request, response: Response): Response {
  if (!isHtml(response.headers.get('content-type'))) {
    return response;
  }
  const headers = new Headers(PAGE_SECURITY_HEADERS);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') {
      headers.set(name, value);
    }
  });
  for (const cookie of response.headers.getSetCookie()) {
    headers.append('set-cookie', cookie);
  }
  const service = playground.service;
  if (!parseCookieHeader(request.headers.get('cookie')).has(csrfCookieName(service))) {
    headers.append('set-cookie', serializeCookie(csrfCookie(service, new URL(request.url))));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Starts the playground service on 127.0.0.1 (port 4400 by default). */
export async function startPlaygroundServer(
  options: PlaygroundServerOptions = {},
): Promise<PlaygroundServer> {
  // A computed specifier keeps browser bundlers (Vite, esbuild) from trying to resolve a Node module.
  const nodeHttp = 'node:http';
  const http = (await import(/* @vite-ignore */ nodeHttp)) as typeof NodeHttp;
  const host = options.host ?? '127.0.0.1';
  const requested = options.port ?? 4400;
  let origin = `http://${host}:${requested}`;
  const { staticRoutes, playground: given, port: _port, host: _host, ...rest } = options;
  let playground = given;
  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const request = await readRequest(req, origin);
        const live = playground as Playground;
        const asset = await fromStatic(staticRoutes, request);
        await writeResponse(
          res,
          asset !== null ? securePage(live, request, asset) : await live.handle(request),
        );
      } catch (error) {
        const failure =
          error instanceof ServiceError
            ? error
            : new ServiceError(500, 'INTERNAL_SERVER_ERROR', 'The playground hit an internal error.');
        const rendered = errorResponse(failure);
        if (!res.headersSent) {
          res.writeHead(rendered.status, { 'content-type': 'application/json; charset=utf-8' });
        }
        res.end(JSON.stringify(rendered.body));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : requested;
  origin = `http://${host}:${port}`;
  if (playground === undefined) {
    // The playground's base URL is this server's address: it trusts exactly that origin and its loopback
    // twin, and registers their /callback for the demo clients (issue 21 §3), whatever the port.
    playground = createPlayground({ ...rest, baseUrl: origin });
  } else {
    // A caller-supplied playground is served here, so it also trusts this address (until its next reset()
    // for the callbacks; the origins stay).
    const own = trustedOrigins(origin);
    const { origins } = playground.service.config;
    origins.push(...own.filter((entry) => !origins.includes(entry)));
    for (const clientId of [FIXTURE_OAUTH_CLIENT.clientId, 'consent-client']) {
      const client = playground.service.store.oauthClients.get(clientId);
      const callbacks = own.map((entry) => `${entry}${FIXTURE_OAUTH_CLIENT.redirectPath}`);
      client?.redirectUris.push(...callbacks.filter((uri) => !client.redirectUris.includes(uri)));
    }
  }
  await playground.ready();
  const live = playground;
  return {
    url: origin,
    port,
    playground: live,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
