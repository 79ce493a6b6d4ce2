import { POST_AUTH_STEPS, type PostAuthStep } from '../../core';
import type { IdentityState } from '../state';
import { vuuHasWork } from './verified-user-update';
import { mayPromptWebAuthn } from './webauthn-prompt-cookie';

/** What decides which post-auth steps apply: config, session and (optionally) the challenges completed. */
export type PostAuthFacts = Pick<IdentityState, 'config' | 'session'> & {
  readonly mfa?: Pick<IdentityState['mfa'], 'completed'>;
  readonly postAuth?: Pick<IdentityState['postAuth'], 'promptsShownHere'>;
};

/**
 * Whether a post-auth step applies to this session. Steps of seed 000 §3.7 whose trigger the spec does not
 * show use the configuration flag of §3.6 with the same name.
 */
export function appliesTo(step: PostAuthStep, state: PostAuthFacts): boolean {
  const { config, session } = state;
  switch (step) {
    case 'bestAccount':
      return config.enablePostAuthBestAccountCheck;
    case 'verifiedUserUpdate':
      // Unknown contact-info status still applies: the step first asks the server what is missing.
      return (
        config.enableVerifiedUserUpdate &&
        !session.skipVerifiedUserUpdate &&
        (session.contactInfoStatus === null || vuuHasWork(session.vuuDisplayElements))
      );
    case 'webAuthnRegistration':
      // The prompt is capped by the iux_webauthn_reg cookie count (seed 000 §9: 3). Chosen: not after a
      // passkey sign-in (FIDO answered in this session): the user already has a passkey here.
      return (
        config.enableFIDO2Registration &&
        mayPromptWebAuthn(
          config.webAuthnPromptsShown + (state.postAuth?.promptsShownHere ?? 0),
          config.fido2RegistrationMaxRequests,
        ) &&
        !(state.mfa?.completed.includes('FIDO') ?? false)
      );
    case 'realmPicker':
      return config.enableRealmPicker;
    case 'oauth':
      return config.enableOAuthFlow;
    case 'consent':
      return config.enableConsentFlow;
    case 'standardInvitation':
      return config.invitation === 'standard';
    case 'provisionalInvitation':
      return config.invitation === 'provisional';
    case 'partnerAuthentication':
      // Also when the partner sent the user back with a response token: the brand hand-off, then the link.
      return config.partnerAuthentication || session.partnerAuthResponseToken !== null;
    default:
      return step satisfies never;
  }
}

/**
 * The next post-auth step: the first step of the §3.7 sequence (bestAccount, verifiedUserUpdate,
 * webAuthnRegistration, realmPicker (seed 000 §4.3), oauth, consent, standardInvitation, provisionalInvitation, partnerAuthentication)
 * that applies and is not done yet; 'complete' when none is left. Pure.
 */
export function nextPostAuthStep(state: PostAuthFacts, done: readonly string[]): PostAuthStep | 'complete' {
  for (const step of POST_AUTH_STEPS) {
    if (!done.includes(step) && appliesTo(step, state)) {
      return step;
    }
  }
  return 'complete';
}
