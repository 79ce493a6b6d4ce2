import { forwardRef, type ComponentPropsWithoutRef } from 'react';
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
 * A link that only ever points to a safe address (see `safeHref`). A refused address renders its children as
 * plain text (`data-state="refused"`), never as a link. Links opening a new browsing context get
 * `rel="noopener noreferrer"`.
 */
export const SafeLink = forwardRef<HTMLAnchorElement, SafeLinkProps>(function SafeLink(
  { href, allowSchemes = [], onRefused, className, children, rel, target, ...rest },
  ref,
) {
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
});
