import { createContext, useContext } from 'react';
import type { UseRecovery } from '../../../headless';
import type { RecoveryLayout } from '../../../headless/advanced';

/** What the recovery router shares with its step screens (one `useRecovery` store per `<AccountRecovery>`). */
export interface RecoveryScreenContextValue {
  readonly recovery: UseRecovery;
  /** Seed 000 §2.4 recovery layout flags (back button inside the form, prominent buttons, logos at the bottom). */
  readonly layout: RecoveryLayout;
  /** Switch between password recovery and forgot user id (restarts the flow). */
  readonly switchMode: (mode: 'password' | 'userId') => void;
  /** The user wants to sign in (done / user ids screens); absent when the host gave no handler. */
  readonly onSignIn: (() => void) | undefined;
}

export const RecoveryScreenContext = createContext<RecoveryScreenContextValue | null>(null);

/** The recovery flow of the nearest `<AccountRecovery>` (a replaced step screen uses it too). */
export function useRecoveryScreen(): RecoveryScreenContextValue {
  const value = useContext(RecoveryScreenContext);
  if (value === null) {
    throw new Error('identity-kit: recovery screens must be rendered inside <AccountRecovery>.');
  }
  return value;
}
