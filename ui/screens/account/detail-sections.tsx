import type { ComponentType, ReactNode } from 'react';
import { useScreenComponent } from '../components';
import { lazyStep } from '../lazy-step';
import type { AddressManagerProps } from './AddressManager';
import type { GovernmentIdStatusProps } from './GovernmentIdStatus';
import type { AccountParts } from './parts';
import type { PasskeyManagerProps } from './PasskeyManager';
import type { SecurityQuestionManagerProps } from './SecurityQuestionManager';
import type { UserIdManagerProps } from './UserIdManager';

declare module '../components' {
  // The personal-data and credential sections, replaceable by name like every screen.
  interface ScreenComponentMap {
    readonly UserIdManager: ComponentType<UserIdManagerProps>;
    readonly SecurityQuestionManager: ComponentType<SecurityQuestionManagerProps>;
    readonly AddressManager: ComponentType<AddressManagerProps>;
    readonly PasskeyManager: ComponentType<PasskeyManagerProps>;
    readonly GovernmentIdStatus: ComponentType<GovernmentIdStatusProps>;
  }
}

/** The personal-data and credential sections of the account manager (issue 20). */
export type DetailSection = 'userId' | 'securityQuestion' | 'address' | 'passkeys' | 'governmentId';

/** The calls of these sections. */
export type AccountDetailsClient = UserIdManagerProps['client'] &
  SecurityQuestionManagerProps['client'] &
  AddressManagerProps['client'] &
  PasskeyManagerProps['client'] &
  GovernmentIdStatusProps['client'];

// Each is a chunk of its own, loaded when the offering lists it (issue 20 size target).
const userIdStep = lazyStep('UserIdManager', () => import('./UserIdManager').then((m) => m.UserIdManager));
const securityQuestionStep = lazyStep('SecurityQuestionManager', () =>
  import('./SecurityQuestionManager').then((m) => m.SecurityQuestionManager),
);
const addressStep = lazyStep('AddressManager', () =>
  import('./AddressManager').then((m) => m.AddressManager),
);
const passkeyStep = lazyStep('PasskeyManager', () =>
  import('./PasskeyManager').then((m) => m.PasskeyManager),
);
const governmentIdStep = lazyStep('GovernmentIdStatus', () =>
  import('./GovernmentIdStatus').then((m) => m.GovernmentIdStatus),
);

interface DetailComponents {
  readonly userId: ComponentType<UserIdManagerProps>;
  readonly securityQuestion: ComponentType<SecurityQuestionManagerProps>;
  readonly address: ComponentType<AddressManagerProps>;
  readonly passkeys: ComponentType<PasskeyManagerProps>;
  readonly governmentId: ComponentType<GovernmentIdStatusProps>;
}

/** The screens of these sections, each replaceable through the components map. */
export function useDetailSections(): DetailComponents {
  return {
    userId: useScreenComponent('UserIdManager', userIdStep.Screen),
    securityQuestion: useScreenComponent('SecurityQuestionManager', securityQuestionStep.Screen),
    address: useScreenComponent('AddressManager', addressStep.Screen),
    passkeys: useScreenComponent('PasskeyManager', passkeyStep.Screen),
    governmentId: useScreenComponent('GovernmentIdStatus', governmentIdStep.Screen),
  };
}

/** One of these sections as the account manager renders it. */
export function detailSection(
  screens: DetailComponents,
  section: DetailSection,
  client: AccountDetailsClient,
  shared: { readonly components?: Partial<AccountParts> | undefined; readonly stepUpAal?: number | null },
): ReactNode {
  switch (section) {
    case 'userId':
      return <screens.userId key={section} client={client} {...shared} />;
    case 'securityQuestion':
      return <screens.securityQuestion key={section} client={client} {...shared} />;
    case 'address':
      return <screens.address key={section} client={client} components={shared.components} />;
    case 'passkeys':
      return <screens.passkeys key={section} client={client} {...shared} />;
    case 'governmentId':
      return <screens.governmentId key={section} client={client} components={shared.components} />;
    default:
      return section satisfies never;
  }
}
