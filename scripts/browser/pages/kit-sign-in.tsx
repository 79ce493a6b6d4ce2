// Kit page for the start-up benchmark: what a product embedding the sign-in screen ships (the identity
// client, the provider and `SignIn` inside the kit's `Root`, plus the kit's stylesheet, added by the
// benchmark). The client points at this page's origin; the identifier step sends nothing before input,
// so no service is needed to measure start-up.
import { createRoot } from 'react-dom/client';
import { createIdentityClient, IdentityProvider } from '../../../headless';
import { Root, SignIn } from '../../../ui';
import { OFFERING_ID_IDENTITY_GLOBAL } from '../../../rules/constants';

const client = createIdentityClient({ offeringId: OFFERING_ID_IDENTITY_GLOBAL, baseUrl: location.origin });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IdentityProvider client={client} locale="en-US">
      <Root lang="en-US">
        <SignIn />
      </Root>
    </IdentityProvider>,
  );
}
