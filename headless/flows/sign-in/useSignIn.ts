import { type ButtonHTMLAttributes, type FormHTMLAttributes, type InputHTMLAttributes } from 'react';
import type { IdentifierType } from '../../core';
import { composeSubmitHandlers } from '../../binding/compose-handlers';
import { shallowEqual } from '../../binding/shallow-equal';
import { useIdentityContext } from '../../provider/context';
import type { FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';
import type { IdentityStore } from '../identity-store';
import { useIdentityStore } from '../../provider/useIdentityStore';
import { classifyIdentifier } from './identifier';
import { startPasskeyAutofill, stopPasskeyAutofill } from './passkey-autofill-slot';
import { selectSignInView, type SignInView } from './selectors';

/** Form field names the prop getters use; the form submit reads them with FormData. */
export const SIGN_IN_FIELD_NAMES = {
  identifier: 'username',
  password: 'password',
  captcha: 'captchaToken',
} as const;

/** Actions of {@link useSignIn}: `to*` navigate, plain verbs run effects. */
export interface SignInActions {
  /**
   * Identifier step (`config.identifierFirst`): submits the identifier, trimmed. The type (email, phone,
   * user id) is guessed from the text when not given. Leads to the password step, or to the account chooser
   * when account choices are on. An empty identifier sends nothing (`state.validationError`).
   */
  submitIdentifier(identifier: string, identifierType?: IdentifierType): void;
  /**
   * Password step: signs in. The answer moves the step on: `signedIn` (after any post-auth step), an MFA
   * step, the account chooser, or a terminal step (`locked`, ...); a refusal sets `state.errorCode`.
   * The password is sent and never kept in state. An empty field sends nothing (`state.validationError`).
   */
  signIn(input: { username: string; password: string; captchaToken?: string }): void;
  /** Account chooser (step `accountChoice`): continues as the chosen account. */
  selectAccount(userId: string): void;
  /** Sign in with a passkey (the browser's passkey dialog). Ends a pending passkey autofill first. */
  signInWithPasskey(): void;
  /**
   * Passkey autofill on the identifier field (`autocomplete="username webauthn"`, issue 5 §2): where the
   * browser supports conditional mediation, asks for a passkey the browser offers in the field's autofill
   * list; a picked one signs in like `signInWithPasskey`. Call it when the step mounts (an effect) and call
   * the returned stop function on unmount. Submitting, the modal passkey sign-in and leaving the step stop
   * it too. Unsupported browsers, aborts and refusals do nothing visible.
   *
   * Runs only where the offering enables passkey sign-in (`config.enableFIDO2Authentication`) unless
   * `options.enabled` says otherwise; elsewhere it does nothing and its code is never loaded (issue 19). The
   * request starts after the first paint, once the main thread is idle (at most 200 ms later).
   */
  startPasskeyAutofill(options?: { readonly enabled?: boolean | undefined }): () => void;
  /** Account chooser: asks the service to forget one account choice; it leaves `state.candidates`. */
  deleteAccountChoice(identifier: string, identifierType: string): void;
  /**
   * "Use another account": identifier first, back to the identifier step; on the password form's account
   * chooser, back to the password form. Requests of the abandoned attempt never land.
   */
  toIdentifier(): void;
  /** Tabbed sign-in (`config.enableTabbedSignIn`): the identifier is an email or a phone number. */
  selectTab(tab: 'email' | 'phone'): void;
  /** The "Remember me" checkbox: the sign-in asks the service for a persistent cookie. */
  setRememberMe(value: boolean): void;
  /** The "Stay signed in" checkbox: the sign-in asks the service for a long-lived token. */
  setStaySignedIn(value: boolean): void;
  /** Recaptcha execution started / finished (seed 000 §4.3 toggles a flag). */
  captchaStarted(): void;
  /** Recaptcha execution finished (see `captchaStarted`). */
  captchaFinished(): void;
  /**
   * Evaluates the current session against an authentication level (step-up): passes, or opens the MFA
   * steps the service asks for. @default the pending step-up's level, else `config.targetAal`
   */
  evaluate(targetAal?: number): void;
  /** Signs out at the service; local state is cleared even when that call fails (step `signedOut`). */
  signOut(): void;
  /**
   * Resets every request status to idle (in-flight requests are aborted) and keeps only the created tokens
   * that were also verified.
   */
  clearIncompleteAttempts(): void;
  /**
   * "Try signing in again": back to the first sign-in step (identifier or password), clearing the attempt
   * (requests, the attempt's session data, MFA, post-auth) but keeping config and the prefilled identifier.
   * No request is sent (unlike `signOut`).
   */
  restart(): void;
  /** SSO confirmation (step `verifySignedIn`): continue with the signed-in session (evaluate auth). */
  continueSignedIn(): void;
  /** SSO confirmation: sign in with another account (the first sign-in step). */
  useAnotherAccount(): void;
}

type FormProps = FormHTMLAttributes<HTMLFormElement> & Record<`data-${string}`, string | undefined>;
type InputProps = InputHTMLAttributes<HTMLInputElement>;
type SubmitEvent = Parameters<NonNullable<FormProps['onSubmit']>>[0];
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** What {@link useSignIn} returns. */
export interface UseSignIn {
  /** Codes and flags only; the UI resolves text through the catalogue. */
  readonly state: SignInView;
  readonly actions: SignInActions;
  /** The `<form>` of the identifier or password step: submit reads the fields and sends one request. */
  getFormProps(props?: FormProps): FormProps;
  /**
   * The identifier `<input>`: its name, `autocomplete` (`username webauthn`, or `tel` on the phone tab),
   * the prefilled value and `aria-invalid` for identifier failures. Props passed in win.
   */
  getIdentifierInputProps(props?: InputProps): InputProps;
  /** The password `<input>`: name, `type="password"`, `autocomplete="current-password"`, `aria-invalid`. */
  getPasswordInputProps(props?: InputProps): InputProps;
  /** The submit `<button>`: never disabled; `aria-disabled` while a request is pending (a click sends nothing). */
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
}

/** The actions that dispatch one event and nothing else: their events (bound in one loop, issue 19). */
type EventAction = Exclude<
  keyof SignInActions,
  'submitIdentifier' | 'signIn' | 'signInWithPasskey' | 'startPasskeyAutofill'
>;
const EVENT_OF: { readonly [K in EventAction]: (...args: Parameters<SignInActions[K]>) => IdentityEvent } = {
  selectAccount: (userId) => ({ type: 'ACCOUNT_SELECTED', userId }),
  deleteAccountChoice: (identifier, identifierType) => ({
    type: 'ACCOUNT_CHOICE_DELETE_REQUESTED',
    identifier,
    identifierType,
  }),
  toIdentifier: () => ({ type: 'BACK_TO_IDENTIFIER' }),
  selectTab: (tab) => ({ type: 'TAB_SELECTED', tab }),
  setRememberMe: (value) => ({ type: 'REMEMBER_ME_SET', value }),
  setStaySignedIn: (value) => ({ type: 'STAY_SIGNED_IN_SET', value }),
  captchaStarted: () => ({ type: 'CAPTCHA_EXECUTION_STARTED' }),
  captchaFinished: () => ({ type: 'CAPTCHA_EXECUTION_FINISHED' }),
  evaluate: (targetAal) =>
    targetAal === undefined
      ? { type: 'EVALUATE_AUTH_REQUESTED' }
      : { type: 'EVALUATE_AUTH_REQUESTED', targetAal },
  signOut: () => ({ type: 'SIGN_OUT_REQUESTED' }),
  clearIncompleteAttempts: () => ({ type: 'CLEAR_INCOMPLETE_ATTEMPTS' }),
  restart: () => ({ type: 'RESTART_REQUESTED' }),
  continueSignedIn: () => ({ type: 'SIGNED_IN_CONFIRMED' }),
  useAnotherAccount: () => ({ type: 'USE_ANOTHER_ACCOUNT' }),
};

/*
 * The input props that do not follow the state, made once at import (issue 19: the getters the first render
 * calls only fill in the rest). The keys the getters set are listed too, so the props keep their order.
 */
const IDENTIFIER_INPUT: InputProps = {
  name: SIGN_IN_FIELD_NAMES.identifier,
  // Passkey autofill where supported (issue 5 §2): "username webauthn".
  autoComplete: 'username webauthn',
  inputMode: 'email',
  defaultValue: undefined,
  readOnly: undefined,
  autoCapitalize: 'none',
  spellCheck: false,
};
const PHONE_TAB: InputProps = { autoComplete: 'tel', inputMode: 'tel' };
const PASSWORD_INPUT: InputProps = {
  name: SIGN_IN_FIELD_NAMES.password,
  type: 'password',
  autoComplete: 'current-password',
};

/**
 * The sign-in actions of each store, bound when a hook first reads it: stable for the store's lifetime (apps
 * list them in effect dependencies). The client is the one the provider gave with the store (it reads its
 * client once per store).
 */
const BOUND = new WeakMap<IdentityStore, SignInActions>();

function bindActions(store: IdentityStore, client: FlowClient | undefined): SignInActions {
  const dispatch = store.dispatch;
  // Sending the form or asking for the passkey dialog ends the autofill request first: the browser keeps
  // one WebAuthn request at a time, and the user has chosen another way in.
  const stopAutofill = () => stopPasskeyAutofill(store);
  const made: Pick<SignInActions, Exclude<keyof SignInActions, EventAction>> = {
    submitIdentifier: (identifier, identifierType) => {
      stopAutofill();
      dispatch({
        type: 'IDENTIFIER_SUBMITTED',
        identifier: identifier.trim(),
        identifierType: identifierType ?? classifyIdentifier(identifier),
      });
    },
    signIn: ({ username, password, captchaToken }) => {
      stopAutofill();
      dispatch({
        type: 'SIGN_IN_SUBMITTED',
        username: username.trim(),
        password,
        ...(captchaToken !== undefined && captchaToken !== '' ? { captchaToken } : {}),
      });
    },
    signInWithPasskey: () => {
      stopAutofill();
      dispatch({ type: 'PASSKEY_REQUESTED' });
    },
    // Outside a provider with a client (a host that passed none) there is nothing to ask the options of.
    startPasskeyAutofill: (options) =>
      client === undefined
        ? () => undefined
        : startPasskeyAutofill(store, client, { enabled: options?.enabled }),
  };
  const all: Record<string, unknown> = made;
  for (const name of Object.keys(EVENT_OF) as EventAction[]) {
    const eventOf = EVENT_OF[name] as (...args: unknown[]) => IdentityEvent;
    all[name] = (...args: unknown[]) => dispatch(eventOf(...args));
  }
  const actions = all as unknown as SignInActions;
  BOUND.set(store, actions);
  return actions;
}

function field(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Sign-in: identifier-first, tabbed, password, account choice, captcha, evaluate-auth (seed 000 §4.3).
 * Field values stay in the DOM (uncontrolled) so typing a password re-renders nothing here, and the
 * password never enters state.
 */
export function useSignIn(): UseSignIn {
  const state = useIdentityStore(selectSignInView, shallowEqual);
  const { store, client } = useIdentityContext();

  // Bound once per store and kept for it (BOUND), so every render and reader gets the same actions.
  const actions = BOUND.get(store) ?? bindActions(store, client);

  // The getters read the view's fields where they use them: the first render runs only the ones it calls
  // (issue 19).
  return {
    state,
    actions,
    getFormProps: (props = {}) => ({
      ...props,
      noValidate: true,
      'data-step': state.step,
      // The user's handler runs first; only its own preventDefault() skips ours. An event already prevented
      // on arrival (the UI kit's Form primitive) still submits.
      onSubmit: composeSubmitHandlers<SubmitEvent>(props.onSubmit, (event) => {
        event.preventDefault();
        const { step, tab, identifier, isIdentifierReadonly } = state;
        const form = event.currentTarget;
        // The form's identifier field as typed (an emptied field stays empty: refused, never swapped for
        // the prefill); a form without one (a password-only step) signs in as the known identifier.
        const data = new FormData(form);
        const value = data.get(SIGN_IN_FIELD_NAMES.identifier);
        const typed = typeof value === 'string' ? value.trim() : identifier;
        // After sign-out the first sign-in form shows again (identifier or password): its fields say which.
        const identifierForm =
          step === 'identifier' || (step === 'signedOut' && !data.has(SIGN_IN_FIELD_NAMES.password));
        if (identifierForm) {
          actions.submitIdentifier(typed, classifyIdentifier(typed, tab));
          return;
        }
        actions.signIn({
          username: isIdentifierReadonly ? identifier : typed,
          password: field(form, SIGN_IN_FIELD_NAMES.password),
          captchaToken: field(form, SIGN_IN_FIELD_NAMES.captcha),
        });
      }),
    }),
    getIdentifierInputProps: (props = {}) => ({
      ...IDENTIFIER_INPUT,
      ...(state.tab === 'phone' && PHONE_TAB),
      defaultValue: state.identifier,
      readOnly: state.isIdentifierReadonly,
      // Only identifier failures mark the identifier (a wrong password marks the password alone).
      'aria-invalid': state.errorField === 'identifier' || undefined,
      ...props,
    }),
    getPasswordInputProps: (props = {}) => ({
      ...PASSWORD_INPUT,
      'aria-invalid': state.errorField === 'password' || undefined,
      ...props,
    }),
    getSubmitButtonProps: (props = {}) => ({
      ...props,
      type: 'submit',
      // Never disabled (focus stays, QUALITY.md a11y 3); a second click while pending sends nothing.
      'aria-disabled': state.isSubmitting ? true : props['aria-disabled'],
    }),
  };
}
