// Starts the HTTP playground (`startPlaygroundServer`, playground/server.ts) on an ephemeral port for
// journey tests, and reads its outbox over HTTP as a test outside the process would.
import type { Page } from 'playwright-core';
import {
  startPlaygroundServer,
  type OutboxMessage,
  type Playground,
  type PlaygroundServerOptions,
} from '../../../playground/index';

export type { OutboxMessage };

/** A running playground for one test file. */
export interface RunningPlayground {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /**
   * `http://localhost:<port>`: the same server under a host name. WebAuthn needs it, because an RP ID must
   * be a domain and Chromium rejects IP-address origins for `navigator.credentials`. The playground allows
   * this origin for CORS and WebAuthn.
   */
  readonly localhostOrigin: string;
  /** The in-process service behind the server (clock, users, reset) for set-up a browser cannot do. */
  readonly playground: Playground;
  close(): Promise<void>;
}

/** Starts the playground on 127.0.0.1 with a free port; other options (seed, latency, routes) pass through. */
export async function startPlayground(options: PlaygroundServerOptions = {}): Promise<RunningPlayground> {
  const server = await startPlaygroundServer({ ...options, port: 0, host: '127.0.0.1' });
  return {
    origin: server.url,
    localhostOrigin: `http://localhost:${server.port}`,
    playground: server.playground,
    close: () => server.close(),
  };
}

function isMessageList(body: unknown): body is OutboxMessage[] {
  return (
    Array.isArray(body) &&
    body.every((entry: unknown) => typeof entry === 'object' && entry !== null && 'recipient' in entry)
  );
}

/** Every message the playground sent, newest first (`GET /__playground/outbox`). */
export async function readOutbox(origin: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${origin}/__playground/outbox`);
  if (!response.ok) {
    throw new Error(`GET /__playground/outbox answered ${response.status}`);
  }
  const body: unknown = await response.json();
  if (!isMessageList(body)) {
    throw new Error('GET /__playground/outbox did not return a list of messages');
  }
  return body;
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
