/**
 * en-US part: OAuth errors shown on the page (seed 000 §8.3) and the way back to sign-in.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSOAuth = {
  'oauth.invalid_redirect_uri':
    "We couldn't send you back to the app because its return address isn't valid. Sign in again from the app.",
  'oauth.invalid_client': "The app you came from isn't recognized. Go back to the app and try again.",
  'oauth.unauthorized_client':
    "The app you came from isn't allowed to sign you in this way. Go back to the app and try again.",
  'oauth.x_invalid_app_token':
    "The app you came from couldn't be verified. Go back to the app and try again.",
  'oauth.overall_redirect_uri_too_long':
    "We couldn't send you back to the app because its return address is too long. Go back to the app and try again.",
  'oauth.cannot_parse_response_text': "We couldn't finish signing you in to the app. Please try again.",
  'oauth.generic': "We couldn't finish signing you in to the app. Please try again.",
  'oauth.backToSignIn': 'Back to sign in',
} satisfies PartialMessageTable;
