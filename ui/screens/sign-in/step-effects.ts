/**
 * What the first sign-in steps' effects need at render (issue 19 start-up JS): a step mounts an effect
 * (ui/primitives/effect.ts) only while it has work, so it must know at render whether passkey autofill runs.
 */
import { useIdentityStore, type IdentityState } from '../../../headless/advanced';

const selectPasskeysOffered = (state: IdentityState): boolean => state.config.enableFIDO2Authentication;

/**
 * Whether passkey autofill runs: the product's prop, else the offering's passkey sign-in setting (the test
 * `startPasskeyAutofill` makes), so an offering without passkeys mounts no effect for it.
 */
export function usePasskeyAutofill(passkeyAutofill: boolean | undefined): boolean {
  const offered = useIdentityStore(selectPasskeysOffered);
  return passkeyAutofill ?? offered;
}
