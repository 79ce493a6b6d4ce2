import { Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import {
  footerLinks,
  resolveBrand,
  resolveFooterLogos,
  type BrandInput,
  type BrandSettings,
  type BusinessUnit,
  type FooterLinkId,
  type FooterLogo,
  type IdentityTheme,
  type OfferingConfig,
  type ResolvedFooterLogo,
  themeClassName,
} from '../../offerings';
import { useOffering } from '../../headless';
import { lazyChunk } from '../../headless/advanced';
import type * as BrandMarks from './brand-marks';
import { Root, cx, type RootProps } from '../primitives';
import { knownLinkElement, safeLinkElement } from '../primitives/SafeLink';
import { definedEntries, mergeParts } from './components';
import { useResolvedLocale, useCoreText as useText } from './text';

/** The offering's logo in the card's logo slot: an image address (https or a site path) and its text. */
export interface ShellLogo {
  readonly src: string;
  /** The brand's name, read out and shown if the image fails. */
  readonly alt: string;
}

/** Props of the shell's header part (the logo slot at the top of the card). */
export interface ShellHeaderProps {
  readonly brand: BrandSettings;
  /** The offering's logo; null shows the brand's name as a wordmark. */
  readonly logo: ShellLogo | null;
  /** False when no brand was configured: the slot stays empty rather than show a placeholder name. */
  readonly branded: boolean;
  /**
   * The offering's header logo (a family brand name, seed 001 §3 headerLogo), drawn as that brand's mark and
   * display name when no image logo is given; null: the brand's own.
   */
  readonly headerLogo?: string | null | undefined;
  /** Where the logo sits in its slot (seed 001 §3 logoPosition). @default 'left' */
  readonly logoPosition?: 'left' | 'center' | undefined;
}

/** Props of the shell's footer part. */
export interface ShellFooterProps {
  readonly brand: BrandSettings;
  /** False when no brand was configured: no copyright holder is named. */
  readonly branded: boolean;
  readonly logos: readonly ResolvedFooterLogo[];
  readonly links: readonly { id: FooterLinkId; href: string }[];
  /**
   * Every link is one of the kit's own constant addresses (the default brand's site, no configured link), so
   * none needs the safe-link check; otherwise each address is checked (QUALITY.md security 2).
   */
  readonly kitLinks?: boolean | undefined;
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
  /**
   * Brand data (names, site origin), in part or whole; missing fields come from DEFAULT_BRAND. Without a
   * brand the page is neutral: no name in the logo slot, no family-brand links, no copyright holder.
   */
  readonly brand?: BrandInput | undefined;
  /** The offering's logo in the card's logo slot. @default the brand's name as a wordmark */
  readonly logo?: ShellLogo | null | undefined;
  /**
   * Footer logos of the offering; null uses the business unit's default set (the family brands) when a
   * brand or business unit is given, and none on a neutral page. @default null
   */
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

function ShellHeader(props: ShellHeaderProps): ReactNode {
  // A neutral page (the default) has an empty logo slot: the slot's markup is a function it never runs
  // (issue 19 start-up JS).
  return !props.branded && props.logo === null && (props.headerLogo ?? null) === null
    ? null
    : logoSlot(props);
}

function logoSlot({ brand, logo, headerLogo = null, logoPosition = 'left' }: ShellHeaderProps): ReactNode {
  // The slot has a fixed height (.ik-logo), so the link appearing with its chunk moves nothing.
  return (
    <header className="ik-logo" data-logo={headerLogo ?? undefined} data-logo-position={logoPosition}>
      <Suspense fallback={null}>
        <LogoLink brand={brand} logo={logo} headerLogo={headerLogo} />
      </Suspense>
    </header>
  );
}

// The header's and footer's links are `safeLinkElement` calls, not `<SafeLink>` components: the same markup and
// address checks without a fiber per link on every first screen (issue 5 start-up).
function ShellFooter({ brand, branded, logos, links, kitLinks, year }: ShellFooterProps): ReactNode {
  const t = useText();
  // What only a branded page shows is in inner functions: V8 compiles a function when it is first called, so
  // a neutral page (the default) compiles none of it (issue 19 start-up JS).
  const logoList = (): ReactNode => (
    <nav aria-label={t('shell.footerLogos')}>
      <ul>
        <Suspense fallback={null}>
          <FooterLogoItems brand={brand} logos={logos} />
        </Suspense>
      </ul>
    </nav>
  );
  const copyright = (): ReactNode => (
    <p>{t('footer.copyright', { year: String(year), company: brand.groupDisplayName })}</p>
  );
  return (
    <footer className="ik-page-footer">
      {logos.length > 0 ? logoList() : null}
      <nav aria-label={t('shell.footerLinks')}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              {kitLinks
                ? knownLinkElement({ href: link.href, children: t(`footer.${link.id}`) })
                : checkedLink(link, t(`footer.${link.id}`))}
            </li>
          ))}
        </ul>
      </nav>
      {branded ? copyright() : null}
    </footer>
  );
}

const CONTACT_SCHEMES = ['mailto:', 'tel:'] as const;

/**
 * A configured (or branded) footer link, through the safe-link check. A function of its own: the kit's
 * constant links (the default page) never call it, so a page load compiles none of it (issue 19 start-up JS).
 */
function checkedLink(link: { id: FooterLinkId; href: string }, children: ReactNode): ReactNode {
  return safeLinkElement({
    href: link.href,
    children,
    // Support contacts may be mailto:/tel: (the offering schema accepts them for links).
    ...(link.id === 'support' || link.id === 'contact' ? { allowSchemes: CONTACT_SCHEMES } : {}),
  });
}

// The logo link and the family-brand marks load only on a branded page (issue 18 size budget: a neutral
// page, the default, never shows them, so every first screen stays within 25 kB). One chunk read through
// Suspense, the kit's one lazy mechanism (issue 16 §3).
const brandMarks = lazyChunk(() => import('./brand-marks'));

function LogoLink(props: ComponentProps<typeof BrandMarks.LogoLink>): ReactNode {
  const { LogoLink: Link } = brandMarks.read();
  return <Link {...props} />;
}

function FooterLogoItems(props: ComponentProps<typeof BrandMarks.FooterLogoItems>): ReactNode {
  const { FooterLogoItems: Items } = brandMarks.read();
  return <Items {...props} />;
}

const SHELL_PARTS: ShellParts = { Header: ShellHeader, Footer: ShellFooter };

/**
 * The page around a screen: <Root> (theme, colour scheme, `lang` and `dir` from the provider's locale) on the
 * page background, a centred card with the logo slot and the content, and below the card, small and quiet,
 * the offering's logos, the legal, privacy and security links and the copyright line (seed 000 §2.3). Colours come from the theme's CSS
 * variables; spacing uses logical properties only, so right-to-left mirrors.
 */
export function ScreenShell(props: ScreenShellProps): ReactNode {
  // The provider's offering (issue 17 §1) fills what the props leave unset: page theme, identity theme,
  // header logo and position, footer logos of its business unit, privacy link, the parent's extra classes.
  const offering = useOffering();
  // The offering's part is a function of its own, so a page without one runs none of it (issue 19 start-up).
  return offering === null ? <ShellLayout {...props} /> : offeringShell(offering, props);
}

function offeringShell(offering: OfferingConfig, props: ScreenShellProps): ReactNode {
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
      fromOffering
      {...definedEntries(props)}
    />
  );
}

interface ShellLayoutProps extends ScreenShellProps {
  readonly identityTheme?: IdentityTheme | undefined;
  readonly headerLogo?: string | null | undefined;
  readonly logoPosition?: 'left' | 'center' | undefined;
  readonly parentClass?: string | undefined;
  /** The page belongs to a configured offering: branded even without a `brand` prop (its family's page). */
  readonly fromOffering?: boolean | undefined;
}

function ShellLayout({
  theme,
  product,
  colorScheme,
  dir,
  brand: brandInput,
  logo = null,
  footerLogos = null,
  businessUnit = null,
  privacyStatementLink,
  customerSupportLink,
  contactUsLink,
  identityTheme,
  headerLogo,
  logoPosition,
  parentClass,
  fromOffering = false,
  year,
  landmark = 'main',
  components,
  className,
  children,
}: ShellLayoutProps): ReactNode {
  const locale = useResolvedLocale();
  const parts = mergeParts(SHELL_PARTS, components);
  const branded = brandInput !== undefined || fromOffering;
  // Plain computations, not memos (issue 19 start-up JS: no useMemo on the first step): the layout renders
  // again only with its host page, the locale or the offering (not with the steps: the router below has its
  // own state), and the header and footer render the values without comparing them. A neutral page (the
  // default) resolves no footer logo, so it parses no address.
  const brand = resolveBrand(brandInput);
  const logos =
    footerLogos === null && !branded && businessUnit === null
      ? []
      : resolveFooterLogos(footerLogos, { businessUnit, brand });
  const links = footerLinks({ brand, locale, privacyStatementLink, customerSupportLink, contactUsLink });
  const Main = landmark;
  return (
    <Root
      theme={theme}
      product={product ?? brand.productName}
      colorScheme={colorScheme}
      lang={locale}
      dir={dir}
      data-ids-theme={identityTheme === undefined ? undefined : themeClassName(identityTheme, brand)}
      className={cx('ik-shell', className, parentClass)}
    >
      <div className="ik-card">
        <parts.Header
          brand={brand}
          logo={logo}
          branded={branded}
          headerLogo={headerLogo ?? null}
          logoPosition={logoPosition}
        />
        <Main className="ik-card-main">{children}</Main>
      </div>
      <parts.Footer
        brand={brand}
        branded={branded}
        logos={logos}
        links={links}
        // An unbranded page has the default brand, whose addresses are the kit's constants: with no configured
        // link there is nothing to check (issue 19 start-up JS: the address checks ran on every page load).
        // Truthiness as footerLinks' own filter: an empty address is no link, any other is checked.
        kitLinks={!branded && !(privacyStatementLink || customerSupportLink || contactUsLink)}
        year={year ?? new Date().getFullYear()}
      />
    </Root>
  );
}
