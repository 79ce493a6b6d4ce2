/**
 * Widget names and their fixed mount points (seed 000 §2.1). The spec names the page elements but not their
 * ids; the kit's ids are `ik-<widget>` (chosen), and a setup call may name another element with parentId or
 * parentEl (seed 000 §3.1).
 */

/** v2 widget paths (seed 000 §2.1): every widget the loader knows by name. */
export const V2_WIDGETS = [
  'sign-in',
  'sign-up',
  'account-recovery',
  'password-collection',
  'mfa',
  'verified-user-update',
  'post-mfa-challenges',
  'account-chooser',
  'recaptcha',
  'sso-confirmation',
  'realm-picker',
  'simple-sign-in',
  'plugin-retry',
  'email-confirmation',
  'idp-consent-flow',
  'csr-confirm-password-reset',
  'consent-collection',
  'consent',
  'idproofing',
  'mfa-government-id',
  'mfa-soft-token',
  'mfa-otp',
  'legal-password-reset',
  'mfa-sms-oow',
  'mfa-challenge-picker',
  'high-risk-block',
  'phone-collection',
  'select-account',
  'post-auth-best-account',
] as const;

/** v3 account widgets (seed 000 §2.1), used when appFabric is on or iux_v3 forces it. */
export const V3_WIDGETS = [
  'account-manager',
  'password-manager',
  'full-name-manager',
  'phone-manager',
  'user-id-manager',
  'mfa-manager',
  'address-manager',
  'linked-identities-manager',
  'email-manager',
  'access-history',
  'consent-manager',
  'identity-provider-ui',
  'government-id',
  'household-view',
  'email-invite',
] as const;

export type V2Widget = (typeof V2_WIDGETS)[number];
export type V3Widget = (typeof V3_WIDGETS)[number];
/** A widget a setup call may name. */
export type WidgetName = V2Widget | V3Widget;

/**
 * v4 mount points (seed 000 §2.1), by the widget that renders into them. The spec's v4 list has elements
 * with no widget path of their own (webauthn wrapper, create-user-id wrapper, post-auth orchestrator); they
 * are listed under the nearest widget name (chosen) so every element of the list has an id.
 */
export const V4_MOUNT_POINTS: Readonly<Partial<Record<WidgetName, string>>> = {
  'sign-in': 'ik-sign-in-widget',
  'simple-sign-in': 'ik-simple-sign-in-widget',
  'sign-up': 'ik-create-user-id-wrapper',
  'account-recovery': 'ik-choose-new-password-section',
  'verified-user-update': 'ik-verified-user-update-widget',
  'mfa-government-id': 'ik-mfa-government-id-section',
  'mfa-soft-token': 'ik-mfa-soft-token-section',
  'mfa-sms-oow': 'ik-mfa-oow-phone-section',
  'select-account': 'ik-mfa-select-account-section',
  'sso-confirmation': 'ik-sso-confirmation-parent',
  'mfa-otp': 'ik-mfa-otp',
  idproofing: 'ik-id-proofing-section',
  'password-collection': 'ik-password-collection-section',
  'mfa-challenge-picker': 'ik-mfa-options',
  'phone-collection': 'ik-phone-collection-section',
  mfa: 'ik-mfa-widget',
  recaptcha: 'ik-recaptcha-wrapper',
  'post-auth-best-account': 'ik-post-auth-best-account-section',
  'post-mfa-challenges': 'ik-post-auth-orchestrator-section',
  'legal-password-reset': 'ik-webauthn-wrapper',
};

/** Widgets this kit ships a v4 build (chunk) for; other v4 widgets come from the plugin registry. */
export const SHIPPED_V4_WIDGETS = ['sign-in', 'simple-sign-in', 'sign-up', 'account-recovery'] as const;
export type ShippedWidget = (typeof SHIPPED_V4_WIDGETS)[number];

export function isWidgetName(value: unknown): value is WidgetName {
  return (
    typeof value === 'string' &&
    ((V2_WIDGETS as readonly string[]).includes(value) || (V3_WIDGETS as readonly string[]).includes(value))
  );
}

export function isShippedWidget(value: string): value is ShippedWidget {
  return (SHIPPED_V4_WIDGETS as readonly string[]).includes(value);
}

/** The id of a widget's fixed element: its v4 mount point, else `ik-<widget>` (v2 paths, v3 widgets). */
export function mountPointId(widget: WidgetName): string {
  return V4_MOUNT_POINTS[widget] ?? `ik-${widget}`;
}
