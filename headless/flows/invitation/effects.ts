import type { AttemptContext } from '../../core';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';

type InvitationCall = Extract<IdentityCall, { op: 'verifyInvitation' | 'invitationAttributes' }>;

export function isInvitationCall(call: IdentityCall): call is InvitationCall {
  return call.op === 'verifyInvitation' || call.op === 'invitationAttributes';
}

/** verifyInviteByReceiver and getInvitationAttributes (seed 000 §7.3). */
export async function performInvitationCall(
  client: FlowClient,
  call: InvitationCall,
  { signal }: AttemptContext,
): Promise<IdentityEvent> {
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
