/**
 * Notices as data (seed 001 §2, §4, §9; seed 000 §4.4): account-deletion request, unsupported browser and
 * the invitation accept / success / expired screens. Pure functions: the UI renders catalogue keys.
 */
import { ACCOUNT_DELETION_CANCEL_HOURS, ACCOUNT_DELETION_PROCESSING_DAYS } from '../../../rules/constants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface AccountDeletionNotice {
  readonly titleKey: 'accountDeletion.title';
  /** Text with {hours} and {days}: catalogue's accountDeletionNotice() fills them. */
  readonly bodyKey: 'accountDeletion.notice';
  readonly cancelKey: 'accountDeletion.cancel';
  readonly cancelWithinHours: number;
  readonly processingDays: number;
  /** The request can still be cancelled (within 72 hours of `requestedAt`). */
  readonly canCancel: boolean;
  /** Milliseconds left to cancel (0 once the window closed). */
  readonly cancelMsLeft: number;
  /** Sign-in is blocked while the deletion is processed (after the cancel window). */
  readonly signInBlocked: boolean;
  /** Expected completion (about 45 days after the request), ms since epoch. */
  readonly expectedCompletion: number;
}

/** The account-deletion request notice: cancellable within 72 hours, processed in about 45 days. */
export function accountDeletionRequestNotice(requestedAt: number, now: number): AccountDeletionNotice {
  const windowEnd = requestedAt + ACCOUNT_DELETION_CANCEL_HOURS * HOUR_MS;
  const left = Math.max(0, windowEnd - now);
  return {
    titleKey: 'accountDeletion.title',
    bodyKey: 'accountDeletion.notice',
    cancelKey: 'accountDeletion.cancel',
    cancelWithinHours: ACCOUNT_DELETION_CANCEL_HOURS,
    processingDays: ACCOUNT_DELETION_PROCESSING_DAYS,
    canCancel: left > 0,
    cancelMsLeft: left,
    signInBlocked: left === 0,
    expectedCompletion: requestedAt + ACCOUNT_DELETION_PROCESSING_DAYS * DAY_MS,
  };
}

/** Browser capabilities the identity screens need (feature detection, never user-agent sniffing). */
export interface BrowserFeatures {
  readonly fetch: boolean;
  readonly promise: boolean;
  readonly abortController: boolean;
  readonly urlSearchParams: boolean;
  readonly crypto: boolean;
}

export interface UnsupportedBrowserNotice {
  readonly show: boolean;
  readonly titleKey: 'browser.unsupported.title';
  readonly bodyKey: 'browser.unsupported.body';
  /** Which required features are missing (for diagnostics; no user data). */
  readonly missing: readonly (keyof BrowserFeatures)[];
}

/** Reads the features from a global object (pass `globalThis` in the browser). */
export function detectBrowserFeatures(scope: Record<string, unknown>): BrowserFeatures {
  const has = (name: string): boolean => typeof scope[name] === 'function' || typeof scope[name] === 'object';
  return {
    fetch: typeof scope['fetch'] === 'function',
    promise: typeof scope['Promise'] === 'function',
    abortController: typeof scope['AbortController'] === 'function',
    urlSearchParams: typeof scope['URLSearchParams'] === 'function',
    crypto: has('crypto'),
  };
}

/**
 * The unsupported-browser notice: shown when a required feature is missing, or when the offering turns on
 * `unsupportedBrowserWarning` (desktop-tied offerings, seed 001 §9) and the host says the browser is not
 * one it supports.
 */
export function unsupportedBrowserNotice(
  features: BrowserFeatures,
  options: { readonly unsupportedBrowserWarning?: boolean; readonly hostSaysUnsupported?: boolean } = {},
): UnsupportedBrowserNotice {
  const missing = (Object.keys(features) as (keyof BrowserFeatures)[]).filter((key) => !features[key]);
  return {
    show:
      missing.length > 0 ||
      (options.unsupportedBrowserWarning === true && options.hostSaysUnsupported === true),
    titleKey: 'browser.unsupported.title',
    bodyKey: 'browser.unsupported.body',
    missing,
  };
}

/** Invitation screens (seed 000 §4.4; seed 001 §2 "invitation accept and expired"). */
export type InvitationScreen = 'accept' | 'success' | 'expired' | 'error';

export interface InvitationNotice {
  readonly screen: InvitationScreen;
  /** Only PENDING proceeds; any other status code shows the initial error and stops. */
  readonly proceeds: boolean;
  /** An invitation sent by SMS or carrying an identifier policy goes to MFA first. */
  readonly requiresMfa: boolean;
  readonly titleKey:
    | 'screen.invitationAccept'
    | 'screen.invitationExpired'
    | 'invitation.accepted'
    | 'invitation.removed'
    | 'invitation.rejected'
    | 'invitation.inProgress';
  /** Catalogue response code of the initial error, else null. */
  readonly errorCode: string | null;
}

/** The screen an invitation verification answer leads to (`accepted` once the accept call succeeded). */
export function invitationNotice(input: {
  readonly statusCode: string;
  readonly invitationChannel?: string | null;
  readonly identifierPolicies?: readonly unknown[];
  readonly accepted?: boolean;
}): InvitationNotice {
  const requiresMfa =
    input.invitationChannel?.toUpperCase() === 'SMS' || (input.identifierPolicies?.length ?? 0) > 0;
  if (input.accepted === true) {
    return {
      screen: 'success',
      proceeds: true,
      requiresMfa: false,
      titleKey: 'invitation.accepted',
      errorCode: null,
    };
  }
  switch (input.statusCode.toUpperCase()) {
    case 'PENDING':
      return {
        screen: 'accept',
        proceeds: true,
        requiresMfa,
        titleKey: 'screen.invitationAccept',
        errorCode: null,
      };
    case 'EXPIRED':
    case 'ACCEPTED':
      // Seed 001 §4: an expired or already accepted invitation cannot be used; a new one must be requested.
      return {
        screen: 'expired',
        proceeds: false,
        requiresMfa: false,
        titleKey: 'screen.invitationExpired',
        errorCode: 'EXPIRED_INVITATION_REQUEST',
      };
    case 'REJECTED':
      return {
        screen: 'error',
        proceeds: false,
        requiresMfa: false,
        titleKey: 'invitation.rejected',
        errorCode: 'EXPIRED_INVITATION_REQUEST',
      };
    case 'REMOVED':
      return {
        screen: 'error',
        proceeds: false,
        requiresMfa: false,
        titleKey: 'invitation.removed',
        errorCode: 'EXPIRED_INVITATION_REQUEST',
      };
    default:
      return {
        screen: 'error',
        proceeds: false,
        requiresMfa: false,
        titleKey: 'invitation.inProgress',
        errorCode: 'EXPIRED_INVITATION_REQUEST',
      };
  }
}
