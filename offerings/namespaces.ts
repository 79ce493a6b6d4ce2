/**
 * Configurable screens (namespaces) and the account-manager widget list. spec: seed 001 §2.
 */

/** The 14 screen namespaces a per-offering configuration can target (seed 001 §2). */
export const NAMESPACES = [
  'sign-in',
  'simple-sign-in',
  'sign-up',
  'account-recovery',
  'mfa',
  'idproofing',
  'mfa-manager',
  'phone-manager',
  'access-history',
  'email-confirmation',
  'verified-user-update',
  'idp-consent-flow',
  'account-manager',
  'remediation-green',
] as const;

/** A configurable screen namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** Widgets the account manager can list (seed 001 §2), in display order. */
export const ACCOUNT_MANAGER_WIDGETS = [
  'fullname',
  'userid',
  'email',
  'password',
  'sqa',
  'mfa',
  'phone',
  'consent',
  'address',
  'linkedIdentities',
  'accessHistory',
] as const;

/** One entry of the account-manager widget list. */
export type AccountManagerWidget = (typeof ACCOUNT_MANAGER_WIDGETS)[number];

const namespaceSet: ReadonlySet<string> = new Set(NAMESPACES);

/** True when `value` is one of the 14 configurable namespaces. */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && namespaceSet.has(value);
}

/** The business units of seed 001 §9. */
export const BUSINESS_UNITS = ['ceg', 'ctg', 'cto', 'pcg', 'sbg'] as const;

/** A business unit: ceg personal finance, ctg consumer tax, cto tax online, pcg professional tax, sbg small business. */
export type BusinessUnit = (typeof BUSINESS_UNITS)[number];
