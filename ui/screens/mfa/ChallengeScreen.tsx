import type { ComponentType, ReactNode } from 'react';
import { useMfa } from '../../../headless';
import { useScreenComponent, type ScreenProps } from '../components';
import { ContactCollectionScreen } from './ContactCollectionScreen';
import { GovIdScreen } from './GovIdScreen';
import { OneTimeCodeScreen } from './OneTimeCodeScreen';
import { OowScreen } from './OowScreen';
import { PasskeyScreen } from './PasskeyScreen';
import { PasswordChallengeScreen } from './PasswordChallengeScreen';
import { SecurityQuestionScreen } from './SecurityQuestionScreen';
import { TotpScreen } from './TotpScreen';
import { UnsupportedChallengeScreen } from './UnsupportedChallengeScreen';

declare module '../components' {
  // The MFA challenge screens, replaceable by name like the sign-in screens.
  interface ScreenComponentMap {
    readonly OneTimeCodeChallenge: ComponentType<ScreenProps>;
    readonly TotpChallenge: ComponentType<ScreenProps>;
    readonly OowChallenge: ComponentType<ScreenProps>;
    readonly SecurityQuestionChallenge: ComponentType<ScreenProps>;
    readonly GovIdChallenge: ComponentType<ScreenProps>;
    readonly PasskeyChallenge: ComponentType<ScreenProps>;
    readonly PasswordChallenge: ComponentType<ScreenProps>;
    readonly ContactCollectionChallenge: ComponentType<ScreenProps>;
    readonly UnsupportedChallenge: ComponentType<ScreenProps>;
  }
}

/** Which screen each challenge type of seed 000 §2.2 uses. */
export type ChallengeScreenName =
  | 'OneTimeCodeChallenge'
  | 'TotpChallenge'
  | 'OowChallenge'
  | 'SecurityQuestionChallenge'
  | 'GovIdChallenge'
  | 'PasskeyChallenge'
  | 'PasswordChallenge'
  | 'ContactCollectionChallenge'
  | 'UnsupportedChallenge';

export function challengeScreenOf(challengeType: string | null): ChallengeScreenName {
  switch (challengeType) {
    case 'SMS_OTP':
    case 'VOICE_OTP':
    case 'EMAIL_OTP':
      return 'OneTimeCodeChallenge';
    case 'TOTP':
      return 'TotpChallenge';
    case 'OOW':
      return 'OowChallenge';
    case 'SQA':
      return 'SecurityQuestionChallenge';
    case 'GOVID':
      return 'GovIdChallenge';
    case 'FIDO':
      return 'PasskeyChallenge';
    case 'PASSWORD':
    case 'PASSWORD_COLLECTION':
      return 'PasswordChallenge';
    case 'PHONE_COLLECTION':
    case 'EMAIL_COLLECTION':
    case 'SMS_OOW':
      return 'ContactCollectionChallenge';
    default:
      return 'UnsupportedChallenge';
  }
}

/**
 * The `challenge` step: routes the selected challenge to its screen. Each screen can be replaced by name
 * (`<SignIn components={{ TotpChallenge: MyTotp }}>`); the router keys the screen by challenge type, so
 * switching challenges starts the new screen fresh.
 */
export function ChallengeScreen({ focusOnMount }: ScreenProps): ReactNode {
  const { state } = useMfa();
  const OneTimeCode = useScreenComponent('OneTimeCodeChallenge', OneTimeCodeScreen);
  const Totp = useScreenComponent('TotpChallenge', TotpScreen);
  const Oow = useScreenComponent('OowChallenge', OowScreen);
  const Sqa = useScreenComponent('SecurityQuestionChallenge', SecurityQuestionScreen);
  const GovId = useScreenComponent('GovIdChallenge', GovIdScreen);
  const Passkey = useScreenComponent('PasskeyChallenge', PasskeyScreen);
  const Password = useScreenComponent('PasswordChallenge', PasswordChallengeScreen);
  const Collection = useScreenComponent('ContactCollectionChallenge', ContactCollectionScreen);
  const Unsupported = useScreenComponent('UnsupportedChallenge', UnsupportedChallengeScreen);
  const screens: Record<ChallengeScreenName, ComponentType<ScreenProps>> = {
    OneTimeCodeChallenge: OneTimeCode,
    TotpChallenge: Totp,
    OowChallenge: Oow,
    SecurityQuestionChallenge: Sqa,
    GovIdChallenge: GovId,
    PasskeyChallenge: Passkey,
    PasswordChallenge: Password,
    ContactCollectionChallenge: Collection,
    UnsupportedChallenge: Unsupported,
  };
  const Screen = screens[challengeScreenOf(state.selected)];
  return (
    <div className="contents" data-challenge={state.selected ?? undefined}>
      <Screen key={state.selected ?? 'none'} focusOnMount={focusOnMount} />
    </div>
  );
}
