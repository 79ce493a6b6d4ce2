// Visual regression (issue 18 §4): one key story per screen family, light, 1280 px, clipped to the card and
// the page links under it, compared with a committed baseline (tests/browser/visual-baselines/*.png) by
// pixelmatch with a tolerance for anti-aliasing. A failure writes the new shot and a diff image to
// build/visual-diff/. After an intended change: `npm run test:visual:update`, look at the new PNGs, commit.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchBrowser } from './support/chromium';
import { readStories } from './support/ladle';
import { createPagePool, type PagePool } from './support/page-pool';
import { shootStory } from './support/shots';
import { startStaticServer, type StaticServer } from './support/static-server';

/** One story per screen family: sign-in, MFA, recovery, sign-up, post-auth, consent, invitation, notices. */
export const visualStories: readonly string[] = [
  'sign-in--identifier--idle',
  'sign-in--identifier--invalid',
  'sign-in--identifier--account-chooser',
  'sign-in--password--idle',
  'sign-in--password--wrong-password',
  'sign-in--outcomes--locked',
  'sign-in--outcomes--verify-signed-in',
  'mfa--challenges--picker',
  'mfa--challenges--sms-code',
  'mfa--challenges--totp-enrolment',
  'mfa--challenges--security-question',
  'mfa--challenges--passkey',
  'mfa--challenges--knowledge-questions',
  'mfa--challenges--phone-collection',
  'mfa--challenges--government-id',
  'recovery--account-recovery--options',
  'recovery--account-recovery--username',
  'recovery--account-recovery--code',
  'recovery--account-recovery--new-password',
  'recovery--account-recovery--choose-account',
  'sign-up--form--password-signup',
  'sign-up--form--ecosystem',
  'sign-up--steps--email-code',
  'sign-up--steps--done',
  'consent--collection--prompt-consent',
  'post-auth--steps--verified-user-update',
  'post-auth--steps--passkey-registration',
  'post-auth--brand-parts--brand-handoff-default',
  'post-auth--brand-parts--header-footer-small-business',
  'invitation--invitation--accept',
  'identity-proofing--form--united-states',
  'notices--notices--unsupported-browser',
];

const baselineDir = join(process.cwd(), 'tests', 'browser', 'visual-baselines');
const diffDir = join(process.cwd(), 'build', 'visual-diff');
const update = process.env['UPDATE_VISUAL'] === '1';
/** pixelmatch's per-pixel colour threshold (0..1), and the share of pixels allowed to differ. */
const colourThreshold = 0.15;
const allowedShare = 0.004;

const storiesDir = inject('storiesDir');
const stories = new Map((await readStories(storiesDir)).map((story) => [story.id, story]));

let browser: Browser | undefined;
let server: StaticServer | undefined;
let pages: PagePool | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startStaticServer(storiesDir)]);
  pages = createPagePool(browser, Number(process.env['BROWSER_CONCURRENCY'] ?? '4'), {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await mkdir(update ? baselineDir : diffDir, { recursive: true });
});

afterAll(async () => {
  await pages?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

async function readBaseline(file: string): Promise<PNG | null> {
  try {
    return PNG.sync.read(await readFile(file));
  } catch {
    return null;
  }
}

describe.concurrent('visual regression', () => {
  for (const id of visualStories) {
    test(id, async () => {
      const story = stories.get(id);
      expect(story, `story ${id} exists (rename it here when a story is renamed)`).toBeDefined();
      const png = await pages!.withPage((page) =>
        shootStory(page, server!.origin, story!, { theme: 'light', width: 1280 }, { fullPage: false }),
      );
      const file = join(baselineDir, `${id}.png`);
      if (update) {
        await writeFile(file, png);
        return;
      }
      const baseline = await readBaseline(file);
      expect(baseline, `no baseline ${file}: run npm run test:visual:update`).not.toBeNull();
      const actual = PNG.sync.read(png);
      const sameSize = baseline!.width === actual.width && baseline!.height === actual.height;
      let changed = 0;
      if (sameSize) {
        const diff = new PNG({ width: actual.width, height: actual.height });
        changed = pixelmatch(baseline!.data, actual.data, diff.data, actual.width, actual.height, {
          threshold: colourThreshold,
        });
        if (changed > actual.width * actual.height * allowedShare) {
          await writeFile(join(diffDir, `${id}.diff.png`), PNG.sync.write(diff));
        }
      }
      if (!sameSize || changed > actual.width * actual.height * allowedShare) {
        await writeFile(join(diffDir, `${id}.actual.png`), png);
      }
      expect(
        { width: actual.width, height: actual.height },
        `${id}: size differs from the baseline (new shot in build/visual-diff/)`,
      ).toEqual({ width: baseline!.width, height: baseline!.height });
      expect(
        changed,
        `${id}: ${String(changed)} pixels differ from the baseline (diff in build/visual-diff/)`,
      ).toBeLessThanOrEqual(actual.width * actual.height * allowedShare);
    });
  }
});
