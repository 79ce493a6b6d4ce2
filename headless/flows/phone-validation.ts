/**
 * Phone validation before a code is sent (seed 001 §4; seed 001 §7.14.2 `POST phones/validate`): the
 * service's answer picks one of four outcomes (rules' `phoneValidationOutcome`: valid, invalid, voice-only
 * valid, SMS-only valid), and a form that sends a code by text or call refuses a number that channel cannot
 * reach before any code is asked for. One request-table row (`PHONE_VALIDATION_REQUESTS`), one selector
 * (`selectPhoneChannels`), and the refusal the code-sending rows use (`phoneCodeRefusal`): the MFA
 * phone-collection step (mfa/effects.ts) and the account phone manager (account/phone/requests.ts).
 */
import type { IdentityClient } from '../client';
import { phoneValidationOutcome, type PhoneValidationOutcome } from '../../rules';
import { clientSideError, type AttemptContext, type ChannelType, type IdentityErrorShape } from '../core';
import { usesRowsFor } from './request-table';

/** The phone-validation request: the number as the user typed it. */
export interface PhoneValidationCall {
  readonly op: 'validatePhone';
  readonly phoneNumber: string;
}

/**
 * Its result: the outcome, or null when the service could not be asked (network, timeout, aborted): the
 * number is then not refused here, and the code request that follows reports the failure itself.
 */
export interface PhoneValidationEvent {
  readonly type: 'PHONE_VALIDATION_RESULT';
  readonly outcome: PhoneValidationOutcome | null;
}

const row = usesRowsFor<IdentityClient, PhoneValidationCall, PhoneValidationEvent>();

/** The request table of phone validation (headless/flows/README.md "Request tables"). */
export const PHONE_VALIDATION_REQUESTS = {
  validatePhone: row(
    'validatePhone',
    'phoneValidation',
    'PHONE_VALIDATION_RESULT',
    ['validatePhoneNumber'],
    async (client, call, { signal }) => {
      const result = await client.validatePhoneNumber({ phoneNumber: call.phoneNumber.trim() }, { signal });
      if (!result.ok) {
        // Seed 001 §4: a call the service refused is the invalid callback; no answer at all is no outcome.
        return {
          type: 'PHONE_VALIDATION_RESULT',
          outcome: result.error.kind === 'http' ? phoneValidationOutcome([], { failed: true }) : null,
        };
      }
      const { valid, warnings } = result.data;
      return {
        type: 'PHONE_VALIDATION_RESULT',
        outcome: valid ? phoneValidationOutcome(warnings ?? []) : 'invalid',
      };
    },
  ),
};

/** What a validated number can do: whether it is a number at all, and which code channels reach it. */
export interface PhoneChannels {
  readonly outcome: PhoneValidationOutcome;
  readonly valid: boolean;
  /** Texts reach it (valid, or SMS-only valid): offer "text me". */
  readonly sms: boolean;
  /** Calls reach it (valid, or voice-only valid): offer "call me". */
  readonly voice: boolean;
}

/** The channels of an outcome (seed 001 §4): voice-only hides the SMS choice, SMS-only hides the voice one. */
export function selectPhoneChannels(outcome: PhoneValidationOutcome): PhoneChannels {
  return {
    outcome,
    valid: outcome !== 'invalid',
    sms: outcome === 'valid' || outcome === 'smsOnlyValid',
    voice: outcome === 'valid' || outcome === 'voiceOnlyValid',
  };
}

/**
 * Asks the service about `phoneNumber` and returns the error a code sent by `channel` (a text unless VOICE)
 * must stop with:
 * INVALID_PHONE_NUMBER for an invalid number, NOT_SUPPORTED_PHONE when the channel cannot reach it (a
 * landline for a text), or null to go on (the number is fine, or the service could not be asked).
 */
export async function phoneCodeRefusal(
  client: Pick<IdentityClient, 'validatePhoneNumber'>,
  phoneNumber: string,
  channel: ChannelType,
  context: AttemptContext,
): Promise<IdentityErrorShape | null> {
  const { outcome } = await PHONE_VALIDATION_REQUESTS.validatePhone.perform(
    client,
    { op: 'validatePhone', phoneNumber },
    context,
  );
  if (outcome === null) {
    return null;
  }
  const channels = selectPhoneChannels(outcome);
  if (!channels.valid) {
    return clientSideError('INVALID_PHONE_NUMBER');
  }
  return (channel === 'VOICE' ? channels.voice : channels.sms)
    ? null
    : clientSideError('NOT_SUPPORTED_PHONE');
}
