/** cto: tax online, the Canadian tax offerings and the self-employed accounting product (seed 001 §9). */
import { CANADIAN_TAX_LOCALES, CREDENTIAL_WRITE_AAL, MFA_TARGET_AAL } from '../../rules/constants';
import type { BusinessUnitModule } from '../registry';
import { OFFERING_IDS } from './ids';

export const CTO: BusinessUnitModule = {
  unit: 'cto',
  offeringIds: [OFFERING_IDS.taxOnline, OFFERING_IDS.taxOnlineCanada, OFFERING_IDS.selfEmployed],
  entries: [
    {
      businessUnit: 'cto',
      options: { idsTheme: 'turbotax', theme: 'turbotax', targetZone: 'tax', headerLogo: 'turbotax' },
    },
    {
      offeringIds: [OFFERING_IDS.taxOnline],
      options: {
        offeringDisplayName: 'TurboTax Online',
        enableFIDO2Authentication: true,
        enableFIDO2Registration: true,
        enableSSOMFA: true,
        identifierFirst: true,
        enableAccountChoices: true,
      },
      // seed 001 §9: targetAAL 25 for mfa in the tax offerings.
      configs: { mfa: { targetAAL: MFA_TARGET_AAL }, 'account-manager': { targetAAL: CREDENTIAL_WRITE_AAL } },
    },
    {
      offeringIds: [OFFERING_IDS.taxOnlineCanada],
      options: {
        offeringDisplayName: 'TurboTax Canada',
        country: 'CA',
        idsTheme: 'turbotax-canada',
        supportedLocales: CANADIAN_TAX_LOCALES,
      },
      configs: { mfa: { targetAAL: MFA_TARGET_AAL } },
    },
    {
      offeringIds: [OFFERING_IDS.selfEmployed],
      options: {
        offeringDisplayName: 'Self-Employed',
        idsTheme: '{product}-ecosystem',
        theme: '{product}-ecosystem',
        customerSupportLink: 'https://selfemployed.acme.example/contact-support',
        // seed 001 §2: another offering redirects to one fixed site after email confirmation.
        postConfirmationRedirect: { kind: 'fixed', url: 'https://selfemployed.acme.example/welcome' },
      },
    },
  ],
};
