import { bench, describe } from 'vitest';
import { OFFERING_IDS, parseQuery, resolveConfig } from '../../offerings';

const serverConfig = {
  v4WidgetConfigNamespaces: ['sign-in'],
  'sign-in': { enableRememberMe: true, footerLogos: [{ name: 'mint', ordinal: 1 }] },
};
const query = parseQuery('?locale=fr-ca&iux_policies=b,a&iux_flows=password-signup&partner_uid=google');

describe('resolveConfig', () => {
  bench('registered offering, no server config', () => {
    resolveConfig({ offeringId: OFFERING_IDS.taxOnline, namespace: 'mfa' });
  });
  bench('registered offering with server config and address', () => {
    resolveConfig({
      offeringId: OFFERING_IDS.payments,
      namespace: 'sign-up',
      offeringEnv: 'prd',
      query,
      serverConfig,
    });
  });
});
