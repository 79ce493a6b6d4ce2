import type { AttemptContext } from '../../core';
import type { IdentityCall } from '../calls';
import { toOutcome, type FlowClient } from '../client-port';
import type { IdentityEvent } from '../events';

type PartnerCall = Extract<
  IdentityCall,
  { op: 'partnerAuthBegin' | 'partnerAuthGetData' | 'partnerAuthLink' }
>;

export function isPartnerCall(call: IdentityCall): call is PartnerCall {
  return call.op === 'partnerAuthBegin' || call.op === 'partnerAuthGetData' || call.op === 'partnerAuthLink';
}

/** Partner auth begin, getData and link (seed 000 §7.3). The response token travels in a header or body. */
export async function performPartnerCall(
  client: FlowClient,
  call: PartnerCall,
  { signal }: AttemptContext,
): Promise<IdentityEvent> {
  switch (call.op) {
    case 'partnerAuthBegin': {
      const result = await client.partnerAuthBegin(
        {
          partnerUid: call.partnerUid,
          offeringId: call.offeringId,
          ...(call.signInLink !== null ? { signInLink: call.signInLink } : {}),
          ...(call.state !== null ? { state: call.state } : {}),
        },
        { signal },
      );
      return {
        type: 'PARTNER_AUTH_BEGIN_RESULT',
        result: toOutcome(result, (data) => ({ uri: data.uris[0] ?? null })),
      };
    }
    case 'partnerAuthGetData': {
      const result = await client.partnerAuthGetData({ responseToken: call.responseToken }, { signal });
      return {
        type: 'PARTNER_DATA_RESULT',
        result: toOutcome(result, (data) => ({ userNames: [...data.product.userNames] })),
      };
    }
    case 'partnerAuthLink': {
      const result = await client.partnerAuthLink({ responseToken: call.responseToken }, { signal });
      return { type: 'PARTNER_LINK_RESULT', result: toOutcome(result, () => null) };
    }
    default:
      return call satisfies never;
  }
}
