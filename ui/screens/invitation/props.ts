// The invitation screen's props and parts, shared by the accept form (index.tsx) and the activate form
// (activate.tsx) without an import cycle.
import type { ComponentType } from 'react';
import type {
  FlowListeners,
  InvitationAcceptClient,
  InvitationActivateClient,
} from '../../../headless/advanced';
import { OneTimeCodeInput, type OneTimeCodeInputProps } from '../../primitives';
import type { ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';

/** The invitation calls the screen uses (a structural slice of the identity client). */
export type InvitationClient = InvitationAcceptClient & InvitationActivateClient;

export interface InvitationParts extends CommonParts {
  readonly OneTimeCodeInput: ComponentType<OneTimeCodeInputProps>;
}

export const INVITATION_PARTS: InvitationParts = { ...COMMON_PARTS, OneTimeCodeInput };

export interface InvitationProps extends ScreenProps, FlowListeners {
  readonly client: InvitationClient;
  readonly invitationId: string;
  /** The access code from the invitation link, if the link carries it (the field starts with it). */
  readonly accessCode?: string | undefined;
  /**
   * The invited person has no account yet (the host knows it from the invitation link or its attributes):
   * the screen asks for a new user ID and password with the access code and activates the account from the
   * invitation (seed 001 §4.3, §7.5.1) instead of accepting it for a signed-in user.
   */
  readonly newAccount?: boolean | undefined;
  /**
   * The invitation's challenge question (seed 001 §3 "challenge answers"; a high security level adds a
   * challengeQuestionAnswer): with `newAccount`, the form asks for its answer and sends both.
   */
  readonly challengeQuestion?: string | undefined;
  /**
   * Continue into the product: after success, and as the way on from an expired or declined invitation
   * (issue 18 §3: those screens had none).
   */
  readonly onContinue?: (() => void) | undefined;
  readonly components?: Partial<InvitationParts> | undefined;
}
