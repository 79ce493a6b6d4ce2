import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useIdentityStore, type IdentityState } from '../../../headless/advanced';
import type { BrandHandoffProps } from '../brand/BrandHandoff';
import { PartnerButtons, type PartnerButtonsProps } from '../brand/PartnerButtons';
import { ScreenComponentsProvider, useScreenComponent, type ScreenComponents } from '../components';
import { IdentityHostProvider, type IdentityHostHandlers } from '../host';
import { lazyStep, onFirstInput } from '../lazy-step';
import { ScreenShell, type ScreenShellProps } from '../ScreenShell';
import { BelowFirstHeading } from '../sign-in/shared';
import { SignIn } from '../sign-in/SignIn';

// The hand-off interstitial shows only after a partner button is chosen: a chunk of its own, fetched once
// the partner buttons are revealed (issue 5 size target).
const brandHandoffStep = lazyStep('BrandHandoff', () =>
  import('../brand/BrandHandoff').then((m) => m.BrandHandoff),
);

declare module '../components' {
  // The partner block and the brand hand-off of <IdentityFlow>, replaceable by name like every screen.
  interface ScreenComponentMap {
    readonly PartnerButtons: ComponentType<PartnerButtonsProps>;
    readonly BrandHandoff: ComponentType<BrandHandoffProps>;
  }
}

/** Partner sign-in of the page (seed 000 §2.3 partner buttons, §4.5 partner auth). */
export interface IdentityFlowPartners {
  /** Partner uids of the offering; only google is supported, others are left out. */
  readonly uids: readonly string[];
  /** The partner block starts hidden (seed 000 §4.8); the host reveals it. */
  readonly revealed: boolean;
  /** The user chose Continue on the brand hand-off: the host starts the partner sign-in. */
  readonly onStart: (partnerUid: string) => void;
}

/** Props of {@link IdentityFlow}; all optional: `<IdentityFlow />` is the whole journey with the kit's shell. */
export interface IdentityFlowProps {
  /** Replace whole screens by name: sign-in, MFA and post-auth screens alike. */
  readonly components?: ScreenComponents | undefined;
  /** Host handlers for steps the flows do not run themselves (government id, security answer, passkey
   *  registration, invitation, partner link). */
  readonly host?: IdentityHostHandlers | undefined;
  /** Shell (branding, footer, theme) props, or false to render bare inside the host's own <Root>. */
  readonly shell?: Omit<ScreenShellProps, 'children'> | false | undefined;
  /** SSO: the host knows a session exists for this identifier (shows "verify signed in" first). */
  readonly signedInAs?: string | undefined;
  /** Partner buttons below the first sign-in step's heading, with the brand hand-off before a partner sign-in. */
  readonly partners?: IdentityFlowPartners | undefined;
}

const FIRST_STEPS: readonly IdentityState['step'][] = ['identifier', 'password', 'signedOut'];
const selectStep = (state: IdentityState): IdentityState['step'] => state.step;
const selectOfferingId = (state: IdentityState): string => state.config.offeringId;

function FlowBody({
  signedInAs,
  partners,
  brand,
}: Pick<IdentityFlowProps, 'signedInAs' | 'partners'> & { brand: IdentityHostHandlers['brand'] }): ReactNode {
  const step = useIdentityStore(selectStep);
  const offeringId = useIdentityStore(selectOfferingId);
  const Partners = useScreenComponent('PartnerButtons', PartnerButtons);
  const Handoff = useScreenComponent('BrandHandoff', brandHandoffStep.Screen);
  const [handoff, setHandoff] = useState<string | null>(null);
  // The partner whose hand-off the user cancelled: its button takes focus back (the Cancel button is gone).
  const [cancelled, setCancelled] = useState<string | null>(null);
  const firstStep = FIRST_STEPS.includes(step);
  const partnersShown = partners !== undefined && partners.revealed && partners.uids.length > 0;
  useEffect(
    () => (partnersShown ? onFirstInput(() => void brandHandoffStep.preload()) : undefined),
    [partnersShown],
  );
  if (handoff !== null && partners !== undefined) {
    return (
      <Handoff
        offeringId={offeringId}
        partnerUid={handoff}
        brand={brand}
        onContinue={() => partners.onStart(handoff)}
        onCancel={() => {
          setCancelled(handoff);
          setHandoff(null);
        }}
      />
    );
  }
  // Below the first step's heading ("Sign in", then the partner buttons and "or", then the form), not above
  // the heading (issue 18 §3).
  return (
    <BelowFirstHeading.Provider
      value={
        partners !== undefined && firstStep ? (
          <Partners
            partners={partners.uids}
            revealed={partners.revealed}
            onSelect={setHandoff}
            focusPartner={cancelled}
          />
        ) : null
      }
    >
      <SignIn shell={false} signedInAs={signedInAs} />
    </BelowFirstHeading.Provider>
  );
}

/**
 * The whole journey in one component: sign-in (identifier, password, account chooser, captcha, SSO
 * confirmation), MFA (picker and every challenge screen), post-auth (verified-user update, passkey prompt,
 * consent, invitations, partner hand-off, OAuth error on the page) and the terminal screens (locked,
 * high-risk block, account disabled, signed in), routed by the headless flow's step. With `partners`, the
 * partner buttons sit below the first step's heading and the brand hand-off replaces the step once one is
 * chosen. Render inside `<IdentityProvider>`.
 */
export function IdentityFlow({
  components,
  host,
  shell = {},
  signedInAs,
  partners,
}: IdentityFlowProps): ReactNode {
  const brand = host?.brand ?? (shell === false ? undefined : shell.brand);
  const body = (
    <IdentityHostProvider handlers={brand === undefined ? host : { ...host, brand }}>
      <div className="contents" data-flow="identity">
        <ScreenComponentsProvider components={components}>
          <FlowBody signedInAs={signedInAs} partners={partners} brand={brand} />
        </ScreenComponentsProvider>
      </div>
    </IdentityHostProvider>
  );
  return shell === false ? body : <ScreenShell {...shell}>{body}</ScreenShell>;
}
