/** ceg: the personal-finance product (seed 001 §9), and its credit app on ios and android (seed 000 §6). */
import { MFA_TARGET_AAL } from '../../rules/constants';
import type { BusinessUnitModule } from '../registry';
import { OFFERING_IDS } from './ids';

/**
 * Challenge types of the credit app on its mobile apps. Seed 000 §6 says they are special but not which;
 * chosen: device-bound passkeys first, then app-friendly one-time codes (no voice call inside the app).
 */
const CREDIT_APP_CHALLENGES = {
  ios: ['FIDO', 'SMS_OTP', 'EMAIL_OTP'],
  android: ['FIDO', 'SMS_OTP', 'EMAIL_OTP'],
};

export const CEG: BusinessUnitModule = {
  unit: 'ceg',
  offeringIds: [OFFERING_IDS.personalFinance, OFFERING_IDS.creditAppIos, OFFERING_IDS.creditAppAndroid],
  entries: [
    { businessUnit: 'ceg', options: { idsTheme: 'mint', theme: 'mint', headerLogo: 'mint' } },
    {
      offeringIds: [OFFERING_IDS.personalFinance],
      options: {
        offeringDisplayName: 'Mint',
        enableFIDO2Authentication: true,
        enableFIDO2Registration: true,
      },
      // seed 001 §9: targetAAL 25 for mfa in the personal-finance offering.
      configs: { mfa: { targetAAL: MFA_TARGET_AAL } },
    },
    {
      offeringIds: [OFFERING_IDS.creditAppIos, OFFERING_IDS.creditAppAndroid],
      options: {
        offeringDisplayName: 'Credit Karma',
        idsTheme: 'creditkarma',
        theme: 'ios',
        headerLogo: 'creditkarma',
        mobileChallengeTypes: CREDIT_APP_CHALLENGES,
        enableFIDO2Authentication: true,
      },
    },
  ],
};
