/**
 * The plain-HTML embed demo (issue 17 §2): `/embed` pastes the stub snippet and mounts the sign-in widget,
 * `/embed/signup` the sign-up widget, `/embed/simple-sign-in` the simple sign-in widget, with no React or bundler on the page: only the snippet and
 * `/embed/loader.js`, which fetches `/embed/chunks/*` on demand. Built by scripts/build-embed.mjs (Node only;
 * loaded with a computed specifier so no bundler follows it).
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StaticAsset } from '../server';
import { pageSecurityHeaders } from '../http/guard';
import { STUB_SNIPPET } from '../../embed/rules/queue';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';

/** Embed demo pages: path -> the widget it mounts and the element the widget mounts into. */
export const EMBED_PAGES = {
  '/embed': {
    widget: 'sign-in',
    mountPoint: 'ik-sign-in-widget',
    title: 'Sign in (embedded)',
    file: 'index',
  },
  '/embed/signup': {
    widget: 'sign-up',
    mountPoint: 'ik-create-user-id-wrapper',
    title: 'Sign up (embedded)',
    file: 'signup',
  },
  '/embed/simple-sign-in': {
    widget: 'simple-sign-in',
    mountPoint: 'ik-simple-sign-in-widget',
    title: 'Simple sign-in (embedded)',
    file: 'simple-sign-in',
  },
} as const;

/**
 * A host page as a product would write it: the stub (which queues the setup call), then the async loader.
 * The setup object is JSON, so no page value is ever evaluated.
 */
export function embedPageHtml(page: keyof typeof EMBED_PAGES): string {
  const { widget, mountPoint, title } = EMBED_PAGES[page];
  const setup = JSON.stringify({
    widget,
    offeringId: OFFERING_ID_IDENTITY_GLOBAL,
    offeringEnv: 'e2e',
    offeringZone: 'ssz',
  });
  return (
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><link rel="icon" href="data:,">` +
    `<script>${STUB_SNIPPET}identityKit('setup',${setup});</script>` +
    '<script async src="/embed/loader.js"></script></head>' +
    `<body><p>A plain HTML host page. The widget mounts below.</p><div id="${mountPoint}"></div></body></html>`
  );
}

/**
 * The playground's strict page policy (issue 21 §4) plus what a product's host page really needs: its inline
 * stub snippet, allowed by hash only (CSP level 2 `'sha256-…'`), its empty `data:` icon and inline styles.
 */
export function embedPageHeaders(html: string): Readonly<Record<string, string>> {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  const headers = pageSecurityHeaders("'self'", { script: hashes, img: ['data:'] });
  const csp = headers['content-security-policy'] ?? '';
  // The widget runtime sets inline styles on the host page (the kit's own demo pages need none).
  return { ...headers, 'content-security-policy': `${csp}; style-src 'self' 'unsafe-inline'` };
}

const TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Builds the loader and its chunks into `outDir/embed` and writes the pages. */
export async function writeEmbedDemo(outDir: string, root: string): Promise<void> {
  const script = pathToFileURL(join(root, 'scripts/build-embed.mjs')).href;
  const { buildEmbed } = (await import(/* @vite-ignore */ script)) as {
    buildEmbed(options: { root: string; outDir: string }): Promise<void>;
  };
  const dir = join(outDir, 'embed');
  await mkdir(dir, { recursive: true });
  await buildEmbed({ root, outDir: dir });
  await Promise.all(
    (Object.keys(EMBED_PAGES) as (keyof typeof EMBED_PAGES)[]).map((page) =>
      writeFile(join(dir, `${EMBED_PAGES[page].file}.html`), embedPageHtml(page)),
    ),
  );
}

/** Static routes of a demo written by `writeEmbedDemo`: the pages, `/embed/loader.js`, `/embed/chunks/*`. */
export async function readEmbedDemo(outDir: string): Promise<Record<string, StaticAsset>> {
  const dir = join(outDir, 'embed');
  const html = 'text/html; charset=utf-8';
  const page = async (file: string): Promise<StaticAsset> => {
    const body = await readFile(join(dir, file));
    return { contentType: html, body, headers: embedPageHeaders(body.toString('utf8')) };
  };
  const routes: Record<string, StaticAsset> = {
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(EMBED_PAGES).map(
          async ([path, { file }]) => [path, await page(`${file}.html`)] as const,
        ),
      ),
    ),
    '/embed/loader.js': { contentType: TYPES['js'] ?? '', body: await readFile(join(dir, 'loader.js')) },
  };
  for (const file of await readdir(join(dir, 'chunks'))) {
    const type = TYPES[file.slice(file.lastIndexOf('.') + 1)];
    if (type !== undefined) {
      routes[`/embed/chunks/${file}`] = {
        contentType: type,
        body: await readFile(join(dir, 'chunks', file)),
      };
    }
  }
  return routes;
}
