/** The provider's offering types (offering.ts re-exports them; the adapter chunk imports them from here). */
import type { Namespace, OfferingConfig } from '../../offerings';
import type { FlowConfig } from '../flows/config';
import type { ProofingConfig } from '../flows/identity-proofing/machine';
import type { OfferingSignUpPage } from '../flows/offering';
import type { RecoveryConfig } from '../flows/recovery/state';
import type { SignUpConfig } from '../flows/sign-up/state';

/** What the provider resolves an offering from (the loader setup options of seed 000 §3.1, §3.2, §2.5). */
export interface OfferingInput {
  readonly offeringId: string;
  readonly offeringEnv?: string | undefined;
  /** The data-classification zone (seed 000 §3.1): its value wins over the offering's `targetZone`. */
  readonly offeringZone?: 'ssz' | 'tax' | undefined;
  readonly namespace?: Namespace | undefined;
  readonly locale?: string | undefined;
  readonly serverConfig?: unknown;
  readonly query?: string | URLSearchParams | null | undefined;
}

/** The provider's offering props: a pre-resolved configuration, or what to resolve one from. */
export interface OfferingProps extends Omit<OfferingInput, 'offeringId'> {
  readonly offeringId?: string | undefined;
  readonly offering?: OfferingConfig | undefined;
}

/** The provider's offering: the resolved configuration and what the flows and screens derive from it. */
export interface ProviderOffering {
  readonly config: OfferingConfig;
  /** The screens' locale in the catalogue's casing ('fr-CA'). */
  readonly locale: string;
  /** The sign-in, MFA and post-auth flows' configuration (`offeringFlowConfig`). */
  readonly flow: Partial<FlowConfig>;
  /** The sign-up flow's configuration (`offeringSignUpConfig`). */
  readonly signUp: Partial<SignUpConfig>;
  /** The sign-up page's links and layout inputs (`offeringSignUpPage`). */
  readonly signUpPage: OfferingSignUpPage;
  /** The recovery flow's configuration (`offeringRecoveryConfig`). */
  readonly recovery: Partial<RecoveryConfig>;
  /** The identity-proofing flow's configuration (`offeringProofingConfig`: the fields to ask for). */
  readonly proofing: Partial<ProofingConfig>;
  /** Content overrides (seed 001 §3) for the provider's locale, by catalogue message key. */
  readonly contentOverrides: Readonly<Record<string, string>>;
}
