// v4 sign-in widget chunk (`chunks/sign-in.js`): the kit's <IdentityFlow> (sign-in, MFA, post-auth) in the
// offering's shared store.
import { IdentityFlow } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering } from './host';

export function mount(context: MountContext): () => void {
  return mountInOffering(context, () => <IdentityFlow />);
}
