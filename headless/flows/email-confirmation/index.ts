export {
  completeLink,
  EMAIL_CONFIRMATION_CLIENT_METHODS,
  emailConfirmationTransition,
  initialEmailConfirmationState,
  type EmailConfirmationCall,
  type EmailConfirmationClient,
  type EmailConfirmationEvent,
  type EmailConfirmationLink,
  type EmailConfirmationLinkInput,
  type EmailConfirmationState,
  type EmailConfirmationStep,
} from './machine';
export {
  useEmailConfirmation,
  type EmailConfirmationActions,
  type EmailConfirmationView,
  type UseEmailConfirmation,
  type UseEmailConfirmationOptions,
} from './useEmailConfirmation';
