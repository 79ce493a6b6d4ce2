import { useMemo } from 'react';
import type { PostAuthStep } from '../../core';
import { shallowEqual } from '../../binding/shallow-equal';
import { useIdentityDispatch, useIdentityStore } from '../../provider/useIdentityStore';
import type { UserUpdate } from '../outcome-data';
import { selectPostAuthView, type PostAuthView } from './selectors';

/** Actions of {@link usePostAuth}. */
export interface PostAuthActions {
  /** The UI-driven step on screen (verified-user update, passkey prompt, consent, invitation) is finished or
   *  skipped; the sequence moves to the next step of seed 000 §3.7. */
  finishStep(step: PostAuthStep): void;
  /**
   * "Create a passkey" on the passkey prompt (step `webAuthnRegistration`): the service's creation options,
   * `navigator.credentials.create`, then the service verifies it (request slot `registerPasskey`; `state.status`
   * and `state.errorCode` while the prompt shows). Success moves the sequence on; a refusal stays on the
   * prompt with WEBAUTHN_NOT_ALLOWED / WEBAUTHN_UNSUPPORTED or the service's code.
   */
  registerPasskey(): void;
  /**
   * Accept the better account offered on the best-account step (`state.betterAccount`): the session switches
   * to it (select accounts) and is evaluated again (a challenge may follow); the sequence goes on once it
   * passes. "Continue with this account" is `finishStep('bestAccount')`.
   */
  acceptBetterAccount(): void;
  /**
   * The realm picker (step `realmPicker`, seed 000 §4.3 "choose a realm"): the user chose one of
   * `state.realms`; its ticket is created (create ticket with user realm), then the sequence moves on. A
   * refusal stays on the picker (`state.errorCode`).
   */
  chooseRealm(realmId: string): void;
  /** Ask for credential write access (step-up to level 25 when needed, seed 000 §4.3, §9). */
  requestCredentialWriteAccess(): void;
  /**
   * Verified-user update (step `verifiedUserUpdate`, seed 000 §4.7): saves what the display elements asked
   * (phone, email, full name) with update user, records the contact info as UPDATED, then the sequence moves
   * on. Empty values are left out. Failures: `useRequest('updateUser')` / the updateUser request state.
   */
  saveVerifiedUserUpdate(input: VerifiedUserUpdateInput): void;
  /**
   * Skip the verified-user update (only when `vuuDisplayElements.skipButton`): records SKIP with the service
   * (`useRequest('recordContactInfoSkip')`), then the sequence moves on. A refused or failed record leaves
   * the step on screen with that request's error.
   */
  skipVerifiedUserUpdate(): void;
}

/** What the verified-user update collected; only the asked fields are given. */
export interface VerifiedUserUpdateInput {
  readonly phone?: string;
  readonly email?: string;
  readonly givenName?: string;
  readonly surName?: string;
}

/** The update-user fields of a verified-user update (blank values left out). */
export function vuuUpdateFields(input: VerifiedUserUpdateInput): UserUpdate {
  const given = input.givenName?.trim() ?? '';
  const sur = input.surName?.trim() ?? '';
  const phone = input.phone?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  return {
    ...(phone !== '' ? { mobileNumber: phone } : {}),
    ...(email !== '' ? { email } : {}),
    ...(given !== '' || sur !== ''
      ? {
          fullName: {
            ...(given !== '' ? { givenName: given } : {}),
            ...(sur !== '' ? { surName: sur } : {}),
          },
        }
      : {}),
  };
}

/** What {@link usePostAuth} returns: `state` (codes and flags) and `actions`. */
export interface UsePostAuth {
  readonly state: PostAuthView;
  readonly actions: PostAuthActions;
}

/** Post-auth: which step of the sequence is showing, its request status and error code. */
export function usePostAuth(): UsePostAuth {
  const state = useIdentityStore(selectPostAuthView, shallowEqual);
  const dispatch = useIdentityDispatch();
  const actions = useMemo<PostAuthActions>(
    () => ({
      finishStep: (step) => dispatch({ type: 'POST_AUTH_STEP_DONE', step }),
      acceptBetterAccount: () => dispatch({ type: 'BETTER_ACCOUNT_ACCEPTED' }),
      chooseRealm: (realmId) => dispatch({ type: 'REALM_CHOSEN', realmId }),
      registerPasskey: () => dispatch({ type: 'PASSKEY_REGISTRATION_REQUESTED' }),
      requestCredentialWriteAccess: () => dispatch({ type: 'CREDENTIAL_WRITE_ACCESS_REQUESTED' }),
      saveVerifiedUserUpdate: (input) =>
        dispatch({ type: 'UPDATE_USER_REQUESTED', fields: vuuUpdateFields(input), recordContactInfo: true }),
      skipVerifiedUserUpdate: () => dispatch({ type: 'VUU_SKIP_REQUESTED' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
