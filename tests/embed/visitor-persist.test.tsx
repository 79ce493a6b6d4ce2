// persist_cookies and the double-submit token (seed 000 §7.1, WIRE.md "Cookies"): on a page that holds no
// `ik_csrf` cookie yet, the call waits for the identity host's first answer, so it echoes the token that
// answer set instead of racing it (the embed journey's 403 flake); a refused call whose token has changed
// since is sent once more.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startVisitorIdentity } from '../../embed/runtime/visitor';

const ORIGIN = 'https://accounts.example.test';
type Call = { url: string; token: string | null };

let calls: Call[];
let answers: number[];

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

beforeEach(() => {
  clearCookies();
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ url: String(url), token: headers.get('ik-csrf-token') });
      return Promise.resolve(new Response(null, { status: answers.shift() ?? 204 }));
    }),
  );
  // The visitor-id frame is not under test; an ivid_synced cookie keeps it closed.
  document.cookie = 'ivid_synced=1; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

const persistCalls = (): Call[] => calls.filter((c) => c.url.endsWith('/persist_cookies'));

test('with no token yet, persist_cookies waits for the first answer and sends the token it set', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const firstAnswer = new Promise((resolve) => {
    answer = resolve;
  });
  startVisitorIdentity(ORIGIN, { persistCookies: 'always' }, () => undefined, firstAnswer);
  await Promise.resolve();
  expect(persistCalls()).toEqual([]);
  document.cookie = 'ik_csrf=token-from-first-answer; path=/';
  answer({});
  await vi.waitFor(() => expect(persistCalls()).toHaveLength(1));
  expect(persistCalls()[0]?.token).toBe('token-from-first-answer');
});

test('a page that already holds the token sends at once', async () => {
  document.cookie = 'ik_csrf=known; path=/';
  startVisitorIdentity(ORIGIN, { persistCookies: 'always' }, () => undefined, new Promise(() => undefined));
  await vi.waitFor(() => expect(persistCalls()).toHaveLength(1));
  expect(persistCalls()[0]?.token).toBe('known');
});

test('a refused call is sent once more when the token changed in between, and no more', async () => {
  document.cookie = 'ik_csrf=first; path=/';
  answers = [403, 403];
  const fetchMock = vi.mocked(fetch);
  fetchMock.mockImplementationOnce((url, init) => {
    calls.push({ url: String(url), token: new Headers(init?.headers).get('ik-csrf-token') });
    document.cookie = 'ik_csrf=second; path=/';
    return Promise.resolve(new Response(null, { status: answers.shift() ?? 204 }));
  });
  startVisitorIdentity(ORIGIN, { persistCookies: 'always' }, () => undefined, Promise.resolve());
  await vi.waitFor(() => expect(persistCalls()).toHaveLength(2));
  expect(persistCalls().map((c) => c.token)).toEqual(['first', 'second']);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(persistCalls()).toHaveLength(2);
});
