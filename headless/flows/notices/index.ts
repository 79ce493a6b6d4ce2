export {
  accountDeletionRequestNotice,
  unsupportedBrowserNotice,
  detectBrowserFeatures,
  invitationNotice,
  type AccountDeletionNotice,
  type BrowserFeatures,
  type UnsupportedBrowserNotice,
  type InvitationNotice,
  type InvitationScreen,
} from './notices';
