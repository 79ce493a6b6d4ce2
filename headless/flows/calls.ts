import type { WebauthnCredentialJSON } from '../client/wire';
import type { ChannelType, CollectedConsent, IdentifierType } from '../core';
import type { OowAnswer, UserUpdate } from './outcome-data';
import type { OAuthRequest } from './post-auth/oauth';

/**
 * Requests the flows ask for, as data. `effects.ts` of each flow turns one into a client call and its result
 * into an event. Secret fields (password, code, answers, newPassword) exist only here, for the lifetime of
 * the request; they never enter state, events sent to analytics, or errors.
 */
export type IdentityCall =
  | {
      readonly op: 'signIn';
      readonly username: string;
      readonly password: string;
      readonly captchaToken: string | null;
      readonly namespaceId: string;
      readonly targetAal: number | null;
      readonly rememberMe: boolean;
      readonly staySignedIn: boolean;
    }
  | {
      readonly op: 'lookupUsernames';
      readonly identifier: string;
      readonly identifierType: IdentifierType;
      readonly offeringId: string;
      readonly namespaceId: string;
    }
  /** The account chosen after a sign-in answered SELECT_ACCOUNT (the password was already proven). */
  | { readonly op: 'postSelectAccount'; readonly userId: string; readonly offeringId: string }
  | { readonly op: 'deleteAccountChoice'; readonly identifier: string; readonly identifierType: string }
  | { readonly op: 'evaluateAuth'; readonly targetAal: number | null; readonly policies: readonly string[] }
  | { readonly op: 'upgradeAal'; readonly targetAal: number; readonly policies: readonly string[] }
  | { readonly op: 'signOut' }
  | { readonly op: 'bestAccount'; readonly username: string; readonly offeringId: string }
  // the realm picker (seed 000 §4.3 "choose a realm"): the user's realms, then a ticket for the chosen one
  | { readonly op: 'getRealms' }
  | { readonly op: 'createTicketWithUserRealm'; readonly realmId: string }
  | {
      readonly op: 'updateUser';
      readonly userId: string;
      readonly fields: UserUpdate;
      readonly lookupNext: boolean;
      readonly recordContactInfo: boolean;
    }
  | {
      readonly op: 'resetPassword';
      readonly password: string;
      readonly confirmationId: string;
      readonly sessionToken: string;
    }
  | { readonly op: 'sendConfirmation'; readonly channelType: ChannelType; readonly at: number }
  | {
      readonly op: 'verifyConfirmation';
      readonly channelType: ChannelType;
      readonly code: string;
      readonly confirmationId: string | null;
      readonly staySignedIn: boolean;
    }
  | { readonly op: 'verifyTotp'; readonly code: string }
  /** The security question's answer (SQA challenge), a secret like a code. */
  | { readonly op: 'verifySecurityAnswer'; readonly answer: string }
  | { readonly op: 'generateTotpKey'; readonly issuer: string | null }
  | { readonly op: 'activateTotpKey'; readonly code: string }
  | {
      readonly op: 'createChannelConfirmation';
      readonly userId: string;
      readonly channelType: ChannelType;
      readonly address: string;
    }
  | {
      readonly op: 'confirmChannel';
      readonly userId: string;
      readonly channelType: ChannelType;
      readonly code: string;
      readonly confirmationId: string;
      readonly lookupNext: boolean;
    }
  | { readonly op: 'getOOWQuestions' }
  | { readonly op: 'gradeOOWAnswers'; readonly sessionId: string; readonly answers: readonly OowAnswer[] }
  | { readonly op: 'collectConsent'; readonly consents: readonly CollectedConsent[] }
  | {
      readonly op: 'exchangeTicketForAuthCode';
      readonly request: OAuthRequest;
      /** Also look the username up (operation recovery-info) for x_username (seed 000 §4.6). */
      readonly lookupUsername: boolean;
    }
  | { readonly op: 'contactInfoStatus' }
  | { readonly op: 'recordContactInfoSkip' }
  | {
      readonly op: 'passkey';
      readonly username: string | null;
      readonly offeringId: string;
      /** An assertion passkey autofill obtained: verify it without asking the browser again. */
      readonly credential?: WebauthnCredentialJSON;
    }
  // passkey registration from the post-auth prompt (seed 000 §3.7 webAuthnRegistration): options, create, verify
  | { readonly op: 'registerPasskey'; readonly offeringId: string }
  // invitation (seed 000 §4.4); the access code lives only here
  | {
      readonly op: 'verifyInvitation';
      readonly invitationId: string;
      readonly accessCode: string;
      readonly offeringId: string;
    }
  | { readonly op: 'invitationAttributes'; readonly invAttr: string }
  // accept (with the access code, again only in the request) or decline (reject) the invitation
  | {
      readonly op: 'answerInvitation';
      readonly invitationId: string;
      readonly accepted: boolean;
      readonly accessCode: string | null;
    }
  // partner auth (seed 000 §4.5); the response token lives in the session and travels in a header
  | {
      readonly op: 'partnerAuthBegin';
      readonly partnerUid: 'google';
      readonly offeringId: string;
      readonly signInLink: string | null;
      readonly state: string | null;
    }
  | { readonly op: 'partnerAuthGetData'; readonly responseToken: string }
  | { readonly op: 'partnerAuthLink'; readonly responseToken: string }
  // the lazily loaded flows (flows/late-flows.ts): a chunk load, not a client call
  | { readonly op: 'loadFlows' };

export type IdentityCallOp = IdentityCall['op'];
