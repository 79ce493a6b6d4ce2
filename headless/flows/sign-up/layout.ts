/**
 * The 2021 visual-refresh layout rules of seed 000 §2.4 as data: which header, sub-header, logo, terms and
 * button elements a sign-up or account-recovery screen shows. The UI kit reads these flags; texts are
 * catalogue keys.
 */

/** Header variants of the sign-up screen. */
export type SignUpHeaderKind = 'default' | 'ecosystem' | 'chat';

export interface LayoutInput {
  /** The 2021 visual refresh is on (the rules below apply only then). @default true */
  readonly visualRefresh?: boolean;
  /** The page theme is the `{product}-ecosystem` theme (or its light variant). */
  readonly ecosystemTheme?: boolean;
  /** The sign-up is embedded in chat-based content. */
  readonly chatBased?: boolean;
  /** Terms-of-service and privacy date texts; an empty one is hidden. */
  readonly termsDate?: string | null;
  readonly privacyDate?: string | null;
}

export interface SignUpLayout {
  readonly header: SignUpHeaderKind;
  /** Catalogue key of the header text. */
  readonly headerKey: 'screen.createAccount';
  /** Catalogue key of the sub-header, or null when there is none. */
  readonly subHeaderKey: 'signUp.oneAccountHelp' | 'signUp.chatSubheader' | null;
  /** The sub-header carries an account / one-account help link. */
  readonly subHeaderLink: 'oneAccountHelp' | 'account' | null;
  readonly showRecaptchaTerms: boolean;
  readonly logosAtBottom: boolean;
  /** The "optional" marker on the mobile phone label. */
  readonly showPhoneOptionalMarker: boolean;
  readonly showCancelButton: boolean;
  readonly showSubFooter: boolean;
  readonly showTermsDate: boolean;
  readonly showPrivacyDate: boolean;
  /** The container height is set below the header. */
  readonly containerBelowHeader: boolean;
}

export interface RecoveryLayout {
  readonly showRecaptchaTerms: boolean;
  readonly logosAtBottom: boolean;
  /** The collect-PII submit and back buttons are prominent. */
  readonly prominentPiiButtons: boolean;
  /** The back button sits inside the form. */
  readonly backButtonInForm: boolean;
  readonly showTermsDate: boolean;
  readonly showPrivacyDate: boolean;
  readonly containerBelowHeader: boolean;
}

const present = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** Sign-up layout (seed 000 §2.4): chat-based content wins over the ecosystem header. */
export function signUpLayout(input: LayoutInput = {}): SignUpLayout {
  const refresh = input.visualRefresh ?? true;
  const header: SignUpHeaderKind = !refresh
    ? 'default'
    : input.chatBased === true
      ? 'chat'
      : input.ecosystemTheme === true
        ? 'ecosystem'
        : 'default';
  return {
    header,
    headerKey: 'screen.createAccount',
    subHeaderKey:
      header === 'chat' ? 'signUp.chatSubheader' : header === 'ecosystem' ? 'signUp.oneAccountHelp' : null,
    subHeaderLink: header === 'chat' ? 'account' : header === 'ecosystem' ? 'oneAccountHelp' : null,
    showRecaptchaTerms: !refresh,
    logosAtBottom: refresh,
    showPhoneOptionalMarker: !refresh,
    showCancelButton: header !== 'chat',
    showSubFooter: header !== 'chat',
    showTermsDate: present(input.termsDate),
    showPrivacyDate: present(input.privacyDate),
    containerBelowHeader: refresh,
  };
}

/** Account-recovery layout (seed 000 §2.4). */
export function recoveryLayout(
  input: Pick<LayoutInput, 'visualRefresh' | 'termsDate' | 'privacyDate'> = {},
): RecoveryLayout {
  const refresh = input.visualRefresh ?? true;
  return {
    showRecaptchaTerms: !refresh,
    logosAtBottom: refresh,
    prominentPiiButtons: refresh,
    backButtonInForm: refresh,
    showTermsDate: present(input.termsDate),
    showPrivacyDate: present(input.privacyDate),
    containerBelowHeader: refresh,
  };
}
