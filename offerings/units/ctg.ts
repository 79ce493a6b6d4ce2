/** ctg: the consumer tax product, its Canadian version in English and French, and a community site (seed 001 §9). */
import { CANADIAN_TAX_LOCALES, MFA_TARGET_AAL } from '../../rules/constants';
import type { BusinessUnitModule } from '../registry';
import { OFFERING_IDS } from './ids';

export const CTG: BusinessUnitModule = {
  unit: 'ctg',
  offeringIds: [
    OFFERING_IDS.consumerTax,
    OFFERING_IDS.consumerTaxDesktop,
    OFFERING_IDS.consumerTaxCanadaEn,
    OFFERING_IDS.consumerTaxCanadaFr,
    OFFERING_IDS.community,
  ],
  entries: [
    {
      businessUnit: 'ctg',
      options: { idsTheme: 'turbotax', theme: 'turbotax', targetZone: 'tax', headerLogo: 'turbotax' },
    },
    {
      offeringIds: [OFFERING_IDS.consumerTax],
      options: { offeringDisplayName: 'TurboTax', enableFIDO2Authentication: true },
      configs: {
        mfa: { targetAAL: MFA_TARGET_AAL },
        // seed 001 §3 sign-up consent; no endDate, so sign-up applies the end-date rule of seed 001 §9.
        'sign-up': {
          signUpConsent: {
            consentType: 'MARKETING',
            consentTermRef: 'consumer-tax-marketing',
            appAssetAlias: 'consumer-tax',
            origAppAssetAlias: 'consumer-tax',
            resource: 'email',
            purpose: 'marketing',
            contextField: { fieldName: 'channel', fieldValue: 'sign-up' },
          },
        },
      },
    },
    {
      // Desktop-tied: warn on unsupported browsers (seed 001 §9).
      offeringIds: [OFFERING_IDS.consumerTaxDesktop],
      options: {
        offeringDisplayName: 'TurboTax Desktop',
        unsupportedBrowserWarning: true,
        desktopUpdateLink: '/desktop/update',
      },
    },
    {
      // Canadian tax in English and French (seed 001 §3, §9).
      offeringIds: [OFFERING_IDS.consumerTaxCanadaEn, OFFERING_IDS.consumerTaxCanadaFr],
      options: {
        offeringDisplayName: 'TurboTax Canada',
        country: 'CA',
        idsTheme: 'turbotax-canada',
        supportedLocales: CANADIAN_TAX_LOCALES,
      },
    },
    {
      offeringIds: [OFFERING_IDS.community],
      options: {
        offeringDisplayName: 'TurboTax Community',
        useInvisibleReCaptcha: false,
        enableTabbedSignIn: false,
      },
    },
  ],
};
