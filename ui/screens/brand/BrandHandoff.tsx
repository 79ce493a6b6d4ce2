import { useState, type ComponentType, type ReactNode } from 'react';
import { useOffering } from '../../../headless';
import { resolveBrand, resolveBrandHandoff, type BrandInput } from '../../../offerings';
import { safeHref } from '../../primitives';
import { mergeParts } from '../components';
import { PartnerIcon } from './PartnerButtons';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useText } from './text';

/** Props of one logo of the hand-off. */
export interface HandoffLogoProps {
  /** Image address (https only); null or a failed load shows the name as text instead. */
  readonly src: string | null;
  readonly name: string;
  /** Drawn instead of loading `src` (the kit draws Google's mark inline: no request, no broken image). */
  readonly icon?: ReactNode;
}

/** A brand logo; falls back to the brand name as text when there is no image or it fails to load. */
export function HandoffLogo({ src, name, icon }: HandoffLogoProps): ReactNode {
  const t = useText();
  const [failed, setFailed] = useState(false);
  const safe = src === null ? null : safeHref(src);
  const box = 'grid size-16 place-items-center rounded-ik border border-ik-border bg-ik-surface p-2';
  if (icon !== undefined && icon !== null) {
    return (
      <span className={box} role="img" aria-label={t('handoff.logo', { name })}>
        {icon}
      </span>
    );
  }
  if (safe === null || failed) {
    return (
      <span className={`${box} text-center text-sm font-semibold`} data-part="logo-text">
        {name}
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={safe}
        alt={t('handoff.logo', { name })}
        width={48}
        height={48}
        onError={() => setFailed(true)}
      />
    </span>
  );
}

export interface BrandHandoffParts extends CommonParts {
  readonly Logo: ComponentType<HandoffLogoProps>;
}

const HANDOFF_PARTS: BrandHandoffParts = { ...COMMON_PARTS, Logo: HandoffLogo };

export interface BrandHandoffProps {
  readonly offeringId: string;
  /** Partner uid (google). */
  readonly partnerUid: string;
  /** @default DEFAULT_BRAND */
  readonly brand?: BrandInput | undefined;
  readonly onContinue: () => void;
  readonly onCancel: () => void;
  /** Continue is running (e.g. the partner link is starting). @default false */
  readonly pending?: boolean | undefined;
  /** @default true */
  readonly focusOnMount?: boolean | undefined;
  readonly components?: Partial<BrandHandoffParts> | undefined;
}

/**
 * Brand hand-off interstitial (seed 000 §2.3, §3.4): the offering's and the partner's images joined by a
 * plus (the plus is decorative; screen readers hear "and"), a header, the product-education message,
 * Continue and Cancel. Names come from `resolveBrandHandoff`, except that the provider's offering's own
 * `offeringDisplayName` (seed 000 §3.6) names it when the hand-off is for that offering; images fall back to text.
 */
export function BrandHandoff({
  offeringId,
  partnerUid,
  brand,
  onContinue,
  onCancel,
  pending = false,
  focusOnMount,
  components,
}: BrandHandoffProps): ReactNode {
  const P = mergeParts(HANDOFF_PARTS, components);
  const t = useText();
  const matched = resolveBrandHandoff(offeringId, partnerUid, { brand: resolveBrand(brand) });
  // The offering's configured name beats the id-pattern match (seed 000 §3.4 matches ids only for lack of one).
  const offering = useOffering();
  const configured = offering?.offeringId === offeringId ? offering.offeringDisplayName.trim() : '';
  const config = configured === '' ? matched : { ...matched, offeringDisplayName: configured };
  const title = t('handoff.title', { partner: config.partnerDisplayName });
  return (
    <div className="grid gap-4" data-step="brandHandoff">
      <div className="flex items-center justify-center gap-3">
        <P.Logo src={config.offeringImage} name={config.offeringDisplayName} />
        <span aria-hidden="true" className="text-2xl font-bold">
          +
        </span>
        <span className="ik-visually-hidden">{t('handoff.plus')}</span>
        <P.Logo
          src={config.partnerImage}
          name={config.partnerDisplayName}
          icon={partnerUid === 'google' ? <PartnerIcon partnerUid="google" /> : undefined}
        />
      </div>
      <P.Heading focusKey={`handoff-${partnerUid}`} focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t('handoff.body', { offering: config.offeringDisplayName, partner: config.partnerDisplayName })}</p>
      <div className="grid gap-2">
        <P.Button fullWidth pending={pending} onClick={onContinue} data-action="continue">
          {t('action.continue')}
        </P.Button>
        <P.Button fullWidth variant="secondary" onClick={onCancel} data-action="cancel">
          {t('action.cancel')}
        </P.Button>
      </div>
    </div>
  );
}
