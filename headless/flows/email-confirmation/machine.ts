/**
 * The email-confirmation link landing (seed 000 §2.1 v2 "email-confirmation"; seed 001 §2, §4, §7: `PUT
 * {userId}/emails/{email}/confirmed` with status CONFIRMED). The emailed link carries the user id, the
 * address, the confirmation id and the one-time code; the page reads them, the host strips them from the
 * address bar, and this flow confirms the address.
 *
 * Confirming is the user's click on the landing page, not an automatic request on load (the spec does not
 * show which): mail scanners that open links, and React StrictMode's double mount, would otherwise spend
 * the one-time code before the user sees the page. Pure machine; own store; the code lives only in the call.
 */
import { produce } from 'immer';
import type { IdentityClient } from '../../client';
import type { Outcome } from '../outcome-data';
import type { FlowOperationKey } from '../request-slots';
import type { RequestTable } from '../request-table';
import {
  endFlowRequestWith,
  clientMethodsOf,
  flowRowsFor,
  type FlowClientOf,
  outcomeOf,
  startFlowRequest,
  type FlowEffects,
  type FlowRequestState,
  type FlowTransition,
} from '../standalone/flow-store';

/** What the emailed link carries. The code is a secret: it stays in the call, never in state. */
export interface EmailConfirmationLink {
  readonly userId: string;
  readonly email: string;
  readonly confirmationId: string;
  readonly code: string;
}

/** The link's fields as the page read them: `URLSearchParams.get` answers (null when absent) fit as is. */
export type EmailConfirmationLinkInput = {
  readonly [K in keyof EmailConfirmationLink]?: string | null | undefined;
};

/**
 * `ready`: the address and a Confirm button; `verified`; `notVerified` (expired, used or incomplete link:
 * a new one must be requested); `signInRequired` (the service needs the account's session first).
 */
export type EmailConfirmationStep = 'ready' | 'verified' | 'notVerified' | 'signInRequired';

export interface EmailConfirmationState extends FlowRequestState<'confirm'> {
  readonly step: EmailConfirmationStep;
  /** The address being confirmed (display only), or null when the link has none. */
  readonly email: string | null;
}

/** The one request: confirm the link's address with its code. */
export type EmailConfirmationCall = { readonly op: 'confirm' } & EmailConfirmationLink;

/** What the landing's store receives: the user's click and the service's answer. */
export type EmailConfirmationEvent =
  | { readonly type: 'CONFIRM_REQUESTED'; readonly link: EmailConfirmationLinkInput }
  | { readonly type: 'CONFIRM_RESULT'; readonly outcome: Outcome<{ readonly status: string }> };

const SLOT = 'emailConfirmation' satisfies FlowOperationKey;

/** Answers that mean "sign in first": no session, or a session of another account. */
const SIGN_IN_CODES = new Set([
  'INVALID_IAM_TICKET',
  'TICKET_EXPIRED',
  'TICKET_REVOKED',
  'INVALID_CREDENTIAL',
]);

/** Every field of the link present and non-blank, else null (an incomplete link cannot be confirmed). */
export function completeLink(link: EmailConfirmationLinkInput): EmailConfirmationLink | null {
  const { userId, email, confirmationId } = link;
  const code = link.code?.replace(/\s+/g, '');
  if (!userId?.trim() || !email?.trim() || !confirmationId?.trim() || !code) {
    return null;
  }
  return { userId: userId.trim(), email: email.trim(), confirmationId: confirmationId.trim(), code };
}

/** `ready` for a complete link; an incomplete one cannot be confirmed and starts on `notVerified`. */
export function initialEmailConfirmationState(link: EmailConfirmationLinkInput): EmailConfirmationState {
  const email = link.email?.trim() || null;
  return {
    step: completeLink(link) === null ? 'notVerified' : 'ready',
    email,
    pending: null,
    errorCode: null,
  };
}

/** The pure transition: one request per click; a stale or late answer changes nothing. */
export function emailConfirmationTransition(
  state: EmailConfirmationState,
  event: EmailConfirmationEvent,
): FlowTransition<EmailConfirmationState, EmailConfirmationCall> {
  const effects: FlowEffects<EmailConfirmationCall> = [];
  const next = produce(state, (draft) => {
    switch (event.type) {
      case 'CONFIRM_REQUESTED': {
        if (draft.pending !== null || draft.step === 'verified') {
          return;
        }
        const link = completeLink(event.link);
        if (link === null) {
          draft.step = 'notVerified';
          draft.errorCode = null;
          return;
        }
        draft.step = 'ready';
        startFlowRequest(draft, SLOT, { op: 'confirm', ...link }, effects);
        return;
      }
      case 'CONFIRM_RESULT':
        endFlowRequestWith(draft, 'confirm', event.outcome, effects, 'emailConfirmation.confirm', {
          succeeded: () => {
            draft.step = 'verified';
          },
          failed: ({ code, status }) => {
            draft.step = status === 401 || SIGN_IN_CODES.has(code) ? 'signInRequired' : 'notVerified';
          },
        });
        return;
      default:
        event satisfies never;
    }
  });
  return [next, effects];
}

const row = flowRowsFor<EmailConfirmationCall, EmailConfirmationEvent>();

/** The flow's request table (issue 16 §2): one row, confirm -> PUT {userId}/emails/{email}/confirmed. */
export const EMAIL_CONFIRMATION_REQUESTS = {
  confirm: row('confirm', SLOT, 'CONFIRM_RESULT', ['confirmEmail'], async (client, call, { signal }) => {
    const result = await client.confirmEmail(
      {
        userId: call.userId,
        email: call.email,
        // Seed 001 §4: the status value CONFIRMED is sent when confirming an email.
        status: 'CONFIRMED',
        confirmationId: call.confirmationId,
        // A link is an out-of-band channel: the code arrives as EMAIL_OOB, not a typed one-time code.
        challengeToken: [{ type: 'EMAIL_OOB', value: call.code }],
      },
      { signal },
    );
    return { type: 'CONFIRM_RESULT', outcome: outcomeOf(result, (data) => ({ status: data.status })) };
  }),
} satisfies RequestTable<IdentityClient, EmailConfirmationCall, EmailConfirmationEvent, FlowOperationKey>;

/** The client methods the flow calls, derived from its rows' `uses`. */
export const EMAIL_CONFIRMATION_CLIENT_METHODS = clientMethodsOf(EMAIL_CONFIRMATION_REQUESTS);
/** The slice of the identity client the flow needs (a structural type: tests pass fakes). */
export type EmailConfirmationClient = FlowClientOf<typeof EMAIL_CONFIRMATION_REQUESTS>;
