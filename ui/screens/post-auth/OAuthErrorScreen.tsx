import type { ReactNode } from 'react';
import { describeOAuthError } from '../../../catalogue';
import { usePostAuth, useSignIn } from '../../../headless';
import { mergeParts } from '../components';
import { useScreenLocale } from '../text';
import { useOAuthErrorText as useText } from './text';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';

export interface OAuthErrorScreenProps extends PostAuthScreenProps {
  /** The sign-in page to offer; without it, "Back to sign in" signs out here and starts again. */
  readonly signInHref?: string | undefined;
}

/**
 * The OAuth error shown on the page instead of redirecting (seed 000 §4.6, §8.3; issue 5 §2): an untrusted
 * or unreadable client answer is never followed. The message comes from the catalogue (never the server's
 * description) and the sign-in link is offered.
 */
export function OAuthErrorScreen({ focusOnMount, components, signInHref }: OAuthErrorScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const locale = useScreenLocale();
  const { state } = usePostAuth();
  const signIn = useSignIn();
  const message = describeOAuthError((state.errorCode ?? '').toLowerCase(), { locale }).message;
  const title = t('postAuth.oauth.title');
  return (
    <>
      <P.Heading focusKey="oauthError" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.Alert announceKey={state.errorCode ?? ''}>{message}</P.Alert>
      <div data-step="oauthError">
        {signInHref !== undefined ? (
          <P.Link href={signInHref} data-action="sign-in">
            {t('oauth.backToSignIn')}
          </P.Link>
        ) : (
          <P.Button variant="secondary" onClick={() => signIn.actions.signOut()} data-action="sign-in">
            {t('oauth.backToSignIn')}
          </P.Button>
        )}
      </div>
    </>
  );
}
