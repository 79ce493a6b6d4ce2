/**
 * Loading code with the spec's retries (seed 000 §4.1, §9): the first attempt, then 4 retries after 250,
 * 500, 750 and 750 ms; each attempt has the 120 s chunk time-out. Used by the loader for the core chunk and
 * by the core for widget chunks.
 */
import { CHUNK_LOAD_TIMEOUT_MS, WIDGET_LOAD_RETRIES } from '../../rules/constants';
import { attemptUrl, retryDelay } from '../rules/loading';

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports `url` (adding `ik_retry=n` on retries) until `accept` takes the module; rejects with the number of
 * attempts made after the last retry fails. `onRetry` hears each retry before its delay.
 */
export async function importWithRetries<T>(
  url: string,
  accept: (module: unknown) => module is T,
  onRetry: (retry: number) => void = () => undefined,
  load: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const loaded: unknown = await Promise.race([
        load(attemptUrl(url, attempt)),
        wait(CHUNK_LOAD_TIMEOUT_MS).then(() => Promise.reject(new Error('timeout'))),
      ]);
      if (accept(loaded)) {
        return loaded;
      }
    } catch {
      // Retried below.
    }
    if (attempt >= WIDGET_LOAD_RETRIES) {
      throw new Error(String(attempt + 1));
    }
    onRetry(attempt + 1);
    await wait(retryDelay(attempt + 1));
  }
}
