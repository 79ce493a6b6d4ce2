// Kit page for the start-up benchmark: what a product embedding the sign-in screen ships (the identity
// client, the provider and `SignIn` with its default shell, as README.md shows it, plus the kit's
// stylesheet, added by the benchmark). The shell is the kit's `Root` (theme, direction, language): an outer
// `<Root>` around it would be a second one, which no product needs (`shell={false}` is the way to render
// the screens inside a host's own `Root`). The client points at this page's origin; the first step sends
// nothing before input, so no service is needed to measure start-up. It imports the built package (`dist/`, through the package's
// export names, resolved by the benchmark) exactly as a product does: bundling the sources instead keeps
// every module-level forwardRef/createContext of `ui/` (esbuild cannot prove them pure), which no product
// would ship (see tsup.config.ts).
import { createRoot } from 'react-dom/client';
import { createIdentityClient, IdentityProvider } from 'identity-kit/headless';
import { OFFERING_ID_IDENTITY_GLOBAL } from 'identity-kit/rules';
import { SignIn } from 'identity-kit/ui';

const client = createIdentityClient({ offeringId: OFFERING_ID_IDENTITY_GLOBAL, baseUrl: location.origin });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <IdentityProvider client={client} locale="en-US">
      <SignIn />
    </IdentityProvider>,
  );
}
