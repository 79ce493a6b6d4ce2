import type { Playground } from '../../playground';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Sends a JSON request through the playground's fetch (its cookie jar plays the browser). */
export async function call(
  pg: Playground,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const init: RequestInit = { method, headers: { accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await pg.fetch(new Request(`http://127.0.0.1:4400${path}`, init));
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    headers: response.headers,
  };
}

export const PASSWORD = 'Correct-Horse-7';

export function signIn(
  pg: Playground,
  username: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<Reply> {
  return call(pg, 'POST', '/access_client/sign_in', { username, password, ...extra });
}
