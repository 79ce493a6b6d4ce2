// A tiny read-only static file server for built pages (Ladle's build, the start-up benchmark pages).
// node:http keeps the harness free of extra dependencies; it listens on 127.0.0.1 with an ephemeral port
// so parallel runs by other people on the same machine never collide.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** A running static server; `close()` stops it and drops keep-alive sockets. */
export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** URL path of axe-core's browser bundle on every static server (see `runAxe`). */
export const axeScriptPath = '/__harness/axe.min.js';
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Serves `root` on 127.0.0.1:<ephemeral>. `/` and directory paths map to `index.html`. It also serves
 * axe-core at `axeScriptPath`, cacheable, so Chromium compiles axe once instead of on every page load.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = pathname === axeScriptPath ? axeFile : normalize(join(base, pathname));
    // Path traversal guard: the harness serves only what is under root.
    if (file !== axeFile && file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    void (async () => {
      try {
        if ((await stat(file)).isDirectory()) {
          file = join(file, 'index.html');
        }
        const body = await readFile(file);
        res.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          // Built assets have content hashes in their names: letting Chromium cache them also lets V8 reuse
          // compiled code, which makes each of the hundreds of story loads much cheaper.
          'cache-control': /\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(pathname)
            ? 'max-age=3600, immutable'
            : 'no-cache',
        });
        res.end(body);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
