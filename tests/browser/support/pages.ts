// Opening pages for journeys: every page a journey opens records its console errors, so a journey can end
// with `expect(errors.messages).toEqual([])` the way the story checks do.
import type { BrowserContext, Page } from 'playwright-core';
import { watchPageErrors, type PageErrors } from './page-errors';

/** A page plus the errors it has logged. */
export interface WatchedPage {
  readonly page: Page;
  readonly errors: PageErrors;
}

/** Opens a new page in `context`, starts recording its errors, and loads `url` when one is given. */
export async function openPage(context: BrowserContext, url?: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  if (url !== undefined) {
    await page.goto(url, { waitUntil: 'load' });
  }
  return { page, errors };
}
