import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode, type Ref } from 'react';
import { withRef } from './with-ref';
import { cx } from './cx';
import { safeHref, type ContactScheme } from './safe-href';

export interface SafeLinkProps extends ComponentPropsWithoutRef<'a'> {
  href: string;
  /** `mailto:` / `tel:` are links only when the configuration allows them here. @default [] */
  allowSchemes?: readonly ContactScheme[] | undefined;
  /** Told when an address is refused (for a developer warning; never shown to users). */
  onRefused?: ((href: string) => void) | undefined;
}

/**
 * The element of a safe link, as a plain function: `SafeLink` renders it, and the screen shell calls it for
 * its header and footer links directly. Those are a dozen links on every first screen, and as components
 * each was a fiber of its own for React to create, render and commit at start-up (issue 5,
 * `npm run bench:browser`); the markup and the checks are the same either way.
 */
export function safeLinkElement(
  { href, allowSchemes = [], onRefused, className, children, rel, target, ...rest }: SafeLinkProps,
  ref?: Ref<HTMLAnchorElement>,
): ReactElement {
  const safe = safeHref(href, allowSchemes);
  if (safe === null) {
    onRefused?.(href);
    return (
      <span className={cx('ik-link-refused', className)} data-state="refused">
        {children}
      </span>
    );
  }
  const opensNew = target !== undefined && target !== '_self' && target !== '_parent' && target !== '_top';
  const relValue = opensNew ? cx(rel, 'noopener', 'noreferrer') : rel;
  return (
    <a
      {...rest}
      ref={ref}
      href={safe}
      target={target}
      rel={relValue}
      className={cx('ik-link', className)}
      data-state="safe"
    >
      {children}
    </a>
  );
}

/**
 * The markup of a link to an address known to be safe without a check: one of the kit's own constant addresses
 * (the default brand's footer links), never configuration. The same element `safeLinkElement` renders for a
 * safe address without extra props.
 */
export function knownLinkElement({ href, children }: { href: string; children?: ReactNode }): ReactElement {
  return (
    <a href={href} className="ik-link" data-state="safe">
      {children}
    </a>
  );
}

/**
 * A link that only ever points to a safe address (see `safeHref`). A refused address renders its children as
 * plain text (`data-state="refused"`), never as a link. Links opening a new browsing context get
 * `rel="noopener noreferrer"`.
 */
export const SafeLink = withRef<HTMLAnchorElement, SafeLinkProps>(function SafeLink({ ref, ...props }) {
  return safeLinkElement(props, ref);
});
