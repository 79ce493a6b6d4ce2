// Collects what a user's console would show as a problem: console.error, uncaught exceptions, and failed
// loads. A story or journey that logs an error is broken even when it looks right.
import type { ConsoleMessage, Page, Request } from 'playwright-core';

/** Live list of error lines seen on a page since `watchPageErrors` was called. */
export interface PageErrors {
  readonly messages: readonly string[];
  /** Stops recording (a pooled page goes on to another test). */
  stop(): void;
}

export function watchPageErrors(page: Page): PageErrors {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error') {
      const where = message.location();
      messages.push(
        `console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
      );
    }
  };
  const onPageError = (error: Error): void => {
    messages.push(`uncaught: ${error.name}: ${error.message}`);
  };
  const onRequestFailed = (request: Request): void => {
    messages.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  return {
    messages,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
    },
  };
}
