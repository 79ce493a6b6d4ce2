// v4 sign-up widget chunk (`chunks/sign-up.js`): the kit's <SignUp> with the offering's client, inside a
// provider resolving the offering's sign-up namespace (its `configs['sign-up']`, seed 001 §2).
import { IdentityProvider } from '../../headless';
import { SignUp } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering, offeringProps } from './host';

export function mount(context: MountContext): () => void {
  return mountInOffering(context, (client) => (
    <IdentityProvider client={client} {...offeringProps(context, 'sign-up')}>
      <SignUp client={client} onEvent={(event) => context.onEvent(event)} />
    </IdentityProvider>
  ));
}
