// Pure transition tables of the field machines (no React, no DOM: this file runs in the node project).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXISTS_BANNER,
  collisionTransition,
  initialCollisionState,
  selectCollisionView,
  type CollisionConfig,
  type CollisionState,
} from '../../../headless/fields/collision/machine';
import {
  affectedFields,
  formTransition,
  selectFormView,
  validateAll,
  validateFormField,
  type FormRules,
} from '../../../headless/fields/form/machine';
import {
  disallowedWordsFrom,
  initialPasswordFieldState,
  passwordCriteria,
  passwordFieldTransition,
  resolvePasswordPolicy,
  selectPasswordFieldView,
  type PasswordFieldState,
} from '../../../headless/fields/password/machine';
import {
  filterCountries,
  initialPhoneState,
  phoneCountryOptions,
  phoneTransition,
  type PhoneChecker,
  type PhoneConfig,
  type PhoneState,
} from '../../../headless/fields/phone/machine';
import { clientSideError } from '../../../headless/core';

const legacy = resolvePasswordPolicy({});
const crit = (value: string, words: string[] = []) =>
  passwordCriteria(value, legacy, { disallowedWords: words });

describe('password checker (seed 000 §4.8)', () => {
  const step = (s: PasswordFieldState, e: Parameters<typeof passwordFieldTransition>[1]) =>
    passwordFieldTransition(s, e);

  it.each([
    ['idle', { type: 'FOCUS' } as const, 'showingCriteria'],
    ['idle', { type: 'KEYPRESS' } as const, 'showingCriteria'],
    ['idle', { type: 'INPUT', criteria: crit('a') } as const, 'showingCriteria'],
    ['showingCriteria', { type: 'BLUR', criteria: crit('Tr1cky!pass') } as const, 'success'],
    ['showingCriteria', { type: 'BLUR', criteria: crit('short') } as const, 'failure'],
    ['failure', { type: 'FOCUS' } as const, 'showingCriteria'],
    ['success', { type: 'RESET' } as const, 'idle'],
  ])('%s --%o--> %s', (from, event, to) => {
    const [next] = step({ ...initialPasswordFieldState, phase: from as PasswordFieldState['phase'] }, event);
    expect(next.phase).toBe(to);
  });

  it('focus-out failure emits validation_failed with detail invalid and no value', () => {
    const [, effects] = step(initialPasswordFieldState, { type: 'BLUR', criteria: crit('secret-Value') });
    expect(effects).toEqual([
      { kind: 'emit', event: { type: 'validation_failed', field: 'password', detail: 'invalid' } },
    ]);
    expect(JSON.stringify(effects)).not.toContain('secret-Value');
    expect(step(initialPasswordFieldState, { type: 'BLUR', criteria: crit('Tr1cky!pass') })[1]).toEqual([]);
  });

  it('state holds flags only: the password is nowhere in it', () => {
    const [next] = step(initialPasswordFieldState, { type: 'INPUT', criteria: crit('Hunter2!xyz') });
    expect(JSON.stringify(next)).not.toContain('Hunter2');
  });

  it('a keystroke that flips no criterion returns the same state (no re-render)', () => {
    const [a] = step(initialPasswordFieldState, { type: 'INPUT', criteria: crit('abcdefghij') });
    const [b] = step(a, { type: 'INPUT', criteria: crit('abcdefghijk') });
    expect(b).toBe(a);
  });

  it('toggle shows; form submit hides again', () => {
    const [shown] = step(initialPasswordFieldState, { type: 'TOGGLE_VISIBILITY' });
    expect(shown.visible).toBe(true);
    expect(step(shown, { type: 'FORM_SUBMITTED' })[0].visible).toBe(false);
  });

  it('disallowed words come from the user name and the email parts', () => {
    expect(disallowedWordsFrom({ username: 'Jane.Doe', email: 'jdoe@acme.example.com' })).toEqual([
      'jane.doe',
      'jdoe',
      'acme',
      'example',
    ]);
    expect(crit('Xacme!Pass1', ['acme']).valid).toBe(false);
  });

  it('checklist and passwordrules come from the same policy (legacy vs nist)', () => {
    const nist = resolvePasswordPolicy({ preset: 'nist' });
    const legacyView = selectPasswordFieldView(initialPasswordFieldState, legacy);
    const nistView = selectPasswordFieldView(initialPasswordFieldState, nist);
    expect(legacyView.passwordRules).toContain('required: upper');
    expect(nistView.passwordRules).not.toContain('required: upper');
    expect(legacyView.checklist.map((l) => l.key)).toContain('upperAndLower');
    expect(nistView.checklist.map((l) => l.key)).not.toContain('upperAndLower');
    expect(legacyView.checklist.every((l) => l.met === null)).toBe(true);
  });
});

describe('collision checker (seed 000 §4.8, §5, §8.2)', () => {
  const config = (over: Partial<CollisionConfig> = {}): CollisionConfig => ({
    kind: 'userId',
    flow: 'create',
    lookup: 'availability',
    ...over,
  });
  const blur = (s: CollisionState, value: string, fieldValid = true) =>
    collisionTransition(s, { type: 'BLUR', value, fieldValid });

  it('checks only valid values that differ from the excluded value', () => {
    const s = initialCollisionState(config({ excludedValue: 'me@example.com' }));
    expect(blur(s, 'bad value', false)[1]).toEqual([]);
    expect(blur(s, ' me@example.com ')[1]).toEqual([]);
    const [next, effects] = blur(s, 'new.name');
    expect(effects).toEqual([
      {
        kind: 'request',
        key: 'usernameAvailability',
        mode: 'supersede',
        call: { kind: 'userId', lookup: 'availability', value: 'new.name' },
      },
    ]);
    expect(next.check.status).toBe('IN_PROGRESS');
  });

  it.each([
    ['create', 5],
    ['signIn', 1],
  ] as const)('%s flow: at most %i checks per value', (flow, limit) => {
    let s = initialCollisionState(config({ flow }));
    let requests = 0;
    for (let i = 0; i < 8; i += 1) {
      const [next, effects] = blur(s, 'same.name');
      requests += effects.length;
      s = collisionTransition(next, {
        type: 'CHECK_RESULT',
        value: 'same.name',
        answer: { ok: true, found: 'available' },
      })[0];
    }
    expect(requests).toBe(limit);
    expect(selectCollisionView(s).checksForValue).toBe(limit);
  });

  it('an answer for an old value is dropped; typing aborts the in-flight check', () => {
    const [checking] = blur(initialCollisionState(config()), 'first.name');
    const [typed, effects] = collisionTransition(checking, {
      type: 'INPUT',
      value: 'second.name',
      fieldValid: true,
    });
    expect(effects).toEqual([{ kind: 'abort', key: 'usernameAvailability' }]);
    const [after] = collisionTransition(typed, {
      type: 'CHECK_RESULT',
      value: 'first.name',
      answer: { ok: true, found: 'taken' },
    });
    expect(after).toBe(typed);
    expect(after.result).toBeNull();
  });

  it('maps answers: taken user id, account exists (email), better account (sign-in), failure with captcha', () => {
    const answer = (c: CollisionConfig, a: Parameters<typeof collisionTransition>[1]) => {
      const [s] = blur(initialCollisionState(c), 'x@example.com');
      return collisionTransition(s, a)[0].result;
    };
    const value = 'x@example.com';
    expect(
      answer(config(), { type: 'CHECK_RESULT', value, answer: { ok: true, found: 'taken' } }),
    ).toMatchObject({
      kind: 'usernameTaken',
      message: { token: 'username_taken', action: 'clearField' },
    });
    expect(
      answer(config({ minimal: true }), {
        type: 'CHECK_RESULT',
        value,
        answer: { ok: true, found: 'taken' },
      }),
    ).toMatchObject({ message: { token: 'userid_accountcollision' } });
    expect(
      answer(config({ kind: 'email', lookup: 'publicInfo' }), {
        type: 'CHECK_RESULT',
        value,
        answer: { ok: true, found: 'taken' },
      }),
    ).toEqual({
      kind: 'accountExists',
      message: expect.objectContaining({ token: 'already_user', action: 'dismiss' }) as unknown,
      banner: { autoDismissMs: 8000, pauseOnHover: true, dismissOnRefocus: true },
      refocused: false,
    });
    expect(
      answer(config({ kind: 'email', lookup: 'publicInfo', flow: 'signIn' }), {
        type: 'CHECK_RESULT',
        value,
        answer: { ok: true, found: 'taken', maskedEmail: 'x***@example.com' },
      }),
    ).toMatchObject({
      kind: 'betterAccountFound',
      params: { maskedEmail: 'x***@example.com' },
      message: { action: 'sendUserId' },
    });
    const error = { ...clientSideError('FORBIDDEN'), captchaRequired: true };
    expect(answer(config(), { type: 'CHECK_RESULT', value, answer: { ok: false, error } })).toEqual({
      kind: 'failed',
      code: 'FORBIDDEN',
      captchaRequired: true,
    });
    expect(ACCOUNT_EXISTS_BANNER.autoDismissMs).toBe(8000);
  });

  it('mismatch: a user id typed as an email that differs from the current email', () => {
    const s = initialCollisionState(
      config({ currentEmail: 'me@example.com', excludedValue: 'me@example.com' }),
    );
    const [next] = blur(s, 'other@example.com');
    expect(next.result).toMatchObject({
      kind: 'emailMismatch',
      message: { token: 'different_email_as_user_id' },
    });
  });

  it('refocus marks the banner; choose-different-id clears; no-thanks dismisses', () => {
    const c = config({ kind: 'email', lookup: 'publicInfo' });
    const [s1] = blur(initialCollisionState(c), 'a@example.com');
    const [s2] = collisionTransition(s1, {
      type: 'CHECK_RESULT',
      value: 'a@example.com',
      answer: { ok: true, found: 'taken' },
    });
    const [s3] = collisionTransition(s2, { type: 'FOCUS' });
    expect(s3.result).toMatchObject({ kind: 'accountExists', refocused: true });
    expect(collisionTransition(s3, { type: 'DISMISS' })[0].result).toBeNull();
    const cleared = collisionTransition(s3, { type: 'CHOOSE_DIFFERENT_ID' })[0];
    expect(cleared.value).toBe('');
    expect(cleared.result).toBeNull();
  });
});

describe('phone field (seed 000 §4.8, §5)', () => {
  const cfg: PhoneConfig = {
    smsOnly: true,
    preferredCountries: ['GB'],
    internationalAllowed: true,
    rtl: false,
  };
  // A fake rule: +49 numbers are German, everything else +1.
  const checker: PhoneChecker = (text) =>
    text.startsWith('+49')
      ? { valid: true, e164: text, country: 'DE', callingCode: '49', national: text.slice(3) }
      : { valid: true, e164: `+1${text}`, country: 'US', callingCode: '1', national: `(${text})` };
  const t = phoneTransition(checker);
  const start = (initial = '', c: PhoneConfig = cfg): PhoneState =>
    initialPhoneState(c, { country: 'US', initial });

  it('initialises from the server list; a late list after the 5 s fallback changes nothing', () => {
    const [ready] = t(start(), { type: 'COUNTRY_CODES_RESULT', codes: ['1', '44'] });
    expect(ready.countries).toEqual({ status: 'ready', source: 'server' });
    expect(ready.options.map((o) => o.country)).toEqual(['GB', 'US', 'CA', 'PR', 'GG', 'IM', 'JE']);
    const [fallback] = t(start(), { type: 'COUNTRY_CODES_TIMEOUT' });
    expect(fallback.countries.source).toBe('fallback');
    expect(t(fallback, { type: 'COUNTRY_CODES_RESULT', codes: ['1'] })[0]).toBe(fallback);
    expect(t(start(), { type: 'COUNTRY_CODES_RESULT', codes: [] })[0].countries.source).toBe('fallback');
    expect(t(start(), { type: 'COUNTRY_CODES_RESULT', codes: null })[0].countries.source).toBe('fallback');
  });

  it('SMS-only: an initial number of a non-SMS country is cleared; an SMS one is set', () => {
    const [cleared] = t(start('+4915112345678'), { type: 'COUNTRY_CODES_TIMEOUT' });
    expect(cleared.text).toBe('');
    expect(cleared.clearedUnsupported).toBe(true);
    const [kept] = t(start('2125550199'), { type: 'COUNTRY_CODES_TIMEOUT' });
    expect(kept.text).toBe('2125550199');
    const [open] = t(start('+4915112345678', { ...cfg, smsOnly: false }), { type: 'COUNTRY_CODES_TIMEOUT' });
    expect(open.text).toBe('+4915112345678');
  });

  it("smsCountries (the offering's SMS list) narrows an SMS-only picker and the numbers it accepts", () => {
    const narrowed: PhoneConfig = { ...cfg, smsCountries: ['us', 'GB'] };
    const [ready] = t(start('', narrowed), { type: 'COUNTRY_CODES_RESULT', codes: ['1', '44', '49'] });
    expect(ready.options.map((o) => o.country)).toEqual(['GB', 'US']);
    const [cleared] = t(start('+4915112345678', narrowed), {
      type: 'COUNTRY_CODES_RESULT',
      codes: ['1', '49'],
    });
    expect(cleared.clearedUnsupported).toBe(true);
    // Without SMS-only, the list does not restrict anything.
    const [open] = t(start('', { ...narrowed, smsOnly: false }), {
      type: 'COUNTRY_CODES_RESULT',
      codes: ['1', '44'],
    });
    expect(open.options.map((o) => o.country)).toContain('CA');
  });

  it('national mode on blur, never on right-to-left pages', () => {
    const [ready] = t(start(), { type: 'COUNTRY_CODES_TIMEOUT' });
    const [typed] = t(ready, { type: 'INPUT', text: '2125550199' });
    expect(t(typed, { type: 'BLUR' })[0].text).toBe('(2125550199)');
    const [rtl] = t(start('', { ...cfg, rtl: true }), { type: 'COUNTRY_CODES_TIMEOUT' });
    const [typedRtl] = t(rtl, { type: 'INPUT', text: '2125550199' });
    expect(t(typedRtl, { type: 'BLUR' })[0].text).toBe('2125550199');
  });

  it('text typed before the phone rules load is kept, rechecked on arrival, formatted only if left (never RTL)', () => {
    let loaded = false;
    const lazy = phoneTransition((text, country, intl) =>
      loaded ? checker(text, country, intl) : { valid: false, reason: 'metadataNotLoaded' },
    );
    const typeAndLeave = (c: PhoneConfig, leave: boolean): PhoneState => {
      const [ready] = lazy(start('', c), { type: 'COUNTRY_CODES_TIMEOUT' });
      const [typed] = lazy(ready, { type: 'INPUT', text: '2125550199' });
      return leave ? lazy(typed, { type: 'BLUR' })[0] : typed;
    };
    loaded = false;
    const left = typeAndLeave(cfg, true);
    const focused = typeAndLeave(cfg, false);
    const rtl = typeAndLeave({ ...cfg, rtl: true }, true);
    expect(left.text).toBe('2125550199');
    expect(left.check).toEqual({ valid: false, reason: 'metadataNotLoaded' });
    loaded = true;
    const [leftNow] = lazy(left, { type: 'RECHECK' });
    expect(leftNow.text).toBe('(2125550199)');
    expect(leftNow.check.valid).toBe(true);
    const [focusedNow] = lazy(focused, { type: 'RECHECK' });
    expect(focusedNow.text).toBe('2125550199');
    expect(focusedNow.check.valid).toBe(true);
    expect(lazy(rtl, { type: 'RECHECK' })[0].text).toBe('2125550199');
    // Typing again after leaving resets it: a later recheck does not reformat under the caret.
    const [retyped] = lazy(leftNow, { type: 'INPUT', text: '2125550198' });
    expect(lazy(retyped, { type: 'RECHECK' })[0].text).toBe('2125550198');
  });

  it('picker: type-to-search, arrow keys wrap, select closes', () => {
    const [ready] = t(start(), { type: 'COUNTRY_CODES_TIMEOUT' });
    const names: Record<string, string> = {
      GB: 'United Kingdom',
      US: 'United States',
      IN: 'India',
      FR: 'France',
    };
    const nameOf = (c: string) => names[c] ?? c;
    expect(filterCountries(ready.options, 'united', nameOf).map((o) => o.country)).toEqual(['GB', 'US']);
    expect(filterCountries(ready.options, '+91', nameOf).map((o) => o.country)).toEqual(['IN']);
    expect(filterCountries(ready.options, 'kingdom', nameOf).map((o) => o.country)).toEqual(['GB']);
    const [open] = t(ready, { type: 'PICKER_OPEN' });
    const [q] = t(open, { type: 'PICKER_QUERY', query: 'united', count: 2 });
    expect(q.picker.activeIndex).toBe(0);
    const [down] = t(q, { type: 'PICKER_MOVE', to: 'next', count: 2 });
    expect(down.picker.activeIndex).toBe(1);
    expect(t(down, { type: 'PICKER_MOVE', to: 'next', count: 2 })[0].picker.activeIndex).toBe(0);
    expect(t(q, { type: 'PICKER_MOVE', to: 'previous', count: 2 })[0].picker.activeIndex).toBe(1);
    const [chosen] = t(down, { type: 'PICKER_SELECT', country: 'FR' });
    expect(chosen.country).toBe('FR');
    expect(chosen.picker.open).toBe(false);
  });

  it('excluded countries are never listed nor selectable', () => {
    expect(
      phoneCountryOptions(['1'], [], [{ country: 'CU', callingCode: '53' }]).map((o) => o.country),
    ).not.toContain('CU');
    const [ready] = t(start(), { type: 'COUNTRY_CODES_TIMEOUT' });
    expect(t(ready, { type: 'SELECT_COUNTRY', country: 'IR' })[0]).toBe(ready);
  });
});

describe('generic form rules (seed 001 §5)', () => {
  const rules: FormRules = {
    firstName: { rule: 'firstName' },
    nickname: { required: false, minLength: 3, maxLength: 8, pattern: /^[a-z]+$/u },
    password: { secret: true, minLength: 8 },
    confirmPassword: { secret: true, confirms: 'password' },
  };

  it('validates as data {code, params}', () => {
    const values = { firstName: '  Ann ', nickname: 'ab', password: ' padded1 ', confirmPassword: 'padded1' };
    expect(validateFormField('firstName', rules, values)).toBeNull();
    expect(validateFormField('nickname', rules, values)).toEqual({ code: 'tooShort', params: { min: 3 } });
    expect(validateFormField('nickname', rules, { nickname: 'abcdefghij' })).toEqual({
      code: 'tooLong',
      params: { max: 8 },
    });
    expect(validateFormField('nickname', rules, { nickname: 'ABC' })).toEqual({
      code: 'pattern',
      params: {},
    });
    expect(validateFormField('nickname', rules, { nickname: '   ' })).toBeNull();
    // Passwords are never trimmed: ' padded1 ' is not 'padded1'.
    expect(validateFormField('confirmPassword', rules, values)).toEqual({
      code: 'mismatch',
      params: { field: 'password' },
    });
    expect(validateFormField('firstName', rules, { firstName: '' })).toEqual({
      code: 'required',
      params: {},
    });
    expect(affectedFields('password', rules)).toEqual(['password', 'confirmPassword']);
  });

  it('isComplete: valid count equals required count; errors shown only after submit', () => {
    const start = { errors: validateAll(rules, {}), submitCount: 0 };
    const view = selectFormView(start, rules);
    expect(view).toMatchObject({
      requiredCount: 3,
      validCount: 0,
      isComplete: false,
      showErrors: false,
      errorSummary: [],
    });
    const [submitted] = formTransition(start, { type: 'SUBMITTED', errors: start.errors });
    expect(selectFormView(submitted, rules).errorSummary.map((e) => e.name)).toEqual([
      'firstName',
      'password',
      'confirmPassword',
    ]);
    const good = validateAll(rules, {
      firstName: 'Ann',
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    const [done] = formTransition(submitted, { type: 'VALIDATED', errors: good });
    expect(selectFormView(done, rules)).toMatchObject({ validCount: 3, isComplete: true, errorSummary: [] });
    // An invalid optional value blocks completion too.
    const [bad] = formTransition(done, {
      type: 'VALIDATED',
      errors: { nickname: { code: 'pattern', params: {} } },
    });
    expect(selectFormView(bad, rules).isComplete).toBe(false);
    // Unchanged errors keep the state object (no re-render).
    expect(formTransition(done, { type: 'VALIDATED', errors: good })[0]).toBe(done);
  });
});

describe('layering', () => {
  it('no markup in headless/fields: no .tsx file', () => {
    const root = join(__dirname, '../../../headless/fields');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('field machines, effects and shared logic never import React', () => {
    const root = join(__dirname, '../../../headless/fields');
    const pure = [
      'shared.ts',
      ...readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) =>
          readdirSync(join(root, d.name))
            .filter((f) => !f.startsWith('use'))
            .map((f) => join(d.name, f)),
        ),
    ];
    expect(pure.length).toBeGreaterThanOrEqual(6);
    for (const file of pure) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"](react|react-dom)['"/]/u);
    }
  });
});
