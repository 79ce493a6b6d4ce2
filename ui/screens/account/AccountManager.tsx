import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useOffering, type IdentityClient } from '../../../headless';
import { useAccountOverview } from '../../../headless/account';
import type { AccountManagerWidget } from '../../../offerings';
import { mergeParts, useScreenComponent, type ScreenProps } from '../components';
import { lazyStep, onFirstInput } from '../lazy-step';
import type { AccessHistoryProps } from './AccessHistory';
import type { EmailManagerProps } from './EmailManager';
import type { FullNameManagerProps } from './FullNameManager';
import { ACCOUNT_PARTS, type AccountParts } from './parts';
import type { MfaManagerProps } from './MfaManager';
import type { PasswordManagerProps } from './PasswordManager';
import type { PhoneManagerProps } from './PhoneManager';
import type { ConsentManagerProps } from './ConsentManager';
import type { LinkedIdentitiesProps } from './LinkedIdentities';
import type { RealmManagerProps } from './RealmManager';
import { LoadState } from './shared';
import {
  detailSection,
  useDetailSections,
  type AccountDetailsClient,
  type DetailSection,
} from './detail-sections';
import { useText } from './text';

declare module '../components' {
  // The account sections, replaceable one by one like every screen (`<AccountManager components>` or
  // `<ScreenComponentsProvider>`); each is also usable alone.
  interface ScreenComponentMap {
    readonly FullNameManager: ComponentType<FullNameManagerProps>;
    readonly EmailManager: ComponentType<EmailManagerProps>;
    readonly PhoneManager: ComponentType<PhoneManagerProps>;
    readonly PasswordManager: ComponentType<PasswordManagerProps>;
    readonly MfaManager: ComponentType<MfaManagerProps>;
    readonly AccessHistory: ComponentType<AccessHistoryProps>;
  }
}

declare module '../components' {
  // Linked sign-ins, apps with access, household or company (issue 20).
  interface ScreenComponentMap {
    readonly LinkedIdentities: ComponentType<LinkedIdentitiesProps>;
    readonly ConsentManager: ComponentType<ConsentManagerProps>;
    readonly RealmManager: ComponentType<RealmManagerProps>;
  }
}

// Each section is a chunk of its own (issue 20 size target): the page loads the overview up front, and the
// sections the offering lists right after it.
const fullNameStep = lazyStep('FullNameManager', () =>
  import('./FullNameManager').then((m) => m.FullNameManager),
);
const emailStep = lazyStep('EmailManager', () => import('./EmailManager').then((m) => m.EmailManager));
const phoneStep = lazyStep('PhoneManager', () => import('./PhoneManager').then((m) => m.PhoneManager));
const passwordStep = lazyStep('PasswordManager', () =>
  import('./PasswordManager').then((m) => m.PasswordManager),
);
const mfaStep = lazyStep('MfaManager', () => import('./MfaManager').then((m) => m.MfaManager));
const accessHistoryStep = lazyStep('AccessHistory', () =>
  import('./AccessHistory').then((m) => m.AccessHistory),
);
const linkedStep = lazyStep('LinkedIdentities', () =>
  import('./LinkedIdentities').then((m) => m.LinkedIdentities),
);
const consentStep = lazyStep('ConsentManager', () =>
  import('./ConsentManager').then((m) => m.ConsentManager),
);
const realmStep = lazyStep('RealmManager', () => import('./RealmManager').then((m) => m.RealmManager));

/** The calls of every section the account manager shows. */
export type AccountManagerClient = FullNameManagerProps['client'] &
  EmailManagerProps['client'] &
  PhoneManagerProps['client'] &
  PasswordManagerProps['client'] &
  MfaManagerProps['client'] &
  AccessHistoryProps['client'] &
  LinkedIdentitiesProps['client'] &
  ConsentManagerProps['client'] &
  RealmManagerProps['client'] &
  AccountDetailsClient &
  Pick<IdentityClient, 'getUser'>;

/** Props of {@link AccountManager}. */
export interface AccountManagerProps extends ScreenProps {
  readonly client: AccountManagerClient;
  /**
   * The offering's account-manager widget list (seed 001 §2).
   * @default the provider's offering's accountManagerWidgets, else all, in the spec's order
   */
  readonly widgets?: readonly AccountManagerWidget[] | undefined;
  /** The level sensitive edits need (the offering's account-manager `targetAAL`). @default 25 */
  readonly stepUpAal?: number | null | undefined;
  /**
   * Show the household or company section (people, invitations) after the widget list: the offering's
   * `enableUserInviteActions` (seed 001 §6). @default the provider's offering's enableUserInviteActions, else false
   */
  readonly people?: boolean | undefined;
  /** Parts of the overview and of every section. */
  readonly components?: Partial<AccountParts> | undefined;
  /**
   * The `response_token` the page came back with from the partner after "Link a Google account" (read from
   * the address, then stripped from it): the linked-identities section links it once on mount.
   */
  readonly responseToken?: string | null | undefined;
}

/**
 * The account manager (seed 000 §2.1 "account manager", namespace `account-manager`): a heading, the user id,
 * and one section per widget the offering lists, each loading its own data. Replace a section with
 * `<ScreenComponentsProvider components={{ PhoneManager: MyPhone }}>`.
 */
export function AccountManager({
  client,
  widgets,
  stepUpAal,
  components,
  focusOnMount,
  people,
  responseToken,
}: AccountManagerProps): ReactNode {
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  // The provider's offering lists the sections (accountManagerWidgets, in its order); the prop wins.
  const offering = useOffering();
  const listed = widgets ?? offering?.accountManagerWidgets;
  // Company administrators invite and manage users where the offering turns it on (seed 001 §6); the prop wins.
  const showPeople = people ?? offering?.enableUserInviteActions ?? false;
  const { state, actions } = useAccountOverview({
    client,
    ...(listed !== undefined ? { widgets: listed } : {}),
  });
  const FullName = useScreenComponent('FullNameManager', fullNameStep.Screen);
  const Email = useScreenComponent('EmailManager', emailStep.Screen);
  const Phone = useScreenComponent('PhoneManager', phoneStep.Screen);
  const Password = useScreenComponent('PasswordManager', passwordStep.Screen);
  const Mfa = useScreenComponent('MfaManager', mfaStep.Screen);
  const History = useScreenComponent('AccessHistory', accessHistoryStep.Screen);
  const Linked = useScreenComponent('LinkedIdentities', linkedStep.Screen);
  const Consent = useScreenComponent('ConsentManager', consentStep.Screen);
  const Realm = useScreenComponent('RealmManager', realmStep.Screen);
  const details = useDetailSections();
  // Without the account (signed out, service down) the sections would each fail the same way: one message.
  const sections = state.data === null && state.status === 'error' ? [] : state.sections;
  useEffect(
    () =>
      onFirstInput(() => {
        // The step-up panel and its MFA screens come with the first edit; fetch them ahead of it.
        void import('./step-up-gate').then((m) => m.accountStepUpStep.preload());
      }),
    [],
  );
  const summary = state.data;
  const username = summary?.username ?? summary?.userId;
  const shared = { components, ...(stepUpAal !== undefined ? { stepUpAal } : {}) };
  const title = t('account.title');
  return (
    <div className="grid gap-6" data-flow="account">
      <div className="grid gap-2">
        <P.Heading focusKey="account" focusOnMount={focusOnMount} documentTitle={title}>
          {title}
        </P.Heading>
        <p className="text-ik-fg-muted">{t('account.body')}</p>
        <LoadState parts={P} hook={{ state, actions: { ...NO_ACTIONS, load: actions.load } }} />
        {username !== undefined ? (
          <p className="text-sm">
            <span className="text-ik-fg-muted">{t('account.userId')}: </span>
            <span dir="ltr">{username}</span>
          </p>
        ) : null}
      </div>
      {sections.map((section) => {
        switch (section) {
          case 'fullName':
            return <FullName key={section} client={client} components={components} />;
          case 'email':
            return <Email key={section} client={client} {...shared} />;
          case 'phone':
            return <Phone key={section} client={client} {...shared} />;
          case 'password':
            return (
              <Password
                key={section}
                client={client}
                {...shared}
                {...(username !== undefined ? { username } : {})}
              />
            );
          case 'mfa':
            return <Mfa key={section} client={client} {...shared} />;
          case 'accessHistory':
            return <History key={section} client={client} components={components} />;
          case 'linkedIdentities':
            return (
              <Linked key={section} client={client} components={components} responseToken={responseToken} />
            );
          case 'consent':
            return <Consent key={section} client={client} components={components} />;
          case 'userId':
          case 'securityQuestion':
          case 'address':
          case 'passkeys':
          case 'governmentId':
            return detailSection(details, section satisfies DetailSection, client, shared);
          default:
            return section satisfies never;
        }
      })}
      {showPeople && state.data !== null ? <Realm client={client} components={components} /> : null}
    </div>
  );
}

/** The overview only loads: its other actions do nothing. */
const NO_ACTIONS = {
  edit: () => undefined,
  cancel: () => undefined,
  sendCode: () => undefined,
  verifyCode: () => undefined,
  resume: () => undefined,
  load: () => undefined,
};
