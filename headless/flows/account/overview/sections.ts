/**
 * Which sections the account manager shows (seed 001 §2: the account-manager widget list, namespace
 * `account-manager`), pure. An offering lists its widgets (offerings' `accountManagerWidgets`, in the spec's
 * order by default); each maps to a section of this kit, or is reported as not available yet, so a product
 * can see what its list asks for.
 */
import { ACCOUNT_MANAGER_WIDGETS, type AccountManagerWidget } from '../../../../offerings/namespaces';

/** The account sections this kit builds (one hook and one screen each). */
export const ACCOUNT_SECTIONS = [
  'fullName',
  'email',
  'phone',
  'password',
  'mfa',
  'accessHistory',
  'linkedIdentities',
  'consent',
  // personal data and credentials (session 16)
  'userId',
  'securityQuestion',
  'address',
  'passkeys',
  'governmentId',
] as const;
/** One built account section. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Widget of the seed 001 §2 list -> the section that implements it (null: not built yet). */
export const SECTION_OF_WIDGET: Readonly<Record<AccountManagerWidget, AccountSection | null>> = {
  fullname: 'fullName',
  userid: 'userId',
  email: 'email',
  password: 'password',
  sqa: 'securityQuestion',
  mfa: 'mfa',
  phone: 'phone',
  consent: 'consent',
  address: 'address',
  linkedIdentities: 'linkedIdentities',
  accessHistory: 'accessHistory',
};

/**
 * Sections shown right after a widget's own section: the seed 001 §2 list has no widget of their own. Passkeys
 * are part of the MFA settings (issue 20); the government-id status is the v3 "government id" widget of seed
 * 000 §2.1, a way to verify like the MFA channels, so it comes with the `mfa` widget too.
 */
export const COMPANION_SECTIONS: Readonly<Partial<Record<AccountSection, readonly AccountSection[]>>> = {
  mfa: ['passkeys', 'governmentId'],
};

/** The sections of an offering's widget list, in its order, without repeats; unbuilt widgets listed apart. */
export function accountSectionsOf(widgets: readonly AccountManagerWidget[] = ACCOUNT_MANAGER_WIDGETS): {
  readonly sections: readonly AccountSection[];
  readonly unavailable: readonly AccountManagerWidget[];
} {
  const sections: AccountSection[] = [];
  const unavailable: AccountManagerWidget[] = [];
  for (const widget of widgets) {
    const section = SECTION_OF_WIDGET[widget];
    if (section === null) {
      unavailable.push(widget);
    } else {
      for (const shown of [section, ...(COMPANION_SECTIONS[section] ?? [])]) {
        if (!sections.includes(shown)) {
          sections.push(shown);
        }
      }
    }
  }
  return { sections, unavailable };
}
