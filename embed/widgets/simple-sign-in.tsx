// v4 simple-sign-in widget chunk (`chunks/simple-sign-in.js`): the kit's <SimpleSignIn>, the sign-in journey
// configured from the offering's `simple-sign-in` namespace (seed 001 §2; the spec shows no screen of its
// own), in a provider of its own inside the offering's root.
import { SimpleSignIn } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering, offeringProps } from './host';

export function mount(context: MountContext): () => void {
  const { namespace: _signIn, ...offering } = offeringProps(context);
  return mountInOffering(context, (client) => (
    <SimpleSignIn client={client} {...offering} onEvent={(event) => context.onEvent(event)} />
  ));
}
