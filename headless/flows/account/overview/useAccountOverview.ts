import { useMemo } from 'react';
import type { IdentityClient } from '../../../client';
import type { AccountManagerWidget } from '../../../../offerings/namespaces';
import type { SectionRules } from '../section/machine';
import { toOutcome, type SectionRequestTable } from '../section/requests';
import {
  useAccountSection,
  type AccountSectionOptions,
  type AccountSectionView,
} from '../section/useAccountSection';
import { emailOf, fullNameOf, phoneOf, type ContactData, type FullNameData } from '../section/user-data';
import { accountSectionsOf, type AccountSection } from './sections';

/** The account summary the overview shows (GET users/me). */
export interface AccountSummary {
  readonly userId: string;
  readonly username: string | null;
  readonly fullName: FullNameData;
  readonly email: ContactData | null;
  readonly phone: ContactData | null;
}

/** The client methods the overview calls. */
export const OVERVIEW_CLIENT_METHODS = ['getUser'] as const;
/** The client calls the overview makes. */
export type OverviewClient = Pick<IdentityClient, (typeof OVERVIEW_CLIENT_METHODS)[number]>;

const OVERVIEW_RULES: SectionRules<AccountSummary, never> = {
  slot: 'accountOverview',
  name: 'account.overview',
  loads: true,
  validate: () => ({}),
  verifyAfterSave: () => null,
};

/** operation -> client call -> result event: the overview only loads (LOAD_RESULT). */
export const OVERVIEW_REQUESTS: SectionRequestTable<OverviewClient, AccountSummary, never> = {
  load: {
    calls: ['getUser'],
    run: async (client, _arg, { signal }) =>
      toOutcome(await client.getUser({}, { signal }), (user) => ({
        userId: user.userId,
        username: user.username ?? null,
        fullName: fullNameOf(user),
        email: emailOf(user),
        phone: phoneOf(user),
      })),
  },
};

const DEFINITION = {
  rules: OVERVIEW_RULES,
  requests: OVERVIEW_REQUESTS,
  readForm: (): never => undefined as never,
};

/** Options of {@link useAccountOverview}. */
export interface UseAccountOverviewOptions extends AccountSectionOptions {
  readonly client: OverviewClient;
  /** The offering's account-manager widget list (seed 001 §2). @default all eleven, in the spec's order */
  readonly widgets?: readonly AccountManagerWidget[];
}

/** The overview's view: the summary's load state plus the sections to show. */
export interface AccountOverviewView extends AccountSectionView<AccountSummary> {
  /** The built sections of the widget list, in its order. */
  readonly sections: readonly AccountSection[];
  /** Widgets of the list this kit does not build yet (the README says why). */
  readonly unavailable: readonly AccountManagerWidget[];
}

/** `{ state, actions }` of the account overview. */
export interface UseAccountOverview {
  readonly state: AccountOverviewView;
  readonly actions: {
    /** Loads (or reloads) the account summary. */
    readonly load: () => void;
  };
}

/**
 * The account manager's overview (seed 000 §2.1 "account manager", namespace `account-manager`): the
 * sections the offering's widget list enables and a summary of the account (name, user id, email, phone
 * with their status). Each section also loads on its own.
 */
export function useAccountOverview(options: UseAccountOverviewOptions): UseAccountOverview {
  const { state, actions } = useAccountSection(DEFINITION, options.client, options);
  const { widgets } = options;
  const layout = useMemo(() => accountSectionsOf(widgets), [widgets]);
  const view = useMemo(() => ({ ...state, ...layout }), [state, layout]);
  return { state: view, actions: { load: actions.load } };
}
