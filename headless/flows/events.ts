import type {
  ChallengeType,
  ChannelType,
  CollectedConsent,
  ContactInfoStatus,
  IamTicket,
  IdentifierType,
  OowQuestion,
  PostAuthStep,
  UpdatedUserFields,
} from '../core';
import type { OperationKey } from './request-slots';
import type { WebauthnCredentialJSON } from '../client/wire';
import type {
  AuthOutcomeData,
  AccountsData,
  Outcome,
  OowAnswer,
  TotpProvisioning,
  UserUpdate,
} from './outcome-data';
import type { IdentityCall } from './calls';
import type { IdentityState, RealmChoice } from './state';
import type { LatePhase } from './two-phase';
import type { VuuUserFacts } from './post-auth/verified-user-update';

export type {
  AccountsData,
  AuthAction,
  AuthOutcomeData,
  Outcome,
  OowAnswer,
  TotpProvisioning,
  UserUpdate,
} from './outcome-data';

/** Events of the sign-in flow (seed 000 §4.3). */
export type SignInEvent =
  | {
      readonly type: 'IDENTIFIER_SUBMITTED';
      readonly identifier: string;
      readonly identifierType: IdentifierType;
    }
  | { readonly type: 'BACK_TO_IDENTIFIER' }
  | { readonly type: 'TAB_SELECTED'; readonly tab: 'email' | 'phone' }
  | { readonly type: 'REMEMBER_ME_SET'; readonly value: boolean }
  | { readonly type: 'STAY_SIGNED_IN_SET'; readonly value: boolean }
  | { readonly type: 'LOOKUP_RESULT'; readonly result: Outcome<AccountsData> }
  | { readonly type: 'ACCOUNT_SELECTED'; readonly userId: string }
  /** The account picked after a sign-in answered SELECT_ACCOUNT was confirmed (users/me/select_accounts). */
  | { readonly type: 'ACCOUNT_SELECT_RESULT'; readonly userId: string; readonly result: Outcome<null> }
  | {
      readonly type: 'ACCOUNT_CHOICE_DELETE_REQUESTED';
      readonly identifier: string;
      readonly identifierType: string;
    }
  | {
      readonly type: 'ACCOUNT_CHOICE_DELETE_RESULT';
      readonly identifier: string;
      readonly result: Outcome<null>;
    }
  | {
      readonly type: 'SIGN_IN_SUBMITTED';
      readonly username: string;
      readonly password: string;
      readonly captchaToken?: string;
    }
  | { readonly type: 'SIGN_IN_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | { readonly type: 'CAPTCHA_EXECUTION_STARTED' }
  | { readonly type: 'CAPTCHA_EXECUTION_FINISHED' }
  /**
   * Evaluate start or resubmit (seed 000 §4.3). `supersede`: drop an evaluation still in flight (the
   * next-challenge lookup and step-up of routing.ts: only the newest answer decides the next screen).
   */
  | { readonly type: 'EVALUATE_AUTH_REQUESTED'; readonly targetAal?: number; readonly supersede?: boolean }
  | { readonly type: 'EVALUATE_AUTH_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | { readonly type: 'SIGN_OUT_REQUESTED' }
  | { readonly type: 'SIGN_OUT_RESULT'; readonly result: Outcome<null> }
  | { readonly type: 'CLEAR_INCOMPLETE_ATTEMPTS' }
  /**
   * "Try signing in again": back to the first sign-in step with the attempt cleared (requests, session
   * data of the attempt, MFA, post-auth); config and the prefilled identifier stay.
   */
  | { readonly type: 'RESTART_REQUESTED' }
  /** SSO confirmation (step verifySignedIn): continue with the signed-in session (evaluate auth). */
  | { readonly type: 'SIGNED_IN_CONFIRMED' }
  /** SSO confirmation: sign in with another account instead (the first sign-in step). */
  | { readonly type: 'USE_ANOTHER_ACCOUNT' }
  | { readonly type: 'BEST_ACCOUNT_REQUESTED' }
  | {
      readonly type: 'BEST_ACCOUNT_RESULT';
      readonly result: Outcome<AccountsData>;
      /**
       * The answer carried the requires-evaluation header (seed 000 §7.2): it is not final until evaluate
       * auth has run (post-auth/machine.ts).
       */
      readonly requiresEvaluation?: boolean;
    }
  | { readonly type: 'CREDENTIAL_WRITE_ACCESS_REQUESTED' }
  | { readonly type: 'CREDENTIAL_WRITE_ACCESS_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | {
      readonly type: 'UPDATE_USER_REQUESTED';
      readonly fields: UserUpdate;
      readonly lookupNextChallengesOnSuccess?: boolean;
      /**
       * The verified-user update's save: after the update, record the contact info as UPDATED
       * (recordContactInfoStatus) so the server stops asking (seed 000 §7.3).
       */
      readonly recordContactInfo?: boolean;
    }
  | {
      readonly type: 'UPDATE_USER_RESULT';
      readonly updated: UpdatedUserFields;
      readonly username: string | null;
      readonly lookupNextChallengesOnSuccess: boolean;
      readonly result: Outcome<null>;
    }
  | {
      readonly type: 'RESET_PASSWORD_REQUESTED';
      readonly password: string;
      readonly confirmationId: string;
      readonly sessionToken: string;
    }
  | {
      readonly type: 'RESET_PASSWORD_RESULT';
      readonly result: Outcome<{ readonly iamTicket: IamTicket | null }>;
    };

/** Events of the MFA flow (seed 000 §2.2 challenge screens, §4.3 token bookkeeping). */
export type MfaEvent =
  /** Pick a challenge; with `at` (the injected clock) a one-time-code challenge sends its code at once. */
  | { readonly type: 'CHALLENGE_SELECTED'; readonly challengeType: ChallengeType; readonly at?: number }
  | { readonly type: 'BACK_TO_CHALLENGES' }
  /** Send or resend a sign-in confirmation code; `at` is the injected clock. */
  | { readonly type: 'CONFIRMATION_SEND_REQUESTED'; readonly channelType: ChannelType; readonly at: number }
  | {
      readonly type: 'CONFIRMATION_SEND_RESULT';
      readonly channelType: ChannelType;
      readonly at: number;
      readonly result: Outcome<{
        readonly confirmationId: string;
        readonly maskedEmail: string | null;
        readonly maskedPhone: string | null;
      }>;
    }
  | { readonly type: 'CONFIRMATION_VERIFY_SUBMITTED'; readonly code: string }
  | {
      readonly type: 'CONFIRMATION_VERIFY_RESULT';
      readonly tokenType: ChallengeType;
      readonly result: Outcome<AuthOutcomeData>;
    }
  | { readonly type: 'TOTP_SUBMITTED'; readonly code: string }
  /** Answer the security question (SQA); graded by the server, the result is a CONFIRMATION_VERIFY_RESULT. */
  | { readonly type: 'SECURITY_ANSWER_SUBMITTED'; readonly answer: string }
  /** TOTP enrolment: generate a key (secret + otpauth URI to show), then activate it with the first code. */
  | { readonly type: 'TOTP_ENROLMENT_REQUESTED'; readonly issuer?: string }
  | { readonly type: 'TOTP_ENROLMENT_RESULT'; readonly result: Outcome<TotpProvisioning> }
  | { readonly type: 'TOTP_ENROLMENT_VERIFY_SUBMITTED'; readonly code: string }
  | { readonly type: 'TOTP_ENROLMENT_VERIFY_RESULT'; readonly result: Outcome<null> }
  | { readonly type: 'TOTP_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | {
      readonly type: 'CHANNEL_CONFIRMATION_REQUESTED';
      readonly channelType: ChannelType;
      readonly address: string;
    }
  | {
      readonly type: 'CHANNEL_CONFIRMATION_RESULT';
      readonly channelType: ChannelType;
      readonly result: Outcome<{ readonly confirmationId: string }>;
    }
  | {
      readonly type: 'CHANNEL_CONFIRM_REQUESTED';
      readonly channelType: ChannelType;
      readonly code: string;
      readonly confirmationId: string;
      readonly lookupNextChallengesOnSuccess?: boolean;
    }
  | {
      readonly type: 'CHANNEL_CONFIRM_RESULT';
      readonly channelType: ChannelType;
      readonly lookupNextChallengesOnSuccess: boolean;
      readonly result: Outcome<null>;
    }
  /**
   * Sign in or answer a FIDO challenge with a passkey (navigator.credentials.get). With `credential`: the
   * assertion passkey autofill already obtained (sign-in/passkey-autofill.ts), which only needs verifying.
   */
  | { readonly type: 'PASSKEY_REQUESTED'; readonly credential?: WebauthnCredentialJSON }
  | { readonly type: 'PASSKEY_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | { readonly type: 'OOW_QUESTIONS_REQUESTED' }
  | {
      readonly type: 'OOW_QUESTIONS_RESULT';
      readonly result: Outcome<{ readonly sessionId: string; readonly questions: readonly OowQuestion[] }>;
    }
  | { readonly type: 'OOW_ANSWERS_SUBMITTED'; readonly answers: readonly OowAnswer[] }
  | { readonly type: 'OOW_ANSWERS_RESULT'; readonly result: Outcome<AuthOutcomeData> }
  | { readonly type: 'CONSENT_SUBMITTED'; readonly consents: readonly CollectedConsent[] }
  | {
      readonly type: 'CONSENT_RESULT';
      readonly consents: readonly CollectedConsent[];
      readonly result: Outcome<null>;
    };

/** Events of the post-auth sequence (seed 000 §3.7). */
export type PostAuthEvent =
  /** A UI-driven step (verified-user update, passkey registration, consent, invitation) finished or skipped. */
  | { readonly type: 'POST_AUTH_STEP_DONE'; readonly step: string }
  /** The user skipped the verified-user update (only when its display elements offer Skip, seed 000 §4.7). */
  | { readonly type: 'VUU_SKIP_REQUESTED' }
  | { readonly type: 'VUU_SKIP_RESULT'; readonly result: Outcome<null> }
  /** The user accepts the better account the best-account check offered (switch to it). */
  | { readonly type: 'BETTER_ACCOUNT_ACCEPTED' }
  /** The realm picker (seed 000 §4.3): the user's realms, the user's choice, and the chosen realm's ticket. */
  | { readonly type: 'REALMS_RESULT'; readonly result: Outcome<readonly RealmChoice[]> }
  | { readonly type: 'REALM_CHOSEN'; readonly realmId: string }
  | {
      readonly type: 'REALM_SET_RESULT';
      readonly realmId: string;
      readonly result: Outcome<{ readonly iamTicket: IamTicket | null }>;
    }
  /** "Create a passkey" on the post-auth prompt: options, navigator.credentials.create, verify. */
  | { readonly type: 'PASSKEY_REGISTRATION_REQUESTED' }
  | { readonly type: 'PASSKEY_REGISTRATION_RESULT'; readonly result: Outcome<null> }
  | {
      readonly type: 'OAUTH_EXCHANGE_RESULT';
      /** `username`: from the recovery-info lookup when one ran and answered (seed 000 §4.6). */
      readonly result: Outcome<{ readonly code: string; readonly username?: string | null }>;
    }
  /** What the verified-user update must collect (seed 000 §3.5 contactInfoStatus) and the user's facts. */
  | {
      readonly type: 'CONTACT_INFO_RESULT';
      readonly result: Outcome<{ readonly status: ContactInfoStatus; readonly user: VuuUserFacts }>;
    };

/** What an invitation check returns (seed 000 §3.7 invitation verification response, §4.4). */
export interface InvitationCheck {
  readonly statusCode: string;
  readonly channel: 'EMAIL' | 'SMS' | null;
  readonly hasIdentifierPolicy: boolean;
  readonly user: { readonly userId: string; readonly username: string | null } | null;
  readonly realmName: string | null;
  /** Who sent the invitation (`inviter.displayName`, a chosen field), when the service says. */
  readonly inviterName: string | null;
}

/** Events of the invitation flow (seed 000 §4.4). The access code travels only in the request. */
export type InvitationEvent =
  | {
      readonly type: 'INVITATION_VERIFY_REQUESTED';
      readonly invitationId: string;
      readonly accessCode: string;
    }
  | {
      readonly type: 'INVITATION_VERIFY_RESULT';
      readonly invitationId: string;
      readonly result: Outcome<InvitationCheck>;
    }
  /** getInvitationAttributes(inv_attr): the username it returns prefills the user id. */
  | { readonly type: 'INVITATION_ATTRIBUTES_REQUESTED'; readonly invAttr: string }
  /**
   * The invitation answer (seed 000 §3.7 standardInvitation / provisionalInvitation, §4.4): accept with the
   * access code, or decline. `invitationId` defaults to the verified invitation's.
   */
  | {
      readonly type: 'INVITATION_ANSWER_REQUESTED';
      readonly accepted: boolean;
      readonly accessCode?: string;
      readonly invitationId?: string;
    }
  | {
      readonly type: 'INVITATION_ANSWER_RESULT';
      readonly invitationId: string;
      readonly accepted: boolean;
      readonly result: Outcome<{ readonly statusCode: string }>;
    }
  | {
      readonly type: 'INVITATION_ATTRIBUTES_RESULT';
      readonly result: Outcome<{ readonly username: string | null }>;
    };

/** Events of partner auth (seed 000 §4.5, google only). */
export type PartnerEvent =
  | { readonly type: 'PARTNER_AUTH_REQUESTED'; readonly partnerUid: 'google' }
  | { readonly type: 'PARTNER_AUTH_BEGIN_RESULT'; readonly result: Outcome<{ readonly uri: string | null }> }
  /** Fetch the user names of the partner identity (partner_uid and response_token present). */
  | { readonly type: 'PARTNER_DATA_REQUESTED' }
  | {
      readonly type: 'PARTNER_DATA_RESULT';
      readonly result: Outcome<{ readonly userNames: readonly string[] }>;
    }
  /** Continue on the brand hand-off: link the partner identity to the signed-in user. */
  | { readonly type: 'PARTNER_LINK_REQUESTED' }
  | { readonly type: 'PARTNER_LINK_RESULT'; readonly result: Outcome<null> };

/**
 * What the routing module (routing.ts) tells the slices after it moved the journey: each slice records its
 * part. A host has no reason to dispatch them.
 */
export type RoutingEvent =
  /** An outcome asked for challenges: the picker (`challengeType` null) or the one challenge. */
  | {
      readonly type: 'CHALLENGE_OPENED';
      readonly available: readonly string[];
      readonly challengeType: string | null;
    }
  /** Evaluation passed: the post-auth sequence starts. */
  | { readonly type: 'AUTH_PASSED' }
  /** The post-auth sequence entered a step (seed 000 §3.7): the flow's own steps start their request. */
  | { readonly type: 'POST_AUTH_STEP_ENTERED'; readonly step: PostAuthStep }
  /** A PENDING invitation's user prefills the user id (seed 000 §4.4). */
  | { readonly type: 'IDENTIFIER_PREFILLED'; readonly username: string | null };

/** Core events. */
export type CoreEvent =
  /** A request's `perform` rejected (a bug); the operation still ends STOPPED with UNKNOWN_ERROR. */
  | { readonly type: 'REQUEST_CRASHED'; readonly key: OperationKey }
  /**
   * Load the MFA, post-auth, invitation and partner flows (flows/late-flows.ts, a lazy chunk) in the
   * `loadFlows` slot. The store sends it by itself when the flow first needs them; dispatching it again
   * after a failed load retries.
   */
  | { readonly type: 'FLOWS_REQUESTED' }
  /**
   * The lazy flows loaded (or not). `flows`: the loaded module's parts, installed when this event lands.
   * `replay`: the events that needed them while they were loading, in order; they run through the whole
   * transition when the load lands, and never when the load was aborted (reset, restart, dispose).
   */
  | {
      readonly type: 'FLOWS_LOAD_RESULT';
      readonly result: Outcome<{
        readonly flows: LatePhase<IdentityState, IdentityEvent, IdentityCall, OperationKey>;
        readonly replay: readonly IdentityEvent[];
      }>;
    };

export type IdentityEvent =
  SignInEvent | MfaEvent | PostAuthEvent | InvitationEvent | PartnerEvent | RoutingEvent | CoreEvent;
