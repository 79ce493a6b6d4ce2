import { useMemo } from 'react';
import type { PostAuthStep } from '../../core';
import { shallowEqual } from '../../react/shallow-equal';
import { useIdentityDispatch, useIdentityStore } from '../../react/useIdentityStore';
import { selectPostAuthView, type PostAuthView } from './selectors';

/** Actions of {@link usePostAuth}. */
export interface PostAuthActions {
  /** The UI-driven step on screen (verified-user update, passkey prompt, consent, invitation) is finished or
   *  skipped; the sequence moves to the next step of seed 000 §3.7. */
  finishStep(step: PostAuthStep): void;
  /** Ask for credential write access (step-up to level 25 when needed, seed 000 §4.3, §9). */
  requestCredentialWriteAccess(): void;
}

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
      requestCredentialWriteAccess: () => dispatch({ type: 'CREDENTIAL_WRITE_ACCESS_REQUESTED' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
