/**
 * en-US part: The sign-up form (ui/screens/sign-up), its email, PIN and confirm fields; the code and outcome
 * steps, loaded on demand, have their own part (./sign-up-steps.ts).
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
