/**
 * en-US part: The consent screen (ui/screens/consent).
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSConsent = {
  'consent.title': '{client} wants to access your account',
  'consent.body': 'Allowing access shares the information below with this app.',
  'consent.required': 'You need to accept this to continue.',
  'consent.signInAgain': 'Sign in again to continue.',
  'consent.selectAccount': 'Choose the account to continue with',
  'consent.done.title': 'Thanks, your choices are saved',
  'consent.declined.title': "You didn't give access",
  'consent.item.terms': 'I agree to the Terms of Service',
  'consent.item.marketing': 'Send me news and offers by email',
  'consent.scopes.label': 'What {client} will see',
  'consent.scope.openid': 'Your user ID, so the app knows it is you',
  'consent.scope.profile': 'Your name and profile',
  'consent.scope.email': 'Your email address',
  'consent.scope.phone': 'Your phone number',
  'consent.scope.address': 'Your address',
  'consent.scope.offline_access': 'Access to your account while you are not using the app',
  'consent.item.termsLinked': 'I agree to the {terms}',
  'consent.termsLink': 'Terms of Service',
} satisfies PartialMessageTable;
