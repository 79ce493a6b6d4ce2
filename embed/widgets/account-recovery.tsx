// v4 account-recovery widget chunk (`chunks/account-recovery.js`): the kit's <AccountRecovery>, inside a
// provider resolving the offering's account-recovery namespace.
import { IdentityProvider } from '../../headless';
import { AccountRecovery } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering, offeringProps } from './host';

export function mount(context: MountContext): () => void {
  return mountInOffering(context, (client) => (
    <IdentityProvider client={client} {...offeringProps(context, 'account-recovery')}>
      <AccountRecovery client={client} />
    </IdentityProvider>
  ));
}
