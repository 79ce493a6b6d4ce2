import { describe, expect, it } from 'vitest';
import {
  FIELD_NAMES,
  validateCompany,
  validateDateOfBirth,
  validateEmail,
  validateField,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePin,
  validatePostalCode,
  validateSsn,
  validateUid,
  validateUserId,
  validateUsPhone,
  validateVerificationCode,
  type FieldName,
  type FieldOptions,
  type FieldResult,
} from '../../rules';

const ok = (value: string): FieldResult => ({ valid: true, value });
const no = (reason: Extract<FieldResult, { valid: false }>['reason']): FieldResult => ({
  valid: false,
  reason,
});
type Row = [input: string, expected: FieldResult, options?: FieldOptions];

function table(name: string, validate: (v: string, o?: FieldOptions) => FieldResult, rows: Row[]): void {
  describe(name, () => {
    it.each(rows)('%j', (input, expected, options) => {
      expect(validate(input, options)).toEqual(expected);
    });
  });
}

table('validateEmail', validateEmail, [
  ['jane.doe@example.com', ok('jane.doe@example.com')],
  ['  jane@example.co.uk  ', ok('jane@example.co.uk')],
  ["o'brien+tag@mail.example.org", ok("o'brien+tag@mail.example.org")],
  ['', no('required')],
  ['   ', no('required')],
  ['', ok(''), { optional: true }],
  ['jane doe@example.com', no('whitespace')],
  ['jane!@example.com', no('invalidCharacters')],
  ['jane@example', no('invalidFormat')],
  ['jane@@example.com', no('invalidFormat')],
  ['@example.com', no('invalidFormat')],
  ['jane@', no('invalidFormat')],
  ['.jane@example.com', no('invalidFormat')],
  ['ja..ne@example.com', no('invalidFormat')],
  ['jane@-example.com', no('invalidFormat')],
  ['jane@example.c', no('invalidFormat')],
  ['jane@example.123', no('invalidFormat')],
  ['jane@xn--bcher-kva.xn--p1ai', ok('jane@xn--bcher-kva.xn--p1ai')],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`, no('tooLong')],
  [
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`,
    ok(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`),
  ],
  [`${'a'.repeat(65)}@example.com`, no('invalidFormat')],
  ['jane@example.com', no('tooLong'), { maxLength: 10 }],
  ['jane@example.com', no('pattern'), { pattern: /@corp\.example$/ }],
  ['jane@corp.example', ok('jane@corp.example'), { pattern: /@corp\.example$/g }],
]);

table('validateFirstName', validateFirstName, [
  ['Jane', ok('Jane')],
  [' José ', ok('José')],
  ["D'Arcy-Smith Jr.", ok("D'Arcy-Smith Jr.")],
  ['O\u2019Neil', ok('O\u2019Neil')],
  ['Zoë^!,`', ok('Zoë^!,`')],
  ['Jose\u0301', ok('Jose\u0301')],
  ['Анна', ok('Анна')],
  ['Agent 47', ok('Agent 47')],
  ['a'.repeat(35), ok('a'.repeat(35))],
  ['a'.repeat(36), no('tooLong')],
  ['Jane<script>', no('invalidCharacters')],
  ['Jane_Doe', no('invalidCharacters')],
  ['Jane@', no('invalidCharacters')],
  ['', no('required')],
  ['', ok(''), { optional: true }],
]);

table('validateLastName', validateLastName, [
  ['Doe', ok('Doe')],
  ['van der Berg', ok('van der Berg')],
  ['Doe;', no('invalidCharacters')],
]);

table('validateCompany', validateCompany, [
  ['Acme, Inc.', ok('Acme, Inc.')],
  ['Smith & Sons', no('invalidCharacters')],
  ["Joe's (West): [A]; {B} _x-y", ok("Joe's (West): [A]; {B} _x-y")],
  ['Société Générale', ok('Société Générale')],
  ['A', ok('A')],
  ['Acme <b>', no('invalidCharacters')],
  ['', no('required')],
]);

table('validatePassword', validatePassword, [
  ['secret', ok('secret')],
  ['secre', no('tooShort')],
  [' secret', no('whitespace')],
  ['secret ', no('whitespace')],
  ['sec ret', no('whitespace')],
  ['sec\tret', no('whitespace')],
  ['pässwörd', ok('pässwörd')],
  ['😀😀😀😀😀😀', ok('😀😀😀😀😀😀')],
  ['😀😀😀', no('tooShort')],
  ['', no('required')],
  ['   ', no('whitespace')],
  ['', ok(''), { optional: true }],
]);

table('validatePin', validatePin, [
  ['1234', ok('1234')],
  ['123', no('tooShort')],
  ['12 34', no('whitespace')],
  [' 1234', no('whitespace')],
  ['abcd', ok('abcd')],
  ['abcd', no('pattern'), { pattern: /^\d+$/ }],
]);

table('validateUserId', validateUserId, [
  ['jdoe', ok('jdoe')],
  ['  jdoe  ', ok('jdoe')],
  ['jdo', no('tooShort')],
  ['j doe', no('whitespace')],
  ['x'.repeat(256), ok('x'.repeat(256))],
  ['x'.repeat(257), no('tooLong')],
  ['jane@example.com', ok('jane@example.com')],
  ['jdoe(1)', ok('jdoe(1)')],
]);

table('validateUid', validateUid, [
  ['jdoe_123', ok('jdoe_123')],
  ['jd', no('tooShort')],
  ...[...'<|>";:,()[]'].map((ch): Row => [`jdoe${ch}x`, no('invalidCharacters')]),
  ['j doe', no('whitespace')],
]);

table('validateUsPhone', validateUsPhone, [
  ['2125550199', ok('2125550199')],
  ['(212) 555-0199', ok('2125550199')],
  ['212.555.0199', ok('2125550199')],
  ['1 212 555 0199', ok('2125550199')],
  ['+1 (212) 555-0199', ok('2125550199')],
  ['12125550199', ok('2125550199')],
  ['1125550199', no('invalidFormat')],
  ['0125550199', no('invalidFormat')],
  ['2121550199', no('invalidFormat')],
  ['2120550199', no('invalidFormat')],
  ['212555019', no('invalidFormat')],
  ['22125550199', no('invalidFormat')],
  ['+44 20 7946 0958', no('invalidFormat')],
  ['212-555-O199', no('invalidCharacters')],
  ['', ok(''), { optional: true }],
]);

table('validateSsn', validateSsn, [
  ['123-45-6789', ok('123-45-6789')],
  ['123456789', ok('123-45-6789')],
  [' 123456789 ', ok('123-45-6789')],
  ['123-456789', no('invalidFormat')],
  ['12345-6789', no('invalidFormat')],
  ['123 45 6789', no('invalidFormat')],
  ['12345678', no('invalidFormat')],
  ['1234567890', no('invalidFormat')],
  ['abc-de-fghi', no('invalidFormat')],
  ['123-456-789', ok('123 456 789'), { country: 'CA' }],
  ['123 456 789', ok('123 456 789'), { country: 'CA' }],
  ['123456789', ok('123 456 789'), { country: 'CA' }],
  ['123-456 789', no('invalidFormat'), { country: 'CA' }],
  ['123-45-6789', no('invalidFormat'), { country: 'CA' }],
]);

table('validatePostalCode', validatePostalCode, [
  ['94043', ok('94043')],
  ['9404', no('invalidFormat')],
  ['94043-1351', no('invalidFormat')],
  ['K1A 0B1', no('invalidFormat')],
  ['K1A 0B1', ok('K1A 0B1'), { country: 'CA' }],
  ['k1a0b1', ok('K1A 0B1'), { country: 'CA' }],
  ['K1A  0B1', no('invalidFormat'), { country: 'CA' }],
  ['11A 0B1', no('invalidFormat'), { country: 'CA' }],
  ['94043', no('invalidFormat'), { country: 'CA' }],
]);

const today = new Date(2026, 10, 22);
table('validateDateOfBirth', validateDateOfBirth, [
  ['04/09/1980', ok('04/09/1980'), { today }],
  ['4/9/1980', ok('04/09/1980'), { today }],
  ['4/9/80', ok('04/09/1980'), { today }],
  ['4/9/05', ok('04/09/2005'), { today }],
  ['11/22/26', ok('11/22/2026'), { today }],
  ['11/23/2026', no('invalidDate'), { today }],
  ['02/29/2024', ok('02/29/2024'), { today }],
  ['02/29/2023', no('invalidDate'), { today }],
  ['02/29/2000', ok('02/29/2000'), { today }],
  ['02/29/1900', no('invalidDate'), { today }],
  ['13/01/1980', no('invalidDate'), { today }],
  ['00/10/1980', no('invalidDate'), { today }],
  ['04/31/1980', no('invalidDate'), { today }],
  ['1980/04/09', no('invalidFormat'), { today }],
  ['04-09-1980', ok('04/09/1980'), { today }],
  ['04/09/198', no('invalidFormat'), { today }],
  ['April 9 1980', no('invalidFormat'), { today }],
  ['1980/04/09', ok('1980/04/09'), { today, country: 'CA' }],
  ['1980/4/9', ok('1980/04/09'), { today, country: 'CA' }],
  ['04/09/1980', no('invalidFormat'), { today, country: 'CA' }],
  ['2024/02/30', no('invalidDate'), { today, country: 'CA' }],
]);

table('validateVerificationCode', validateVerificationCode, [
  ['123456', ok('123456')],
  [' 123456 ', ok('123456')],
  ['123 456', ok('123456')],
  ['123-456', ok('123456')],
  ['12345', no('tooShort')],
  ['1234567', no('tooLong')],
  ['12345a', no('invalidCharacters')],
  ['١٢٣٤٥٦', no('invalidCharacters')],
  ['', no('required')],
]);

describe('validateField', () => {
  it('lists the 14 fields of seed 001 §5', () => {
    expect(FIELD_NAMES).toEqual([
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
    ]);
  });

  it.each<[FieldName, string, FieldResult]>([
    ['email', ' a@b.co ', ok('a@b.co')],
    ['firstName', 'Ann', ok('Ann')],
    ['lastName', '', no('required')],
    ['company', 'Acme', ok('Acme')],
    ['password', ' secret1', no('whitespace')],
    ['pin', '1234', ok('1234')],
    ['userId', 'abc', no('tooShort')],
    ['uid', 'ab:cd', no('invalidCharacters')],
    ['usPhone', '(212) 555-0199', ok('2125550199')],
    ['intlPhone', '(212) 555-0199', ok('+12125550199')],
    ['ssn', '123456789', ok('123-45-6789')],
    ['postalCode', '94043', ok('94043')],
    ['dateOfBirth', '1/2/1990', ok('01/02/1990')],
    ['verificationCode', '000000', ok('000000')],
  ])('%s %j', (field, value, expected) => {
    expect(validateField(field, value)).toEqual(expected);
  });

  it('trims every field except passwords and pins', () => {
    for (const field of FIELD_NAMES) {
      const result = validateField(field, '   ', { optional: true });
      const expected = field === 'password' || field === 'pin' ? no('whitespace') : ok('');
      expect(result, field).toEqual(expected);
    }
  });

  it('treats empty as valid only when optional', () => {
    for (const field of FIELD_NAMES) {
      expect(validateField(field, ''), field).toEqual(no('required'));
      expect(validateField(field, '', { optional: true }), field).toEqual(ok(''));
    }
  });

  it('answers an unknown field name without throwing', () => {
    expect(validateField('nope' as FieldName, 'x')).toEqual(no('invalidFormat'));
  });

  it('refuses the value when the pattern option is unusable, instead of ignoring it', () => {
    expect(validateField('userId', 'jdoe', { pattern: 'jdoe' as unknown as RegExp })).toEqual(no('pattern'));
    expect(validateField('userId', 'jdoe', { pattern: /^jd/y })).toEqual(ok('jdoe'));
    expect(validateField('userId', 'jdoe', { pattern: /^jd/y })).toEqual(ok('jdoe'));
  });

  it('applies minLength after the field rule', () => {
    expect(validateField('password', 'secret', { minLength: 8 })).toEqual(no('tooShort'));
    expect(validateField('password', 'secret12', { minLength: 8 })).toEqual(ok('secret12'));
  });
});
