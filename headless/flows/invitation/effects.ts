import type { AttemptContext } from '../../core';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';

type InvitationCall = Extract<
  IdentityCall,
  { op: 'verifyInvitation' | 'invitationAttributes' | 'answerInvitation' }
>;

export function isInvitationCall(call: IdentityCall): call is InvitationCall {
  return (
    call.op === 'verifyInvitation' || call.op === 'invitationAttributes' || call.op === 'answerInvitation'
  );
}

/**
 * The operation value that declines an invitation (PUT invitations/{id}?operation={op}; seed 001 §7 does
 * not show the values, chosen: `reject`, as the playground; the invitation then reads REJECTED).
 */
export const DECLINE_INVITATION_OPERATION = 'reject';

/** verifyInviteByReceiver, getInvitationAttributes (seed 000 §7.3) and the answer (seed 001 §7 invitations). */
export async function performInvitationCall(
  client: FlowClient,
  call: InvitationCall,
  { signal }: AttemptContext,
): Promise<IdentityEvent> {
  if (call.op === 'answerInvitation') {
    const result =
      call.accepted && call.accessCode !== null
        ? await client.acceptInvitation(
            { invitationId: call.invitationId, accessCode: call.accessCode },
            { signal },
          )
        : await client.updateInvitation(
            { invitationId: call.invitationId, operation: DECLINE_INVITATION_OPERATION },
            { signal },
          );
    return {
      type: 'INVITATION_ANSWER_RESULT',
      invitationId: call.invitationId,
      accepted: call.accepted,
      result: toOutcome(result, (data) => ({ statusCode: data.invitation.status.code })),
    };
  }
  if (call.op === 'invitationAttributes') {
    const result = await client.getInvitationAttributes({ invAttr: call.invAttr }, { signal });
    return {
      type: 'INVITATION_ATTRIBUTES_RESULT',
      result: toOutcome(result, (data) => ({ username: data.username ?? null })),
    };
  }
  const result = await client.verifyInviteByReceiver(
    { invitationId: call.invitationId, accessCode: call.accessCode, offeringId: call.offeringId },
    { signal },
  );
  return {
    type: 'INVITATION_VERIFY_RESULT',
    invitationId: call.invitationId,
    result: toOutcome(result, (data) => ({
      statusCode: data.invitation.status.code,
      channel: data.invitation.invitationChannel ?? null,
      hasIdentifierPolicy: (data.identifierPolicy ?? []).length > 0,
      user:
        data.user === undefined ? null : { userId: data.user.userId, username: data.user.username ?? null },
      realmName: data.realm?.displayName ?? null,
    })),
  };
}
