/** The built-in registry: the five business units plus the identity global offering. */
import { CREDENTIAL_WRITE_AAL } from '../../rules/constants';
import { createRegistry, type OfferingEntry, type OfferingRegistry } from '../registry';
import { CEG } from './ceg';
import { CTG } from './ctg';
import { CTO } from './cto';
import { OFFERING_IDS } from './ids';
import { PCG } from './pcg';
import { SBG } from './sbg';

export { CEG, CTG, CTO, PCG, SBG, OFFERING_IDS };

/** Identity global (seed 000 §3.7): the shared account screens, owned by no business unit. */
export const IDENTITY_GLOBAL_ENTRY: OfferingEntry = {
  offeringIds: [OFFERING_IDS.identityGlobal],
  options: {
    offeringDisplayName: '',
    idsTheme: '{product}-ecosystem',
    theme: '{product}-ecosystem',
    enableAccountChoices: true,
    identifierFirst: true,
    enableFIDO2Authentication: true,
    enableFIDO2Registration: true,
  },
  // The account manager writes credentials, which needs level 25 (seed 000 §5 credential-write-access policy).
  configs: { 'account-manager': { targetAAL: CREDENTIAL_WRITE_AAL } },
};

/** The default registry resolveConfig uses when none is passed. */
export const DEFAULT_REGISTRY: OfferingRegistry = createRegistry(
  [CEG, CTG, CTO, PCG, SBG],
  [IDENTITY_GLOBAL_ENTRY],
);
