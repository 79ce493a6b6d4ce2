/**
 * Every message key of the catalogue, as types only (no runtime cost). Keys are stable codes, never
 * message text (ARCHITECTURE.md). `en-US` is checked against this union with `satisfies`, so a key cannot
 * be added without its base text, and a base text cannot exist without its key.
 */
import type { FieldReason, LastLoginUnit, PasswordRequirementKey } from '../../rules';

/** Error messages: the seed 000 §8.1 mapping plus the wording table of seed 001 §8. */
export type ErrorMessageKey =
  | 'error.accountServicesUnavailable'
  | 'error.incorrectCredentials'
  | 'error.userIdOrPasswordIncorrect'
  | 'error.signInFailed'
  | 'error.invalidPassword'
  | 'error.incorrectPassword'
  | 'error.accessDenied'
  | 'error.invalidAuthContext'
  | 'error.somethingWentWrong'
  | 'error.refreshSomethingWentWrong'
  | 'error.refreshAndTryAgain'
  | 'error.issueOnOurEnd'
  | 'error.incorrectConfirmationCode'
  | 'error.verificationCodeExpiredOrIncorrect'
  | 'error.maxAttemptsReached'
  | 'error.maxAttemptsExceeded'
  | 'error.invalidPhoneNumber'
  | 'error.phoneVerificationProblem'
  | 'error.identityNotVerified'
  | 'error.identityNotVerifiedWithPhone'
  | 'error.duplicateUser'
  | 'error.externalLoginDenied'
  | 'error.invalidEmail'
  | 'error.invalidSecurityQuestionOrAnswer'
  | 'error.invalidSecurityAnswer'
  | 'error.invalidSecurityLevel'
  | 'error.usernameInPassword'
  | 'error.passwordInUsername'
  | 'error.signUpFailed'
  | 'error.incorrectSecurityCode'
  | 'error.activationFailed'
  | 'error.previouslyUsedPassword'
  | 'error.accountLocked'
  | 'error.accountTemporarilyLocked'
  | 'error.captchaRejected'
  | 'error.captchaRequired'
  | 'error.noMatchingAccounts'
  | 'error.partnerInitiationFailed'
  | 'error.networkError'
  | 'error.timeout'
  | 'error.aborted'
  | 'error.sessionExpired'
  | 'error.reauthenticate'
  | 'error.smsUnavailable'
  | 'error.invitationExpired'
  | 'error.emailLinkExpired'
  | 'error.resetCodeInvalidOrExpired'
  | 'error.userIdTaken'
  | 'error.userIdNotValid'
  | 'error.accountDeactivated'
  | 'error.informationDoesNotMatch'
  | 'error.noProfileFound'
  | 'error.securityQuestionTimeLimit'
  | 'error.identityInfoMismatchRefresh';

/** Fields with a label, a required prompt and a "valid" variant (seed 001 §8 "required-field prompts"). */
export type PromptField =
  | 'userId'
  | 'email'
  | 'confirmEmail'
  | 'password'
  | 'confirmPassword'
  | 'pin'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'answer'
  | 'verificationCode'
  | 'phone'
  | 'streetAddress'
  | 'city'
  | 'state'
  | 'province'
  | 'zipCode'
  | 'postalCode'
  | 'dateOfBirth'
  | 'nationalId';

export type FieldMessageKey =
  | `label.${PromptField}`
  | `field.${PromptField}.required`
  | `field.${PromptField}.invalid`
  | `fieldReason.${FieldReason}`
  | 'field.confirmEmail.mismatch'
  | 'field.confirmPassword.mismatch'
  | 'field.optional';

/** Countries whose national ID has its own name (seed 001 §8 "country variants"). */
export type NationalIdCountry = 'US' | 'GB' | 'CA' | 'IN' | 'BR';

/** Password checklist lines (rules' PasswordRequirementKey) and the other seed 000 §5 message tokens. */
export type PasswordMessageKey =
  | `password.${PasswordRequirementKey}`
  | 'password.noRepeated'
  | 'password.goodPassword'
  | 'password.hint'
  | 'password.checklistTitle'
  | 'password.met'
  | 'password.notMet';

/** Collision message tokens of seed 000 §8.2. */
export type CollisionToken =
  | 'username_taken'
  | 'userid_accountcollision'
  | 'already_user'
  | 'found_an_account'
  | 'different_email_as_user_id'
  | 'found_an_account_using';

export type CollisionMessageKey =
  | `collision.${CollisionToken}`
  | 'collision.chooseDifferentId'
  | 'collision.noThanks'
  | 'collision.sendUserId'
  | 'collision.signIn';

/** OAuth errors shown on the sign-in page instead of redirecting (issue 5 §2). */
export type OAuthShownError =
  | 'invalid_redirect_uri'
  | 'invalid_client'
  | 'unauthorized_client'
  | 'x_invalid_app_token'
  | 'overall_redirect_uri_too_long'
  | 'cannot_parse_response_text';

export type OAuthMessageKey = `oauth.${OAuthShownError}` | 'oauth.generic' | 'oauth.backToSignIn';

/** The 11 security questions of seed 001 §3, by short key. */
export type SecurityQuestionKey =
  | 'firstTeacher'
  | 'firstLove'
  | 'firstBoss'
  | 'favoriteVacation'
  | 'firstPet'
  | 'favoriteMusician'
  | 'favoriteMovieCharacter'
  | 'favoriteBook'
  | 'childhoodSummer'
  | 'childhoodHero'
  | 'childhoodBestFriend';

export type OtherMessageKey =
  | `securityQuestion.${SecurityQuestionKey}`
  | `nationalId.${NationalIdCountry}`
  | `lastLogin.${LastLoginUnit}`
  // seed 001 §8 configured messages and §5 identity-match failure texts
  | 'configured.identityVerificationFailedHeader'
  | 'configured.accountDisabledHeader'
  | 'configured.tryAgainLink'
  | 'configured.payStubRetryHelper'
  | 'configured.ownerRetryHelper'
  | 'configured.identityMatchFailure'
  | 'configured.identityMatchFailurePayStub'
  | 'configured.identityMatchFailureOwner'
  // seed 001 §4, §9: account deletion; sign-in lockout; MFA off after a phone change
  | 'accountDeletion.title'
  | 'accountDeletion.notice'
  | 'accountDeletion.cancel'
  | 'lockout.title'
  | 'lockout.notice'
  | 'lockout.noticeNoTime'
  | 'notice.twoStepOffAfterPhoneChange'
  | 'notice.recoveryLinkValidity'
  | 'notice.usPhoneOnly'
  | 'notice.userIdRules'
  // seed 001 §2: unsupported-browser notice
  | 'browser.unsupported.title'
  | 'browser.unsupported.body'
  | 'browser.unsupported.update'
  // seed 000 §4.4, seed 001 §4: invitation states
  | 'invitation.inProgress'
  | 'invitation.accepted'
  | 'invitation.rejected'
  | 'invitation.removed'
  // seed 001 §9 countdown, seed 000 §2.3 partner buttons
  | 'code.resendIn'
  | 'code.resend'
  | 'partner.signInWith'
  | 'partner.or'
  | MfaScreenMessageKey;

/** Texts of the UI kit's MFA and post-auth screens and brand parts (ui/screens/mfa, ui/screens/post-auth). */
export type MfaScreenMessageKey =
  | 'mfa.picker.legend'
  | 'mfa.picker.hint'
  | 'mfa.picker.required'
  | 'mfa.picker.to'
  | 'mfa.challenge.smsOow'
  | 'mfa.challenge.phoneCollection'
  | 'mfa.challenge.emailCollection'
  | 'mfa.challenge.passwordCollection'
  | 'mfa.code.hint'
  | 'mfa.code.calling'
  | 'mfa.code.sending'
  | 'mfa.code.notSent'
  | 'mfa.code.resent'
  | 'mfa.code.canResend'
  | 'mfa.code.didntGetIt'
  | 'mfa.code.didntGetItBody'
  | 'mfa.code.didntGetItBodyNoDestination'
  | 'mfa.verifying'
  | 'mfa.totp.title'
  | 'mfa.totp.hint'
  | 'mfa.totpSetup.scan'
  | 'mfa.totpSetup.qrLabel'
  | 'mfa.totpSetup.loading'
  | 'mfa.totpSetup.qrUnavailable'
  | 'mfa.totpSetup.manual'
  | 'mfa.totpSetup.keyLabel'
  | 'mfa.totpSetup.codeHint'
  | 'mfa.oow.hint'
  | 'mfa.oow.loading'
  | 'mfa.oow.required'
  | 'mfa.oow.questionLabel'
  | 'mfa.oow.restart'
  | 'mfa.sqa.hint'
  | 'mfa.govid.title'
  | 'mfa.govid.body'
  | 'mfa.govid.continue'
  | 'mfa.govid.unavailable'
  | 'mfa.govid.signInAgain'
  | 'mfa.fido.body'
  | 'mfa.fido.start'
  | 'mfa.fido.waiting'
  | 'error.webauthnNotAllowed'
  | 'error.webauthnUnsupported'
  | 'mfa.password.title'
  | 'mfa.password.body'
  | 'mfa.passwordCollection.body'
  | 'mfa.phone.hint'
  | 'mfa.email.hint'
  | 'mfa.sendCode'
  | 'mfa.unsupported.body'
  | 'mfa.unsupported.onlyTitle'
  | 'mfa.unsupported.unavailable'
  | 'mfa.unsupported.signInAgain'
  | 'postAuth.working'
  | 'postAuth.vuu.title'
  | 'postAuth.vuu.body'
  | 'postAuth.vuu.submit'
  | 'postAuth.vuu.saving'
  | 'postAuth.vuu.learnMoreAbout'
  | 'postAuth.passkey.title'
  | 'postAuth.passkey.body'
  | 'postAuth.passkey.create'
  | 'postAuth.passkey.notNow'
  | 'postAuth.consent.body'
  | 'postAuth.consent.label'
  | 'postAuth.consent.required'
  | 'postAuth.invitation.body'
  | 'postAuth.invitation.provisionalBody'
  | 'postAuth.partner.title'
  | 'postAuth.oauth.title'
  | 'handoff.plus'
  | 'handoff.logo'
  | 'partner.moreOptions'
  | 'flow.signedIn.body'
  | 'flow.signedOut.body';

/** Screen titles (seed 000 §2.2 screens implied by flow state; seed 001 §2 screens implied by wording). */
export type ScreenKey =
  | 'signIn'
  | 'createAccount'
  | 'createUserId'
  | 'createPassword'
  | 'updatePassword'
  | 'resetPassword'
  | 'forgotUserIdOrPassword'
  | 'chooseVerification'
  | 'enterCode'
  | 'phoneCollection'
  | 'emailCollection'
  | 'emailVerified'
  | 'emailNotVerified'
  | 'accountSelection'
  | 'companyPicker'
  | 'invitationAccept'
  | 'invitationExpired'
  | 'deviceSignIn'
  | 'robotCheck'
  | 'marketingConsent'
  | 'termsConsent'
  | 'accountLocked'
  | 'highRiskBlock'
  | 'verifySignedIn'
  | 'securityQuestion'
  | 'knowledgeQuestions'
  | 'totpSetup';

/** Verification channels of the challenge picker (seed 000 §2.2; seed 001 §2 "choose how to verify"). */
export type ChallengeChannelKey =
  'sms' | 'voice' | 'email' | 'totp' | 'govid' | 'sqa' | 'oow' | 'fido' | 'password';

/** Button and link texts. */
export type ActionKey =
  | 'continue'
  | 'signIn'
  | 'signOut'
  | 'cancel'
  | 'back'
  | 'next'
  | 'verify'
  | 'createAccount'
  | 'forgotUserIdOrPassword'
  | 'signInHelp'
  | 'showPassword'
  | 'hidePassword'
  | 'skip'
  | 'learnMore'
  | 'dontKnowAnswer'
  | 'whyAreWeAsking'
  | 'needHelp'
  | 'tryAgain'
  | 'tryAnotherWay'
  | 'useAnotherAccount'
  | 'rememberMe'
  | 'staySignedIn'
  | 'accept'
  | 'decline';

export type UiMessageKey =
  | `screen.${ScreenKey}`
  | `challenge.${ChallengeChannelKey}`
  | `action.${ActionKey}`
  | 'code.sentTo'
  | 'footer.legal'
  | 'footer.privacy'
  | 'footer.security'
  | 'footer.support'
  | 'footer.contact'
  | 'footer.copyright'
  | 'handoff.title'
  | 'handoff.body'
  | 'captcha.terms'
  | 'signUp.chatSubheader'
  | 'signUp.oneAccountHelp'
  // seed 001 §4: buy-now and oia sign-up text variants
  | 'signUp.buyNow.title'
  | 'signUp.buyNow.submit'
  | 'signUp.oia.title'
  | 'signUp.oia.submit'
  | 'errorSummary.title'
  // ui/screens/lazy-step.tsx: a step whose chunk is loading or failed to load
  | 'step.loading'
  | 'step.loadFailed'
  | SignInScreenMessageKey
  | FieldWidgetMessageKey
  | SignUpScreenMessageKey
  | RecoveryScreenMessageKey
  | AccountScreenMessageKey;

/** Texts of the UI kit's account-management screens (ui/screens/account, issue 20). */
export type AccountScreenMessageKey =
  | 'account.title'
  | 'account.body'
  | 'account.nav'
  | 'account.userId'
  | 'account.section.fullName'
  | 'account.section.email'
  | 'account.section.phone'
  | 'account.section.password'
  | 'account.status.verified'
  | 'account.status.unverified'
  | 'account.status.primary'
  | 'account.empty.fullName'
  | 'account.empty.email'
  | 'account.empty.phone'
  | 'account.loading'
  | 'account.saving'
  | 'account.saved'
  | 'account.action.edit'
  | 'account.action.add'
  | 'account.action.save'
  | 'account.action.verifyNow'
  | 'account.action.resend'
  | 'account.action.changePassword'
  | 'account.fullName.middle'
  | 'account.code.sending'
  | 'account.code.sentTo'
  | 'account.phone.hint'
  | 'account.phone.twoStepNotice'
  | 'account.email.hint'
  | 'account.password.body'
  | 'account.password.current'
  | 'account.password.new'
  | 'account.password.confirm'
  | 'account.password.mismatch'
  | 'account.password.signOutElsewhere'
  | 'account.password.changed'
  | 'account.password.signedOutElsewhere'
  | 'account.password.signOutFailed'
  | 'account.stepUp.title'
  | 'account.stepUp.body'
  | 'account.stepUp.checking'
  | 'account.stepUp.done'
  | 'account.section.mfa'
  | 'account.mfa.on'
  | 'account.mfa.off'
  | 'account.mfa.turnOn'
  | 'account.mfa.turnOff'
  | 'account.mfa.confirmOn'
  | 'account.mfa.confirmOff'
  | 'account.mfa.channels'
  | 'account.mfa.noChannels'
  | 'account.mfa.channel.SMS'
  | 'account.mfa.channel.VOICE'
  | 'account.mfa.channel.EMAIL'
  | 'account.mfa.channel.TOTP'
  | 'account.mfa.addTotp'
  | 'account.mfa.replaceTotp'
  | 'account.mfa.totpAdded'
  | 'account.section.accessHistory'
  | 'account.accessHistory.empty'
  | 'account.accessHistory.event'
  | 'account.accessHistory.unknown'
  | 'account.accessHistory.notYou';

/** Texts of the UI kit's recovery, consent, identity-proofing, verified-user update, notice and invitation screens. */
export type RecoveryScreenMessageKey =
  | 'recovery.identifier.label'
  | 'recovery.identifier.required'
  | 'recovery.challenges.title'
  | 'recovery.challenges.body'
  | 'recovery.securityQuestion.label'
  | 'recovery.securityAnswer.label'
  | 'recovery.securityAnswer.required'
  | 'recovery.options.required'
  | 'recovery.code.sending'
  | 'recovery.code.sentEmail'
  | 'recovery.submitting'
  | 'recovery.done.title'
  | 'recovery.done.body'
  | 'recovery.userIds.title'
  | 'recovery.userIds.body'
  | 'recovery.linkExpired.title'
  | 'recovery.startOver'
  | 'recovery.forgotUserId'
  | 'recovery.csr.hint'
  | 'identityProofing.title'
  | 'identityProofing.body'
  | 'identityProofing.showId'
  | 'identityProofing.dateHint.MDY'
  | 'identityProofing.dateHint.YMD'
  | 'identityProofing.chooseRegion'
  | 'identityProofing.done.title'
  | 'identityProofing.questions.title'
  | 'vuu.title'
  | 'vuu.body'
  | 'vuu.done.title'
  | 'consent.title'
  | 'consent.body'
  | 'consent.required'
  | 'consent.signInAgain'
  | 'consent.selectAccount'
  | 'consent.done.title'
  | 'consent.declined.title'
  | 'consent.item.terms'
  | 'consent.item.marketing'
  | 'invitation.accessCode.label'
  | 'invitation.accessCode.hint'
  | 'invitation.accessCode.required'
  | 'invitation.body'
  | 'invitation.success.title'
  | 'invitation.success.body'
  | 'invitation.expired.body'
  | 'invitation.checking'
  | 'notice.accountDeletion.cancelled'
  | 'emailConfirmation.title'
  | 'emailConfirmation.body'
  | 'emailConfirmation.confirm'
  | 'emailConfirmation.confirming'
  | 'emailConfirmation.verified.body'
  | 'emailConfirmation.notVerified.body'
  | 'emailConfirmation.signIn.title'
  | 'emailConfirmation.signIn.body';

/** Texts of the UI kit's field widgets (ui/fields): password tips, collision results, phone picker. */
export type FieldWidgetMessageKey =
  | 'fields.password.tips'
  | 'fields.dismiss'
  | 'fields.checking'
  | 'fields.userIdAvailable'
  | 'fields.accountExistsPersistent'
  | 'fields.signInInstead'
  | 'fields.phone.country'
  | 'fields.phone.chooseCountry'
  | 'fields.phone.search'
  | 'fields.phone.noResults'
  | 'fields.phone.international'
  | 'fields.phone.smsOnlyHint'
  | 'fields.phone.smsOnlyCleared'
  | 'fields.phone.countryOption';

/** Texts of the UI kit's sign-up screens (ui/screens/sign-up; the text-variant keys are above). */
export type SignUpScreenMessageKey =
  | 'signUp.submitting'
  | 'signUp.haveAccount'
  | 'signUp.phone.hint'
  | 'signUp.pin.hint'
  | 'signUp.showPin'
  | 'signUp.phoneCode.title'
  | 'signUp.emailCode.title'
  | 'signUp.emailCode.hint'
  | 'signUp.emailCode.invalid'
  | 'signUp.code.sending'
  | 'signUp.done.title'
  | 'signUp.done.body'
  | 'signUp.collision.title'
  | 'signUp.collision.body'
  | 'signUp.collision.account'
  | 'signUp.collision.useDifferentEmail'
  | 'signUp.signInInstead'
  | 'signUp.consent'
  | 'signUp.termsLink'
  | 'signUp.privacyLink'
  | 'signUp.termsDate'
  | 'signUp.privacyDate'
  | 'signUp.accountLink';

/** Texts of the UI kit's sign-in screens and shell (ui/screens). */
export type SignInScreenMessageKey =
  | 'errorSummary.errorPrefix'
  | 'shell.home'
  | 'shell.footerLogos'
  | 'shell.footerLinks'
  | 'signIn.identifier.label'
  | 'signIn.identifier.required'
  | 'signIn.tabs.label'
  | 'signIn.tab.email'
  | 'signIn.tab.phone'
  | 'signIn.signingInAs'
  | 'signIn.submitting'
  | 'signIn.accountChoice.hint'
  | 'signIn.accountChoice.remove'
  | 'signIn.captcha.label'
  | 'signIn.captcha.hint'
  | 'signIn.captcha.required'
  | 'signIn.disabled.title'
  | 'signIn.verify.body'
  | 'signIn.signedIn.title'
  | 'signIn.signedOut.title'
  | 'signIn.postAuth.title'
  | 'signIn.placeholder.body';

/** Every message key. */
export type MessageKey =
  | ErrorMessageKey
  | FieldMessageKey
  | PasswordMessageKey
  | CollisionMessageKey
  | OAuthMessageKey
  | OtherMessageKey
  | UiMessageKey;

/** A complete message table (the base locale and every fully translated one). */
export type MessageTable = Readonly<Record<MessageKey, string>>;
/** A partial table: a regional variant that falls back to its language, then to en-US. */
export type PartialMessageTable = Readonly<Partial<Record<MessageKey, string>>>;
