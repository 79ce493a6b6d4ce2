/**
 * The front-end logger's IO (seed 000 §7.1, §9): batches from rules/logger.ts sent as a GET with a 1 s
 * time-out, a flush every 3 s while entries wait, and a last flush when the page is hidden. A page that is
 * not sampled sends nothing. Failures are dropped quietly: logging must never break the host page.
 */
import { LOGGER_FLUSH_INTERVAL_MS, LOGGER_REQUEST_TIMEOUT_MS } from '../../rules/constants';
import { cleanEntry, createBatcher, loggerUrl, type LogContext, type LogEntry } from '../rules/logger';

export interface Logger {
  log(entry: Omit<LogEntry, 'at'>): void;
  flush(): void;
}

export function createLogger(options: {
  readonly endpoint: string;
  readonly context: LogContext;
  readonly sampled: boolean;
  readonly started: number;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** @default Date.now */
  readonly now?: () => number;
}): Logger {
  const send$ = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const batcher = createBatcher();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (batch: readonly LogEntry[]): void => {
    const abort = new AbortController();
    const deadline = setTimeout(() => abort.abort(), LOGGER_REQUEST_TIMEOUT_MS);
    send$(loggerUrl(options.endpoint, options.context, batch), {
      credentials: 'include',
      keepalive: true,
      signal: abort.signal,
    })
      .catch(() => undefined)
      .finally(() => clearTimeout(deadline));
  };
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const batch = batcher.flush();
    if (batch !== null) {
      send(batch);
    }
  };
  if (options.sampled) {
    // The last batch leaves when the page is hidden (keepalive lets it outlive the page).
    globalThis.addEventListener?.('pagehide', flush);
  }
  return {
    log(entry) {
      const clean = options.sampled ? cleanEntry({ ...entry, at: now() - options.started }) : null;
      if (clean === null) {
        return;
      }
      batcher.add(clean).forEach(send);
      if (batcher.size > 0 && timer === undefined) {
        timer = setTimeout(flush, LOGGER_FLUSH_INTERVAL_MS);
      }
    },
    flush,
  };
}
