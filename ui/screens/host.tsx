import { createContext, useContext, type ReactNode } from 'react';
import type { BrandInput } from '../../offerings';

/**
 * What the host page supplies for MFA and post-auth steps the headless flows do not run themselves
 * (no call of theirs covers them yet): the government-id hand-off address, security-question grading,
 * TOTP enrolment and passkey registration. Each is optional; a step without its handler says it is not
 * available here and offers another way.
 */
export interface IdentityHostHandlers {
  /** Brand of the hand-off images and names (partner step, partner buttons). @default DEFAULT_BRAND */
  readonly brand?: BrandInput | undefined;
  /**
   * Government-id check page (seed 000 §2.1 "MFA government-id section"), opened in this tab: https or a
   * same-site path. @default the address the service sent with the GOVID challenge (`useMfa().state.govIdUrl`)
   */
  readonly govIdUrl?: string | undefined;
  /** Called when the user starts the government-id check (e.g. to open it in a native flow instead). */
  readonly onGovIdStart?: (() => void) | undefined;
  /** The security question to show (catalogue text of `securityQuestion.*`, or the service's text). */
  readonly securityQuestion?: string | undefined;
  /** Grades a security answer; resolves to an error code, or null when it was right. */
  readonly onSecurityAnswer?: ((answer: string) => Promise<string | null>) | undefined;
  /** Registers a passkey (post-auth prompt); resolves to an error code, or null on success. */
  readonly onRegisterPasskey?: (() => Promise<string | null>) | undefined;
  /** Starts a partner link after the brand hand-off's Continue (seed 000 §4.5). */
  readonly onPartnerContinue?: (() => void) | undefined;
  /** Accepts or declines the invitation of this visit (seed 000 §4.4). Resolves to an error code or null. */
  readonly onInvitation?: ((accepted: boolean) => Promise<string | null>) | undefined;
}

const HostContext = createContext<IdentityHostHandlers>({});

/** Provides host handlers to the MFA and post-auth screens below. */
export function IdentityHostProvider({
  handlers,
  children,
}: {
  handlers?: IdentityHostHandlers | undefined;
  children?: ReactNode;
}): ReactNode {
  const outer = useContext(HostContext);
  return (
    <HostContext.Provider value={handlers === undefined ? outer : { ...outer, ...handlers }}>
      {children}
    </HostContext.Provider>
  );
}

export function useIdentityHost(): IdentityHostHandlers {
  return useContext(HostContext);
}
