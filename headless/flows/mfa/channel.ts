import { isKnownChallengeType, type ChallengeType } from '../../client/wire/common';
import type { ChannelType } from '../../core';

// Kept apart from machine.ts: the MFA hook and selectors need it on the first load, while the MFA machine
// itself loads lazily (flows/late-flows.ts).

/** One-time-code challenge types and the channel that sends them (seed 000 §2.2 sms, voice, email). */
const OTP_CHANNELS: Readonly<Record<string, ChannelType>> = {
  SMS_OTP: 'SMS',
  VOICE_OTP: 'VOICE',
  EMAIL_OTP: 'EMAIL',
};

/** The channel of a one-time-code challenge, or null for other challenge types. */
export function channelOf(challengeType: string | null): ChannelType | null {
  return challengeType === null ? null : (OTP_CHANNELS[challengeType] ?? null);
}

/** A challenge type a user can choose to verify with: every known one except the captcha and the account choice. */
export type ChoosableChallengeType = Exclude<ChallengeType, 'CAPTCHA' | 'SELECT_ACCOUNT'>;

/**
 * True for a challenge the user can take (seed 000 §2.2 channel screens): the picker lists these, and only
 * these count as "another way". A captcha or an account choice is not a way to verify, and a type the service
 * added later has no step yet, so neither may leave the user in front of an empty picker.
 */
export function isChoosableChallenge(challengeType: string): challengeType is ChoosableChallengeType {
  return (
    isKnownChallengeType(challengeType) && challengeType !== 'CAPTCHA' && challengeType !== 'SELECT_ACCOUNT'
  );
}
