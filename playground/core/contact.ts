/**
 * The service's contact checks: phone numbers to E.164 with the warnings of seed 001 §4 (VOICE_UNSUPPORTED,
 * SMS_UNSUPPORTED), and email addresses with the statuses of seed 000 §5 (valid / warning / error).
 *
 * Deterministic fixture rules (documented in README.md) stand in for carrier lookups:
 * - a number whose calling code is not an SMS code (seed 000 §5 list) gets SMS_UNSUPPORTED;
 * - US numbers 555-0180 to 555-0189 are landlines: SMS_UNSUPPORTED (voice only);
 * - US numbers 555-0190 to 555-0199 are mobile-only lines: VOICE_UNSUPPORTED (SMS only).
 */

import { EMAIL_MAX_LENGTH, isEmailAddress, smsCallingCodes } from '../../rules';

export interface PhoneCheck {
  readonly e164: string | null;
  readonly warnings: readonly ('VOICE_UNSUPPORTED' | 'SMS_UNSUPPORTED')[];
}

/** Normalises a phone number to E.164 (a 10-digit number is a US number, seed 000 §5), or null. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) {
    return null;
  }
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) {
      return null;
    }
    if (digits.startsWith('1') && !isUsNational(digits.slice(1))) {
      return null;
    }
    return `+${digits}`;
  }
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return isUsNational(national) ? `+1${national}` : null;
}

/** NANP: 10 digits, area code and exchange code start 2 to 9 (seed 001 §5 US phone). */
function isUsNational(national: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

export function checkPhone(input: string): PhoneCheck {
  const e164 = normalizePhone(input);
  if (e164 === null) {
    return { e164: null, warnings: [] };
  }
  const digits = e164.slice(1);
  const smsCodes = smsCallingCodes('primary');
  const smsOk = smsCodes.some((code) => digits.startsWith(code) && (code !== '1' || digits.length === 11));
  if (!smsOk) {
    return { e164, warnings: ['SMS_UNSUPPORTED'] };
  }
  const line = digits.startsWith('1') ? digits.slice(4) : '';
  if (/^55501[8]\d$/.test(line)) {
    return { e164, warnings: ['SMS_UNSUPPORTED'] };
  }
  if (/^55501[9]\d$/.test(line)) {
    return { e164, warnings: ['VOICE_UNSUPPORTED'] };
  }
  return { e164, warnings: [] };
}

/** Domains the playground treats as disposable (warning) or misspelt (warning with a suggestion). */
const DISPOSABLE = ['mailinator.com', 'trashmail.example', 'disposable.example'];
const TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'exmaple.com': 'example.com',
  'yaho.com': 'yahoo.com',
};

export interface EmailCheck {
  readonly statusType: 'valid' | 'warning' | 'error';
  readonly statusCode: string;
  readonly message: string;
}

export function checkEmail(address: string): EmailCheck {
  const trimmed = address.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH || /[\s!]/.test(trimmed) || !isEmailAddress(trimmed)) {
    return {
      statusType: 'error',
      statusCode: 'INVALID_EMAIL',
      message: 'This is not a valid email address.',
    };
  }
  const domain = trimmed.slice(trimmed.lastIndexOf('@') + 1).toLowerCase();
  if (DISPOSABLE.includes(domain)) {
    return {
      statusType: 'warning',
      statusCode: 'DISPOSABLE_EMAIL',
      message: 'Disposable addresses cannot receive account notices.',
    };
  }
  const suggestion = TYPOS[domain];
  if (suggestion !== undefined) {
    return { statusType: 'warning', statusCode: 'DOMAIN_SUGGESTION', message: `Did you mean ${suggestion}?` };
  }
  return { statusType: 'valid', statusCode: 'VALID', message: '' };
}
