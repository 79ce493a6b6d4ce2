/**
 * Which demo page an address shows, and the sign-up page's configuration from its query (pure, so the
 * rules are easy to read and test). The playground server answers every path in DEMO_PAGE_PATHS with the
 * same HTML; the bundle picks the page from `location.pathname`:
 * - `/` sign-in (`<IdentityFlow>`, see config.ts);
 * - `/signup` sign-up (`<SignUp>`), variant from `?flow=` (ecosystem, password-signup, pin, buy-now, oia)
 *   and `?confirm_email=true` (enableConfirmEmailField, seed 001 §5);
 * - `/recovery` account recovery (`<AccountRecovery>`), `?mode=userId` for forgot user id;
 * - `/invitation?invitation_id=…` invitation accept (`<Invitation>`; accepting needs a signed-in session);
 * - `/email-confirmation?user_id=…&email=…&confirmation_id=…&code=…` the landing of an emailed
 *   confirmation link (`<EmailConfirmation>`; confirming needs the account's session);
 * - `/account` account management (`<AccountManager>`; needs a signed-in session: sign in at `/` first).
 */
import type { RecoveryConfig, SignUpConfig } from '../../headless';
import { SIGN_UP_FLOWS, type SignUpFlow } from '../../offerings';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { PLAYGROUND_SPEC_OFFERING_ID } from '../core/spec-offering';

export type DemoPage = 'signIn' | 'signUp' | 'recovery' | 'invitation' | 'emailConfirmation' | 'account';

/** Paths served with the demo page's HTML, by page. */
export const DEMO_PAGE_PATHS: Readonly<Record<DemoPage, string>> = {
  signIn: '/',
  signUp: '/signup',
  recovery: '/recovery',
  invitation: '/invitation',
  emailConfirmation: '/email-confirmation',
  account: '/account',
};

/** The page of a pathname (a trailing slash is ignored); unknown paths show sign-in. */
export function demoPageOf(pathname: string): DemoPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = (Object.keys(DEMO_PAGE_PATHS) as DemoPage[]).find((page) => DEMO_PAGE_PATHS[page] === path);
  return found ?? 'signIn';
}

function isSignUpFlow(value: string): value is SignUpFlow {
  return (SIGN_UP_FLOWS as readonly string[]).includes(value);
}

/** The sign-up page's flow configuration: `flow` (default ecosystem) and `confirm_email=true`. */
export function demoSignUpConfig(params: URLSearchParams): Partial<SignUpConfig> {
  const flow = params.get('flow') ?? '';
  return {
    flow: isSignUpFlow(flow) ? flow : 'ecosystem',
    enableConfirmEmailField: params.get('confirm_email') === 'true',
    ...demoEnumerationOf(params),
  };
}

/** The recovery page's configuration: `mode=userId` starts "forgot user id". */
export function demoRecoveryConfig(params: URLSearchParams): Partial<RecoveryConfig> {
  return { ...(params.get('mode') === 'userId' ? { mode: 'userId' } : {}), ...demoEnumerationOf(params) };
}

/**
 * `enumeration=off` shows the spec's behaviour (account lookup before the password, USER_NOT_FOUND, the
 * account-exists check and DUPLICATE_USER); without it the pages run the kit's default, strict. A demo switch
 * for trying both, not something a product reads from its address.
 */
export function demoEnumerationOf(params: URLSearchParams): { userEnumeration?: 'off' } {
  return params.get('enumeration') === 'off' ? { userEnumeration: 'off' } : {};
}

/**
 * The offering the demo's client names: with `enumeration=off` the one the playground answers as the spec
 * (USER_NOT_FOUND, 409 DUPLICATE_USER, not compliant), else the identity offering, answered strictly. The
 * kit's mode and the service's mode go together, as they would for a product's offering.
 */
export function demoOfferingId(params: URLSearchParams): string {
  return demoEnumerationOf(params).userEnumeration === 'off'
    ? PLAYGROUND_SPEC_OFFERING_ID
    : OFFERING_ID_IDENTITY_GLOBAL;
}
