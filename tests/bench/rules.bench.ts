import { bench, describe } from 'vitest';
import { FIELD_NAMES, evaluatePassword, validateField, type FieldName } from '../../rules';

// Throughput of the two rules a screen runs on every keystroke. Figures go in the closing note; no test
// asserts on time.
const SAMPLES: Record<FieldName, string> = {
  email: 'jane.doe+news@mail.example.com',
  firstName: 'José-María',
  lastName: "O'Connor",
  company: 'Acme (West), Inc.',
  password: 'Tr1cky!pass',
  pin: '1234',
  userId: 'jane.doe_1980',
  uid: 'jane.doe_1980',
  usPhone: '(212) 555-0199',
  intlPhone: '212-555-0199',
  ssn: '123456789',
  postalCode: '94043',
  dateOfBirth: '04/09/1980',
  verificationCode: '123 456',
};

describe('validateField', () => {
  bench('all 14 fields, typical input', () => {
    for (const field of FIELD_NAMES) {
      validateField(field, SAMPLES[field]);
    }
  });
  bench('email', () => {
    validateField('email', SAMPLES.email);
  });
  bench('email, 10k-character hostile input', () => {
    validateField('email', `${'a.'.repeat(5000)}@x`);
  });
});

describe('evaluatePassword', () => {
  const options = {
    username: 'jane.doe',
    disallowedWords: ['jane', 'doe', 'example'],
    previousPasswords: ['Old!pass1'],
  };
  bench('legacy, typical password with context', () => {
    evaluatePassword('Tr1cky!pass', options);
  });
  bench('nist, with a 50k-entry common list', () => {
    evaluatePassword('correct horse battery staple', { ...options, policy: 'nist', commonPasswords: COMMON });
  });
  bench('legacy, 10k-character password', () => {
    evaluatePassword(LONG, options);
  });
});

const COMMON: ReadonlySet<string> = new Set(Array.from({ length: 50_000 }, (_, i) => `password${i}`));
const LONG = 'Ab1!'.repeat(2500);
