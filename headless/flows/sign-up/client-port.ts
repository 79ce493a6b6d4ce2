import type { IdentityClient } from '../../client';

/** The client methods the sign-up flow calls. */
export const SIGN_UP_CLIENT_METHODS = [
  'validateEmailAddress',
  'accessVerifyAuth',
  'evaluateAuth',
  'selectAccount',
  'signUp',
  'createChannelConfirmation',
  'confirmChannel',
  'sendVerificationEmailV2',
  'confirmEmailVerificationV2',
] as const;
export type SignUpClient = Pick<IdentityClient, (typeof SIGN_UP_CLIENT_METHODS)[number]>;
