// useIdentityProofing against the playground (seed 001 §3, §5).
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdentityProofing } from '../../../headless/flows/identity-proofing/useIdentityProofing';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness, eventsFreeOf } from '../flow-harness';

const SSN = '123456789';
const input = {
  firstName: 'Alex',
  lastName: 'Rivera',
  ssn: SSN,
  birthDate: '04/09/1980',
  street: '1 Elm Street',
  city: 'Springfield',
  state: 'CA',
  zipCode: '94043',
};

describe('useIdentityProofing against the playground', () => {
  it('SSN sent dashed, DOB at noon UTC; right answers verify; no SSN in state or analytics', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() => useIdentityProofing({ client: h.client, onEvent: h.onEvent }));
    act(() => result.current.actions.submit({ ...input, zipCode: '9' }));
    expect(result.current.state.fieldErrors.zipCode).toBeDefined();
    act(() => result.current.actions.submit(input));
    act(() => result.current.actions.submit(input));
    await waitFor(() => expect(result.current.state.step).toBe('questions'));
    expect(h.count('/generate_oow_challenges')).toBe(1);
    const body = h.bodyOf('/generate_oow_challenges');
    expect(body?.['ssn']).toBe('123-45-6789');
    expect(String(body?.['birthDate'])).toContain('T12:00:00');
    for (const q of result.current.state.questions) {
      const right =
        q.answers.find((a) => a.text === 'Elm Street' || a.text === 'Playground Savings') ?? q.answers[0];
      act(() => result.current.actions.chooseAnswer(q.questionId, right?.answerId ?? ''));
    }
    act(() => result.current.actions.submitAnswers());
    await waitFor(() => expect(result.current.state.step).toBe('verified'));
    expect(JSON.stringify(result.current.state)).not.toContain(SSN);
    expect(eventsFreeOf(h.events, [SSN, '123-45-6789'])).toBe(true);
  });

  it('a mismatch shows the identity-match failure text key (pay-stub variant)', async () => {
    const h = createFlowHarness();
    expect((await h.client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { result } = renderHook(() =>
      useIdentityProofing({ client: h.client, config: { failureVariant: 'payStub', country: 'CA' } }),
    );
    expect(result.current.state.nationalIdKey).toBe('nationalId.CA');
    expect(result.current.state.dateOrder).toBe('YMD');
    const { result: us } = renderHook(() => useIdentityProofing({ client: h.client }));
    act(() => us.current.actions.submit({ ...input, lastName: 'Nobody' }));
    await waitFor(() => expect(us.current.state.step).toBe('failed'));
    expect(us.current.state.errorCode).toBe('IDP_USER_DENIED');
    expect(us.current.state.failureKey).toBe('configured.identityMatchFailure');
    expect(result.current.state.failureKey).toBe('configured.identityMatchFailurePayStub');
    act(() => us.current.actions.retry());
    expect(us.current.state.step).toBe('form');
  });
});
