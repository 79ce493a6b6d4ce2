// The stub snippet and its queue (seed 000 §4.1): the stub records calls in order; readQueue keeps them in
// that order and sets aside what is not a known command.
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { GLOBAL_NAME, STUB_SNIPPET, readQueue, stubSnippet } from '../../embed';

function runStub(calls: string): { q?: ArrayLike<unknown>[] } {
  const window: Record<string, unknown> = {};
  runInNewContext(`${STUB_SNIPPET}${calls}`, { window, identityKit: undefined, ...{} }, { timeout: 1000 });
  return window[GLOBAL_NAME] as { q?: ArrayLike<unknown>[] };
}

describe('stub snippet', () => {
  test('queues every call with its arguments, in call order', () => {
    const global = runStub(
      "window.identityKit('setup',{widget:'sign-in'});window.identityKit('unmount','sign-in');window.identityKit('setup',{widget:'sign-up'});",
    );
    const { calls, ignored } = readQueue(global.q);
    expect(ignored).toBe(0);
    expect(calls).toEqual([
      { command: 'setup', args: [{ widget: 'sign-in' }] },
      { command: 'unmount', args: ['sign-in'] },
      { command: 'setup', args: [{ widget: 'sign-up' }] },
    ]);
  });

  test('leaves a loader that is already on the page alone', () => {
    const window: Record<string, unknown> = { [GLOBAL_NAME]: 'real' };
    runInNewContext(STUB_SNIPPET, { window });
    expect(window[GLOBAL_NAME]).toBe('real');
  });

  test('the page snippet escapes the script address and nonce', () => {
    const html = stubSnippet('https://x.example/loader.js?a=1&b="2"', 'n"once');
    expect(html).toContain('src="https://x.example/loader.js?a=1&#38;b=&#34;2&#34;"');
    expect(html).toContain('nonce="n&#34;once"');
    expect(html).toMatch(/^<script nonce="n&#34;once">window\.identityKit=/);
    expect(html).toContain('<script async src=');
  });
});

describe('readQueue', () => {
  test('no queue is an empty replay', () => {
    expect(readQueue(undefined)).toEqual({ calls: [], ignored: 0 });
    expect(readQueue(null)).toEqual({ calls: [], ignored: 0 });
  });

  test('unknown commands and malformed entries are counted, not replayed', () => {
    const { calls, ignored } = readQueue([['setup', 1], ['eval', 'x'], 42, null, [], ['unmount']]);
    expect(calls).toEqual([
      { command: 'setup', args: [1] },
      { command: 'unmount', args: [] },
    ]);
    expect(ignored).toBe(4);
    expect(readQueue({ length: 1 }).ignored).toBe(1);
  });
});
