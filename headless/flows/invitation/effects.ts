import { toOutcome } from '../client-port';
import { row } from '../identity-requests';

/**
 * The operation value that declines an invitation (PUT invitations/{id}?operation={op}; seed 001 §7 does
 * not show the values, chosen: `reject`, as the playground; the invitation then reads REJECTED).
 */
export const DECLINE_INVITATION_OPERATION = 'reject';

/**
 * The invitation flow's rows of the identity store's request table (request-table.ts):
 * verifyInviteByReceiver, getInvitationAttributes (seed 000 §7.3) and the answer (seed 001 §7 invitations).
 */
export const INVITATION_REQUESTS = {
  verifyInvitation: row(
    'verifyInvitation',
    'verifyInvitation',
    'INVITATION_VERIFY_RESULT',
    ['verifyInviteByReceiver'],
    async (client, call, { signal }) => {
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
            data.user === undefined
              ? null
              : { userId: data.user.userId, username: data.user.username ?? null },
          realmName: data.realm?.displayName ?? null,
          inviterName: data.inviter?.displayName || null,
        })),
      };
    },
  ),
  invitationAttributes: row(
    'invitationAttributes',
    'invitationAttributes',
    'INVITATION_ATTRIBUTES_RESULT',
    ['getInvitationAttributes'],
    async (client, call, { signal }) => {
      const result = await client.getInvitationAttributes({ invAttr: call.invAttr }, { signal });
      return {
        type: 'INVITATION_ATTRIBUTES_RESULT',
        result: toOutcome(result, (data) => ({ username: data.username ?? null })),
      };
    },
  ),
  answerInvitation: row(
    'answerInvitation',
    'answerInvitation',
    'INVITATION_ANSWER_RESULT',
    ['acceptInvitation', 'updateInvitation'],
    async (client, call, { signal }) => {
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
    },
  ),
};
