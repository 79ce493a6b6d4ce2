// v4 account-recovery widget chunk (`chunks/account-recovery.js`): the kit's <AccountRecovery>.
import { AccountRecovery } from '../../ui';
import type { MountContext } from '../runtime/contract';
import { mountInOffering } from './host';

export function mount(context: MountContext): () => void {
  return mountInOffering(context, (client) => <AccountRecovery client={client} />);
}
