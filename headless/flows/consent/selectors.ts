import type { ConsentState } from './machine';

export interface ConsentView {
  readonly step: ConsentState['step'];
  readonly isSubmitting: boolean;
  readonly errorCode: string | null;
  readonly oauthError: ConsentState['oauthError'];
  readonly prompt: ConsentState['prompt'];
  readonly items: ConsentState['config']['items'];
  readonly accepted: readonly string[];
  /** Required consents (terms) not ticked on the last submit: show their error next to them. */
  readonly missing: readonly string[];
  readonly hasExistingConsent: boolean;
  /** Only a redirect the service validated against the client's registered URIs. */
  readonly redirectUrl: string | null;
}

export function selectConsentView(state: ConsentState): ConsentView {
  return {
    step: state.step,
    isSubmitting: state.pending !== null,
    errorCode: state.errorCode,
    oauthError: state.oauthError,
    prompt: state.prompt,
    items: state.config.items,
    accepted: state.accepted,
    missing: state.missing,
    hasExistingConsent: state.hasExistingConsent,
    redirectUrl: state.redirectUrl,
  };
}
