import type { FlowListeners } from '../../../headless/advanced';
import type { ScreenProps } from '../components';
import type { AccountParts } from './parts';

/** Props every account section screen takes (each is usable alone, e.g. `<PhoneManager client={client} />`). */
export interface AccountSectionScreenProps extends ScreenProps, FlowListeners {
  /** Replace parts of the section (same props as the defaults). */
  readonly components?: Partial<AccountParts> | undefined;
  /** Called each time an edit finishes (saved, or verified when a code was needed). */
  readonly onSaved?: (() => void) | undefined;
}

/** Props of the sections whose edits can need a step-up (phone, email, password). */
export interface SensitiveSectionScreenProps extends AccountSectionScreenProps {
  /**
   * The level a sensitive edit needs (the offering's account-manager `targetAAL`); null leaves the decision
   * to the service. @default 25
   */
  readonly stepUpAal?: number | null | undefined;
}
