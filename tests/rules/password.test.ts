import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICIES,
  evaluatePassword,
  evaluatePasswordWithCommonList,
  getPasswordChecklist,
  getPasswordPolicy,
  isCommonPassword,
  loadCommonPasswords,
  toPasswordRulesAttribute,
  type PasswordCriteria,
} from '../../rules';

const GOOD = 'Tr1cky!pass';

describe('evaluatePassword (legacy, seed 000 §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(evaluatePassword(GOOD)).toEqual<PasswordCriteria>({
      minLengthMet: true,
      maxLengthExceeded: false,
      upper: true,
      lower: true,
      numeric: true,
      special: true,
      spaces: false,
      consecutive: false,
      disallowedWords: false,
      usernameConflict: false,
      previouslyUsed: false,
      commonPassword: false,
      commonPasswordChecked: false,
      valid: true,
    });
  });

  it.each<[string, string, Partial<PasswordCriteria>]>([
    [
      'empty',
      '',
      { minLengthMet: false, upper: false, lower: false, numeric: false, special: false, valid: false },
    ],
    ['7 characters', 'Ab1!xyz', { minLengthMet: false, valid: false }],
    ['8 characters', 'Ab1!xyzw', { minLengthMet: true, valid: true }],
    ['32 characters', `Ab1!${'x'.repeat(28)}`, { maxLengthExceeded: false, valid: true }],
    ['33 characters', `Ab1!${'x'.repeat(29)}`, { maxLengthExceeded: true, valid: false }],
    ['no upper', 'tr1cky!pass', { upper: false, valid: false }],
    ['no lower', 'TR1CKY!PASS', { lower: false, valid: false }],
    ['no digit', 'Tricky!pass', { numeric: false, valid: false }],
    ['no special', 'Tr1ckyypass', { special: false, valid: false }],
    ['space', 'Tr1cky! pass', { spaces: true, valid: false }],
    ['tab', 'Tr1cky!\tpass', { spaces: true, valid: false }],
    ['no-break space', 'Tr1cky!\u00a0pass', { spaces: true, valid: false }],
    ['accented upper and lower', 'Élan1!été', { upper: true, lower: true, valid: true }],
    ['Arabic-Indic digit', 'Tricky!pass\u0663', { numeric: true }],
    ['symbol (currency)', 'Tr1ckyy€pass', { special: true, valid: true }],
    ['symbol (emoji)', 'Tr1ckyy😀pass', { special: true, valid: true }],
    ['punctuation (¿)', 'Tr1ckyy¿pass', { special: true, valid: true }],
    [
      'repeated characters still pass (flag always cleared)',
      'Aaaaaaa1!',
      { consecutive: false, valid: true },
    ],
  ])('%s', (_label, password, expected) => {
    expect(evaluatePassword(password)).toMatchObject(expected);
  });

  it('never trims: a leading space counts as whitespace and as a character', () => {
    expect(evaluatePassword(' Ab1!xyz')).toMatchObject({ spaces: true, minLengthMet: true, valid: false });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(evaluatePassword('A1!😀😀😀😀').minLengthMet).toBe(false);
    expect(evaluatePassword('Ab1!😀😀😀😀').minLengthMet).toBe(true);
  });

  it.each<[number | undefined, string, boolean]>([
    [undefined, 'Ab1!xyzw', true],
    [10, 'Ab1!xyzw', false],
    [10, 'Ab1!xyzwvu', true],
    [6, 'Ab1!xy', true],
    [100, `Ab1!${'x'.repeat(28)}`, true],
    [0, 'A', true],
    [0, '', false],
  ])('minLength %s with %j -> minLengthMet %s', (minLength, password, met) => {
    expect(evaluatePassword(password, { minLength }).minLengthMet).toBe(met);
  });

  it.each<[string, string[], boolean]>([
    [GOOD, ['pass'], true],
    [GOOD, ['PASS'], true],
    [GOOD, ['other'], false],
    [GOOD, [''], false],
    [GOOD, [], false],
  ])('disallowed words: %j with %j -> %s', (password, words, hit) => {
    const result = evaluatePassword(password, { disallowedWords: words });
    expect(result.disallowedWords).toBe(hit);
    expect(result.valid).toBe(!hit);
  });

  it.each<[string, string | undefined, boolean]>([
    ['Jdoe!2024x', 'jdoe', true],
    ['Ab1!xyzw', 'xAB1!XYZWx', true],
    ['Ab1!xyzw', 'jane', false],
    ['Ab1!xyzw', '', false],
    ['Ab1!xyzw', undefined, false],
  ])('username conflict: %j / %j -> %s', (password, username, conflict) => {
    expect(evaluatePassword(password, { username }).usernameConflict).toBe(conflict);
  });

  it('refuses a previously used password (exact match only)', () => {
    expect(evaluatePassword(GOOD, { previousPasswords: [GOOD] })).toMatchObject({
      previouslyUsed: true,
      valid: false,
    });
    expect(evaluatePassword(GOOD, { previousPasswords: [GOOD.toLowerCase()] })).toMatchObject({
      previouslyUsed: false,
      valid: true,
    });
  });

  it('uses the legacy preset by default', () => {
    expect(evaluatePassword('alllowercase words')).toEqual(
      evaluatePassword('alllowercase words', { policy: 'legacy' }),
    );
  });
});

describe('evaluatePassword (nist preset)', () => {
  it.each<[string, Partial<PasswordCriteria>]>([
    ['correct horse battery staple', { spaces: true, valid: true }],
    ['alllowercase', { valid: true }],
    ['short1!', { minLengthMet: false, valid: false }],
    ['x'.repeat(64), { maxLengthExceeded: false, valid: true }],
    ['x'.repeat(65), { maxLengthExceeded: true, valid: false }],
  ])('%j', (password, expected) => {
    expect(evaluatePassword(password, { policy: 'nist' })).toMatchObject(expected);
  });

  it('checks a supplied common list, case-insensitively', () => {
    const commonPasswords = new Set(['password1']);
    expect(evaluatePassword('PassWord1', { policy: 'nist', commonPasswords })).toMatchObject({
      commonPassword: true,
      commonPasswordChecked: true,
      valid: false,
    });
    expect(evaluatePassword('PassWord1', { policy: 'nist' })).toMatchObject({
      commonPassword: false,
      commonPasswordChecked: false,
    });
    // Full-width letters fold to the list entry under NFKC.
    expect(evaluatePassword('ＰＡＳＳＷＯＲＤ1', { policy: 'nist', commonPasswords }).commonPassword).toBe(
      true,
    );
    // The legacy preset has no common-list rule, so a list changes nothing.
    expect(evaluatePassword('PassWord1!', { commonPasswords })).toMatchObject({
      commonPasswordChecked: false,
    });
  });

  it('loads the maintained common-passwords list lazily and once', async () => {
    const first = loadCommonPasswords();
    expect(loadCommonPasswords()).toBe(first);
    const list = await first;
    expect(list.size).toBeGreaterThan(10_000);
    expect(isCommonPassword('Password', list)).toBe(true);
    expect(isCommonPassword('qz7!vT#p0-unlikely', list)).toBe(false);
  });

  it('evaluatePasswordWithCommonList applies the list for nist only', async () => {
    await expect(evaluatePasswordWithCommonList('iloveyou', { policy: 'nist' })).resolves.toMatchObject({
      commonPassword: true,
      commonPasswordChecked: true,
      valid: false,
    });
    await expect(
      evaluatePasswordWithCommonList('a rather unusual phrase', { policy: 'nist' }),
    ).resolves.toMatchObject({
      commonPassword: false,
      commonPasswordChecked: true,
      valid: true,
    });
    await expect(evaluatePasswordWithCommonList('iloveyou')).resolves.toMatchObject({
      commonPasswordChecked: false,
    });
  });
});

describe('password policy as data', () => {
  it('has the spec preset as default and a NIST preset', () => {
    expect(getPasswordPolicy()).toBe(PASSWORD_POLICIES.legacy);
    expect(getPasswordPolicy('nist')).toBe(PASSWORD_POLICIES.nist);
    expect(getPasswordPolicy('unknown')).toBe(PASSWORD_POLICIES.legacy);
    expect(PASSWORD_POLICIES.legacy).toMatchObject({
      minLength: 8,
      maxLength: PASSWORD_MAX_LENGTH,
      allowWhitespace: false,
    });
    expect(PASSWORD_POLICIES.nist).toMatchObject({
      minLength: 8,
      maxLength: 64,
      allowWhitespace: true,
      requireSpecial: false,
    });
  });

  it('clamps a configured minimum', () => {
    expect(getPasswordPolicy('legacy', { minLength: 12 }).minLength).toBe(12);
    expect(getPasswordPolicy('legacy', { minLength: 99 }).minLength).toBe(32);
    expect(getPasswordPolicy('legacy', { minLength: -3 }).minLength).toBe(1);
    expect(getPasswordPolicy('legacy', { minLength: Number.NaN }).minLength).toBe(8);
  });

  it('renders the legacy checklist in order with states', () => {
    const lines = getPasswordChecklist(PASSWORD_POLICIES.legacy, evaluatePassword('abcdefgh'));
    expect(lines.map((l) => [l.key, l.met])).toEqual([
      ['minLength', true],
      ['upperAndLower', false],
      ['numeric', false],
      ['special', false],
      ['noSpaces', true],
      ['maxLength', true],
      ['noDisallowedWords', true],
      ['notPreviouslyUsed', true],
    ]);
    expect(lines[0]?.params).toEqual({ min: 8 });
  });

  it('renders the nist checklist without composition rules, and null states before typing', () => {
    const lines = getPasswordChecklist(PASSWORD_POLICIES.nist);
    expect(lines.map((l) => l.key)).toEqual([
      'minLength',
      'maxLength',
      'noDisallowedWords',
      'notPreviouslyUsed',
      'notCommon',
    ]);
    expect(lines.every((l) => l.met === null)).toBe(true);
  });

  it('issue 18 §3: one line for the name, user ID and email (a user-name conflict fails it); none for previous passwords on a new account', () => {
    const policy = PASSWORD_POLICIES.legacy;
    const clash = getPasswordChecklist(
      policy,
      evaluatePassword('Alex-Rivera-42!', { username: 'alex-rivera' }),
    );
    expect(clash.filter((l) => l.key === 'noDisallowedWords').map((l) => l.met)).toEqual([false]);
    expect(clash.some((l) => (l.key as string) === 'notUsername')).toBe(false);
    const newAccount = getPasswordChecklist(policy, undefined, { newAccount: true }).map((l) => l.key);
    expect(newAccount).not.toContain('notPreviouslyUsed');
    expect(getPasswordChecklist(policy).map((l) => l.key)).toContain('notPreviouslyUsed');
  });

  it.each([
    [
      'legacy',
      `minlength: 8; maxlength: 32; required: lower; required: upper; required: digit; required: [-!"#$%&'()*+,./:;<=>?@[\\^_\`{|}~]]; allowed: lower, upper, digit, [-!"#$%&'()*+,./:;<=>?@[\\^_\`{|}~]];`,
    ],
    ['nist', 'minlength: 8; maxlength: 64; allowed: ascii-printable;'],
  ] as const)('passwordrules for %s', (preset, expected) => {
    expect(toPasswordRulesAttribute(PASSWORD_POLICIES[preset])).toBe(expected);
  });
});
