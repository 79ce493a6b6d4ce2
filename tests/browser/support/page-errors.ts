// Collects what a user's console would show as a problem: console.error, uncaught exceptions, and failed
// loads. A story or journey that logs an error is broken even when it looks right.
import type { Page } from 'playwright-core';

/** Live list of error lines seen on a page since `watchPageErrors` was called. */
export interface PageErrors {
  readonly messages: readonly string[];
}

export function watchPageErrors(page: Page): PageErrors {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location();
      messages.push(
        `console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
      );
    }
  });
  page.on('pageerror', (error) => {
    messages.push(`uncaught: ${error.name}: ${error.message}`);
  });
  page.on('requestfailed', (request) => {
    messages.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
  });
  return { messages };
}
