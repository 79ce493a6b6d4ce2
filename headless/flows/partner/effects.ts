import { toOutcome } from '../client-port';
import { row } from '../identity-requests';

/** Partner auth begin, getData and link (seed 000 §7.3). The response token travels in a header or body. */
export const PARTNER_REQUESTS = {
  partnerAuthBegin: row(
    'partnerAuthBegin',
    'partnerAuthBegin',
    'PARTNER_AUTH_BEGIN_RESULT',
    ['partnerAuthBegin'],
    async (client, call, { signal }) => {
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
    },
  ),
  partnerAuthGetData: row(
    'partnerAuthGetData',
    'partnerAuthGetData',
    'PARTNER_DATA_RESULT',
    ['partnerAuthGetData'],
    async (client, call, { signal }) => {
      const result = await client.partnerAuthGetData({ responseToken: call.responseToken }, { signal });
      return {
        type: 'PARTNER_DATA_RESULT',
        result: toOutcome(result, (data) => ({ userNames: [...data.product.userNames] })),
      };
    },
  ),
  partnerAuthLink: row(
    'partnerAuthLink',
    'partnerAuthLink',
    'PARTNER_LINK_RESULT',
    ['partnerAuthLink'],
    async (client, call, { signal }) => {
      const result = await client.partnerAuthLink({ responseToken: call.responseToken }, { signal });
      return { type: 'PARTNER_LINK_RESULT', result: toOutcome(result, () => null) };
    },
  ),
};
