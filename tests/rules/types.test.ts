import { describe, expectTypeOf, it } from 'vitest';
import {
  aalForZone,
  buildSignInPayload,
  evaluatePassword,
  FIELD_VALIDATORS,
  getPasswordPolicy,
  isAllowedHost,
  mapEnvironment,
  normalizePhone,
  phoneValidationOutcome,
  toPasswordRulesAttribute,
  validateEmail,
  validateField,
  type AalLevel,
  type Environment,
  type FieldName,
  type FieldOptions,
  type FieldReason,
  type FieldResult,
  type FieldValidator,
  type HostCheck,
  type PasswordCriteria,
  type PasswordPolicy,
  type PhoneResult,
  type SignInPayload,
} from '../../rules';
import * as rules from '../../rules';

// Type tests of the public API (checked by `tsc`; the runtime calls are trivially true).
describe('rules public types', () => {
  it('validators share one signature', () => {
    expectTypeOf(validateEmail).toEqualTypeOf<(value: string, options?: FieldOptions) => FieldResult>();
    expectTypeOf(validateField).parameters.toEqualTypeOf<[FieldName, string, FieldOptions?]>();
    expectTypeOf(validateField).returns.toEqualTypeOf<FieldResult>();
    expectTypeOf(FIELD_VALIDATORS).toEqualTypeOf<{ readonly [F in FieldName]: FieldValidator }>();
    // Every exported validate* for a field is a FieldValidator.
    const fields: FieldValidator[] = [
      rules.validateEmail,
      rules.validateFirstName,
      rules.validateLastName,
      rules.validateCompany,
      rules.validatePassword,
      rules.validatePin,
      rules.validateUserId,
      rules.validateUid,
      rules.validateUsPhone,
      rules.validateIntlPhone,
      rules.validateSsn,
      rules.validatePostalCode,
      rules.validateDateOfBirth,
      rules.validateVerificationCode,
    ];
    expectTypeOf(fields).toEqualTypeOf<FieldValidator[]>();
  });

  it('field names and results are closed unions', () => {
    expectTypeOf<FieldName>().toEqualTypeOf<
      | 'email'
      | 'firstName'
      | 'lastName'
      | 'company'
      | 'password'
      | 'pin'
      | 'userId'
      | 'uid'
      | 'usPhone'
      | 'intlPhone'
      | 'ssn'
      | 'postalCode'
      | 'dateOfBirth'
      | 'verificationCode'
    >();
    expectTypeOf<Extract<FieldResult, { valid: true }>>().toEqualTypeOf<{ valid: true; value: string }>();
    expectTypeOf<Extract<FieldResult, { valid: false }>>().toEqualTypeOf<{
      valid: false;
      reason: FieldReason;
    }>();
    expectTypeOf<'required'>().toExtend<FieldReason>();
    expectTypeOf<'nope'>().not.toExtend<FieldReason>();
    expectTypeOf<FieldOptions['country']>().toEqualTypeOf<'US' | 'CA' | undefined>();
  });

  it('password criteria carry the flags of seed 000 §3.4', () => {
    expectTypeOf(evaluatePassword).returns.toEqualTypeOf<PasswordCriteria>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('minLengthMet').toEqualTypeOf<boolean>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('maxLengthExceeded').toEqualTypeOf<boolean>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('consecutive').toEqualTypeOf<false>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('disallowedWords').toEqualTypeOf<boolean>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('usernameConflict').toEqualTypeOf<boolean>();
    expectTypeOf<PasswordCriteria>().toHaveProperty('valid').toEqualTypeOf<boolean>();
    expectTypeOf(getPasswordPolicy).returns.toEqualTypeOf<PasswordPolicy>();
    expectTypeOf(toPasswordRulesAttribute).parameter(0).toEqualTypeOf<PasswordPolicy>();
    expectTypeOf(rules.PASSWORD_POLICIES.nist.preset).toEqualTypeOf<'nist'>();
    expectTypeOf(rules.loadCommonPasswords).returns.resolves.toEqualTypeOf<ReadonlySet<string>>();
  });

  it('phone results narrow on valid', () => {
    expectTypeOf(normalizePhone).returns.toEqualTypeOf<PhoneResult>();
    const r = normalizePhone('+12125550199');
    if (r.valid) {
      expectTypeOf(r.e164).toEqualTypeOf<string>();
      expectTypeOf(r.country).toEqualTypeOf<string | null>();
      expectTypeOf(r.smsSupported).toEqualTypeOf<boolean>();
    } else {
      expectTypeOf(r.reason).toEqualTypeOf<rules.PhoneReason>();
    }
  });

  it('policy helpers are precisely typed', () => {
    expectTypeOf(aalForZone('secret')).toEqualTypeOf<AalLevel>();
    expectTypeOf(aalForZone('x' as string)).toEqualTypeOf<AalLevel | null>();
    expectTypeOf<AalLevel>().toEqualTypeOf<15 | 20 | 25 | 30>();
    expectTypeOf(mapEnvironment).returns.toEqualTypeOf<Environment | null>();
    expectTypeOf<Environment>().toEqualTypeOf<'prd' | 'e2e' | 'prf' | 'localhost'>();
    expectTypeOf(isAllowedHost).returns.toEqualTypeOf<HostCheck>();
    expectTypeOf(buildSignInPayload).returns.toEqualTypeOf<SignInPayload>();
    expectTypeOf<SignInPayload['targetAAL']>().toEqualTypeOf<20 | undefined>();
    expectTypeOf<SignInPayload['generateLongLivedToken']>().toEqualTypeOf<true | undefined>();
    expectTypeOf(phoneValidationOutcome).returns.toEqualTypeOf<
      'valid' | 'invalid' | 'voiceOnlyValid' | 'smsOnlyValid'
    >();
    const signUp = rules.buildSignUpPayload({ user: { username: 'x' }, targetAAL: 15, offeringId: 'o' });
    expectTypeOf(signUp.offeringId).toEqualTypeOf<string>();
    expectTypeOf(signUp.user).toEqualTypeOf<{ username: string } | undefined>();
  });
});
