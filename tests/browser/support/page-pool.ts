// A small pool of pages for checks that each load one URL (the story matrix). Reusing a tab keeps its
// renderer process: a new tab per check would start a process each time, which costs more CPU than the
// check itself on a 2-core machine.
//
// Each pooled page has a browser context of its own, and `withPage` wipes that context's cookies and the
// page's web storage before each check: a story must not see what an earlier one wrote (the kit's
// iux_webauthn_reg prompt counter is a path-/ cookie capped at 3 prompts, seed 000 §9, so a shared jar
// hid the passkey prompt after three passkey stories). A context per page also keeps concurrent checks from
// clearing each other's cookies halfway.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface PagePool {
  /** Runs `run` with a clean page of the pool (waiting for one when all are busy), then returns the page. */
  withPage<T>(run: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Slot {
  readonly context: BrowserContext;
  readonly page: Page;
}

/** Cookies of the page's context and web storage of the origin the page last showed, gone. */
export async function clearBrowsingState(slot: { context: BrowserContext; page: Page }): Promise<void> {
  await slot.context.clearCookies();
  const url = slot.page.url();
  if (url.startsWith('http:') || url.startsWith('https:')) {
    // Web storage is per origin: the pool's pages only ever load the one story server, so clearing it on the
    // page's current document clears what the next story (same origin) would read. sessionStorage is per tab
    // as well, and this is the tab the next story loads in.
    await slot.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
}

export function createPagePool(
  browser: Browser,
  size: number,
  options: BrowserContextOptions = {},
): PagePool {
  const idle: Slot[] = [];
  const all = new Set<Slot>();
  const waiting: ((slot: Slot) => void)[] = [];
  let created = 0;

  const open = async (): Promise<Slot> => {
    const context = await browser.newContext(options);
    const slot = { context, page: await context.newPage() };
    all.add(slot);
    return slot;
  };

  const acquire = async (): Promise<Slot> => {
    const slot = idle.pop();
    if (slot) {
      return slot;
    }
    if (created < size) {
      created += 1;
      return open();
    }
    return new Promise<Slot>((resolve) => waiting.push(resolve));
  };

  const release = (slot: Slot): void => {
    if (slot.page.isClosed()) {
      // A crashed or closed page leaves the pool with its context; its slot is free for a new one.
      all.delete(slot);
      void slot.context.close();
      created -= 1;
      const next = waiting.shift();
      if (next) {
        created += 1;
        void open().then(next);
      }
      return;
    }
    const next = waiting.shift();
    if (next) {
      next(slot);
    } else {
      idle.push(slot);
    }
  };

  return {
    withPage: async (run) => {
      const slot = await acquire();
      try {
        await clearBrowsingState(slot);
        return await run(slot.page);
      } finally {
        release(slot);
      }
    },
    close: async () => {
      idle.splice(0);
      await Promise.all([...all].map((slot) => slot.context.close()));
      all.clear();
    },
  };
}
