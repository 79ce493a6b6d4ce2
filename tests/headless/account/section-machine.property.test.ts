// The shared account-section transition (issue 20), as a pure table and as a property over any sequence of
// intents and answers (QUALITY.md security 6): at most one request in flight, an answer for an operation
// that is not in flight changes nothing, a step-up answer is never an error, and no code or password is
// ever in the state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialSectionState,
  sectionTransition,
  type SectionEvent,
  type SectionRules,
  type SectionState,
} from '../../../headless/flows/account';

type Data = { readonly value: string; readonly verified: boolean };
type Input = { readonly value: string; readonly secret: string };

const RULES: SectionRules<Data | null, Input> = {
  slot: 'accountPhone',
  name: 'account.test',
  loads: true,
  validate: (input) => (input.value === '' ? { value: 'required' } : {}),
  verifyAfterSave: (saved) => (saved !== null && !saved.verified ? saved.value : null),
};
const transition = sectionTransition(RULES);
const CODE = '482915';
const SECRET = 'Canary-Secret-77';

const failure = (code: string) =>
  ({
    ok: false,
    error: {
      kind: 'http',
      code,
      serverMessage: '',
      status: 403,
      captchaRequired: false,
      requiresEvaluation: false,
    },
  }) as const;

const event: fc.Arbitrary<SectionEvent<Data | null, Input>> = fc.oneof(
  fc.constant({ type: 'LOAD_REQUESTED' as const }),
  fc.constant({ type: 'EDIT_STARTED' as const }),
  fc.constant({ type: 'EDIT_CANCELLED' as const }),
  fc.constant({ type: 'STEP_UP_DONE' as const }),
  fc.constant({ type: 'SEND_REQUESTED' as const }),
  fc.constantFrom('', '+16505550142').map((value) => ({
    type: 'SAVE_REQUESTED' as const,
    input: { value, secret: SECRET },
  })),
  fc.constantFrom(CODE, '12', '').map((code) => ({ type: 'CODE_SUBMITTED' as const, code })),
  fc.constantFrom('LOAD_RESULT', 'SAVE_RESULT', 'VERIFY_RESULT').chain((type) =>
    fc.oneof(
      fc.constant({
        type,
        outcome: { ok: true as const, data: { value: '+16505550142', verified: type === 'VERIFY_RESULT' } },
      }),
      fc.constantFrom('INSUFFICIENT_AUTHENTICATION_LEVEL', 'INVALID_CONFIRMATION_ID').map((code) => ({
        type,
        outcome: failure(code),
      })),
    ),
  ) as fc.Arbitrary<SectionEvent<Data | null, Input>>,
  fc.constant({
    type: 'SEND_RESULT' as const,
    outcome: { ok: true as const, data: { confirmationId: 'cnf_1' } },
  }),
);

describe('account section transition', () => {
  it('load -> view; edit -> save -> (unverified) send -> code -> verify -> view, one request at a time', () => {
    let state: SectionState<Data | null> = initialSectionState(true);
    const step = (e: SectionEvent<Data | null, Input>): number => {
      const [next, effects] = transition(state, e);
      state = next;
      return effects.filter((effect) => effect.kind === 'request').length;
    };
    expect(step({ type: 'LOAD_REQUESTED' })).toBe(1);
    expect(step({ type: 'LOAD_REQUESTED' })).toBe(0);
    step({ type: 'LOAD_RESULT', outcome: { ok: true, data: null } });
    expect(state.step).toBe('view');
    step({ type: 'EDIT_STARTED' });
    expect(step({ type: 'SAVE_REQUESTED', input: { value: '', secret: SECRET } })).toBe(0);
    expect(state.fieldErrors).toEqual({ value: 'required' });
    expect(step({ type: 'SAVE_REQUESTED', input: { value: '+16505550142', secret: SECRET } })).toBe(1);
    expect(step({ type: 'SAVE_REQUESTED', input: { value: '+16505550142', secret: SECRET } })).toBe(0);
    expect(
      step({ type: 'SAVE_RESULT', outcome: { ok: true, data: { value: '+16505550142', verified: false } } }),
    ).toBe(1);
    expect(state).toMatchObject({ step: 'code', pending: 'send', target: '+16505550142' });
    step({ type: 'SEND_RESULT', outcome: { ok: true, data: { confirmationId: 'cnf_1' } } });
    expect(step({ type: 'CODE_SUBMITTED', code: '482 915' })).toBe(1);
    step({ type: 'VERIFY_RESULT', outcome: { ok: true, data: { value: '+16505550142', verified: true } } });
    expect(state).toMatchObject({
      step: 'view',
      pending: null,
      saved: 1,
      target: null,
      confirmationId: null,
    });
  });

  it('a step-up answer sets stepUp, not an error, and blocks saves until STEP_UP_DONE', () => {
    let state = transition(initialSectionState<Data | null>(false), { type: 'EDIT_STARTED' })[0];
    state = transition(state, { type: 'SAVE_REQUESTED', input: { value: 'x', secret: SECRET } })[0];
    state = transition(state, {
      type: 'SAVE_RESULT',
      outcome: failure('INSUFFICIENT_AUTHENTICATION_LEVEL'),
    })[0];
    expect(state).toMatchObject({ stepUp: true, errorCode: null, pending: null, step: 'edit' });
    expect(transition(state, { type: 'SAVE_REQUESTED', input: { value: 'x', secret: SECRET } })[1]).toEqual(
      [],
    );
    state = transition(state, { type: 'STEP_UP_DONE' })[0];
    expect(
      transition(state, { type: 'SAVE_REQUESTED', input: { value: 'x', secret: SECRET } })[0].pending,
    ).toBe('save');
  });

  it('any sequence: one request in flight at most, stale answers change nothing, no secret in state', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state: SectionState<Data | null> = initialSectionState(true);
        for (const e of events) {
          const [next, effects] = transition(state, e);
          const requests = effects.filter((effect) => effect.kind === 'request');
          expect(requests.length).toBeLessThanOrEqual(1);
          if (requests.length === 1) {
            // A new request only when none was in flight, when the answer of the one in flight chains the
            // next (a saved contact sends its code), or when the edit aborted the load it replaced.
            const chained = e.type === `${(state.pending ?? '').toUpperCase()}_RESULT`;
            expect(
              state.pending === null || chained || effects.some((effect) => effect.kind === 'abort'),
            ).toBe(true);
          }
          if (e.type.endsWith('_RESULT') && state.pending !== e.type.replace('_RESULT', '').toLowerCase()) {
            expect(next).toEqual(state);
          }
          if (next.errorCode !== null) {
            expect(next.errorCode).not.toBe('INSUFFICIENT_AUTHENTICATION_LEVEL');
          }
          const text = JSON.stringify(next);
          expect(text).not.toContain(SECRET);
          expect(text).not.toContain(CODE);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
