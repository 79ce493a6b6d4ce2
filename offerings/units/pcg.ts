/**
 * pcg: professional tax and accountant products (seed 001 §9). Offerings of this unit show the
 * professional-tax logo set (seed 000 §1); resolveConfig applies it when footerLogos is not set.
 */
import { MFA_TARGET_AAL } from '../../rules/constants';
import type { BusinessUnitModule } from '../registry';
import { OFFERING_IDS } from './ids';

export const PCG: BusinessUnitModule = {
  unit: 'pcg',
  offeringIds: [OFFERING_IDS.professionalTax, OFFERING_IDS.professionalTaxDesktop, OFFERING_IDS.accountant],
  entries: [
    {
      businessUnit: 'pcg',
      options: {
        idsTheme: 'proconnect',
        headerLogo: 'proconnect',
        targetZone: 'tax',
        enableUserInviteActions: true,
      },
    },
    {
      offeringIds: [OFFERING_IDS.professionalTax],
      options: { offeringDisplayName: 'ProConnect', enableFIDO2Authentication: true },
      configs: { mfa: { targetAAL: MFA_TARGET_AAL } },
    },
    {
      // Desktop-tied: warn on unsupported browsers; the desktop shell cannot run the invisible robot check.
      offeringIds: [OFFERING_IDS.professionalTaxDesktop],
      options: {
        offeringDisplayName: 'Professional Tax Desktop',
        idsTheme: 'professional-tax',
        unsupportedBrowserWarning: true,
        useInvisibleReCaptcha: false,
        desktopUpdateLink: '/desktop/update',
      },
    },
    {
      offeringIds: [OFFERING_IDS.accountant],
      options: {
        offeringDisplayName: 'QuickBooks Accountant',
        idsTheme: 'quickbooks-accountant',
        theme: 'quickbooks',
      },
    },
  ],
};
