// The offering's help and learn-more links under a screen (seed 001 §3 common options: signInHelpLink,
// mfaCustomerSupportLink, dontKnowAnswerLink, oowLearnMoreLink, piiLearnMoreLink, whyAreWeAskingLink,
// idpNeedHelpLink, ...): shown only when the offering configures them, as plain links through the safe-link
// gate (https, site paths, mailto:/tel:). Nothing without an offering.
import type { ReactNode } from 'react';
import { safeLinkElement } from '../primitives/SafeLink';

/** One configured link: its address (null when the offering has none), its text, a stable key. */
export interface OfferingLink {
  readonly href: string | null | undefined;
  readonly text: string;
  readonly id: string;
}

/** The configured links as a list (`data-part="offering-links"`), or nothing when none is configured. */
export function OfferingLinkList({ links }: { readonly links: readonly OfferingLink[] }): ReactNode {
  const shown = links.filter(
    (link): link is OfferingLink & { href: string } => typeof link.href === 'string' && link.href !== '',
  );
  if (shown.length === 0) {
    return null;
  }
  return (
    <ul className="grid gap-2 text-sm" data-part="offering-links">
      {shown.map((link) => (
        <li key={link.id}>{safeLinkElement({ href: link.href, children: link.text })}</li>
      ))}
    </ul>
  );
}
