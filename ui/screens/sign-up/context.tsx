import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  useSignUp,
  type AnalyticsEvent,
  type IdentityClient,
  type SignUpConfig,
  type UseSignUp,
} from '../../../headless';
import {
  signUpLayout,
  useProviderOffering,
  type CollisionClient,
  type LayoutInput,
  type SignUpClient,
  type SignUpLayout,
} from '../../../headless/advanced';
import type { PasswordPreset } from '../../../rules';
import { definedEntries } from '../components';

/** Everything the sign-up screens call: sign-up, the email collision check and the phone country list. */
// validatePhoneNumber: the phone field's check after focus-out, made only when the client has it.
export type SignUpScreensClient = SignUpClient &
  CollisionClient &
  Pick<IdentityClient, 'getCountryCodes'> &
  Partial<Pick<IdentityClient, 'validatePhoneNumber'>>;

/** Page choices of the sign-up screens (links, dates, callbacks); the flow's own choices are `config`. */
export interface SignUpPageOptions {
  /** Seed 000 §2.4 layout inputs (visual refresh, ecosystem theme, chat-based content). */
  readonly layout?: Omit<LayoutInput, 'termsDate' | 'privacyDate'> | undefined;
  readonly termsHref?: string | undefined;
  readonly privacyHref?: string | undefined;
  /** ISO date (YYYY-MM-DD) the terms were last updated; shown when given. */
  readonly termsDate?: string | null | undefined;
  readonly privacyDate?: string | null | undefined;
  /** The sub-header's "one account" help (ecosystem) or account (chat) link. */
  readonly accountHelpHref?: string | undefined;
  /** "Sign in" / "Sign in instead" as a link... */
  readonly signInHref?: string | undefined;
  /** ...or as a button: the host shows its sign-in (e.g. `<SignIn>`), prefilled with the email. */
  readonly onSignIn?: ((email: string) => void) | undefined;
  /**
   * Where a new account without a password (the ecosystem sign-up) creates one to sign in: the end of the
   * sign-up links here instead of to a password sign-in (issue 18 §3).
   * @default the offering's accountRecoveryLink
   */
  readonly recoveryHref?: string | undefined;
  /** Cancel button (hidden in the chat-based layout). */
  readonly onCancel?: (() => void) | undefined;
  /** Password policy preset of the offering. @default 'legacy' */
  readonly passwordPreset?: PasswordPreset | undefined;
  /** Phone picker countries limited to SMS-verifiable ones. @default true */
  readonly smsOnlyPhone?: boolean | undefined;
}

export interface SignUpScreenContextValue {
  readonly signUp: UseSignUp;
  readonly client: SignUpScreensClient;
  readonly layout: SignUpLayout;
  readonly page: SignUpPageOptions;
  /** What the last form submit typed (the code steps name the destination). */
  readonly submitted: { readonly email: string; readonly phone: string };
  readonly setSubmitted: (value: { readonly email: string; readonly phone: string }) => void;
}

const SignUpScreenContext = createContext<SignUpScreenContextValue | null>(null);

export interface SignUpProviderProps {
  readonly client: SignUpScreensClient;
  readonly config?: Partial<SignUpConfig> | undefined;
  readonly page?: SignUpPageOptions | undefined;
  readonly onEvent?: ((event: AnalyticsEvent) => void) | undefined;
  readonly children?: ReactNode;
}

/**
 * One sign-up flow (its own store) shared by the sign-up screens below it. Inside a provider that names an
 * offering, the flow and the page start from the offering's settings (issue 17 §1); `config` and `page`
 * still win.
 */
export function SignUpProvider({
  client,
  config: explicitConfig,
  page: explicitPage = {},
  onEvent,
  children,
}: SignUpProviderProps): ReactNode {
  const provided = useProviderOffering();
  const config =
    provided === null ? explicitConfig : { ...provided.signUp, ...definedEntries(explicitConfig) };
  const page = useMemo(
    () => (provided === null ? explicitPage : { ...provided.signUpPage, ...definedEntries(explicitPage) }),
    [provided, explicitPage],
  );
  const signUp = useSignUp({
    client,
    ...(config !== undefined ? { config } : {}),
    ...(onEvent !== undefined ? { onEvent } : {}),
  });
  const [submitted, setSubmitted] = useState({ email: '', phone: '' });
  const { layout: layoutInput, termsDate, privacyDate } = page;
  const layout = useMemo(
    () => signUpLayout({ ...layoutInput, termsDate: termsDate ?? null, privacyDate: privacyDate ?? null }),
    [layoutInput, termsDate, privacyDate],
  );
  const value: SignUpScreenContextValue = { signUp, client, layout, page, submitted, setSubmitted };
  return <SignUpScreenContext.Provider value={value}>{children}</SignUpScreenContext.Provider>;
}

/** The sign-up flow of the nearest `<SignUp>` (or `<SignUpProvider>`); throws outside one. */
export function useSignUpScreen(): SignUpScreenContextValue {
  const value = useContext(SignUpScreenContext);
  if (value === null) {
    throw new Error('identity-kit: sign-up screens must be rendered inside <SignUp> or <SignUpProvider>.');
  }
  return value;
}
