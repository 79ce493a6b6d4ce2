/**
 * en-US part: The sign-up screen and its code and outcome steps (ui/screens/sign-up), its email, PIN and
 * confirm fields.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSSignUp = {
  'signUp.chatSubheader': 'This will help you get answers.',
  'signUp.oneAccountHelp': 'One account for all our products',
  'signUp.buyNow.title': 'Create an account to complete your purchase',
  'signUp.buyNow.submit': 'Create account and continue to checkout',
  'signUp.oia.title': 'Create an account to get started',
  'signUp.oia.submit': 'Create account and continue',
  'signUp.submitting': 'Creating your account…',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.phone.hint': "We'll text a code to this number to verify it.",
  'signUp.pin.hint': 'Use 4 digits.',
  'signUp.showPin': 'Show PIN',
  'signUp.phoneCode.title': 'Verify your mobile number',
  'signUp.emailCode.title': 'Confirm your email address',
  'signUp.emailCode.hint': 'Enter the {length}-character code from the email.',
  'signUp.emailCode.invalid': 'Enter the {length}-character code from the email.',
  'signUp.code.sending': 'Sending your code…',
  'signUp.done.title': 'Your account is ready',
  'signUp.done.body': 'You can now sign in with {email} and your password.',
  'signUp.done.bodyPin': 'You can now sign in with {email} and your PIN.',
  'signUp.done.bodyNoPassword':
    "Your account doesn't have a password yet. Create one to sign in: we'll send a code to {email} to check it's you.",
  'signUp.done.createPassword': 'Create a password',
  'signUp.collision.title': 'You may already have an account',
  'signUp.collision.body':
    'An account already uses {email}. Sign in to it, or use a different email address.',
  'signUp.collision.account': 'Account with {maskedEmail}',
  'signUp.collision.useDifferentEmail': 'Use a different email address',
  'signUp.signInInstead': 'Sign in instead',
  'signUp.consent': 'By selecting {action}, you agree to our Terms of Service and Privacy Statement.',
  'signUp.termsLink': 'Terms of Service',
  'signUp.privacyLink': 'Privacy Statement',
  'signUp.termsDate': 'Terms of Service updated {date}',
  'signUp.privacyDate': 'Privacy Statement updated {date}',
  'signUp.accountLink': 'About your account',
  'label.confirmEmail': 'Confirm email address',
  'label.pin': 'PIN',
  'field.confirmEmail.required': 'Enter your email address again.',
  'field.confirmEmail.invalid': 'Enter a valid email address, like name@example.com.',
  'field.confirmEmail.mismatch': "The email addresses don't match. Check them and try again.",
  'field.pin.required': 'Enter your PIN.',
  'field.pin.invalid': 'Enter a valid 4-digit PIN.',
  'captcha.terms':
    'This site is protected by reCAPTCHA. The Google Privacy Policy and Terms of Service apply.',
} satisfies PartialMessageTable;
