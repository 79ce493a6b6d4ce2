/**
 * en-US part: Account recovery (ui/screens/recovery): its titles and new-password fields, and the security
 * questions it asks.
 * One of the parts `enUS` merges (../en-US.ts); the UI loads only the parts a screen uses.
 */
import type { PartialMessageTable } from '../keys';

export const enUSRecovery = {
  'securityQuestion.firstTeacher': "What was your first teacher's last name?",
  'securityQuestion.firstLove': 'What was the name of your first boyfriend or girlfriend?',
  'securityQuestion.firstBoss': "What was your first boss's name?",
  'securityQuestion.favoriteVacation': 'What is your favorite vacation spot?',
  'securityQuestion.firstPet': "What was your first pet's name?",
  'securityQuestion.favoriteMusician': 'Who is your favorite musician?',
  'securityQuestion.favoriteMovieCharacter': 'Who is your favorite movie character?',
  'securityQuestion.favoriteBook': 'What is your favorite book?',
  'securityQuestion.childhoodSummer': 'Where did you spend your summers as a child?',
  'securityQuestion.childhoodHero': 'Who was your childhood hero?',
  'securityQuestion.childhoodBestFriend': "What was your childhood best friend's name?",
  'notice.recoveryLinkValidity': 'The link in the email works for {hours} hours.',
  'recovery.identifier.label': 'Email, phone or user ID',
  'recovery.identifier.required': 'Enter your email, phone or user ID.',
  'recovery.challenges.title': "Confirm it's you",
  'recovery.challenges.body': 'Answer these so we know the account is yours.',
  'recovery.securityQuestion.label': 'Security question',
  'recovery.securityAnswer.label': 'Your answer',
  'recovery.securityAnswer.required': 'Enter the answer to your security question.',
  'recovery.options.legend': 'Where should we send your code?',
  'recovery.options.required': 'Choose where to send the code.',
  'recovery.code.sending': 'Sending your code…',
  'recovery.code.sentEmail': 'We sent a 6-digit code to {destination}.',
  'recovery.done.title': 'Your password has been changed',
  'recovery.done.body': 'You can now sign in with your new password.',
  'recovery.userIds.title': 'Your user IDs',
  'recovery.userIds.body': 'These user IDs use the email or phone you entered.',
  'recovery.linkExpired.title': 'This link has expired',
  'recovery.startOver': 'Start over',
  'recovery.forgotUserId': 'Forgot your user ID?',
  'recovery.csr.hint':
    'A support agent asked you to set a new password. Answer your security question again to confirm.',
  'label.confirmPassword': 'Confirm password',
  'field.confirmPassword.mismatch': "The passwords don't match. Check them and try again.",
  'screen.resetPassword': 'Reset your password',
  'screen.forgotUserIdOrPassword': 'Forgot your user ID or password?',
  'action.back': 'Back',
} satisfies PartialMessageTable;
