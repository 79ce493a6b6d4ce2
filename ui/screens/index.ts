// Screens of the UI kit: composed only from the headless public entry and ui/primitives. See README.md.
export type { TextFn } from './text';
export { useErrorText, useResolvedLocale, useScreenLocale, useText } from './text';
export type {
  ScreenComponentMap,
  ScreenComponents,
  ScreenProps,
  SignInFieldScreenProps,
  VerifySignedInScreenProps,
} from './components';
export { ScreenComponentsProvider, mergeParts, useScreenComponent } from './components';
export type { CommonParts } from './parts';
export { COMMON_PARTS } from './parts';
export type { ScreenShellProps, ShellFooterProps, ShellHeaderProps, ShellParts } from './ScreenShell';
export { ScreenShell } from './ScreenShell';
export * from './sign-in';
export * from './mfa';
export * from './post-auth';
export * from './brand';
export * from './flow';
export type { IdentityHostHandlers } from './host';
export { IdentityHostProvider, useIdentityHost } from './host';
export * from './sign-up';
export * from './recovery';
export * from './notices';
export * from './invitation';
export * from './email-confirmation';
export * from './verified-user-update';
export * from './identity-proofing';
export * from './consent';
export * from './account';
