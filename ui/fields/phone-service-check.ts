/**
 * The service's phone check on a field whose number must take texts (seed 001 §4 phone-validation outcomes,
 * `POST phones/validate`): after focus-out, the number is asked about once through headless's
 * `PHONE_VALIDATION_REQUESTS` row and the field says what the answer means. Used by PhoneField with `smsOnly`
 * (the sign-up field, whose number is verified by text), so it lives in the phone field's lazy chunk and adds
 * nothing to the form's first load (esbuild SignUp has no bytes left). A service that cannot be asked says
 * nothing: the sign-up itself goes on and the service has the last word.
 */
import { useEffect, useState } from 'react';
import type { IdentityClient } from '../../headless';
import { PHONE_VALIDATION_REQUESTS, selectPhoneChannels, type PhoneChannels } from '../../headless/advanced';

/**
 * The client the check asks: the field's own `client` prop, whose type lists `validatePhoneNumber` as optional
 * (a client made for the country list alone has no phone check, and the field then says nothing).
 */
export type PhoneCheckClient = Partial<Pick<IdentityClient, 'validatePhoneNumber'>>;

/** A client with the phone check (a type guard, so the request row gets the call's own type). */
function canCheckPhones(
  client: PhoneCheckClient | undefined,
): client is Pick<IdentityClient, 'validatePhoneNumber'> {
  return typeof client?.validatePhoneNumber === 'function';
}

/** What the field says about its number: refused (invalid, texts cannot reach it), texts only, or nothing. */
export type PhoneCheckVerdict = 'invalid' | 'textsUnreachable' | 'textsOnly' | null;

/** The verdict for a number that must take texts. */
export function phoneCheckVerdict(channels: PhoneChannels): PhoneCheckVerdict {
  if (!channels.valid) {
    return 'invalid';
  }
  if (!channels.sms) {
    return 'textsUnreachable';
  }
  return channels.voice ? null : 'textsOnly';
}

/**
 * The verdict for `e164` once the field has been left (`left`), or null. `enabled` false or a client without
 * the call: no check. One call per number; a number changed meanwhile drops the older answer.
 */
export function usePhoneServiceCheck(
  client: PhoneCheckClient | undefined,
  enabled: boolean,
  left: boolean,
  e164: string | null,
): PhoneCheckVerdict {
  const [answer, setAnswer] = useState<{
    readonly number: string;
    readonly verdict: PhoneCheckVerdict;
  } | null>(null);
  const validation = enabled && canCheckPhones(client) ? client : null;
  const asked = answer?.number;
  useEffect(() => {
    if (validation === null || !left || e164 === null || asked === e164) {
      return undefined;
    }
    const controller = new AbortController();
    void PHONE_VALIDATION_REQUESTS.validatePhone
      .perform(
        validation,
        { op: 'validatePhone', phoneNumber: e164 },
        { attemptId: 0, signal: controller.signal },
      )
      .then(({ outcome }) => {
        if (!controller.signal.aborted) {
          setAnswer({
            number: e164,
            verdict: outcome === null ? null : phoneCheckVerdict(selectPhoneChannels(outcome)),
          });
        }
      });
    return () => controller.abort();
  }, [validation, left, e164, asked]);
  return answer !== null && answer.number === e164 ? answer.verdict : null;
}
