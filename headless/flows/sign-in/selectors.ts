import { errorOf, type RequestStatus } from '../../core';
import { initialRequestStates } from '../request-slots';
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
  /** The flow asks the identifier on its own step first (config.identifierFirst). */
  readonly identifierFirst: boolean;
  /**
   * A new value per identifier or sign-in submit (accepted or refused client-side): use it as the UI's
   * `announceKey` so a repeated failure is announced again. Starts at 0.
   */
  readonly attempt: number;
  /**
   * The server's message of the failure behind `errorCode`, as plain text (render it only as text), or
   * null when there is none. The catalogue shows it for some codes (LOCKED_OUT).
   */
  readonly serverMessage: string | null;
  /**
   * Which field the current failure is about: `identifier` (empty identifier, unknown or invalid user
   * name, a failed account lookup), `password` (any other sign-in failure, e.g. a wrong password), or null.
   * `getIdentifierInputProps` / `getPasswordInputProps` set `aria-invalid` from it.
   */
  readonly errorField: 'identifier' | 'password' | null;
  /** The last submit refused client-side (no request sent): field and reason; null when none. */
  readonly validationError: IdentityState['signIn']['validationError'];
  /** Every field the last refused submit lacked, in form order (one error-summary link each). */
  readonly validationErrors: IdentityState['signIn']['validationErrors'];
  /** The signed-in identifier the SSO confirmation shows (config.signedInAs); null when none. */
  readonly signedInAs: string | null;
}

/** Failure codes about the identifier, not the password (the identifier field gets `aria-invalid`). */
export const IDENTIFIER_ERROR_CODES: readonly string[] = [
  'USER_NOT_FOUND',
  'INVALID_USERNAME',
  'NO_MATCHING_ACCOUNTS_AFTER_FILTER',
];

function errorFieldOf(
  state: IdentityState,
  error: { readonly code: string } | null,
): SignInView['errorField'] {
  const validation = state.signIn.validationError;
  if (validation !== null) {
    return validation.field;
  }
  if (error === null) {
    return null;
  }
  if (state.step === 'identifier' || IDENTIFIER_ERROR_CODES.includes(error.code)) {
    return 'identifier';
  }
  return 'password';
}

/** The part of the view the screen's requests decide. */
type RequestView = Pick<SignInView, 'status' | 'isSubmitting' | 'errorCode' | 'serverMessage' | 'errorField'>;

/** Nothing sent or refused yet: the first screen as the page loads. */
const IDLE_REQUEST_VIEW: RequestView = {
  status: 'idle',
  isSubmitting: false,
  errorCode: null,
  serverMessage: null,
  errorField: null,
};

/** The requests' part once a request ran or a submit was refused. */
function activeRequestView(state: IdentityState): RequestView {
  const { requests } = state;
  // The chooser of a password sign-in (SELECT_ACCOUNT answer) submits selectAccount; identifier-first's
  // chooser shows the lookup.
  const request =
    state.step === 'accountChoice' && requests.selectAccount.status !== 'idle'
      ? requests.selectAccount
      : state.step === 'identifier' || state.step === 'accountChoice'
        ? requests.lookupUsernames
        : requests.signIn;
  const evaluateError = errorOf(requests.evaluateAuth);
  // Answers wait for the lazily loaded flows (flows/phases.ts). If they failed to load, nothing is in
  // progress any more for the user: the failure is the screen's error, and the next submit retries.
  const loadError = errorOf(requests.loadFlows);
  const waiting = (status: RequestStatus): boolean => status === 'IN_PROGRESS' && loadError === null;
  const error =
    (request.status === 'IN_PROGRESS' ? loadError : null) ??
    errorOf(request) ??
    evaluateError ??
    errorOf(requests.webauthn) ??
    loadError;
  return {
    status: request.status === 'IN_PROGRESS' && loadError !== null ? 'STOPPED' : request.status,
    isSubmitting:
      waiting(request.status) ||
      waiting(requests.evaluateAuth.status) ||
      waiting(requests.webauthn.status) ||
      waiting(requests.loadFlows.status),
    errorCode: error?.code ?? null,
    serverMessage: error !== null && error.serverMessage !== '' ? error.serverMessage : null,
    errorField: errorFieldOf(state, error),
  };
}

/** Selects the sign-in view. Compare with `shallowEqual` so unrelated changes do not re-render. */
export function selectSignInView(state: IdentityState): SignInView {
  const { signIn, config } = state;
  // The slice's fields the view shows as they are, in one spread (issue 19: less code per render). The type
  // below fails to compile when a field added to the slice is not in the view: show it or leave it out here.
  const { captcha, stepUp, selectedUserId: _selected, ...asIs } = signIn;
  const shown: Pick<SignInView, keyof typeof asIs> = asIs;
  return {
    step: state.step,
    ...shown,
    isIdentifierReadonly: config.isUserIdReadonly && config.userIdToPrefill !== null,
    isTabbed: config.enableTabbedSignIn,
    showRememberMe: config.enableRememberMe,
    showStaySignedIn: config.enableStaySignedIn,
    // The requests' part: idle while no request ran and no submit was refused (the page's first renders do
    // not derive it, issue 19).
    ...(state.requests === initialRequestStates() && signIn.validationError === null
      ? IDLE_REQUEST_VIEW
      : activeRequestView(state)),
    captchaRequired: captcha.required,
    captchaMode: captcha.mode,
    isCaptchaExecuting: captcha.executing,
    isStepUp: stepUp.required,
    identifierFirst: config.identifierFirst,
    signedInAs: config.signedInAs,
  };
}

/** The screen the flow is on. */
export function selectStep(state: IdentityState): IdentityState['step'] {
  return state.step;
}
