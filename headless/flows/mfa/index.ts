export { reduceMfa, channelOf } from './machine';
export { isChoosableChallenge, type ChoosableChallengeType } from './channel';
export { CODE_REJECTION_CODES, rejectsEnteredCode } from './code-rejection';
export { shouldLookupNextChallenge } from './next-challenge';
export { resendSecondsLeft, RESEND_COOLDOWN_MS } from './resend-cooldown';
export { selectMfaView, selectResendSecondsLeft, type MfaView } from './selectors';
export { useMfa, CODE_FIELD_NAME, MFA_FIELD_NAMES, type UseMfa, type MfaActions } from './useMfa';
export {
  WEBAUTHN_NOT_ALLOWED,
  WEBAUTHN_UNSUPPORTED,
  toRequestOptions,
  type CredentialsLike,
} from './webauthn';
