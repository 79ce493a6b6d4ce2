// The harness's own checks, run against small fixture pages: each helper must catch the problem it exists
// for (a check that cannot fail would let broken stories and leaky journeys pass).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createIdentityClient } from '../../headless';
import { readDocumentMode } from './support/ladle';
import {
  addVirtualAuthenticator,
  gotoPlayground,
  keyboardDriver,
  latestCode,
  readOutbox,
  startPlayground,
  createPagePool,
  launchBrowser,
  launchChromium,
  measureHorizontalOverflow,
  measurePhysicalAlignment,
  colourRules,
  runAxe,
  startStaticServer,
  watchPageErrors,
  watchSecrets,
  type LaunchedChromium,
  type StaticServer,
} from './support/index';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
let browser: LaunchedChromium | undefined;
let server: StaticServer | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startStaticServer(fixtures)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

function running(): { browser: LaunchedChromium; server: StaticServer } {
  if (!browser || !server) {
    throw new Error('Chromium or the fixture server did not start (see beforeAll).');
  }
  return { browser, server };
}

describe.concurrent('axe and console errors', () => {
  const cases = [
    { query: '', violations: [], errors: 0 },
    { query: '?broken', violations: ['color-contrast', 'label'], errors: 0 },
    { query: '?error', violations: [], errors: 1 },
  ];
  for (const { query, violations, errors } of cases) {
    test(`axe.html${query}: violations [${violations.join(', ')}], ${errors} console error(s)`, async () => {
      const page = await running().browser.context.newPage();
      try {
        const seen = watchPageErrors(page);
        await page.goto(`${running().server.origin}/axe.html${query}`);
        expect((await runAxe(page)).map((violation) => violation.id).sort()).toEqual(violations);
        expect(seen.messages.filter((message) => message.startsWith('console.error'))).toHaveLength(errors);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('axe with a subset of rules', () => {
  test('axe.html?broken with the colour rules reports only the contrast failure', async () => {
    const page = await running().browser.context.newPage();
    try {
      await page.goto(`${running().server.origin}/axe.html?broken`);
      expect((await runAxe(page, { rules: colourRules })).map((violation) => violation.id)).toEqual([
        'color-contrast',
      ]);
    } finally {
      await page.close();
    }
  });
});

describe.concurrent('mirrored layout in RTL', () => {
  const cases = [
    { query: '', found: [] },
    { query: '?physical', found: ['p.physical (text-align: left)'] },
    { query: '?float', found: ['p.floated (float: right)'] },
    { query: '?island', found: [] },
  ];
  for (const { query, found } of cases) {
    test(`mirror.html${query}: ${found.length} physically aligned`, async () => {
      const page = await running().browser.context.newPage();
      try {
        await page.goto(`${running().server.origin}/mirror.html${query}`);
        expect(await measurePhysicalAlignment(page)).toEqual(found);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('story direction', () => {
  test('lists the direction of each outermost story element that sets dir, not inner fields', async () => {
    const page = await running().browser.context.newPage();
    try {
      await page.goto(`${running().server.origin}/direction.html`);
      expect(await readDocumentMode(page)).toEqual({
        theme: 'dark',
        dir: 'rtl',
        storyDirs: ['ltr', 'rtl'],
        rootLang: null,
      });
    } finally {
      await page.close();
    }
  });
});

describe.concurrent('reflow at 320 px', () => {
  const cases = [
    { query: '', scrolls: false, clipped: 0 },
    { query: '?wide', scrolls: true, clipped: 0 },
    { query: '?cut', scrolls: false, clipped: 1 },
  ];
  for (const { query, scrolls, clipped } of cases) {
    test(`layout.html${query}: ${scrolls ? 'scrolls' : 'no scrolling'}, ${clipped} clipped`, async () => {
      const page = await running().browser.context.newPage();
      try {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(`${running().server.origin}/layout.html${query}`);
        const overflow = await measureHorizontalOverflow(page);
        expect(overflow.scrollWidth > overflow.innerWidth).toBe(scrolls);
        expect(overflow.clippedElements).toHaveLength(clipped);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('secrets canary', () => {
  const canary = 'Canary-Secret-5f3a9';
  const cases = [
    { leak: 'none', where: null },
    { leak: 'body', where: null },
    { leak: 'url', where: 'GET URL' },
    { leak: 'header', where: 'header x-debug' },
    { leak: 'console', where: 'console.info' },
    { leak: 'storage', where: 'sessionStorage' },
    { leak: 'cookie', where: 'cookie draft' },
    { leak: 'address', where: 'address bar' },
  ];
  for (const { leak, where } of cases) {
    test(`leak=${leak}: ${where === null ? 'no leak reported' : `reported in ${where}`}`, async () => {
      const { browser: chromium, server: fixtureServer } = running();
      // A context of its own: cookies and storage from other cases must not bleed into this one.
      const context = await chromium.context.browser()?.newContext();
      const target = context ?? chromium.context;
      const page = await target.newPage();
      try {
        const watch = watchSecrets(target, [canary]);
        await page.goto(`${fixtureServer.origin}/canary.html?leak=${leak}`);
        await page.waitForFunction(() => 'done' in window);
        await page.waitForLoadState('networkidle');
        const leaks = await watch.check([page]);
        if (where === null) {
          expect(leaks).toEqual([]);
          await expect(watch.assertNoLeaks([page])).resolves.toBeUndefined();
        } else {
          expect(leaks.map((found) => found.where).join('\n')).toContain(where);
          await expect(watch.assertNoLeaks([page])).rejects.toThrow(canary);
        }
      } finally {
        await page.close();
        await context?.close();
      }
    });
  }
});

describe.concurrent('secrets canary added later (watch)', () => {
  // A one-time code is known only once the playground sent it: `watch` must still find copies recorded
  // before it was added (here a console line and a request header), and nothing for a clean page.
  const canary = 'Canary-Secret-5f3a9';
  for (const { leak, where } of [
    { leak: 'console', where: 'console.info' },
    { leak: 'header', where: 'header x-debug' },
    { leak: 'body', where: null },
  ]) {
    test(`leak=${leak}, canary watched afterwards: ${where ?? 'no leak reported'}`, async () => {
      const { browser: chromium, server: fixtureServer } = running();
      const context = await chromium.context.browser()?.newContext();
      const target = context ?? chromium.context;
      const page = await target.newPage();
      try {
        const watch = watchSecrets(target, []);
        await page.goto(`${fixtureServer.origin}/canary.html?leak=${leak}`);
        await page.waitForFunction(() => 'done' in window);
        await page.waitForLoadState('networkidle');
        expect(await watch.check([page])).toEqual([]);
        watch.watch(canary);
        const leaks = await watch.check([page]);
        if (where === null) {
          expect(leaks).toEqual([]);
        } else {
          expect(leaks.map((found) => found.where).join('\n')).toContain(where);
        }
      } finally {
        await page.close();
        await context?.close();
      }
    });
  }
});

describe.concurrent('keyboard-only driver', () => {
  test('Tab reaches the field and the button with visible focus, and Enter submits', async () => {
    const page = await running().browser.context.newPage();
    try {
      await page.goto(`${running().server.origin}/keyboard.html`);
      const keys = keyboardDriver(page);
      expect((await keys.tabTo('Email')).tag).toBe('input');
      await keys.type('alex@example.com');
      expect((await keys.tab()).name).toBe('Continue');
      await keys.enter();
      await expect(page.locator('h1').textContent()).resolves.toBe('Hello alex@example.com');
    } finally {
      await page.close();
    }
  });

  test('a ring drawn by the element marked data-focus-ring for the input counts as its focus indicator', async () => {
    const page = await running().browser.context.newPage();
    try {
      await page.goto(`${running().server.origin}/keyboard.html?ring=designated`);
      expect((await keyboardDriver(page).tabTo('Code')).problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  const cases = [
    { query: '?invisible', target: 'Invisible focus', problem: 'no visible focus indicator' },
    { query: '?covered', target: 'Under the footer', problem: 'covered by <footer>' },
    {
      query: '?ring=designated-no-ring',
      target: 'Code',
      problem:
        'no visible focus indicator (outline or box-shadow ring) on it or its [data-focus-ring] element',
    },
    { query: '?ring=unmarked-ring', target: 'Code', problem: 'no visible focus indicator' },
  ];
  for (const { query, target, problem } of cases) {
    test(`Tab to "${target}" fails: ${problem}`, async () => {
      const page = await running().browser.context.newPage();
      try {
        await page.goto(`${running().server.origin}/keyboard.html${query}`);
        await expect(keyboardDriver(page).tabTo(target)).rejects.toThrow(problem);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('virtual WebAuthn authenticator', () => {
  test('registers a resident passkey, signs in with it, and fails when verification fails', async () => {
    // Its own browser: Chromium refuses WebAuthn ceremonies in a page without focus, and the shared
    // browser's concurrent pages take focus from each other (focus emulation does not cover WebAuthn).
    const { server: fixtureServer } = running();
    const ownBrowser = await launchChromium();
    const page = await ownBrowser.context.newPage();
    try {
      const authenticator = await addVirtualAuthenticator(page);
      // WebAuthn rejects IP-address origins as RP IDs; localhost is a secure context with a domain.
      await page.goto(`${fixtureServer.origin.replace('127.0.0.1', 'localhost')}/webauthn.html`);
      const credentialId = await page.evaluate(() =>
        (window as unknown as { register(): Promise<string> }).register(),
      );
      const stored = await authenticator.credentials();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.isResidentCredential).toBe(true);
      const signIn = (): Promise<{ id?: string; error?: string }> =>
        page.evaluate(() =>
          (window as unknown as { signIn(): Promise<{ id?: string; error?: string }> }).signIn(),
        );
      expect(await signIn()).toEqual({ id: credentialId });
      await authenticator.setUserVerified(false);
      expect(await signIn()).toEqual({ error: 'NotAllowedError' });
      await authenticator.remove();
    } finally {
      await ownBrowser.close();
    }
  });
});

describe.concurrent('playground server', () => {
  test('serves pages on both origins and exposes sent codes through GET /__playground/outbox', async () => {
    const service = await startPlayground({ seed: 'browser-support' });
    const page = await running().browser.context.newPage();
    try {
      expect(await readOutbox(service.origin)).toEqual([]);
      await expect(latestCode(service.origin, '+16505550100')).rejects.toThrow('no code');
      // Send an SMS code in-process (same service as the server), then read it back over HTTP.
      const client = createIdentityClient({
        offeringId: 'Intuit.identity.playground',
        baseUrl: service.origin,
        fetch: service.playground.fetch,
      });
      const signIn = await client.signIn({ username: 'sam.sms@example.com', password: 'Correct-Horse-7' });
      expect(signIn.ok && signIn.data.action).toBe('CHALLENGE');
      expect((await client.sendSignInConfirmation({ channelType: 'SMS' })).ok).toBe(true);
      const outbox = await readOutbox(service.origin);
      expect(outbox.map((message) => [message.channel, message.recipient])).toEqual([
        ['SMS', '+16505550100'],
      ]);
      expect(await latestCode(service.origin, '+16505550100')).toBe(
        service.playground.lastCode('+16505550100'),
      );
      for (const origin of [service.origin, service.localhostOrigin]) {
        await gotoPlayground(page, origin, '/__playground/outbox');
        expect(JSON.parse((await page.locator('body').textContent()) ?? '')).toHaveLength(1);
      }
    } finally {
      await page.close();
      await service.close();
    }
  });
});

describe.concurrent('story page pool', () => {
  test('each check starts without the cookies and web storage an earlier check left', async () => {
    const ownBrowser = await launchBrowser();
    // One page, so the second check reuses the tab (and context) the first one wrote into.
    const pool = createPagePool(ownBrowser, 1);
    const read = (page: Page): Promise<[string, number, number]> =>
      page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length]);
    try {
      const url = `${running().server.origin}/axe.html`;
      const written = await pool.withPage(async (page) => {
        await page.goto(url);
        await page.evaluate(() => {
          // The kit's passkey prompt counter, as the post-auth flow writes it (path /).
          document.cookie = 'iux_webauthn_reg=3; path=/; max-age=600';
          localStorage.setItem('story', 'earlier');
          sessionStorage.setItem('story', 'earlier');
        });
        return read(page);
      });
      expect(written, 'the first check wrote its state').toEqual(['iux_webauthn_reg=3', 1, 1]);
      const seen = await pool.withPage(async (page) => {
        await page.goto(url);
        return read(page);
      });
      expect(seen).toEqual(['', 0, 0]);
    } finally {
      await pool.close();
      await ownBrowser.close();
    }
  });
});
