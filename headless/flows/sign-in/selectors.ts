import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState } from '../state';

/** The sign-in screens' view of the state: codes and flags only, never translated text. */
export interface SignInView {
  readonly step: IdentityState['step'];
  readonly identifier: string;
  readonly identifierType: IdentityState['signIn']['identifierType'];
  readonly isIdentifierReadonly: boolean;
  readonly tab: 'email' | 'phone';
  readonly isTabbed: boolean;
  readonly rememberMe: boolean;
  readonly showRememberMe: boolean;
  readonly staySignedIn: boolean;
  readonly showStaySignedIn: boolean;
  /** Status of the request the current screen submits (lookup on the identifier step, sign-in otherwise). */
  readonly status: RequestStatus;
  readonly isSubmitting: boolean;
  /** Catalogue response code of the last failure on this screen; the UI resolves the text. */
  readonly errorCode: string | null;
  readonly captchaRequired: boolean;
  readonly captchaMode: 'invisible' | 'visible';
  readonly isCaptchaExecuting: boolean;
  readonly candidates: IdentityState['signIn']['candidates'];
  readonly evaluatePhase: IdentityState['signIn']['evaluatePhase'];
  readonly isStepUp: boolean;
}

/** Selects the sign-in view. Compare with `shallowEqual` so unrelated changes do not re-render. */
export function selectSignInView(state: IdentityState): SignInView {
  const { signIn, config, requests } = state;
  const request =
    state.step === 'identifier' || state.step === 'accountChoice'
      ? requests.lookupUsernames
      : requests.signIn;
  const evaluateError = errorOf(requests.evaluateAuth);
  return {
    step: state.step,
    identifier: signIn.identifier,
    identifierType: signIn.identifierType,
    isIdentifierReadonly: config.isUserIdReadonly && config.userIdToPrefill !== null,
    tab: signIn.tab,
    isTabbed: config.enableTabbedSignIn,
    rememberMe: signIn.rememberMe,
    showRememberMe: config.enableRememberMe,
    staySignedIn: signIn.staySignedIn,
    showStaySignedIn: config.enableStaySignedIn,
    status: request.status,
    isSubmitting:
      request.status === 'IN_PROGRESS' ||
      requests.evaluateAuth.status === 'IN_PROGRESS' ||
      requests.webauthn.status === 'IN_PROGRESS',
    errorCode: errorOf(request)?.code ?? evaluateError?.code ?? errorOf(requests.webauthn)?.code ?? null,
    captchaRequired: signIn.captcha.required,
    captchaMode: signIn.captcha.mode,
    isCaptchaExecuting: signIn.captcha.executing,
    candidates: signIn.candidates,
    evaluatePhase: signIn.evaluatePhase,
    isStepUp: signIn.stepUp.required,
  };
}

/** The screen the flow is on. */
export function selectStep(state: IdentityState): IdentityState['step'] {
  return state.step;
}
