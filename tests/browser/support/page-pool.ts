// A small pool of pages for checks that each load one URL (the story matrix). Reusing a tab keeps its
// renderer process: a new tab per check would start a process each time, which costs more CPU than the
// check itself on a 2-core machine.
import type { BrowserContext, Page } from 'playwright-core';

export interface PagePool {
  /** Runs `run` with a page of the pool (waiting for one when all are busy), then returns the page. */
  withPage<T>(run: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createPagePool(context: BrowserContext, size: number): PagePool {
  const idle: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  let created = 0;

  const acquire = async (): Promise<Page> => {
    const page = idle.pop();
    if (page) {
      return page;
    }
    if (created < size) {
      created += 1;
      return context.newPage();
    }
    return new Promise<Page>((resolve) => waiting.push(resolve));
  };

  const release = (page: Page): void => {
    if (page.isClosed()) {
      // A crashed or closed page leaves the pool; its slot is free for a new one.
      created -= 1;
      const next = waiting.shift();
      if (next) {
        created += 1;
        void context.newPage().then(next);
      }
      return;
    }
    const next = waiting.shift();
    if (next) {
      next(page);
    } else {
      idle.push(page);
    }
  };

  return {
    withPage: async (run) => {
      const page = await acquire();
      try {
        return await run(page);
      } finally {
        release(page);
      }
    },
    close: async () => {
      await Promise.all(idle.splice(0).map((page) => page.close()));
    },
  };
}
