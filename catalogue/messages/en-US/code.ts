/**
 * en-US part: the wording of the shared one-time-code step (ui/screens/code-step.tsx): the hint, where the
 * code went, and the resend action with its countdown. Every code screen (MFA, recovery, sign-up) loads it
 * with its lazy step, so neither the first sign-in screen nor the sign-up form bundles it.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSCode = {
  'mfa.code.hint': 'Enter the 6-digit code. You can paste it with or without spaces.',
  'code.sentTo': 'We sent a code to {destination}.',
  'code.resend': 'Send a new code',
  'code.resendIn': 'You can ask for a new code in {time}.',
  'mfa.code.canResend': 'You can ask for a new code now.',
  'mfa.code.resent': 'We sent you a new code.',
} satisfies PartialMessageTable;
