import {
  WEBAUTHN_NOT_ALLOWED,
  WEBAUTHN_UNSUPPORTED,
  type ChoosableChallengeType,
  type MfaView,
} from '../../../headless';
import { isChoosableChallenge } from '../../../headless/advanced';
import { useErrorText } from '../text';
import { useText, type TextKey } from './text';

/** Catalogue key of each challenge type's picker label (seed 000 §2.2 channel screens). */
export const CHALLENGE_LABEL_KEYS: Readonly<Record<ChoosableChallengeType, TextKey>> = {
  SMS_OTP: 'challenge.sms',
  VOICE_OTP: 'challenge.voice',
  EMAIL_OTP: 'challenge.email',
  TOTP: 'challenge.totp',
  GOVID: 'challenge.govid',
  SQA: 'challenge.sqa',
  OOW: 'challenge.oow',
  FIDO: 'challenge.fido',
  PASSWORD: 'challenge.password',
  SMS_OOW: 'mfa.challenge.smsOow',
  PHONE_COLLECTION: 'mfa.challenge.phoneCollection',
  EMAIL_COLLECTION: 'mfa.challenge.emailCollection',
  PASSWORD_COLLECTION: 'mfa.challenge.passwordCollection',
};

/**
 * Challenge types the picker offers: the ones a user can choose (headless `isChoosableChallenge`, which also
 * decides `canChooseAnotherWay`); CAPTCHA, SELECT_ACCOUNT and unknown types are not offered. Every such type
 * has a label above (the record's key type).
 */
export const isPickable: (challengeType: string) => challengeType is ChoosableChallengeType =
  isChoosableChallenge;

/** The masked address a challenge sends to (shown as text), or null. */
export function destinationOf(
  challengeType: string,
  view: Pick<MfaView, 'maskedEmail' | 'maskedPhone'>,
): string | null {
  switch (challengeType) {
    case 'SMS_OTP':
    case 'VOICE_OTP':
      return view.maskedPhone;
    case 'EMAIL_OTP':
      return view.maskedEmail;
    default:
      return null;
  }
}

/**
 * The message of an MFA error code: the passkey codes the client raises itself (not in the widget mapping)
 * get the kit's own wording; everything else goes through `describeError` (seed 000 §8.1).
 */
export function useMfaErrorText(code: string | null): string | null {
  const t = useText();
  const described = useErrorText(code);
  if (code === WEBAUTHN_NOT_ALLOWED) {
    return t('error.webauthnNotAllowed');
  }
  if (code === WEBAUTHN_UNSUPPORTED) {
    return t('error.webauthnUnsupported');
  }
  return described?.message ?? null;
}
