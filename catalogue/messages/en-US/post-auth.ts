/**
 * en-US part: The post-auth steps (ui/screens/post-auth): profile update, passkey offer, consent, invitation.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSPostAuth = {
  'postAuth.working': 'Just a moment while we finish signing you in.',
  'postAuth.vuu.title': 'Keep your account secure',
  'postAuth.vuu.body': 'We use these details to confirm it’s you and to reach you if something looks wrong.',
  'postAuth.vuu.submit': 'Save and continue',
  'postAuth.vuu.saving': 'Saving…',
  'postAuth.vuu.learnMoreAbout': 'Learn more about why we ask',
  'postAuth.passkey.title': 'Sign in faster next time',
  'postAuth.passkey.body':
    'Create a passkey to sign in with your face, fingerprint or device passcode instead of a password.',
  'postAuth.passkey.create': 'Create a passkey',
  'postAuth.passkey.notNow': 'Not now',
  'postAuth.bestAccount.title': 'We found a better account for you',
  'postAuth.bestAccount.body':
    'You also have the account {account}, which has more of your information. Use it to keep everything in one place.',
  'postAuth.bestAccount.switch': 'Use {account}',
  'postAuth.bestAccount.stay': 'Continue with this account',
  'postAuth.realm.legend': 'Which company do you want to work in?',
  'postAuth.realm.required': 'Choose a company to continue.',
  'postAuth.realm.personal': 'Personal',
  'postAuth.realm.business': 'Business',
  'postAuth.consent.body':
    'An app wants to use your account to sign you in. It will see your name, email address and profile.',
  'postAuth.consent.label': 'I allow this app to use my name, email address and profile',
  'postAuth.consent.required': 'Confirm that you allow this app to use your details, or select Decline.',
  'postAuth.invitation.body':
    "You've been invited to share access to an account. Accept to continue with this invitation.",
  'postAuth.invitation.provisionalBody':
    'Your access stays limited until the account owner confirms it. Accept to continue.',
  'postAuth.partner.title': 'Link your {partner} account',
  'postAuth.oauth.title': "We couldn't finish signing you in",
} satisfies PartialMessageTable;
