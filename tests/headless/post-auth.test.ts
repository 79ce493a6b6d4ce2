// Post-auth sequence of seed 000 §3.7 and verified-user-update display rules of §4.7, as pure functions.
import { describe, expect, it } from 'vitest';
import { errorOf, POST_AUTH_STEPS } from '../../headless/core';
import type { FlowConfig } from '../../headless/flows/config';
import { nextPostAuthStep } from '../../headless/flows/post-auth/next-step';
import { vuuDisplayElements, type VuuConfig } from '../../headless/flows/post-auth/verified-user-update';
import { authOutcome, httpError, makeState, requests, run } from './helpers';

const everything: Partial<FlowConfig> = {
  enablePostAuthBestAccountCheck: true,
  enableVerifiedUserUpdate: true,
  enableFIDO2Registration: true,
  enableRealmPicker: true,
  enableOAuthFlow: true,
  enableConsentFlow: true,
  invitation: 'standard',
  partnerAuthentication: true,
};
const withVuuWork = makeState(everything, (draft) => {
  draft.session.vuuDisplayElements = {
    email: true,
    fullName: false,
    learnMoreLink: false,
    phone: false,
    skipButton: true,
  };
});

describe('post-auth order (seed 000 §3.7)', () => {
  it('walks the steps in the spec order, then completes', () => {
    const seen: string[] = [];
    const done: string[] = [];
    for (;;) {
      const step = nextPostAuthStep(withVuuWork, done);
      if (step === 'complete') {
        break;
      }
      seen.push(step);
      done.push(step);
    }
    expect(seen).toEqual(POST_AUTH_STEPS.filter((step) => step !== 'provisionalInvitation'));
  });

  it.each([
    ['nothing enabled', {}, 'complete'],
    ['best account first', { enablePostAuthBestAccountCheck: true, enableOAuthFlow: true }, 'bestAccount'],
    ['oauth after best account', { enableOAuthFlow: true, enableConsentFlow: true }, 'oauth'],
    [
      'passkey prompt under the cookie cap',
      { enableFIDO2Registration: true, webAuthnPromptsShown: 2 },
      'webAuthnRegistration',
    ],
    [
      'passkey prompt at the cap of 3 is skipped',
      { enableFIDO2Registration: true, webAuthnPromptsShown: 3 },
      'complete',
    ],
    [
      'verified-user update with an unknown status is checked',
      { enableVerifiedUserUpdate: true },
      'verifiedUserUpdate',
    ],
    [
      'provisional invitation',
      { invitation: 'provisional', partnerAuthentication: true },
      'provisionalInvitation',
    ],
    ['partner authentication last', { partnerAuthentication: true }, 'partnerAuthentication'],
  ] as const)('%s', (_label, config, expected) => {
    expect(nextPostAuthStep(makeState(config), [])).toBe(expected);
  });

  it('evaluation PASS runs the best-account check, then waits for the OAuth step, then signs in', () => {
    const state = makeState({ enablePostAuthBestAccountCheck: true, enableOAuthFlow: true }, (draft) => {
      draft.session.user.username = 'pat';
    });
    const passed = run(state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    expect(passed.state.step).toBe('postAuth');
    expect(passed.state.session.postAuthProcess).toBe('bestAccount');
    expect(requests(passed.effects)).toEqual([['bestAccount', 'bestAccount']]);
    const checked = run(passed.state, {
      type: 'BEST_ACCOUNT_RESULT',
      result: { ok: true, data: { users: [], reasonCode: null } },
    });
    expect(checked.state.session.postAuthProcess).toBe('oauth');
    const done = run(checked.state, { type: 'POST_AUTH_STEP_DONE', step: 'oauth' });
    expect(done.state.step).toBe('signedIn');
    expect(done.state.session.postAuthProcess).toBe('complete');
  });

  it.each([
    [
      'nothing to ask: the step passes',
      { emailUpdateRequired: false, phoneUpdateRequired: false, fullNameUpdateRequired: false },
      'signedIn',
      null,
    ],
    [
      'a phone to ask: the screen waits',
      { emailUpdateRequired: false, phoneUpdateRequired: true, fullNameUpdateRequired: false },
      'postAuth',
      { phone: true },
    ],
  ] as const)('verified-user update: %s', (_label, status, step, elements) => {
    const passed = run(makeState({ enableVerifiedUserUpdate: true }), {
      type: 'EVALUATE_AUTH_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    expect(passed.state.session.postAuthProcess).toBe('verifiedUserUpdate');
    expect(requests(passed.effects)).toEqual([['contactInfoStatus', 'contactInfoStatus']]);
    const { state } = run(passed.state, {
      type: 'CONTACT_INFO_RESULT',
      result: { ok: true, data: { status, user: { phones: [], givenName: 'A', surName: 'B' } } },
    });
    expect(state.step).toBe(step);
    expect(state.session.contactInfoStatus).toEqual(status);
    if (elements) {
      expect(state.session.vuuDisplayElements).toMatchObject(elements);
    }
  });

  it('a failed contact-info check does not block sign-in', () => {
    const passed = run(makeState({ enableVerifiedUserUpdate: true }), {
      type: 'EVALUATE_AUTH_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    const { state } = run(passed.state, {
      type: 'CONTACT_INFO_RESULT',
      result: { ok: false, error: httpError('SERVICE_UNAVAILABLE') },
    });
    expect(state.step).toBe('signedIn');
  });

  describe('verified-user update Skip (seed 000 §4.7, §7.3 recordContactInfoStatus)', () => {
    const atVuu = (skipButton: boolean) => {
      const passed = run(makeState({ enableVerifiedUserUpdate: true, enableOAuthFlow: true }), {
        type: 'EVALUATE_AUTH_RESULT',
        result: { ok: true, data: authOutcome({ action: 'PASS' }) },
      });
      // An email to confirm only: Skip is offered; a required full name: it is not.
      const status = skipButton
        ? { emailUpdateRequired: true, phoneUpdateRequired: false, fullNameUpdateRequired: false }
        : { emailUpdateRequired: false, phoneUpdateRequired: false, fullNameUpdateRequired: true };
      return run(passed.state, {
        type: 'CONTACT_INFO_RESULT',
        result: { ok: true, data: { status, user: { phones: [], givenName: null, surName: null } } },
      }).state;
    };

    it('records SKIP with the service, keeps the choice, and moves on once recorded', () => {
      const shown = atVuu(true);
      expect(shown.session.vuuDisplayElements?.skipButton).toBe(true);
      const skipping = run(shown, { type: 'VUU_SKIP_REQUESTED' });
      expect(requests(skipping.effects)).toEqual([['recordContactInfoSkip', 'recordContactInfoSkip']]);
      expect(skipping.state.session.vuuUserChoice).toBe('skip');
      expect(skipping.state.session.postAuthProcess).toBe('verifiedUserUpdate');
      expect(requests(run(skipping.state, { type: 'VUU_SKIP_REQUESTED' }).effects)).toEqual([]);
      const done = run(skipping.state, { type: 'VUU_SKIP_RESULT', result: { ok: true, data: null } });
      expect(done.state.requests.recordContactInfoSkip.status).toBe('STOPPED');
      expect(done.state.session.postAuthProcess).toBe('oauth');
      expect(done.state.session.skipVerifiedUserUpdate).toBe(true);
    });

    it('a refused or failed record keeps the step, with the error, and Skip can be tried again', () => {
      const skipping = run(atVuu(true), { type: 'VUU_SKIP_REQUESTED' });
      const done = run(skipping.state, {
        type: 'VUU_SKIP_RESULT',
        result: { ok: false, error: httpError('SERVICE_UNAVAILABLE') },
      });
      expect(errorOf(done.state.requests.recordContactInfoSkip)?.code).toBe('SERVICE_UNAVAILABLE');
      expect(done.state.session.postAuthProcess).toBe('verifiedUserUpdate');
      expect(done.state.session).toMatchObject({ skipVerifiedUserUpdate: false, vuuUserChoice: null });
      expect(requests(run(done.state, { type: 'VUU_SKIP_REQUESTED' }).effects)).toHaveLength(1);
    });

    it('is refused when the display rules do not offer Skip', () => {
      const shown = atVuu(false);
      expect(shown.session.vuuDisplayElements?.skipButton).toBe(false);
      const refused = run(shown, { type: 'VUU_SKIP_REQUESTED' });
      expect(requests(refused.effects)).toEqual([]);
      expect(refused.state.session.skipVerifiedUserUpdate).toBe(false);
      expect(refused.state.session.postAuthProcess).toBe('verifiedUserUpdate');
    });
  });

  it('a step that is not the current one cannot be marked done', () => {
    const state = makeState({ enableOAuthFlow: true, enableConsentFlow: true });
    const passed = run(state, {
      type: 'EVALUATE_AUTH_RESULT',
      result: { ok: true, data: authOutcome({ action: 'PASS' }) },
    });
    const skipped = run(passed.state, { type: 'POST_AUTH_STEP_DONE', step: 'consent' });
    expect(skipped.state.session.postAuthProcess).toBe('oauth');
  });
});

describe('verified-user update display (seed 000 §4.7)', () => {
  const base: VuuConfig = {
    isPhoneRequired: false,
    isFullnameRequired: false,
    forcePhoneVerification: false,
    updateUnverifiedPhone: false,
    learnMoreLink: null,
  };
  const named = { phones: [], givenName: 'Pat', surName: 'Lee' };
  const noStatus = { emailUpdateRequired: false, phoneUpdateRequired: false, fullNameUpdateRequired: false };

  it.each([
    ['phone update required', { ...noStatus, phoneUpdateRequired: true }, named, base, { phone: true }],
    [
      'phone required and none exists',
      noStatus,
      named,
      { ...base, isPhoneRequired: true },
      { phone: true, skipButton: false },
    ],
    [
      'phone required and one exists',
      noStatus,
      { ...named, phones: [{ status: 'UNCONFIRMED' }] },
      { ...base, isPhoneRequired: true },
      { phone: false, skipButton: false },
    ],
    [
      'unverified-phone update and phone not confirmed',
      noStatus,
      { ...named, phones: [{ status: 'UNCONFIRMED' }] },
      { ...base, updateUnverifiedPhone: true },
      { phone: true, skipButton: true },
    ],
    [
      'forced verification and phone confirmed',
      noStatus,
      { ...named, phones: [{ status: 'CONFIRMED' }] },
      { ...base, forcePhoneVerification: true },
      { phone: false, skipButton: false },
    ],
    ['email update required', { ...noStatus, emailUpdateRequired: true }, named, base, { email: true }],
    [
      'full name required and missing',
      noStatus,
      { phones: [], givenName: 'Pat', surName: null },
      { ...base, isFullnameRequired: true },
      { fullName: true, skipButton: false },
    ],
    [
      'full name required but an email step is pending',
      { ...noStatus, emailUpdateRequired: true },
      { phones: [], givenName: null, surName: null },
      { ...base, isFullnameRequired: true },
      { fullName: false, email: true, skipButton: true },
    ],
    [
      'full name required and present',
      noStatus,
      named,
      { ...base, isFullnameRequired: true },
      { fullName: false },
    ],
    [
      'learn more on a name-only step with a link',
      noStatus,
      { phones: [], givenName: null, surName: null },
      { ...base, isFullnameRequired: true, learnMoreLink: 'https://example.com/why' },
      { fullName: true, learnMoreLink: true, skipButton: false },
    ],
    [
      'learn more on an email-only step with a link',
      { ...noStatus, emailUpdateRequired: true },
      named,
      { ...base, learnMoreLink: 'https://example.com/why' },
      { email: true, learnMoreLink: true },
    ],
    [
      'no learn more when phone and email are both asked',
      { ...noStatus, emailUpdateRequired: true, phoneUpdateRequired: true },
      named,
      { ...base, learnMoreLink: 'https://example.com/why' },
      { email: true, phone: true, learnMoreLink: false },
    ],
    [
      'no learn more without a link',
      { ...noStatus, emailUpdateRequired: true },
      named,
      base,
      { email: true, learnMoreLink: false },
    ],
  ] as const)('%s', (_label, status, user, config, expected) => {
    const all = {
      email: false,
      fullName: false,
      learnMoreLink: false,
      phone: false,
      skipButton: true,
      ...expected,
    };
    expect(vuuDisplayElements(status, user, config)).toEqual(all);
  });
});
