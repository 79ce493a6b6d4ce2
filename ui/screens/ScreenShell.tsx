import { useMemo, type ComponentType, type ReactNode } from 'react';
import {
  DEFAULT_BRAND,
  footerLinks,
  resolveFooterLogos,
  type BrandSettings,
  type BusinessUnit,
  type FooterLinkId,
  type FooterLogo,
  type IdentityTheme,
  type ResolvedFooterLogo,
  themeClassName,
} from '../../offerings';
import { useOffering } from '../../headless';
import { Root, type RootProps } from '../primitives';
import { cx } from '../primitives/cx';
import { safeLinkElement } from '../primitives/SafeLink';
import { mergeParts } from './components';
import { definedEntries } from './defined';
import { useResolvedLocale, useCoreText as useText } from './text';

/** Props of the shell's header part. */
export interface ShellHeaderProps {
  readonly brand: BrandSettings;
  /** The offering's header logo (a family brand name, seed 001 §3 headerLogo); null: the brand's own. */
  readonly logo?: string | null | undefined;
  /** Where the header logo sits (seed 001 §3 logoPosition). @default 'left' */
  readonly logoPosition?: 'left' | 'center' | undefined;
}

/** Props of the shell's footer part. */
export interface ShellFooterProps {
  readonly brand: BrandSettings;
  readonly logos: readonly ResolvedFooterLogo[];
  readonly links: readonly { id: FooterLinkId; href: string }[];
  readonly year: number;
}

export interface ShellParts {
  readonly Header: ComponentType<ShellHeaderProps>;
  readonly Footer: ComponentType<ShellFooterProps>;
}

export interface ScreenShellProps {
  /** Page theme (seed 000 §3.4). @default 'default' */
  readonly theme?: RootProps['theme'];
  /** @default 'acme' (the brand's product name when a brand is given) */
  readonly product?: string | undefined;
  /** @default 'system' */
  readonly colorScheme?: RootProps['colorScheme'];
  /** Writing direction. @default from the locale (right to left for Arabic, Hebrew, ar-XB, ...) */
  readonly dir?: RootProps['dir'];
  /** Brand data (names, site origin). @default DEFAULT_BRAND */
  readonly brand?: BrandSettings | undefined;
  /** Footer logos of the offering; null uses the business unit's default set. @default null */
  readonly footerLogos?: readonly FooterLogo[] | null | undefined;
  readonly businessUnit?: BusinessUnit | null | undefined;
  /** The offering's privacy statement link (seed 000 §5). */
  readonly privacyStatementLink?: string | null | undefined;
  /** The offering's customer-support link (seed 001 §3), shown in the footer when set. */
  readonly customerSupportLink?: string | null | undefined;
  /** The offering's contact-us link (seed 001 §3), shown in the footer when set. */
  readonly contactUsLink?: string | null | undefined;
  /** Year of the copyright line. @default the current year */
  readonly year?: number | undefined;
  /**
   * The landmark of the content: `main` on a page of its own, `div` when embedded in a host page that has
   * its own `<main>` (a page has one). @default 'main'
   */
  readonly landmark?: 'main' | 'div' | undefined;
  readonly components?: Partial<ShellParts> | undefined;
  readonly className?: string | undefined;
  readonly children?: ReactNode;
}

function ShellHeader({ brand, logo = null, logoPosition = 'left' }: ShellHeaderProps): ReactNode {
  const t = useText();
  const home = useMemo(() => new URL('/', brand.siteOrigin).href, [brand.siteOrigin]);
  return (
    <header
      className="flex items-center gap-4 border-b border-ik-border px-4 py-3"
      data-logo={logo ?? undefined}
      data-logo-position={logoPosition}
    >
      {safeLinkElement({
        href: home,
        'aria-label': t('shell.home', { brand: brand.groupDisplayName }),
        className: 'text-lg font-bold text-ik-fg no-underline',
        children: brand.groupDisplayName,
      })}
    </header>
  );
}

// The header's and footer's links are `safeLinkElement` calls, not `<SafeLink>` components: the same markup and
// address checks without a fiber per link on every first screen (issue 5 start-up).
function ShellFooter({ brand, logos, links, year }: ShellFooterProps): ReactNode {
  const t = useText();
  const linkText: Record<FooterLinkId, string> = {
    legal: t('footer.legal'),
    privacy: t('footer.privacy'),
    security: t('footer.security'),
    support: t('footer.support'),
    contact: t('footer.contact'),
  };
  return (
    <footer className="grid gap-3 border-t border-ik-border px-4 py-4 text-sm text-ik-fg-muted">
      {logos.length > 0 ? (
        <nav aria-label={t('shell.footerLogos')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {logos.map((logo) => (
              <li key={logo.ordinal} className={logo.class === '' ? undefined : logo.class}>
                {safeLinkElement({ href: logo.href, children: logo.name })}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label={t('shell.footerLinks')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {links.map((link) => (
            <li key={link.id}>
              {safeLinkElement({
                href: link.href,
                children: linkText[link.id],
                // Support contacts may be mailto:/tel: (the offering schema accepts them for links).
                ...(link.id === 'support' || link.id === 'contact' ? { allowSchemes: CONTACT_SCHEMES } : {}),
              })}
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: String(year), company: brand.groupDisplayName })}</p>
    </footer>
  );
}

const CONTACT_SCHEMES = ['mailto:', 'tel:'] as const;

const SHELL_PARTS: ShellParts = { Header: ShellHeader, Footer: ShellFooter };

/**
 * The page around a screen: <Root> (theme, colour scheme, `lang` and `dir` from the provider's locale),
 * a header with the offering's brand, the content, and a footer with the offering's logos, the legal,
 * privacy and security links and the copyright line (seed 000 §2.3). Colours come from the theme's CSS
 * variables; spacing uses logical properties only, so right-to-left mirrors.
 */
export function ScreenShell(props: ScreenShellProps): ReactNode {
  // The provider's offering (issue 17 §1) fills what the props leave unset: page theme, identity theme,
  // header logo and position, footer logos of its business unit, privacy link, the parent's extra classes.
  const offering = useOffering();
  if (offering === null) {
    return <ShellLayout {...props} />;
  }
  return (
    <ShellLayout
      theme={offering.theme}
      footerLogos={offering.footerLogos}
      businessUnit={offering.businessUnit}
      privacyStatementLink={offering.privacyStatementLink}
      customerSupportLink={offering.customerSupportLink}
      contactUsLink={offering.contactUsLink}
      identityTheme={offering.idsTheme}
      headerLogo={offering.headerLogo}
      logoPosition={offering.logoPosition}
      parentClass={offering.additionalParentClass}
      {...definedEntries(props)}
    />
  );
}

interface ShellLayoutProps extends ScreenShellProps {
  readonly identityTheme?: IdentityTheme | undefined;
  readonly headerLogo?: string | null | undefined;
  readonly logoPosition?: 'left' | 'center' | undefined;
  readonly parentClass?: string | undefined;
}

function ShellLayout({
  theme,
  product,
  colorScheme,
  dir,
  brand = DEFAULT_BRAND,
  footerLogos = null,
  businessUnit = null,
  privacyStatementLink = null,
  customerSupportLink = null,
  contactUsLink = null,
  identityTheme,
  headerLogo = null,
  logoPosition,
  parentClass = '',
  year,
  landmark = 'main',
  components,
  className,
  children,
}: ShellLayoutProps): ReactNode {
  const locale = useResolvedLocale();
  const parts = mergeParts(SHELL_PARTS, components);
  // Built once per offering, not per render: each address goes through the URL parser (issue 5 start-up).
  const logos = useMemo(
    () => resolveFooterLogos(footerLogos, { businessUnit, brand }),
    [footerLogos, businessUnit, brand],
  );
  const links = useMemo(
    () => footerLinks({ brand, locale, privacyStatementLink, customerSupportLink, contactUsLink }),
    [brand, locale, privacyStatementLink, customerSupportLink, contactUsLink],
  );
  const Main = landmark;
  return (
    <Root
      theme={theme}
      product={product ?? brand.productName}
      colorScheme={colorScheme}
      lang={locale}
      dir={dir}
      data-ids-theme={identityTheme === undefined ? undefined : themeClassName(identityTheme, brand)}
      className={cx(
        className === undefined ? 'flex min-h-full flex-col bg-ik-canvas text-ik-fg' : className,
        parentClass === '' ? undefined : parentClass,
      )}
    >
      <parts.Header brand={brand} logo={headerLogo} logoPosition={logoPosition} />
      <Main className="mx-auto grid w-full max-w-md flex-1 content-start gap-4 px-4 py-6">{children}</Main>
      <parts.Footer brand={brand} logos={logos} links={links} year={year ?? new Date().getFullYear()} />
    </Root>
  );
}
