/**
 * en-US error messages: the part of the base locale that `describeError` needs, kept in its own module so
 * an app that only describes errors bundles only these (issue 2 §3 size budget). See en-US.ts for the
 * writing rules.
 */
import type { ErrorMessageKey } from './keys';

export const enUSErrors = {
  'error.accountServicesUnavailable':
    "Our account services aren't available right now. Please try again in a few minutes.",
  'error.incorrectCredentials':
    "The sign-in details you entered don't match our records. Check them and try again.",
  'error.userIdOrPasswordIncorrect':
    'The user ID or password you entered is incorrect. Check both and try again.',
  'error.signInFailed':
    "We couldn't sign you in with those details. Check them and try again, or reset your password.",
  'error.invalidPassword': "That password isn't valid. Check it and try again.",
  'error.incorrectPassword': 'That password is incorrect. Try again, or reset your password.',
  'error.accessDenied':
    "We can't give you access right now. If you think this is a mistake, contact customer support.",
  'error.invalidAuthContext':
    'Your verification session has ended. Start again to get a new set of questions.',
  'error.somethingWentWrong': 'Something went wrong. Please try again.',
  'error.refreshSomethingWentWrong': 'Something went wrong. Refresh the page and try again.',
  'error.refreshAndTryAgain': 'Please refresh the page and try again.',
  'error.issueOnOurEnd': "There's an issue on our end. Please try again.",
  'error.incorrectConfirmationCode': "That code isn't right. Check the code we sent you and try again.",
  'error.verificationCodeExpiredOrIncorrect':
    'That verification code is incorrect or has expired. Check it, or ask for a new code.',
  'error.maxAttemptsReached':
    "You've reached the maximum number of attempts. Ask for a new code, or try again later.",
  'error.maxAttemptsExceeded': "You've made too many attempts. Wait a few minutes, then try again.",
  'error.invalidPhoneNumber': 'Enter a valid phone number, including the area code.',
  'error.phoneVerificationProblem':
    'We had a problem verifying this phone number. Check it, or use a different number.',
  'error.identityNotVerified':
    "We couldn't verify your identity. Check the information you entered and try again.",
  'error.identityNotVerifiedWithPhone':
    "We couldn't verify your identity with the phone number you gave us. Try another way to verify.",
  // Said once with the page's own "Sign in instead" link, not in the sentence too (issue 18 §3).
  'error.duplicateUser': 'You already have an account with this email address.',
  'error.externalLoginDenied':
    "Signing in through the other service was denied, so we couldn't continue. Try again, or sign in another way.",
  'error.invalidEmail': "That email address isn't valid. Check it and try again.",
  'error.invalidSecurityQuestionOrAnswer': 'Choose a security question and enter your answer.',
  'error.invalidSecurityAnswer': "That answer doesn't match the one we have on file. Check it and try again.",
  'error.invalidSecurityLevel': "We couldn't update your security settings. Please try again.",
  'error.usernameInPassword': "Your password can't contain your user ID. Choose a different password.",
  'error.passwordInUsername': "Your user ID can't contain your password. Choose a different password.",
  'error.signUpFailed': 'Something went wrong while creating your account. Please try again.',
  'error.incorrectSecurityCode': 'That security code is incorrect. Check it and try again.',
  'error.activationFailed': "We couldn't activate your account. Try again, or contact customer support.",
  'error.previouslyUsedPassword': "You've used this password before. Choose a new one.",
  'error.accountLocked':
    'Your account is locked. Reset your password to unlock it, or contact customer support.',
  'error.accountTemporarilyLocked':
    'Your account is temporarily unavailable. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'error.captchaRejected': "We couldn't confirm that you're not a robot. Please try again.",
  'error.captchaRequired': "Confirm that you're not a robot to continue.",
  'error.noMatchingAccounts':
    "We couldn't find an account you can use here. Try another email or user ID, or create an account.",
  'error.partnerInitiationFailed':
    "We couldn't start signing in with the other service. Try again, or sign in another way.",
  'error.networkError': "We couldn't connect. Check your internet connection and try again.",
  'error.timeout': 'This is taking longer than it should. Please try again.',
  'error.aborted': 'The request was cancelled.',
  'error.sessionExpired': 'Your session has expired. Sign in again to continue.',
  'error.reauthenticate': 'For your security, sign in again to continue.',
  'error.smsUnavailable':
    "We can't send text messages right now. Choose another way to verify, or try again later.",
  'error.invitationExpired':
    'This invitation has expired or was already accepted. Ask the sender for a new one.',
  'error.emailLinkExpired': 'The link in your email has expired. Ask for a new one.',
  'error.resetCodeInvalidOrExpired': 'That reset code is invalid or has expired. Ask for a new code.',
  'error.userIdTaken': 'That user ID is already taken. Try a different one.',
  'error.userIdNotValid':
    "That user ID isn't valid. Use at least 4 characters, with no spaces or special characters.",
  'error.accountDeactivated': 'This account has been deactivated. Contact customer support for help.',
  'error.informationDoesNotMatch':
    "The information you entered doesn't match our records. Check it and try again.",
  'error.noProfileFound': "We couldn't find a profile with that information. Check it, or create an account.",
  'error.securityQuestionTimeLimit':
    'You ran out of time to answer the security question. Start again to try once more.',
  'error.identityInfoMismatchRefresh':
    "The information on this page doesn't match what you entered earlier. Refresh the page and start again.",
} as const satisfies Record<ErrorMessageKey, string>;
