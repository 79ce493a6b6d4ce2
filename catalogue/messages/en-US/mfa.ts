/**
 * en-US part: The MFA steps (ui/screens/mfa): their titles, challenge labels and the passkey errors they show.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSMfa = {
  'mfa.picker.legend': 'Where should we send your code?',
  'mfa.picker.hint': 'Choose one. You can pick another way later.',
  'mfa.picker.required': 'Choose how you want to verify.',
  'mfa.picker.to': 'To {destination}',
  'mfa.challenge.smsOow': 'Text a code to a phone number I enter',
  'mfa.challenge.phoneCollection': 'Add a mobile number and get a code',
  'mfa.challenge.emailCollection': 'Add an email address and get a code',
  'mfa.challenge.passwordCollection': 'Create a password',
  'mfa.code.calling': "We're calling {destination} with a code.",
  'mfa.code.sending': 'Sending your code…',
  'mfa.code.notSent': "We haven't sent a code yet. Select Send a code to get one.",
  'mfa.code.send': 'Send a code',
  'mfa.code.whyRisk':
    "This sign-in doesn't look like your usual ones (for example, after several wrong passwords), so we need to check it's you.",
  'mfa.code.notSentEmail': "Select Send a code and we'll email a code to {destination}.",
  'mfa.code.notSentSms': "Select Send a code and we'll text a code to {destination}.",
  'mfa.code.notSentVoice': "Select Send a code and we'll call {destination} with a code.",
  'mfa.code.didntGetIt': "Didn't get a code?",
  'mfa.code.didntGetItBody':
    'Codes can take a minute to arrive. Check that {destination} is yours, send a new code, or choose another way to verify.',
  'mfa.code.didntGetItBodyNoDestination':
    'Codes can take a minute to arrive. Send a new code, or choose another way to verify.',
  'mfa.verifying': 'Verifying…',
  'mfa.totp.title': 'Enter the code from your authenticator app',
  'mfa.totp.hint': 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  'mfa.totpSetup.scan': 'Scan this QR code with your authenticator app.',
  'mfa.totpSetup.qrLabel': 'QR code for setting up your authenticator app',
  'mfa.totpSetup.loading': 'Preparing your QR code…',
  'mfa.totpSetup.qrUnavailable': "The QR code couldn't be shown. Enter the key below in your app instead.",
  'mfa.totpSetup.manual': "Can't scan it? Add the account in your app with this setup key:",
  'mfa.totpSetup.keyLabel': 'Setup key',
  'mfa.totpSetup.copy': 'Copy key',
  'mfa.totpSetup.copied': 'Setup key copied.',
  'mfa.totpSetup.copyFailed': "The key couldn't be copied. Select it and copy it yourself.",
  'mfa.totpSetup.codeHint': 'Then enter the 6-digit code your app shows.',
  'mfa.oow.hint':
    'Choose the answer that matches your records. These questions come from public and credit records.',
  'mfa.oow.loading': 'Getting your questions…',
  'mfa.oow.required': 'Choose an answer for this question.',
  'mfa.oow.questionLabel': 'Question {number} of {count}',
  'mfa.oow.restart': 'Get new questions',
  'mfa.sqa.hint': "Answers aren't case-sensitive.",
  'mfa.govid.title': 'Verify with your government ID',
  'mfa.govid.body':
    "We'll open a secure page where you take photos of your ID and yourself. It takes about 2 minutes. When you're done, come back to this page.",
  'mfa.govid.continue': 'Start the photo ID check',
  // The ID check cannot start here (no usable hand-off page) and the account has no other way to verify.
  'mfa.govid.unavailable':
    "The photo ID check can't be started from this page, and there's no other way to verify your account here. Sign in again to try once more. If this keeps happening, contact customer service.",
  'mfa.govid.signInAgain': 'Sign in again',
  'mfa.fido.body':
    'Use the passkey on this device or your security key. Your browser will ask you to confirm.',
  'mfa.fido.start': 'Use my passkey',
  'mfa.fido.waiting': 'Follow the instructions from your browser…',
  'error.webauthnNotAllowed':
    'The passkey request was cancelled or timed out. Try again, or choose another way to verify.',
  'error.webauthnUnsupported': "This browser can't use passkeys. Choose another way to verify.",
  'mfa.password.title': 'Enter your password',
  'mfa.password.body': 'To keep your account safe, enter your password again.',
  'mfa.passwordCollection.body': 'Create a password for your account. You will use it to sign in.',
  'mfa.phone.hint': "We'll text a code to this number to make sure it's yours.",
  'mfa.email.hint': "We'll email a code to this address to make sure it's yours.",
  'mfa.sendCode': 'Send code',
  'mfa.unsupported.body': "This way of verifying isn't available here. Choose another way.",
  // The only challenge offered is a type the kit has no screen for: there is no other way to choose.
  'mfa.unsupported.onlyTitle': "We can't verify it's you here",
  'mfa.unsupported.unavailable':
    "This way of verifying isn't available on this page, and your account has no other way to verify here. Sign in again to try once more. If this keeps happening, contact customer service.",
  'mfa.unsupported.signInAgain': 'Sign in again',
  'label.answer': 'Answer',
  'field.answer.required': 'Enter your answer.',
  'screen.createPassword': 'Create a password',
  'screen.phoneCollection': 'Add your mobile number',
  'screen.emailCollection': 'Add your email address',
  'screen.deviceSignIn': 'Sign in with your face, fingerprint or passcode',
  'screen.securityQuestion': 'Answer your security question',
  'screen.knowledgeQuestions': 'Answer a few questions about yourself',
  'screen.totpSetup': 'Set up your authenticator app',
  'challenge.totp': 'Use my authenticator app',
  'challenge.govid': 'Take photos of my government ID',
  'challenge.sqa': 'Answer my security question',
  'challenge.oow': 'Answer questions only I would know',
  'challenge.fido': 'Use my face, fingerprint or passcode',
  'challenge.password': 'Enter my password',
  'action.tryAnotherWay': 'Try another way',
} satisfies PartialMessageTable;
