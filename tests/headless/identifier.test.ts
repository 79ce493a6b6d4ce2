// Identifier classification for identifier-first and tabbed sign-in (seed 000 §2.2, §3.7 identifier type).
import { describe, expect, it } from 'vitest';
import { classifyIdentifier } from '../../headless/flows/sign-in/identifier';

describe('classifyIdentifier', () => {
  it.each([
    ['pat@example.com', 'email', 'email'],
    ['  pat@example.com ', 'email', 'email'],
    ['+1 (650) 555-0100', 'email', 'phone'],
    ['6505550100', 'email', 'phone'],
    ['123456', 'email', 'username'],
    ['pat.lee', 'email', 'username'],
    ['pat.lee', 'phone', 'phone'],
    ['', 'email', 'username'],
  ] as const)('%j on the %s tab is %s', (value, tab, expected) => {
    expect(classifyIdentifier(value, tab)).toBe(expected);
  });
});
