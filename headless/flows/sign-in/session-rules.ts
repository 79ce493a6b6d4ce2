import { castDraft, type Draft } from 'immer';
import { initialSession, type ChallengeToken, type ChannelType, type SessionData } from '../../core';
import type { AuthOutcomeData } from '../outcome-data';
import { partnerBeginUri } from '../partner/machine';
import { contactInfoElements, vuuSkipAllowed } from '../post-auth/verified-user-update';
import type { SliceContext, SliceDraft } from '../slice';
import { initialIdentityState } from '../state';

/**
 * The session slice: the bookkeeping of seed 000 §3.5 / §4.3, applied whatever screen is showing, for every
 * flow's events (the session is the spec's one record of the attempt). Each rule quotes the spec line it
 * implements. Request states are the slice's that owns the operation; `postAuthProcess` is the journey's
 * position, written by routing.ts. Pure.
 */
export function reduceSession(draft: SliceDraft<'session'>, context: SliceContext): void {
  const { before, event } = context;
  const session = draft.session;
  switch (event.type) {
    case 'SIGN_OUT_RESULT':
      draft.session = castDraft(initialSession());
      return;
    case 'RESTART_REQUESTED':
      // The attempt's session data goes; the partner's response token of the address stays.
      draft.session = castDraft(initialIdentityState(before.config).session);
      return;
    case 'SIGNED_IN_CONFIRMED':
      if (before.step === 'verifySignedIn') {
        session.nextAction = 'INIT';
      }
      return;
    case 'ACCOUNT_SELECT_RESULT':
      // The chosen account is the session's user (its password is proven).
      if (event.result.ok) {
        session.user.userId = event.userId;
      }
      return;
    case 'CONTACT_INFO_RESULT':
      // What the verified-user update must collect (seed 000 §3.5 contactInfoStatus, §4.7 display rules).
      if (event.result.ok) {
        session.contactInfoStatus = { ...event.result.data.status };
        session.vuuDisplayElements = contactInfoElements(
          before.config,
          event.result.data.status,
          event.result.data.user,
        );
      }
      return;
    // The verified-user update's Skip: vuuUserChoice now, skipVerifiedUserUpdate once recorded (§3.5).
    case 'VUU_SKIP_REQUESTED':
      if (vuuSkipAllowed(before)) {
        session.vuuUserChoice = 'skip';
      }
      return;
    case 'VUU_SKIP_RESULT':
      if (before.requests.recordContactInfoSkip.status === 'IN_PROGRESS') {
        if (event.result.ok) {
          session.skipVerifiedUserUpdate = true;
        } else {
          session.vuuUserChoice = null;
        }
      }
      return;
    case 'REALM_SET_RESULT':
      // The chosen realm's ticket (seed 000 §4.3 "then choose a realm") is the session's from now on.
      if (
        before.requests.createTicketWithUserRealm.status === 'IN_PROGRESS' &&
        event.result.ok &&
        event.result.data.iamTicket !== null
      ) {
        session.iamTicket = event.result.data.iamTicket;
      }
      return;
    case 'PARTNER_AUTH_BEGIN_RESULT':
      session.partnerAuthBeginRedirectUri =
        partnerBeginUri(event.result) ?? session.partnerAuthBeginRedirectUri;
      return;
    case 'PARTNER_DATA_RESULT':
      if (event.result.ok) {
        session.partnerAuthUserInfo = { userNames: [...event.result.data.userNames] };
      }
      return;
    default:
      applySessionRules(session, event);
  }
}

/** The §4.3 rules that read nothing but the event. */
function applySessionRules(session: Draft<SessionData>, event: SliceContext['event']): void {
  switch (event.type) {
    case 'SIGN_IN_RESULT':
    case 'EVALUATE_AUTH_RESULT':
    case 'TOTP_RESULT':
    case 'PASSKEY_RESULT':
      if (event.result.ok) {
        storeAuthOutcome(session, event.result.data);
      }
      return;
    case 'OOW_ANSWERS_RESULT':
      if (event.result.ok) {
        storeAuthOutcome(session, event.result.data);
        session.completedOowIdpSessionId = session.oowIdpSessionId;
      }
      return;
    // "Credential write access start sets false, success sets true." Success is a PASS: upgrade_aal answers
    // 200 with a CHALLENGE (or DENY) when the session is below the target level, and that grants nothing.
    case 'CREDENTIAL_WRITE_ACCESS_RESULT':
      if (event.result.ok) {
        storeAuthOutcome(session, event.result.data);
        session.hasCredentialWriteAccess = event.result.data.action === 'PASS';
      }
      return;
    case 'EVALUATE_AUTH_REQUESTED':
      session.nextAction = 'INIT';
      return;
    case 'CONFIRMATION_SEND_RESULT':
      if (event.result.ok) {
        const { confirmationId, maskedEmail, maskedPhone } = event.result.data;
        session.createdTokens.push({ type: tokenTypeOf(event.channelType), confirmationId });
        session.maskedEmail = maskedEmail ?? session.maskedEmail;
        session.maskedPhone = maskedPhone ?? session.maskedPhone;
      }
      return;
    case 'CONFIRMATION_VERIFY_RESULT':
      // "Verify sign-in confirmation success records the verified token ahead of earlier ones."
      if (event.result.ok) {
        session.verifiedTokens.unshift({ type: event.tokenType });
        if (event.result.data.iamTicket) {
          session.iamTicket = event.result.data.iamTicket;
        }
      }
      return;
    // "Creating a channel confirmation adds its channel type to sent; starting it again removes that type.
    // Confirming a channel works the same with confirmed."
    case 'CHANNEL_CONFIRMATION_REQUESTED':
      session.sentChannelTypes = without(session.sentChannelTypes, event.channelType);
      return;
    case 'CHANNEL_CONFIRMATION_RESULT':
      if (event.result.ok) {
        session.sentChannelTypes = withOnce(session.sentChannelTypes, event.channelType);
      }
      return;
    case 'CHANNEL_CONFIRM_REQUESTED':
      session.confirmedChannelTypes = without(session.confirmedChannelTypes, event.channelType);
      return;
    case 'CHANNEL_CONFIRM_RESULT':
      if (event.result.ok) {
        session.confirmedChannelTypes = withOnce(session.confirmedChannelTypes, event.channelType);
      }
      return;
    // "Update user start clears the updated flags; success sets them and applies the new username."
    case 'UPDATE_USER_REQUESTED':
      session.updatedUserFields = { phone: false, email: false, userId: false, password: false };
      return;
    case 'UPDATE_USER_RESULT':
      if (event.result.ok) {
        session.updatedUserFields = { ...event.updated };
        if (event.username !== null) {
          session.user.username = event.username;
        }
      }
      return;
    // "Reset password start clears completed; success sets the ticket and completed."
    case 'RESET_PASSWORD_REQUESTED':
      session.completedPasswordReset = false;
      return;
    case 'RESET_PASSWORD_RESULT':
      if (event.result.ok) {
        if (event.result.data.iamTicket) {
          session.iamTicket = event.result.data.iamTicket;
        }
        session.completedPasswordReset = true;
      }
      return;
    // "Clearing incomplete attempts ... keeps only created tokens that were also verified."
    case 'CLEAR_INCOMPLETE_ATTEMPTS': {
      const verified = new Set(session.verifiedTokens.map((token) => token.type));
      session.createdTokens = session.createdTokens.filter((token) => verified.has(token.type));
      return;
    }
    // "Post-auth best account success stores the matching users."
    case 'BEST_ACCOUNT_RESULT':
      if (event.result.ok) {
        session.matchingUsers = [...event.result.data.users];
        session.matchingUsersReasonCode = event.result.data.reasonCode;
      }
      return;
    // "Credential write access start sets false, success sets true."
    case 'CREDENTIAL_WRITE_ACCESS_REQUESTED':
      session.hasCredentialWriteAccess = false;
      return;
    case 'ACCOUNT_CHOICE_DELETE_RESULT':
      if (event.result.ok) {
        session.completedAccountChoicesDelete = true;
        session.accountChoices = session.accountChoices.filter(
          (choice) => choice.identifier !== event.identifier,
        );
      }
      return;
    case 'OOW_QUESTIONS_RESULT':
      if (event.result.ok) {
        session.oowIdpSessionId = event.result.data.sessionId;
        session.oowIdpQuestions = event.result.data.questions.map((question) => ({
          ...question,
          choices: [...question.choices],
        }));
      }
      return;
    case 'CONSENT_RESULT':
      if (event.result.ok) {
        session.collectedConsents.push(...event.consents);
      }
      return;
    default:
      return;
  }
}

/**
 * "Success stores the ticket, next action, next challenges, risk level, masked email and phone and any
 * generated username, and replaces created and verified tokens with those whose challenge types are no
 * longer required." Values the response leaves out keep what the session already knew.
 */
export function storeAuthOutcome(session: Draft<SessionData>, outcome: AuthOutcomeData): void {
  if (outcome.iamTicket) {
    session.iamTicket = outcome.iamTicket;
    session.user.userId = outcome.iamTicket.userId;
  }
  session.nextAction = outcome.action;
  session.nextChallenges = outcome.challenges.map((challenge) => ({ ...challenge }));
  session.riskLevel = outcome.riskLevel ?? session.riskLevel;
  session.maskedEmail = outcome.maskedEmail ?? session.maskedEmail;
  session.maskedPhone = outcome.maskedPhone ?? session.maskedPhone;
  if (outcome.userId !== null) {
    session.user.userId = outcome.userId;
  }
  if (outcome.usernameAutogenerated && outcome.username !== null) {
    session.usernameAutogenerated = true;
    session.user.username = outcome.username;
  } else if (outcome.username !== null) {
    session.user.username = outcome.username;
  }
  const required = new Set(outcome.challenges.map((challenge) => challenge.type));
  const notRequired = (token: ChallengeToken): boolean => !required.has(token.type);
  session.createdTokens = session.createdTokens.filter(notRequired);
  session.verifiedTokens = session.verifiedTokens.filter(notRequired);
}

/** Token type of a sign-in confirmation sent on a channel. */
export function tokenTypeOf(channel: ChannelType): ChallengeToken['type'] {
  switch (channel) {
    case 'SMS':
      return 'SMS_OTP';
    case 'VOICE':
      return 'VOICE_OTP';
    case 'EMAIL':
      return 'EMAIL_OTP';
    default:
      return `${channel}_OTP`;
  }
}

function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((entry) => entry !== item);
}

function withOnce<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? [...list] : [...list, item];
}
