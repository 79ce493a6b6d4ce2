/** sbg: small-business accounting, payroll, payments and time tracking (seed 001 §9). */
import { TIME_TRACKING_TARGET_AAL } from '../../rules/constants';
import type { BusinessUnitModule } from '../registry';
import { OFFERING_IDS } from './ids';

export const SBG: BusinessUnitModule = {
  unit: 'sbg',
  offeringIds: [
    OFFERING_IDS.accounting,
    OFFERING_IDS.payroll,
    OFFERING_IDS.payments,
    OFFERING_IDS.timeTracking,
  ],
  entries: [
    {
      businessUnit: 'sbg',
      options: {
        idsTheme: 'quickbooks',
        theme: 'quickbooks',
        headerLogo: 'quickbooks',
        enableUserInviteActions: true,
      },
    },
    {
      offeringIds: [OFFERING_IDS.accounting],
      options: {
        offeringDisplayName: 'QuickBooks',
        enableFIDO2Authentication: true,
        enableInternationalPhone: true,
        // seed 001 §2: per-locale product site after email confirmation.
        postConfirmationRedirect: {
          kind: 'per-locale',
          sites: {
            'pt-br': 'https://br.accounting.acme.example/',
            'fr-fr': 'https://fr.accounting.acme.example/',
            'fr-ca': 'https://ca.accounting.acme.example/fr/',
            'en-gb': 'https://uk.accounting.acme.example/',
            'en-au': 'https://au.accounting.acme.example/',
            'en-ca': 'https://ca.accounting.acme.example/',
          },
          fallback: 'https://accounting.acme.example/',
        },
      },
    },
    {
      offeringIds: [OFFERING_IDS.payroll],
      options: { offeringDisplayName: 'QuickBooks Payroll', isFullnameRequired: true },
    },
    {
      // The email-first offering: sign-up link /signup.html, sign-in link /index.html, and the password-signup
      // flow chosen by iux_flows, which it allows even in prd (seed 001 §2).
      offeringIds: [OFFERING_IDS.payments],
      options: {
        offeringDisplayName: 'QuickBooks Payments',
        identifierFirst: true,
        signUpLink: '/signup.html',
        signInLink: '/index.html',
        allowedUrlOverrides: ['iux_flows'],
      },
      configs: { 'sign-up': { enableConfirmEmailField: true } },
    },
    {
      // seed 001 §9: targetAAL '20', cachePassword false and tagSharedDevice false for time tracking;
      // time clocks are shared devices without the invisible robot check.
      offeringIds: [OFFERING_IDS.timeTracking],
      options: {
        offeringDisplayName: 'Time Tracking',
        targetAAL: TIME_TRACKING_TARGET_AAL,
        cachePassword: false,
        tagSharedDevice: false,
        useInvisibleReCaptcha: false,
        showRememberMe: false,
      },
    },
  ],
};
