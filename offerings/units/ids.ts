/**
 * Offering ids of the built-in registry. The spec names only two ids (identity global 50000003 and the
 * personal-finance offering 50000026, seed 000 §3.7) and says the per-unit id lists are not shown
 * (seed 001 §9). Every other id below is a representative placeholder in the form `acme.<unit>.<product>`;
 * apps register their real ids with createRegistry / addEntries.
 */
import { OFFERING_ID_IDENTITY_GLOBAL, OFFERING_ID_PERSONAL_FINANCE } from '../../rules/constants';

export const OFFERING_IDS = {
  identityGlobal: OFFERING_ID_IDENTITY_GLOBAL,
  personalFinance: OFFERING_ID_PERSONAL_FINANCE,
  creditAppIos: 'acme.ceg.credit.ios',
  creditAppAndroid: 'acme.ceg.credit.android',
  consumerTax: 'acme.ctg.consumer-tax',
  consumerTaxDesktop: 'acme.ctg.consumer-tax.desktop',
  consumerTaxCanadaEn: 'acme.ctg.consumer-tax.ca.en',
  consumerTaxCanadaFr: 'acme.ctg.consumer-tax.ca.fr',
  community: 'acme.ctg.community',
  taxOnline: 'acme.cto.tax-online',
  taxOnlineCanada: 'acme.cto.tax-online.ca',
  selfEmployed: 'acme.cto.self-employed',
  professionalTax: 'acme.pcg.professional-tax',
  professionalTaxDesktop: 'acme.pcg.professional-tax.desktop',
  accountant: 'acme.pcg.accountant',
  accounting: 'acme.sbg.accounting',
  payroll: 'acme.sbg.payroll',
  payments: 'acme.sbg.payments',
  timeTracking: 'acme.sbg.time-tracking',
} as const;
