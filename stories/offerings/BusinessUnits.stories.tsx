import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { createIdentityClient, IdentityProvider } from '../../headless';
import { OFFERING_IDS, resolveConfig } from '../../offerings';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { SignIn } from '../../ui';
import { useStoryShell, type StoryArgs } from '../sign-in/playground-story';

// Issue 17: one offering per business unit, resolved from the built-in registry, changes the stock sign-in
// screen with no screen prop: page theme, identity theme, header logo, the unit's footer logos, identifier
// first or the one-form sign-in, the offering's links. Ladle's page-theme control does not apply here: the
// offering chooses the theme (colour scheme, direction and locale still follow the controls).
export default { title: 'Offerings / Business units' };
// Each waits for its step and for the logo link, which loads in its own chunk on a branded page (so axe
// checks the link's name against its text).

function OfferingSignIn({ args, offeringId }: { args: StoryArgs; offeringId: string }): ReactNode {
  const locale = args.locale ?? 'en-US';
  const [{ client, offering }] = useState(() => {
    const playground = createPlayground({ baseUrl: PLAYGROUND_DEFAULT_ORIGIN });
    return {
      client: createIdentityClient({
        offeringId,
        baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
        fetch: playground.fetch,
      }),
      offering: resolveConfig({ offeringId, offeringEnv: 'e2e', locale, query: '' }),
    };
  });
  const { theme: _controlTheme, ...shell } = useStoryShell(args);
  return (
    <IdentityProvider key={locale} client={client} offering={offering} locale={locale}>
      <SignIn shell={shell} />
    </IdentityProvider>
  );
}

/** ceg personal finance: mint theme and logo, the family footer. */
export const PersonalFinance: Story<StoryArgs> = (args) => (
  <OfferingSignIn args={args} offeringId={OFFERING_IDS.personalFinance} />
);
PersonalFinance.meta = { waitFor: '.ik-root:has([data-step=password]):has(.ik-logo a)' };

/** ctg consumer tax: turbotax theme and logo, one-form sign-in. */
export const ConsumerTax: Story<StoryArgs> = (args) => (
  <OfferingSignIn args={args} offeringId={OFFERING_IDS.consumerTax} />
);
ConsumerTax.meta = { waitFor: '.ik-root:has([data-step=password]):has(.ik-logo a)' };

/** cto tax online: turbotax look, identifier first. */
export const TaxOnline: Story<StoryArgs> = (args) => (
  <OfferingSignIn args={args} offeringId={OFFERING_IDS.taxOnline} />
);
TaxOnline.meta = { waitFor: '.ik-root:has([data-step=identifier]):has(.ik-logo a)' };

/** pcg professional tax: proconnect logo and the professional-tax footer. */
export const ProfessionalTax: Story<StoryArgs> = (args) => (
  <OfferingSignIn args={args} offeringId={OFFERING_IDS.professionalTax} />
);
ProfessionalTax.meta = { waitFor: '.ik-root:has([data-step=password]):has(.ik-logo a)' };

/** sbg payments: quickbooks theme and logo, identifier first, "Create an account" to its sign-up page. */
export const Payments: Story<StoryArgs> = (args) => (
  <OfferingSignIn args={args} offeringId={OFFERING_IDS.payments} />
);
Payments.meta = { waitFor: '.ik-root:has([data-step=identifier]):has(.ik-logo a)' };
