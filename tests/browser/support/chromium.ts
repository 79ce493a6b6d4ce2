// Launches Debian's Chromium through playwright-core (TOOLCHAIN.md: playwright's own browser downloads fail
// here, and it rejects --user-data-dir in args, so a fresh persistent-context folder stands in for it).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Where Chromium lives; `CHROMIUM_PATH` overrides Debian's default. */
export const chromiumPath: string = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep runs quiet, offline-safe and reproducible in containers. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws a message that says how to fix a missing browser: a browser test must never pass silently. */
export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. The real-browser tests need it: ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH). .ci/run installs it.',
    );
  }
}

/** A launched browser with its own throw-away profile. */
export interface LaunchedChromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Emulated `prefers-reduced-motion`; `reduce` by default so axe never sees a half-faded colour. */
  readonly reducedMotion?: 'reduce' | 'no-preference';
}

/** One headless Chromium with a fresh profile folder that `close()` deletes. */
export async function launchChromium(options: LaunchOptions = {}): Promise<LaunchedChromium> {
  assertChromiumInstalled();
  const profile = await mkdtemp(join(tmpdir(), 'ik-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One headless Chromium (throw-away profile) whose journeys each get their own `browser.newContext()`: an
 * isolated cookie jar per journey, so concurrent sign-ins against one playground never share a session,
 * while the browser process is started once per file.
 */
export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
}
