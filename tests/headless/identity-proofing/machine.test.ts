import { describe, expect, it } from 'vitest';
import {
  checkProofingInput,
  initialProofingState,
  proofingTransition,
} from '../../../headless/flows/identity-proofing/machine';
import {
  accountDeletionRequestNotice,
  invitationNotice,
  unsupportedBrowserNotice,
} from '../../../headless/flows/notices/notices';
import { vuuTransition, initialVuuState } from '../../../headless/flows/verified-user-update/machine';

const good = {
  firstName: 'Alex',
  lastName: 'Rivera',
  ssn: '123-45-6789',
  birthDate: '04/09/1980',
  street: '1 Elm',
  city: 'Town',
  state: 'CA',
  zipCode: '94043',
};

describe('identity proofing', () => {
  it('asks for, checks and sends only the chosen fields (in form order); an empty choice asks for all eight', () => {
    const state = initialProofingState({ fields: ['zipCode', 'lastName'] });
    expect(state.config.fields).toEqual(['lastName', 'zipCode']);
    expect(initialProofingState({ fields: [] }).config.fields).toHaveLength(8);
    const [refused] = proofingTransition(state, { type: 'SUBMITTED', input: {}, today: '2026-11-24' });
    expect(refused.fieldErrors).toEqual({ lastName: 'required', zipCode: 'required' });
    const [sent, effects] = proofingTransition(state, {
      type: 'SUBMITTED',
      input: { ...good, lastName: ' Rivera ' },
      today: '2026-11-24',
    });
    expect(sent.pending).toBe('questions');
    expect(effects).toContainEqual(
      expect.objectContaining({
        call: { op: 'questions', data: { lastName: 'Rivera', zipCode: '94043' }, country: 'US' },
      }),
    );
  });
  it('field checks per country', () => {
    expect(checkProofingInput(good, 'US', '2026-11-24')).toEqual({});
    expect(checkProofingInput({ ...good, ssn: '12', zipCode: 'x' }, 'US', '2026-11-24')).toMatchObject({
      ssn: expect.any(String) as string,
      zipCode: expect.any(String) as string,
    });
    expect(
      checkProofingInput(
        { ...good, ssn: '123 456 789', zipCode: 'K1A 0B1', birthDate: '1980/04/09', state: 'on' },
        'CA',
        '2026-11-24',
      ),
    ).toEqual({});
    expect(
      checkProofingInput({ ...good, ssn: 'AB123456C', zipCode: 'SW1A 1AA' }, 'GB', '2026-11-24'),
    ).toEqual({});
  });
  it('a US or Canadian state must be one of the country list (seed 001 §3); elsewhere any text', () => {
    expect(checkProofingInput({ ...good, state: 'ZZ' }, 'US', '2026-11-24')).toEqual({
      state: 'invalidFormat',
    });
    expect(checkProofingInput({ ...good, state: 'ON' }, 'US', '2026-11-24')).toEqual({
      state: 'invalidFormat',
    });
    expect(
      checkProofingInput(
        { ...good, ssn: '123 456 789', zipCode: 'K1A 0B1', birthDate: '1980/04/09', state: 'CA' },
        'CA',
        '2026-11-24',
      ),
    ).toEqual({ state: 'invalidFormat' });
    expect(checkProofingInput({ ...good, state: ' ' }, 'US', '2026-11-24')).toEqual({ state: 'required' });
    expect(
      checkProofingInput(
        { ...good, ssn: 'AB123456C', zipCode: 'SW1A 1AA', state: 'Kent' },
        'GB',
        '2026-11-24',
      ),
    ).toEqual({});
  });
  it('IDP_USER_DENIED -> failed; a second submit while pending sends nothing', () => {
    let state = initialProofingState();
    const [a, e1] = proofingTransition(state, { type: 'SUBMITTED', input: good, today: '2026-11-24' });
    const [b, e2] = proofingTransition(a, { type: 'SUBMITTED', input: good, today: '2026-11-24' });
    expect(e1).toHaveLength(1);
    expect(e2).toHaveLength(0);
    expect(JSON.stringify(b)).not.toContain('123-45-6789');
    [state] = proofingTransition(b, {
      type: 'QUESTIONS_RESULT',
      outcome: {
        ok: false,
        error: {
          kind: 'http',
          code: 'IDP_USER_DENIED',
          serverMessage: '',
          status: 403,
          captchaRequired: false,
          requiresEvaluation: false,
        },
      },
    });
    expect(state.step).toBe('failed');
  });
});

describe('verified-user update', () => {
  it('status check result applies the §4.7 rules', () => {
    const state = initialVuuState(
      {
        isPhoneRequired: false,
        isFullnameRequired: true,
        forcePhoneVerification: false,
        updateUnverifiedPhone: false,
        learnMoreLink: 'https://x',
      },
      { phones: [{ status: 'CONFIRMED' }], givenName: null, surName: null },
    );
    const [a] = vuuTransition(state, { type: 'STARTED' });
    const [b] = vuuTransition(a, {
      type: 'STATUS_RESULT',
      outcome: {
        ok: true,
        data: { emailUpdateRequired: false, phoneUpdateRequired: false, fullNameUpdateRequired: false },
      },
    });
    expect(b.step).toBe('form');
    expect(b.display).toEqual({
      email: false,
      fullName: true,
      learnMoreLink: true,
      phone: false,
      skipButton: false,
    });
  });
});

describe('notices', () => {
  it('account deletion: cancellable for 72 hours, about 45 days', () => {
    const t0 = Date.UTC(2026, 0, 1);
    expect(accountDeletionRequestNotice(t0, t0 + 71 * 3_600_000)).toMatchObject({
      canCancel: true,
      signInBlocked: false,
      cancelWithinHours: 72,
      processingDays: 45,
    });
    expect(accountDeletionRequestNotice(t0, t0 + 72 * 3_600_000)).toMatchObject({
      canCancel: false,
      signInBlocked: true,
    });
  });
  it('unsupported browser', () => {
    const all = { fetch: true, promise: true, abortController: true, urlSearchParams: true, crypto: true };
    expect(unsupportedBrowserNotice(all).show).toBe(false);
    expect(unsupportedBrowserNotice({ ...all, fetch: false })).toMatchObject({
      show: true,
      missing: ['fetch'],
    });
    expect(
      unsupportedBrowserNotice(all, { unsupportedBrowserWarning: true, hostSaysUnsupported: true }).show,
    ).toBe(true);
  });
  it('invitation: only PENDING proceeds; SMS or identifier policy needs MFA', () => {
    expect(invitationNotice({ statusCode: 'PENDING' })).toMatchObject({
      screen: 'accept',
      proceeds: true,
      requiresMfa: false,
    });
    expect(invitationNotice({ statusCode: 'PENDING', invitationChannel: 'SMS' }).requiresMfa).toBe(true);
    expect(invitationNotice({ statusCode: 'PENDING', identifierPolicies: [{}] }).requiresMfa).toBe(true);
    expect(invitationNotice({ statusCode: 'EXPIRED' })).toMatchObject({
      screen: 'expired',
      proceeds: false,
      errorCode: 'EXPIRED_INVITATION_REQUEST',
    });
    expect(invitationNotice({ statusCode: 'REMOVED' }).proceeds).toBe(false);
    expect(invitationNotice({ statusCode: 'PENDING', accepted: true }).screen).toBe('success');
  });
});
