import { describe, expect, it } from 'vitest';
import {
  consentTransition,
  initialConsentState,
  isConsentPrompt,
  promptDecision,
  type ConsentEvent,
} from '../../../headless/flows/consent/machine';
import type { Effect } from '../../../headless/core';

describe('consent prompt decisions (seed 001 §3 none, login, consent, select_account)', () => {
  const table: [Parameters<typeof promptDecision>[0], boolean, boolean, string][] = [
    ['none', false, false, 'login_required'],
    ['none', true, false, 'consent_required'],
    ['none', true, true, 'granted'],
    ['login', true, true, 'reauthenticate'],
    ['consent', true, true, 'consent'],
    ['select_account', true, true, 'selectAccount'],
    [null, true, true, 'granted'],
    [null, true, false, 'consent'],
  ];
  for (const [prompt, signedIn, granted, expected] of table) {
    it(`${String(prompt)} signedIn=${String(signedIn)} granted=${String(granted)} -> ${expected}`, () => {
      expect(promptDecision(prompt, { signedIn, granted })).toBe(expected);
    });
  }
  it('only the four prompt values are accepted', () => {
    expect(isConsentPrompt('consent')).toBe(true);
    expect(isConsentPrompt('bogus')).toBe(false);
  });
  it('accept needs the required terms; one grant per intent', () => {
    const items = [{ consentType: 'TOS', kind: 'terms' as const, required: true }];
    let state = initialConsentState({ request: null, items });
    const effects: Effect<unknown, string>[] = [];
    const events: ConsentEvent[] = [
      { type: 'STARTED' },
      { type: 'ACCEPTED' },
      { type: 'TOGGLED', consentType: 'TOS', value: true },
      { type: 'ACCEPTED' },
      { type: 'ACCEPTED' },
    ];
    for (const event of events) {
      const [next, produced] = consentTransition(state, event);
      state = next;
      effects.push(...produced);
    }
    expect(effects.filter((e) => e.kind === 'request')).toHaveLength(1);
    expect(state.pending).toBe('grant');
  });
});
