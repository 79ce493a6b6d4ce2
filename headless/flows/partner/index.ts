export { reducePartner, partnerAuthOffered, partnerDataWanted, PARTNER_INITIATION_FAIL } from './machine';
export { selectPartnerView, type PartnerView } from './selectors';
export { usePartnerAuth, type UsePartnerAuth, type PartnerActions } from './usePartnerAuth';
