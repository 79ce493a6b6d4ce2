/**
 * Sign-up flow selection (seed 001 §2, §4) and the sign-up consent end-date rule (seed 001 §9).
 */
import { CONSENT_END_DATE_EARLY, CONSENT_END_DATE_LATE } from '../rules/constants';
import type { OfferingOptions, SignUpConsent, SignUpFlow } from './options';

/** What the chosen sign-up flow turns on and off. */
export interface SignUpSettings {
  readonly flow: SignUpFlow;
  /** A password field is shown (password-signup) instead of a generated-username, passwordless account. */
  readonly showPasswordField: boolean;
  /** The email address is validated with the server (seed 001 §4). */
  readonly enableEmailValidation: boolean;
  /** Only the minimal fields are asked. */
  readonly enableMinimalFields: boolean;
  /** Show/hide toggles on the password and PIN fields. */
  readonly showHideToggle: boolean;
  /** The PIN field is shown (PIN flow). */
  readonly showPin: boolean;
  /** A phone number is required. */
  readonly isPhoneRequired: boolean;
  /** The verify-auth (access verify) call runs after sign-up. */
  readonly callVerifyAuth: boolean;
  /** The server generates the username. */
  readonly generateUsername: boolean;
  /** How the phone is verified; null when it is not. */
  readonly phoneVerification: 'sms' | null;
  /** Button/sub-header wording variant (buy-now and oia change text only). */
  readonly textVariant: 'default' | 'buy-now' | 'oia';
}

/**
 * The sign-up settings of a resolved configuration. `options.signUpFlow` already holds an allowed iux_flows
 * override. password-signup turns on the password field, email validation, minimal fields and the show/hide
 * toggles, and turns off the phone requirement and the verify-auth call. The default ecosystem sign-up has
 * no password, a generated username, a required phone (unless the offering sets isPhoneRequired false) and
 * SMS verification; PIN, buy-now and oia build on it.
 */
export function selectSignUpFlow(
  options: Pick<
    OfferingOptions,
    'signUpFlow' | 'isPhoneRequired' | 'enableEmailValidation' | 'enableMinimalFields'
  >,
): SignUpSettings {
  const flow = options.signUpFlow;
  if (flow === 'password-signup') {
    return {
      flow,
      showPasswordField: true,
      enableEmailValidation: true,
      enableMinimalFields: true,
      showHideToggle: true,
      showPin: false,
      isPhoneRequired: false,
      callVerifyAuth: false,
      generateUsername: false,
      phoneVerification: null,
      textVariant: 'default',
    };
  }
  const isPhoneRequired = options.isPhoneRequired ?? true;
  return {
    flow,
    showPasswordField: false,
    enableEmailValidation: options.enableEmailValidation,
    enableMinimalFields: options.enableMinimalFields,
    showHideToggle: flow === 'pin',
    showPin: flow === 'pin',
    isPhoneRequired,
    callVerifyAuth: true,
    generateUsername: true,
    phoneVerification: isPhoneRequired ? 'sms' : null,
    textVariant: flow === 'buy-now' || flow === 'oia' ? flow : 'default',
  };
}

/**
 * The consent end date by the rule of seed 001 §9: before mid-July 2017 the consent ends then; from that date
 * on it ends on 1 January 2018. `today` is an ISO date (YYYY-MM-DD) from the caller's clock.
 */
export function consentEndDate(today: string): string {
  return today < CONSENT_END_DATE_EARLY ? CONSENT_END_DATE_EARLY : CONSENT_END_DATE_LATE;
}

/** The sign-up consent with its end date filled by the rule when the configuration gives none. */
export function resolveSignUpConsent(consent: SignUpConsent | null, today: string): SignUpConsent | null {
  if (consent === null || consent.endDate !== undefined || consent.startDate !== undefined) {
    return consent;
  }
  return { ...consent, endDate: consentEndDate(today) };
}
