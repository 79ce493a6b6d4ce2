import { useMemo } from 'react';
import { createFlowStore, flowRequests } from '../standalone/flow-store';
import type { ButtonProps } from '../standalone/props';
import { useFlowStore, type FlowListeners } from '../standalone/useFlowStore';
import {
  emailConfirmationTransition,
  initialEmailConfirmationState,
  EMAIL_CONFIRMATION_REQUESTS,
  type EmailConfirmationClient,
  type EmailConfirmationLinkInput,
  type EmailConfirmationStep,
} from './machine';

export interface UseEmailConfirmationOptions extends FlowListeners {
  readonly client: EmailConfirmationClient;
  /**
   * What the emailed link carried (read from the address, which the host then strips: the code is a
   * one-time secret). A missing field shows the "not verified" step: the link cannot be used.
   */
  readonly link: EmailConfirmationLinkInput;
}

/** What the screen shows: codes and flags, never the code. */
export interface EmailConfirmationView {
  readonly step: EmailConfirmationStep;
  /** The address the link confirms (display only), or null. */
  readonly email: string | null;
  readonly isSubmitting: boolean;
  /** Catalogue code of the service's refusal, else null. */
  readonly errorCode: string | null;
}

/** What the user can do on the landing. */
export interface EmailConfirmationActions {
  /** Confirm the address (one request per click; ignored while one is pending or once verified). */
  confirm(): void;
}

/** What {@link useEmailConfirmation} returns. */
export interface UseEmailConfirmation {
  readonly state: EmailConfirmationView;
  readonly actions: EmailConfirmationActions;
  /** The Confirm button: `type=button`, busy while the request runs, calls `confirm`. */
  getConfirmButtonProps(props?: ButtonProps): ButtonProps;
}

/**
 * The email-confirmation link landing (seed 000 §2.1, seed 001 §2 / §4) with its own store: the user opens
 * the emailed link, presses Confirm, and sees verified, not verified (a new link must be requested) or
 * "sign in first". What comes after (the offering's post-confirmation site) is the host's choice.
 */
export function useEmailConfirmation(options: UseEmailConfirmationOptions): UseEmailConfirmation {
  const { client, link } = options;
  const [raw, dispatch] = useFlowStore(
    () =>
      createFlowStore({
        initialState: () => initialEmailConfirmationState(link),
        transition: emailConfirmationTransition,
        ...flowRequests(EMAIL_CONFIRMATION_REQUESTS, client),
      }),
    options,
  );
  const state = useMemo<EmailConfirmationView>(
    () => ({
      step: raw.step,
      email: raw.email,
      isSubmitting: raw.pending !== null,
      errorCode: raw.errorCode,
    }),
    [raw],
  );
  const { userId, email, confirmationId, code } = link;
  const actions = useMemo<EmailConfirmationActions>(
    () => ({
      confirm: () => dispatch({ type: 'CONFIRM_REQUESTED', link: { userId, email, confirmationId, code } }),
    }),
    [dispatch, userId, email, confirmationId, code],
  );
  return {
    state,
    actions,
    getConfirmButtonProps: (props = {}) => ({
      ...props,
      type: 'button',
      'aria-disabled': state.isSubmitting ? true : props['aria-disabled'],
      // The user's handler first; its preventDefault() skips ours (as every prop getter of the kit).
      onClick: (event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) {
          actions.confirm();
        }
      },
    }),
  };
}
