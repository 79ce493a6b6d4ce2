/**
 * Wording with numbers: account deletion (seed 001 §4, §9), the sign-in lockout (seed 001 §4, §8), the
 * last-login line (seed 001 §9) and the password checklist lines (seed 000 §5).
 */
import {
  ACCOUNT_DELETION_CANCEL_HOURS,
  ACCOUNT_DELETION_PROCESSING_DAYS,
  type LastLogin,
  type PasswordRequirement,
} from '../rules';
import { translate } from './translate';

/** "You can cancel this request within 72 hours ... about 45 days." */
export function accountDeletionNotice(locale?: string | null): string {
  return translate(
    'accountDeletion.notice',
    { hours: ACCOUNT_DELETION_CANCEL_HOURS, days: ACCOUNT_DELETION_PROCESSING_DAYS },
    locale,
  );
}

/**
 * The lockout notice with the retry time in whole minutes (rounded up, so "in 1 minute" never means
 * "now"); without a usable time, the notice that says "later".
 */
export function lockoutNotice(retryAfterMinutes?: number | null, locale?: string | null): string {
  if (typeof retryAfterMinutes === 'number' && Number.isFinite(retryAfterMinutes) && retryAfterMinutes > 0) {
    return translate('lockout.notice', { minutes: Math.ceil(retryAfterMinutes) }, locale);
  }
  return translate('lockout.noticeNoTime', {}, locale);
}

/** The last-login line for rules' `describeLastLogin` result. */
export function lastLoginText(lastLogin: LastLogin, locale?: string | null): string {
  return translate(`lastLogin.${lastLogin.unit}`, { count: lastLogin.count }, locale);
}

/** The text of one password checklist line from rules' `getPasswordChecklist`. */
export function passwordRequirementText(
  requirement: Pick<PasswordRequirement, 'key' | 'params'>,
  locale?: string | null,
): string {
  const params: Record<string, number> = {};
  if (requirement.params.min !== undefined) {
    params.min = requirement.params.min;
  }
  if (requirement.params.max !== undefined) {
    params.max = requirement.params.max;
  }
  return translate(`password.${requirement.key}`, params, locale);
}
