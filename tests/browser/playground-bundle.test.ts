// The playground's browser bundle really runs in a browser: esbuild bundles playground/ for the browser
// (no Node modules), and Chromium (playwright-core, /usr/bin/chromium as TOOLCHAIN.md sets up) runs
// createPlayground with a virtual authenticator: password sign-in, WebAuthn registration and assertion
// verified by @simplewebauthn/server inside the page, and TOTP.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const PAGE = `<!doctype html><html lang="en"><head><title>playground bundle</title></head><body><script type="module">
import { createPlayground, totpCode } from './js/index.js';
const out = {};
try {
  const pg = createPlayground({ seed: 'browser' });
  const post = async (path, body) => (await pg.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  out.signIn = (await post('/access_client/sign_in', { username: 'alex@example.com', password: 'Correct-Horse-7' })).action;
  const creation = await post('/fido2/registration/options', {});
  const created = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(creation) });
  out.registered = (await post('/fido2/registration/verify', { credential: created.toJSON() })).verified;
  const request = await post('/fido2/authentication/options', { username: 'alex.rivera' });
  const asserted = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(request) });
  out.passkey = (await post('/fido2/authentication/verify', { credential: asserted.toJSON() })).action;
  await post('/access_client/sign_in', { username: 'tess.totp', password: 'Correct-Horse-7' });
  out.totp = (await post('/access_client/verify_totp', { verificationCode: [await totpCode('JBSWY3DPEHPK3PXP', pg.now())] })).action;
} catch (error) { out.error = String(error); }
window.__result = out;
</script></body></html>`;

let dir = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'playground-bundle-'));
  const result = await build({
    entryPoints: ['playground/index.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    splitting: true,
    outdir: join(dir, 'js'),
    logLevel: 'silent',
    metafile: true,
  });
  const nodeInputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('node:'));
  expect(nodeInputs).toEqual([]);
  writeFileSync(join(dir, 'index.html'), PAGE);
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path.replace(/\.\./g, '')));
      res.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('browser bundle', () => {
  it('runs sign-in, WebAuthn verification and TOTP inside Chromium', async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      // localhost, not 127.0.0.1: a WebAuthn RP ID must be a domain.
      await page.goto(`http://localhost:${port}/`);
      await page.waitForFunction(
        () => (window as unknown as { __result?: unknown }).__result !== undefined,
        null,
        { timeout: 30_000 },
      );
      const result = await page.evaluate(() => (window as unknown as { __result: unknown }).__result);
      expect(result).toEqual({ signIn: 'PASS', registered: true, passkey: 'PASS', totp: 'PASS' });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
