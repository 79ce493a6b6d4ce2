// `npm run playground` (scripts/playground.mjs): serves on 127.0.0.1, honours PORT, prints every fixture
// account with the shared password, and the outbox and 404 answers are JSON over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGTERM');
  }
});

/** Starts the script and resolves with its output once the fixture table is printed (or it exits). */
function start(port: string): Promise<{ output: string; code: number | null }> {
  const child = spawn(process.execPath, ['scripts/playground.mjs'], {
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Partner sign-in')) {
        resolve({ output, code: null });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

describe('npm run playground', () => {
  it('listens on 127.0.0.1 at PORT and prints the fixture accounts', async () => {
    const { output, code } = await start('0');
    expect(code).toBeNull();
    const url = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
    expect(url).not.toBeNull();
    expect(Number(url?.[2])).toBeGreaterThan(0);
    expect(output).toContain('password Correct-Horse-7 for all');
    for (const email of [
      'alex@example.com',
      'sam.sms@example.com',
      'tess.totp@example.com',
      'lee.locked@example.com',
      'casey.captcha@example.com',
      'two.accounts@example.com',
      'vera.unverified@example.com',
    ]) {
      expect(output).toContain(email);
    }
    for (const fact of [
      'alex.rivera',
      'two.personal',
      'two.business',
      '+1 650 555 0100',
      'JBSWY3DPEHPK3PXP',
      'playground-captcha-ok',
      'inv-pending',
      '123456',
      'inv-expired',
      'demo-client',
    ]) {
      expect(output).toContain(fact);
    }
    const base = url?.[1] ?? '';
    // Issue 21 §3: on another port the notes name this server's own callback, never the fixture port.
    expect(output).toContain(`redirect URIs (exact): ${base}/callback`);
    if (!base.endsWith(':4400')) {
      expect(output).not.toMatch(/:4400\b/);
    }
    const outbox = await fetch(`${base}/__playground/outbox`);
    expect(outbox.headers.get('content-type')).toMatch(/application\/json/);
    expect(await outbox.json()).toEqual([]);
    // The demo pages share one HTML shell; the bundle picks the page from the path.
    expect(output).toContain(`${base}/signup`);
    expect(output).toContain(`${base}/recovery`);
    for (const path of ['/', '/signup', '/recovery', '/invitation']) {
      const page = await fetch(`${base}${path}`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<script type="module" src="/demo.js">');
    }
    const unknown = await fetch(`${base}/no/such/path`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ responseCode: expect.any(String) as string });
  }, 30_000);

  it('refuses a PORT that is not a port number', async () => {
    const { output, code } = await start('forty');
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a port number');
  }, 30_000);
});
