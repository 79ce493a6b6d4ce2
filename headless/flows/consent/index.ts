export {
  consentTransition,
  initialConsentState,
  promptDecision,
  isConsentPrompt,
  CONSENT_PROMPTS,
  type ConsentState,
  type ConsentStep,
  type ConsentOp,
  type ConsentPrompt,
  type ConsentItem,
  type ConsentConfig,
  type AuthorizationRequest,
  type ConsentCall,
  type ConsentEvent,
} from './machine';
export { CONSENT_REQUESTS, CONSENT_CLIENT_METHODS, type ConsentClient } from './effects';
export { selectConsentView, type ConsentView } from './selectors';
export { useConsent, type UseConsent, type UseConsentOptions, type ConsentActions } from './useConsent';
