import type { ReactNode } from 'react';
import type { BrandInput } from '../../../offerings';
import { usePostAuth } from '../../../headless';
import { useIdentityStore } from '../../../headless/advanced';
import { BrandHandoff, type BrandHandoffParts } from '../brand/BrandHandoff';
import { useIdentityHost } from '../host';

export interface PartnerAuthScreenProps {
  readonly focusOnMount?: boolean | undefined;
  /** Partner of this visit. @default 'google' (the only supported partner, seed 000 §2.3) */
  readonly partnerUid?: string | undefined;
  readonly brand?: BrandInput | undefined;
  readonly components?: Partial<BrandHandoffParts> | undefined;
}

/**
 * Partner authentication step (seed 000 §3.7 partnerAuthentication, §4.5): the brand hand-off with
 * Continue before linking. Continue starts the host's partner link (`IdentityHostHandlers.onPartnerContinue`)
 * and finishes the step; Cancel finishes it without linking.
 */
export function PartnerAuthScreen({
  focusOnMount,
  partnerUid = 'google',
  brand,
  components,
}: PartnerAuthScreenProps): ReactNode {
  const host = useIdentityHost();
  const { actions } = usePostAuth();
  const offeringId = useIdentityStore((s) => s.config.offeringId);
  return (
    <BrandHandoff
      offeringId={offeringId}
      partnerUid={partnerUid}
      brand={brand ?? host.brand}
      focusOnMount={focusOnMount}
      components={components}
      onContinue={() => {
        host.onPartnerContinue?.();
        actions.finishStep('partnerAuthentication');
      }}
      onCancel={() => actions.finishStep('partnerAuthentication')}
    />
  );
}
