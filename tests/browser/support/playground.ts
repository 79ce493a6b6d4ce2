// Starts the HTTP playground (issue 4: `startPlaygroundServer` from playground/) on an ephemeral port for
// journey tests, and reads its outbox. The import is dynamic, and looks in the module files the server may
// live in (the public entry, or a Node-only file kept out of browser bundles), so this harness compiles and
// its other helpers work before the server exists; `startPlayground` then fails with a clear message.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';

/** Files of playground/ that may export `startPlaygroundServer`, in the order they are tried. */
const serverModules = ['index.ts', 'server.ts', 'node.ts', 'http/server.ts', 'server/index.ts'];

/** A running playground for one test file. */
export interface RunningPlayground {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /**
   * `http://localhost:<port>`: the same server under a host name. WebAuthn needs it, because an RP ID must
   * be a domain and Chromium rejects IP-address origins for `navigator.credentials`.
   */
  readonly localhostOrigin: string;
  close(): Promise<void>;
}

/** One message in the playground outbox (playground/store/types.ts `OutboxMessage`, as JSON). */
export interface OutboxMessage {
  readonly id: string;
  readonly channel: string;
  readonly recipient: string;
  readonly purpose: string;
  readonly code: string | null;
  readonly link: string | null;
  readonly text: string;
  readonly sentAt: string;
}

type StartServer = (options: Record<string, unknown>) => Promise<unknown> | unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the port from whichever handle the server returns: `{ origin | url | port }` or a node Server. */
function portOf(handle: unknown): number | null {
  if (!isRecord(handle)) {
    return null;
  }
  for (const key of ['origin', 'url'] as const) {
    const value = handle[key];
    if (typeof value === 'string' || value instanceof URL) {
      const port = Number(new URL(String(value)).port);
      if (port > 0) {
        return port;
      }
    }
  }
  if (typeof handle['port'] === 'number' && handle['port'] > 0) {
    return handle['port'];
  }
  const address = typeof handle['address'] === 'function' ? (handle['address'] as () => unknown)() : null;
  if (isRecord(address) && typeof address['port'] === 'number') {
    return address['port'];
  }
  for (const key of ['server', 'httpServer'] as const) {
    const inner = portOf(handle[key]);
    if (inner !== null) {
      return inner;
    }
  }
  return null;
}

/**
 * Starts `startPlaygroundServer` on 127.0.0.1 with an ephemeral port (`port: 0`); other options (seed,
 * latency, ...) pass through.
 */
export async function startPlayground(options: Record<string, unknown> = {}): Promise<RunningPlayground> {
  const start = await findStartServer();
  const handle: unknown = await (start as StartServer)({ port: 0, ...options });
  const port = portOf(handle);
  if (port === null) {
    throw new Error('startPlaygroundServer returned no port (expected { origin | url | port } or a Server).');
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    localhostOrigin: `http://localhost:${port}`,
    close: () => closeHandle(handle),
  };
}

async function findStartServer(): Promise<StartServer> {
  for (const file of serverModules) {
    const path = fileURLToPath(new URL(`../../../playground/${file}`, import.meta.url));
    if (!existsSync(path)) {
      continue;
    }
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const start = module['startPlaygroundServer'];
    if (typeof start === 'function') {
      return start as StartServer;
    }
  }
  throw new Error(
    `No startPlaygroundServer export in playground/{${serverModules.join(',')}} yet (issue 4).`,
  );
}

/** Closes a node Server (callback style, keep-alive sockets dropped) or a handle whose close returns a promise. */
async function closeHandle(handle: unknown): Promise<void> {
  if (!isRecord(handle) || typeof handle['close'] !== 'function') {
    return;
  }
  const close = handle['close'] as (callback?: (error?: Error) => void) => unknown;
  if (typeof handle['address'] === 'function') {
    const dropSockets = handle['closeAllConnections'];
    if (typeof dropSockets === 'function') {
      (dropSockets as () => void).call(handle);
    }
    await new Promise<void>((done, fail) => {
      close.call(handle, (error?: Error) => (error ? fail(error) : done()));
    });
    return;
  }
  await close.call(handle);
}

/** Every message the playground sent, newest first (`GET /__playground/outbox`). */
export async function readOutbox(origin: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${origin}/__playground/outbox`);
  if (!response.ok) {
    throw new Error(`GET /__playground/outbox answered ${response.status}`);
  }
  const body: unknown = await response.json();
  const list = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body['messages'])
      ? body['messages']
      : null;
  if (!list) {
    throw new Error('GET /__playground/outbox did not return a list of messages');
  }
  return list as OutboxMessage[];
}

/** The newest one-time code sent to `recipient` (email address or E.164 phone); throws when none was. */
export async function latestCode(origin: string, recipient: string): Promise<string> {
  const message = (await readOutbox(origin)).find(
    (entry) => entry.recipient === recipient && entry.code !== null,
  );
  if (!message?.code) {
    throw new Error(`no code in the playground outbox for ${recipient}`);
  }
  return message.code;
}

/** Navigates `page` to a path of the playground and waits for the load event. */
export async function gotoPlayground(page: Page, origin: string, path = '/'): Promise<void> {
  await page.goto(new URL(path, origin).toString(), { waitUntil: 'load' });
}
