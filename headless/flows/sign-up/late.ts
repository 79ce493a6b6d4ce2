/**
 * What a sign-up page does not need before the first answer: the machine beyond the form (results, phone
 * and email codes, the collision interrupter), the later calls, and immer, which only these use. The sign-up
 * store imports this module with `import()` beside the first submit, on idle or on first input (store.ts),
 * so the form's bundle stays small (issue 6 size target).
 */
import type { LateFlow } from '../standalone/phased-flow';
import { clientSideError } from '../../core';
import { performSignUp, signUpLateCrashed, type SignUpClient } from './effects';
import { signUpTransition } from './machine';
import type { SignUpCall, SignUpEvent, SignUpState } from './state';

/** The sign-up chunk: the whole machine and the calls of the later steps, for one client. */
export function signUpLate(client: SignUpClient): LateFlow<SignUpState, SignUpEvent, SignUpCall> {
  return {
    transition: signUpTransition,
    // A crashed call is answered here, with its own result event (effects.ts signUpLateCrashed).
    perform: (call, context) =>
      performSignUp(client, call, context).catch(() =>
        signUpLateCrashed(call, clientSideError('UNKNOWN_ERROR')),
      ),
  };
}
