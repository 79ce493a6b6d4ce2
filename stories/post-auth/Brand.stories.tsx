import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { BrandHandoff } from '../../ui';
import { OFFERING_ID, PlaygroundFlow, storyBrand } from '../mfa/flow-story';
import { click, onMount, type StoryArgs } from '../sign-in/playground-story';

export default { title: 'Post-auth / Brand parts' };

/** Partner buttons revealed above the "or" divider, in front of the first sign-in step. */
export const PartnerButtonsRevealed: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    flow={{ partners: { uids: ['google'], revealed: true, onStart: () => undefined } }}
  />
);
PartnerButtonsRevealed.meta = { waitFor: '[data-part=partner-buttons]' };

/** Partner block not revealed yet: nothing but the sign-in form (seed 000 §4.8 starts hidden). */
export const PartnerButtonsHidden: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    flow={{ partners: { uids: ['google'], revealed: false, onStart: () => undefined } }}
  />
);
PartnerButtonsHidden.meta = { waitFor: '[data-step=password]' };

/** The brand hand-off interstitial for a QuickBooks offering and Google. */
export const BrandHandoffQuickBooks: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    screen={
      <BrandHandoff
        offeringId="Intuit.sbg.quickbooks"
        partnerUid="google"
        brand={storyBrand()}
        focusOnMount={false}
        onContinue={() => undefined}
        onCancel={() => undefined}
      />
    }
  />
);
BrandHandoffQuickBooks.meta = { waitFor: '[data-step=brandHandoff]' };

/** The hand-off for the playground's own offering. */
export const BrandHandoffDefault: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    screen={
      <BrandHandoff
        offeringId={OFFERING_ID}
        partnerUid="google"
        brand={storyBrand()}
        focusOnMount={false}
        onContinue={() => undefined}
        onCancel={() => undefined}
      />
    }
  />
);
BrandHandoffDefault.meta = { waitFor: '[data-step=brandHandoff]' };

/** The hand-off as a host runs it: Continue starts the partner sign-in, which has not answered yet. */
function ContinuingHandoff(): ReactNode {
  const [pending, setPending] = useState(false);
  return (
    <BrandHandoff
      offeringId="Intuit.sbg.quickbooks"
      partnerUid="google"
      brand={storyBrand()}
      focusOnMount={false}
      pending={pending}
      onContinue={() => setPending(true)}
      onCancel={() => setPending(false)}
    />
  );
}

/** Continue pressed: busy (aria-disabled, still focusable) while the partner sign-in starts. */
export const BrandHandoffContinuing: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    screen={<ContinuingHandoff />}
    script={[onMount((d) => click(d.root, '[data-action=continue]'))]}
  />
);
BrandHandoffContinuing.meta = { waitFor: '[data-action=continue][data-state=pending]' };

/** Header and footer branding of a small-business offering: its footer logos and privacy statement link. */
export const HeaderFooterSmallBusiness: Story<StoryArgs> = (args) => (
  <PlaygroundFlow
    args={args}
    shell={{ businessUnit: 'sbg', privacyStatementLink: 'https://www.acme.example/privacy/quickbooks' }}
  />
);
// The family-brand marks load in their own chunk: wait for a mark itself (the legal links are list items too).
HeaderFooterSmallBusiness.meta = {
  waitFor: '.ik-root:has([data-step=password]):has(.ik-page-footer .ik-brand-mark)',
};
