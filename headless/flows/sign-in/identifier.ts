import type { IdentifierType } from '../../core';

/**
 * Classifies what the user typed on the identifier step (seed 000 §3.7 "identifier type"). On the phone tab
 * of tabbed sign-in everything is a phone; otherwise an `@` means email, a number of 7 to 15 digits
 * (optional leading plus, common separators) means phone, and anything else is a user id.
 */
export function classifyIdentifier(value: string, tab: 'email' | 'phone' = 'email'): IdentifierType {
  if (tab === 'phone') {
    return 'phone';
  }
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    return 'email';
  }
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (/^\+?\d{7,15}$/.test(digits)) {
    return 'phone';
  }
  return 'username';
}
