// v4 sign-up widget chunk (`chunks/sign-up.js`): the kit's <SignUp> with the offering's client.
import { SignUp } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering } from './host';

export function mount(context: MountContext): () => void {
  return mountInOffering(context, (client) => (
    <SignUp client={client} onEvent={(event) => context.onEvent(event)} />
  ));
}
