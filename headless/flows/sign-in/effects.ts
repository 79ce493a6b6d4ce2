import type { AttemptContext } from '../../core';
import type { EvaluateAuthRequest } from '../../client/wire/access';
import type { IdentityCall } from '../calls';
import type { FlowClient } from '../client-port';

/** The body of evaluate auth and upgrade AAL (the same request at a target level, seed 000 §4.3). */
export function levelRequest(call: {
  readonly targetAal: number | null;
  readonly policies: readonly string[];
}): EvaluateAuthRequest {
  return { ...(call.targetAal !== null ? { targetAAL: call.targetAal } : {}), policies: [...call.policies] };
}

type CallOf<Op extends IdentityCall['op']> = Extract<IdentityCall, { readonly op: Op }>;

/**
 * The client calls of the requests the first screen starts (sign-in, account lookup, the SSO confirmation's
 * evaluate auth). Loaded up front, so these requests go out at once. Their answers become events in the lazy
 * flows (sign-in/late-effects.ts `firstScreenEvent`), which every answer waits for anyway (two-phase.ts), so
 * reading an answer is not first-screen code (issue 19); the lazy chunk's table rows (`SIGN_IN_FIRST_REQUESTS`)
 * are these calls plus that reading. The attempt's signal goes to the client so a superseded attempt is
 * really cancelled.
 */
export const FIRST_SCREEN_SENDS = {
  signIn: (client: Pick<FlowClient, 'signIn'>, call: CallOf<'signIn'>, { signal }: AttemptContext) =>
    client.signIn(
      {
        username: call.username,
        password: call.password,
        namespaceId: call.namespaceId,
        ...(call.captchaToken !== null ? { gRecaptchaResponse: call.captchaToken } : {}),
        ...(call.targetAal !== null ? { targetAAL: call.targetAal } : {}),
        ...(call.staySignedIn ? { generateLongLivedToken: true } : {}),
        ...(call.rememberMe ? { persistentCookie: true } : {}),
      },
      call.captchaToken !== null ? { signal, captchaResponse: call.captchaToken } : { signal },
    ),
  lookupUsernames: (
    client: Pick<FlowClient, 'lookupUsernames'>,
    call: CallOf<'lookupUsernames'>,
    { signal }: AttemptContext,
  ) =>
    client.lookupUsernames(
      {
        identifier: call.identifier,
        identifierType: call.identifierType,
        offeringId: call.offeringId,
        namespaceId: call.namespaceId,
      },
      { signal },
    ),
  evaluateAuth: (
    client: Pick<FlowClient, 'evaluateAuth'>,
    call: CallOf<'evaluateAuth'>,
    { signal }: AttemptContext,
  ) => client.evaluateAuth(levelRequest(call), { signal }),
};

/** An operation the first screen starts. */
export type FirstScreenOp = keyof typeof FIRST_SCREEN_SENDS;

/** The client's answer to a first-screen request, with its operation (read by `firstScreenEvent`). */
export type FirstScreenAnswer = {
  readonly [Op in FirstScreenOp]: {
    readonly op: Op;
    readonly result: Awaited<ReturnType<(typeof FIRST_SCREEN_SENDS)[Op]>>;
  };
}[FirstScreenOp];

/** Sends `call` through the client when the first screen starts it; null for any other call. */
export function sendFirstScreen(
  client: FlowClient,
  call: IdentityCall,
  context: AttemptContext,
): Promise<FirstScreenAnswer> | null {
  if (!Object.hasOwn(FIRST_SCREEN_SENDS, call.op)) {
    return null;
  }
  const op = call.op as FirstScreenOp;
  // The table is keyed by operation, so its entry takes this call.
  const send = FIRST_SCREEN_SENDS[op] as (
    client: FlowClient,
    call: IdentityCall,
    context: AttemptContext,
  ) => Promise<FirstScreenAnswer['result']>;
  return send(client, call, context).then((result) => ({ op, result }) as FirstScreenAnswer);
}
