// The loader fills developer messages itself (no ICU formatter in loader.js): same text as the catalogue's
// formatMessage for every template, and the legacy helpers warn once each (seed 001 §1, seed 000 §8.4).
import { describe, expect, test } from 'vitest';
import { DEVELOPER_ERRORS, formatMessage } from '../../catalogue';
import { createDeprecationWarner } from '../../embed';
import { fill } from '../../embed/rules/messages';

describe('fill', () => {
  test.each(Object.entries(DEVELOPER_ERRORS))('%s matches formatMessage', (_id, template) => {
    const params = {
      widget: 'sign-in',
      mountPoint: 'ik-x',
      product: 'acme',
      detail: 'd',
      ms: 5000,
      attempts: 5,
      plugin: 'p',
      generation: 'v4',
      name: 'n',
      replacement: 'r',
      partner: 'x',
      url: 'u',
      entity: 'e',
      reason: 'r',
      ordinal: 1,
      prompt: 'p',
    };
    expect(fill(template, params)).toBe(formatMessage(template, params));
  });

  test('unknown placeholders stay as written', () => {
    expect(fill('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
  });
});

describe('legacy helpers', () => {
  test('each helper warns once, analytics with the analytics wording', () => {
    const lines: string[] = [];
    const warn = createDeprecationWarner((line) => lines.push(line));
    warn('setup');
    warn('setup');
    warn('trackEvent');
    warn('trackEvent');
    warn('unmount');
    expect(lines).toEqual([
      "Deprecated: setup will be removed. Use identityKit('setup', options).",
      'Deprecated: legacy analytics call trackEvent. Use the analytics event stream instead.',
      "Deprecated: unmount will be removed. Use identityKit('unmount', widget).",
    ]);
  });
});
