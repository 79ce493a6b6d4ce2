/**
 * Public entry of `identity-kit/headless`: what a team building its own sign-in UI needs. The provider, the
 * client factory, one hook per flow (`{ state, actions, get*Props }`), the field hooks, `useIdentityFlow` for
 * where the journey is and `useIdentityEvents` for what a host hears. Hooks return codes, no markup and no
 * translated text. Stores, transitions, selectors and request slots live in `identity-kit/headless/advanced`;
 * the wire types in the server-safe `identity-kit/client`. Every value here is a stable API
 * (tests/headless/public-api.test.ts counts them).
 *
 * @packageDocumentation
 */

// The identity client (all IO) and its errors.
export { createIdentityClient, isIdentityError } from './client';
export type {
  FetchLike,
  IdentityClient,
  IdentityClientOptions,
  IdentityError,
  IdentityErrorKind,
} from './client';

// One store per provider; the journey's route and host events.
export { IdentityProvider, useIdentityLocale, useOffering } from './provider';
export type { IdentityProviderProps } from './provider';
export { useIdentityFlow, useIdentityEvents } from './flows/journey';
export type {
  IdentityRoute,
  IdentityRouteView,
  IdentityFlowActions,
  UseIdentityFlow,
  IdentityJourneyEvent,
} from './flows/journey';
export type { AnalyticsEvent, HostCommand } from './core';
export type { FlowConfig } from './flows/config';

// Sign-in journey: sign-in, MFA, post-auth, invitation and partner hooks (seed 000 §4.3-§4.6).
export { useSignIn, SIGN_IN_FIELD_NAMES } from './flows/sign-in';
export type { UseSignIn, SignInActions, SignInView } from './flows/sign-in';
export { useMfa, MFA_FIELD_NAMES, WEBAUTHN_NOT_ALLOWED, WEBAUTHN_UNSUPPORTED } from './flows/mfa';
export type { UseMfa, MfaActions, MfaView, ChoosableChallengeType } from './flows/mfa';
export { usePostAuth } from './flows/post-auth';
export type { UsePostAuth, PostAuthActions, PostAuthView } from './flows/post-auth';
export { useInvitation, useInvitationAccept } from './flows/invitation';
export type {
  UseInvitation,
  InvitationActions,
  InvitationView,
  UseInvitationAccept,
  UseInvitationAcceptOptions,
  InvitationAcceptActions,
  InvitationAcceptView,
} from './flows/invitation';
export { usePartnerAuth } from './flows/partner';
export type { UsePartnerAuth, PartnerActions, PartnerView } from './flows/partner';
export { preloadIdentityFlows } from './flows/identity-store';

// Stand-alone flows: each hook owns its store (headless/flows/README.md).
export { useSignUp, preloadSignUpFlow, SIGN_UP_FIELD_NAMES } from './flows/sign-up';
export type { UseSignUp, SignUpConfig } from './flows/sign-up';
export { useRecovery, preloadRecoveryFlow, RECOVERY_FIELD_NAMES } from './flows/recovery';
export type { UseRecovery, RecoveryConfig } from './flows/recovery';
export { useConsent } from './flows/consent';
export type { UseConsent } from './flows/consent';
export { useIdentityProofing } from './flows/identity-proofing';
export type { UseIdentityProofing, ProofingConfig } from './flows/identity-proofing';
export { useVerifiedUserUpdate } from './flows/verified-user-update';
export type { UseVerifiedUserUpdate } from './flows/verified-user-update';
export { useAccountDeletionNotice } from './flows/notices';
export type { UseAccountDeletionNotice } from './flows/notices';
export { useEmailConfirmation } from './flows/email-confirmation';
export type { UseEmailConfirmation, EmailConfirmationLinkInput } from './flows/email-confirmation';

// Account management for signed-in users (issue 20) is its own entry, `identity-kit/headless/account`
// (headless/account.ts): sixteen section hooks would double this entry's surface for apps that only sign in.

// Field hooks (password checker, user-id/email collision, phone, form).
export { usePasswordField, useUserIdField, useEmailField, usePhoneField, useForm } from './fields';
export type {
  UsePasswordField,
  UsePasswordFieldOptions,
  UseCollisionField,
  UseCollisionFieldOptions,
  UsePhoneField,
  UsePhoneFieldOptions,
  UseForm,
  UseFormOptions,
  FormError,
} from './fields';

// MFA enrolment: the authenticator-app QR code, drawn locally.
export { createTotpQrCode } from './client';
export type { TotpQrCode, TotpQrInput } from './client';
// Lazy chunks start loading on the user's first input; apps prefetch their own the same way.
export { onFirstInput } from './client';
