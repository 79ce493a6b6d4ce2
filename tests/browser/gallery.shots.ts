// `npm run stories:shots`: a PNG of every story in light and dark at 1280 and 320 px, written to gallery/
// (git-ignored) with an index page, for design review without running Ladle (issue 18 §4). Not part of
// `npm test`; SHOTS_FILTER=<substring>[,<substring>...] limits it to matching story ids.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/chromium';
import { readStories } from './support/ladle';
import { createPagePool, type PagePool } from './support/page-pool';
import { galleryModes, shootStory, shotName } from './support/shots';
import { startStaticServer, type StaticServer } from './support/static-server';

const galleryDir = join(process.cwd(), 'gallery');
const filters = (process.env['SHOTS_FILTER'] ?? '').split(',');
const stories = (await readStories(inject('storiesDir'))).filter((story) =>
  filters.some((filter) => story.id.includes(filter)),
);

let browser: Browser | undefined;
let server: StaticServer | undefined;
let pages: PagePool | undefined;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startStaticServer(inject('storiesDir'))]);
  pages = createPagePool(browser, Number(process.env['BROWSER_CONCURRENCY'] ?? '4'), {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await rm(galleryDir, { recursive: true, force: true });
  await mkdir(join(galleryDir, 'shots'), { recursive: true });
});

afterAll(async () => {
  await pages?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

test('every story shot in light and dark at 1280 and 320 px', { timeout: 3_600_000 }, async () => {
  const failed: string[] = [];
  await Promise.all(
    stories.flatMap((story) =>
      galleryModes.map((mode) =>
        pages!.withPage(async (page) => {
          try {
            const png = await shootStory(page, server!.origin, story, mode, { fullPage: true });
            await writeFile(join(galleryDir, 'shots', shotName(story.id, mode)), png);
          } catch (error) {
            failed.push(`${shotName(story.id, mode)}: ${String(error)}`);
          }
        }),
      ),
    ),
  );
  const rows = stories
    .map((story) => {
      const cells = galleryModes
        .map((mode) => {
          const file = `shots/${shotName(story.id, mode)}`;
          return `<figure><a href="${file}"><img src="${file}" loading="lazy" alt="${escapeHtml(`${story.id}, ${mode.theme}, ${String(mode.width)} px`)}"></a><figcaption>${mode.theme} · ${String(mode.width)} px</figcaption></figure>`;
        })
        .join('');
      return `<section id="${escapeHtml(story.id)}"><h2>${escapeHtml(story.id)}</h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  const toc = stories
    .map((story) => `<li><a href="#${escapeHtml(story.id)}">${escapeHtml(story.id)}</a></li>`)
    .join('');
  await writeFile(
    join(galleryDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>identity-kit story gallery</title><style>
body{font:14px system-ui,sans-serif;margin:24px;background:#fafafa;color:#111}
.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{max-width:640px;max-height:900px;border:1px solid #ccc;background:#fff}
section{margin-block:32px}h2{font-size:16px}nav ul{columns:3}
</style></head><body><h1>identity-kit story gallery (${String(stories.length)} stories)</h1>
<nav><ul>${toc}</ul></nav>
${rows}
</body></html>\n`,
  );
  console.log(`[shots] ${String(stories.length * galleryModes.length)} shots -> ${galleryDir}/index.html`);
  expect(failed, 'stories that could not be shot').toEqual([]);
});
