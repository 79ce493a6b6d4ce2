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
