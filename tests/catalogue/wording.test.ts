import { describe, expect, it } from 'vitest';
import {
  describeLastLogin,
  getPasswordChecklist,
  getPasswordPolicy,
  evaluatePassword,
  type FieldName,
} from '../../rules';
import {
  COLLISION_TOKENS,
  NATIONAL_ID_COUNTRIES,
  SECURITY_QUESTIONS,
  accountDeletionNotice,
  collisionMessage,
  describeFieldError,
  enUS,
  fieldLabel,
  fieldPrompt,
  isSecurityQuestionKey,
  lastLoginText,
  loadLocale,
  lockoutNotice,
  nationalIdName,
  passwordRequirementText,
  promptFieldOf,
  securityQuestionMessageKey,
  translate,
  type PromptField,
} from '../../catalogue';

describe('collision tokens (seed 000 §8.2)', () => {
  it.each([
    ['usernameTaken', {}, 'username_taken', 'clearField', 'collision.chooseDifferentId'],
    [
      'usernameTaken',
      { minimal: true },
      'userid_accountcollision',
      'clearField',
      'collision.chooseDifferentId',
    ],
    ['emailCollision', {}, 'already_user', 'dismiss', 'collision.noThanks'],
    ['emailCollision', { variant: 'foundAccount' }, 'found_an_account', 'dismiss', 'collision.noThanks'],
    ['emailMismatch', {}, 'different_email_as_user_id', null, null],
    ['betterAccount', {}, 'found_an_account_using', 'sendUserId', 'collision.sendUserId'],
  ] as const)('%s %j -> %s', (kind, options, token, action, actionKey) => {
    const m = collisionMessage(kind, options);
    expect(m).toEqual({ token, key: `collision.${token}`, action, actionKey });
    expect(COLLISION_TOKENS).toContain(token);
  });

  it('the better-account message shows the masked email', () => {
    expect(translate('collision.found_an_account_using', { maskedEmail: 'j***e@example.com' })).toBe(
      'We found an account that uses j***e@example.com.',
    );
  });
});

describe('required-field prompts and their "valid" variants (seed 001 §8)', () => {
  const spec: PromptField[] = [
    'userId',
    'email',
    'password',
    'firstName',
    'lastName',
    'answer',
    'verificationCode',
    'streetAddress',
    'city',
    'state',
    'zipCode',
    'postalCode',
    'dateOfBirth',
  ];

  it.each(spec)('%s has a required prompt and a distinct valid variant', (field) => {
    const required = fieldPrompt(field, 'required');
    const invalid = fieldPrompt(field, 'invalid');
    expect(required.message).toMatch(/^(Enter|Choose) (your|the) /);
    expect(invalid.message).toMatch(/^(Enter|Choose) a valid /);
    expect(required.key).toBe(`field.${field}.required`);
  });

  it.each([
    ['email', 'required', 'US', 'Enter your email address.', null],
    ['email', 'invalidFormat', 'US', 'Enter a valid email address, like name@example.com.', null],
    [
      'email',
      'whitespace',
      'US',
      'Enter a valid email address, like name@example.com.',
      'Remove any spaces.',
    ],
    ['uid', 'required', 'US', 'Enter your user ID.', null],
    ['usPhone', 'invalidFormat', 'US', 'Enter a valid phone number.', null],
    [
      'intlPhone',
      'unsupportedCountry',
      'US',
      'Enter a valid phone number.',
      "We can't accept phone numbers from this country.",
    ],
    ['postalCode', 'invalidFormat', 'US', 'Enter a valid 5-digit ZIP code.', null],
    ['postalCode', 'invalidFormat', 'CA', 'Enter a valid postal code, like A1A 1A1.', null],
    [
      'dateOfBirth',
      'invalidDate',
      'US',
      'Enter a valid date of birth, like MM/DD/YYYY.',
      'Enter a real date.',
    ],
    [
      'dateOfBirth',
      'invalidDate',
      'CA',
      'Enter a valid date of birth, like YYYY/MM/DD.',
      'Enter a real date.',
    ],
    ['ssn', 'required', 'US', 'Enter your Social Security number.', null],
    ['ssn', 'invalidFormat', 'CA', 'Enter a valid Social Insurance Number.', null],
    ['verificationCode', 'tooShort', 'US', 'Enter a valid 6-digit verification code.', 'This is too short.'],
  ] as const)('describeFieldError(%s, %s, %s)', (field, reason, country, message, hint) => {
    expect(describeFieldError(field, reason, { country })).toMatchObject({ message, hint });
  });

  it('maps every rules field to a prompt', () => {
    const fields: FieldName[] = [
      'email',
      'firstName',
      'lastName',
      'company',
      'password',
      'pin',
      'userId',
      'uid',
      'usPhone',
      'intlPhone',
      'ssn',
      'postalCode',
      'dateOfBirth',
      'verificationCode',
    ];
    for (const f of fields) {
      expect(enUS[`field.${promptFieldOf(f)}.required`]).toBeTruthy();
    }
  });

  it('labels come from the table', () => {
    expect(fieldLabel('email').message).toBe('Email address');
    expect(fieldLabel('nationalId', { country: 'GB' }).message).toBe('National Insurance number');
  });
});

describe('national-ID country variants (seed 001 §8)', () => {
  it.each([
    ['US', 'Social Security number'],
    ['GB', 'National Insurance number'],
    ['CA', 'Social Insurance Number'],
    ['IN', 'PAN'],
    ['BR', 'CEP'],
    ['gb', 'National Insurance number'],
    ['DE', 'Social Security number'],
    [null, 'Social Security number'],
  ])('%s -> %s', (country, name) => {
    expect(nationalIdName(country)).toBe(name);
  });

  it('every variant is in the prompts', () => {
    for (const c of NATIONAL_ID_COUNTRIES) {
      expect(fieldPrompt('nationalId', 'required', { country: c }).message).toBe(
        `Enter your ${nationalIdName(c)}.`,
      );
    }
  });

  it('is translated', async () => {
    await loadLocale('fr-CA');
    expect(fieldPrompt('nationalId', 'required', { country: 'CA', locale: 'fr-CA' }).message).toBe(
      "Entrez votre numéro d'assurance sociale.",
    );
  });
});

describe('security questions (seed 001 §3)', () => {
  it('are the 11 questions with unique short keys and texts', () => {
    expect(SECURITY_QUESTIONS).toHaveLength(11);
    const texts = SECURITY_QUESTIONS.map((k) => enUS[securityQuestionMessageKey(k)]);
    expect(new Set(texts).size).toBe(11);
    for (const t of texts) {
      expect(t.endsWith('?')).toBe(true);
    }
  });

  it.each([
    ['firstTeacher', /teacher's last name/],
    ['firstLove', /boyfriend or girlfriend/],
    ['firstBoss', /boss/],
    ['favoriteVacation', /vacation spot/],
    ['firstPet', /pet/],
    ['favoriteMusician', /musician/],
    ['favoriteMovieCharacter', /movie character/],
    ['favoriteBook', /book/],
    ['childhoodSummer', /summers as a child/],
    ['childhoodHero', /childhood hero/],
    ['childhoodBestFriend', /childhood best friend/],
  ] as const)('%s asks about %s', (key, pattern) => {
    expect(enUS[securityQuestionMessageKey(key)]).toMatch(pattern);
    expect(isSecurityQuestionKey(key)).toBe(true);
  });

  it('rejects unknown keys', () => {
    expect(isSecurityQuestionKey('mothersMaidenName')).toBe(false);
    expect(isSecurityQuestionKey(undefined)).toBe(false);
  });
});

describe('configured messages (seed 001 §5, §8), verbatim in en-US', () => {
  it.each([
    ['configured.identityVerificationFailedHeader', "Hmm, that didn't work"],
    ['configured.accountDisabledHeader', "The feature you've requested is temporarily unavailable."],
    ['configured.tryAgainLink', 'Try signing in again'],
    [
      'configured.payStubRetryHelper',
      'Make sure you are using the information provided to your employer and shown on your pay stub',
    ],
    [
      'configured.identityMatchFailure',
      'No match found. Make sure you are using the information for the primary tax payer (first person listed on the tax return).',
    ],
  ] as const)('%s', (key, text) => {
    expect(enUS[key]).toBe(text);
  });

  it('has the pay-stub/W-9 and owner variants', () => {
    expect(enUS['configured.identityMatchFailurePayStub']).toMatch(/pay stub or W-9/);
    expect(enUS['configured.identityMatchFailureOwner']).toMatch(/company owner or primary principal/);
    expect(enUS['configured.ownerRetryHelper']).toMatch(/owner or primary principal/);
  });
});

describe('account deletion, lockout and last-login texts', () => {
  it('account deletion says 72 hours and about 45 days (seed 001 §4, §9)', () => {
    expect(accountDeletionNotice()).toBe(
      "You can cancel this request within 72 hours. After that, you won't be able to sign in while we process it, which takes about 45 days.",
    );
  });

  it.each([
    [1, 'Try again in 1 minute,'],
    [2, 'Try again in 2 minutes,'],
    [0.2, 'Try again in 1 minute,'],
    [59.5, 'Try again in 60 minutes,'],
  ])('lockout with %s minutes', (minutes, text) => {
    expect(lockoutNotice(minutes)).toContain(text);
  });

  it.each([null, undefined, 0, -4, Number.NaN, Number.POSITIVE_INFINITY])(
    'lockout without a usable time (%s) says later',
    (minutes) => {
      expect(lockoutNotice(minutes)).toBe(enUS['lockout.noticeNoTime']);
    },
  );

  it.each([
    [0, 'Last signed in today'],
    [1, 'Last signed in 1 day ago'],
    [3, 'Last signed in 3 days ago'],
    [7, 'Last signed in 1 week ago'],
    [20, 'Last signed in 2 weeks ago'],
    [30, 'Last signed in 1 month ago'],
    [400, 'Last signed in 1 year ago'],
    [800, 'Last signed in 2 years ago'],
  ])('last login %s days ago', (days, text) => {
    const now = Date.UTC(2026, 0, 1);
    expect(lastLoginText(describeLastLogin(now - days * 86_400_000 - 1000, now))).toBe(text);
  });
});

describe('password criteria tokens (seed 000 §5)', () => {
  it('words every checklist line of both presets, with its numbers', () => {
    for (const preset of ['legacy', 'nist'] as const) {
      const policy = getPasswordPolicy(preset);
      for (const line of getPasswordChecklist(policy, evaluatePassword('abc', { policy: preset }))) {
        const text = passwordRequirementText(line);
        expect(text).not.toMatch(/[{}]/);
        expect(text.length).toBeGreaterThan(3);
      }
    }
    expect(passwordRequirementText({ key: 'minLength', params: { min: 8 } })).toBe('At least 8 characters');
    expect(passwordRequirementText({ key: 'maxLength', params: { max: 32 } })).toBe(
      'No more than 32 characters',
    );
  });

  it('has every seed 000 §5 token', () => {
    for (const key of [
      'password.minLength',
      'password.upperAndLower',
      'password.numeric',
      'password.special',
      'password.noRepeated',
      'password.noSpaces',
      'password.maxLength',
      'password.goodPassword',
      'password.hint',
    ] as const) {
      expect(enUS[key]).toBeTruthy();
    }
  });
});

describe('other wording of seed 001 §8', () => {
  it.each([
    'error.userIdTaken',
    'error.userIdNotValid',
    'error.userIdOrPasswordIncorrect',
    'error.incorrectCredentials',
    'error.incorrectPassword',
    'error.invalidPassword',
    'error.resetCodeInvalidOrExpired',
    'error.incorrectSecurityCode',
    'error.verificationCodeExpiredOrIncorrect',
    'error.emailLinkExpired',
    'error.invitationExpired',
    'error.maxAttemptsReached',
    'error.accountTemporarilyLocked',
    'error.accountDeactivated',
    'error.externalLoginDenied',
    'error.accessDenied',
    'error.identityNotVerified',
    'error.informationDoesNotMatch',
    'error.noProfileFound',
    'error.invalidEmail',
    'browser.unsupported.title',
    'browser.unsupported.body',
    'error.sessionExpired',
    'error.securityQuestionTimeLimit',
    'error.issueOnOurEnd',
    'error.refreshAndTryAgain',
    'error.phoneVerificationProblem',
    'error.identityInfoMismatchRefresh',
  ] as const)('%s is worded', (key) => {
    expect(enUS[key].length).toBeGreaterThan(5);
  });

  it('"issue on our end" and "refresh and try again" read as the spec says', () => {
    expect(enUS['error.issueOnOurEnd']).toMatch(/issue on our end\. Please try again/);
    expect(enUS['error.refreshAndTryAgain']).toMatch(/refresh the page and try again/i);
  });
});
