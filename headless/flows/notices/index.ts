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
export {
  accountDeletionTransition,
  initialAccountDeletionState,
  ACCOUNT_DELETION_CLIENT_METHODS,
  type AccountDeletionClient,
  type AccountDeletionState,
  type AccountDeletionEvent,
  type AccountDeletionCall,
} from './deletion';
export {
  useAccountDeletionNotice,
  type UseAccountDeletionNotice,
  type UseAccountDeletionNoticeOptions,
  type AccountDeletionNoticeView,
} from './useAccountDeletionNotice';
