import type { ComponentType, ReactNode } from 'react';
import { usePostAuth } from '../../../headless';
import { mergeParts, useScreenComponent, type ScreenProps } from '../components';
import { useText } from './text';
import { BetterAccountScreen } from './BetterAccountScreen';
import { ConsentScreen } from './ConsentScreen';
import { InvitationScreen } from './InvitationScreen';
import { OAuthErrorScreen } from './OAuthErrorScreen';
import { PartnerAuthScreen } from './PartnerAuthScreen';
import { PasskeyPromptGate } from './passkey-gate';
import { PasskeyRegistrationScreen } from './PasskeyRegistrationScreen';
import { POST_AUTH_PARTS, type PostAuthScreenProps } from './parts';
import { RealmPickerScreen } from './RealmPickerScreen';
import { VerifiedUserUpdateScreen } from './VerifiedUserUpdateScreen';

declare module '../components' {
  // The post-auth screens, replaceable by name like the sign-in screens.
  interface ScreenComponentMap {
    readonly PostAuthWorking: ComponentType<ScreenProps>;
    readonly VerifiedUserUpdate: ComponentType<ScreenProps>;
    readonly PasskeyRegistration: ComponentType<ScreenProps>;
    readonly BetterAccount: ComponentType<ScreenProps>;
    readonly RealmPicker: ComponentType<ScreenProps>;
    readonly Consent: ComponentType<ScreenProps>;
    readonly Invitation: ComponentType<ScreenProps>;
    readonly PartnerAuth: ComponentType<ScreenProps>;
    readonly OAuthError: ComponentType<ScreenProps>;
  }
}

/**
 * The steps the flow runs by itself (best account, OAuth exchange, the contact-info check): a heading and a
 * polite status, so the user knows something is happening and focus has somewhere to go.
 */
export function PostAuthWorkingScreen({ focusOnMount, components }: PostAuthScreenProps): ReactNode {
  const P = mergeParts(POST_AUTH_PARTS, components);
  const t = useText();
  const { state } = usePostAuth();
  const title = t('signIn.postAuth.title');
  return (
    <>
      <P.Heading focusKey="postAuth" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <P.Status data-step="postAuth" data-post-auth-step={state.step}>
        {t('postAuth.working')}
      </P.Status>
    </>
  );
}

/**
 * The `postAuth` step: routes the post-auth sequence of seed 000 §3.7 (bestAccount, verifiedUserUpdate,
 * webAuthnRegistration, realmPicker, oauth, consent, standardInvitation, provisionalInvitation, partnerAuthentication) to
 * its screen. An OAuth failure the flow keeps on the page shows the error with the sign-in link.
 */
export function PostAuthScreen({ focusOnMount }: ScreenProps): ReactNode {
  const { state } = usePostAuth();
  const Working = useScreenComponent('PostAuthWorking', PostAuthWorkingScreen);
  const Vuu = useScreenComponent('VerifiedUserUpdate', VerifiedUserUpdateScreen);
  const Passkey = useScreenComponent('PasskeyRegistration', PasskeyRegistrationScreen);
  const Better = useScreenComponent('BetterAccount', BetterAccountScreen);
  const Realm = useScreenComponent('RealmPicker', RealmPickerScreen);
  const Consent = useScreenComponent('Consent', ConsentScreen);
  const Invitation = useScreenComponent('Invitation', InvitationScreen);
  const Partner = useScreenComponent('PartnerAuth', PartnerAuthScreen);
  const OAuthError = useScreenComponent('OAuthError', OAuthErrorScreen);
  const props: ScreenProps = { focusOnMount };
  switch (state.step) {
    case 'verifiedUserUpdate':
      return state.vuuDisplayElements === null ? <Working {...props} /> : <Vuu {...props} />;
    case 'webAuthnRegistration':
      return (
        <PasskeyPromptGate>
          <Passkey {...props} />
        </PasskeyPromptGate>
      );
    case 'realmPicker':
      // The list loads first (and with fewer than two realms the step passes without showing).
      return state.realms === null || state.realms.length < 2 ? <Working {...props} /> : <Realm {...props} />;
    case 'consent':
      return <Consent {...props} />;
    case 'standardInvitation':
    case 'provisionalInvitation':
      return <Invitation key={state.step} {...props} />;
    case 'partnerAuthentication':
      return <Partner {...props} />;
    case 'oauth':
      // The flow decides from the whole error (kind and code) whether it redirects; anything it keeps on
      // the page, a request refused before sending included, shows here rather than "working" forever.
      return state.oauthErrorOnPage ? <OAuthError {...props} /> : <Working {...props} />;
    case 'bestAccount':
      // The check runs first; a better account it found is offered (offering setting enableBestAccountCheck).
      return state.betterAccount === null ? <Working {...props} /> : <Better {...props} />;
    case 'notStarted':
    case 'complete':
      return <Working {...props} />;
    default:
      state.step satisfies never;
      return <Working {...props} />;
  }
}
