// Secrets canary checker (QUALITY.md security 4): a journey types canary values as passwords, codes and
// answers; this records every request URL and header, every console message, and at the end the cookies
// and web storage, and fails if a canary shows up in any of them. Request bodies are not checked: a secret
// belongs in its own request body.
import type { BrowserContext, Page } from 'playwright-core';

/** Where a canary was found and in which form. */
export interface Leak {
  readonly canary: string;
  readonly where: string;
}

export interface SecretsWatch {
  /** Leaks seen so far in URLs, headers and console (storage is read by `check`). */
  readonly leaks: readonly Leak[];
  /** Also reads cookies and local/session storage of `pages`, then returns every leak found. */
  check(pages?: readonly Page[]): Promise<Leak[]>;
  /** Like `check`, but throws an error listing each leak. */
  assertNoLeaks(pages?: readonly Page[]): Promise<void>;
  /**
   * Watches one more canary from now on, and checks it against everything recorded so far: a one-time code
   * is known only once the playground has sent it (read from the outbox), yet a copy sent earlier (say, in
   * a response header) is still a leak.
   */
  watch(canary: string): void;
}

/** The forms a canary can take on the wire: raw, percent-encoded, form-encoded and base64. */
function encodings(canary: string): string[] {
  return [
    ...new Set([
      canary,
      encodeURIComponent(canary),
      new URLSearchParams({ x: canary }).toString().slice(2),
      Buffer.from(canary, 'utf8').toString('base64').replace(/=+$/, ''),
    ]),
  ];
}

/** Starts watching every page of `context` (present and future) for `canaries`. */
export function watchSecrets(context: BrowserContext, canaries: readonly string[]): SecretsWatch {
  const needles = canaries
    .filter((canary) => canary.length > 0)
    .map((canary) => ({ canary, forms: encodings(canary) }));
  const leaks: Leak[] = [];
  const pending: Promise<void>[] = [];
  /** Every text scanned so far, for canaries added later with `watch`. */
  const seen: { readonly text: string; readonly where: string }[] = [];
  const scanFor = (chosen: typeof needles, text: string, where: string): void => {
    for (const { canary, forms } of chosen) {
      if (forms.some((form) => text.includes(form))) {
        const leak = { canary, where: `${where}: ${text.length > 200 ? `${text.slice(0, 200)}...` : text}` };
        if (!leaks.some((seen) => seen.canary === leak.canary && seen.where === leak.where)) {
          leaks.push(leak);
        }
      }
    }
  };
  const scan = (text: string, where: string): void => {
    seen.push({ text, where });
    scanFor(needles, text, where);
  };
  const scanHeaders = (headers: Promise<Record<string, string>>, where: string): void => {
    pending.push(
      headers.then(
        (all) => {
          for (const [name, value] of Object.entries(all)) {
            scan(value, `${where} header ${name}`);
          }
        },
        () => undefined, // the page closed before headers were read
      ),
    );
  };
  context.on('request', (request) => {
    scan(request.url(), `${request.method()} URL`);
    scanHeaders(request.allHeaders(), `${request.method()} ${request.url()}`);
  });
  context.on('response', (response) => {
    scanHeaders(response.allHeaders(), `response from ${response.url()}`);
  });
  context.on('console', (message) => {
    scan(message.text(), `console.${message.type()}`);
  });
  context.on('page', (page) => {
    page.on('framenavigated', (frame) => scan(frame.url(), 'address bar'));
  });
  for (const page of context.pages()) {
    page.on('framenavigated', (frame) => scan(frame.url(), 'address bar'));
  }

  const check = async (pages: readonly Page[] = context.pages()): Promise<Leak[]> => {
    await Promise.all(pending);
    for (const cookie of await context.cookies()) {
      scan(`${cookie.name}=${cookie.value}`, `cookie ${cookie.name} (${cookie.domain})`);
    }
    for (const page of pages) {
      if (page.isClosed()) {
        continue;
      }
      scan(page.url(), 'address bar');
      const stored = await page.evaluate(() => {
        const dump = (storage: Storage): string[] =>
          Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map(
            (key) => `${key}=${storage.getItem(key) ?? ''}`,
          );
        try {
          return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
        } catch {
          return { local: [], session: [], cookie: '' }; // opaque origins (about:blank) have no storage
        }
      });
      stored.local.forEach((entry) => scan(entry, 'localStorage'));
      stored.session.forEach((entry) => scan(entry, 'sessionStorage'));
      scan(stored.cookie, 'document.cookie');
    }
    return [...leaks];
  };
  return {
    leaks,
    check,
    watch: (canary) => {
      if (canary.length === 0 || needles.some((needle) => needle.canary === canary)) {
        return;
      }
      const needle = { canary, forms: encodings(canary) };
      needles.push(needle);
      for (const { text, where } of seen) {
        scanFor([needle], text, where);
      }
    },
    assertNoLeaks: async (pages) => {
      const found = await check(pages);
      if (found.length > 0) {
        throw new Error(
          `secrets leaked:\n${found.map((leak) => `  "${leak.canary}" in ${leak.where}`).join('\n')}`,
        );
      }
    },
  };
}
