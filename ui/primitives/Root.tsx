import { useState, type ComponentPropsWithoutRef } from 'react';
import { withRef } from './with-ref';
import {
  DEFAULT_PAGE_THEME,
  DEFAULT_PRODUCT_NAME,
  directionOf,
  resolvePageTheme,
  type ColorScheme,
  type Direction,
  type ThemeName,
} from '../theme';
import { cx } from './cx';
import { ownRef } from './refs';
import { RootContainerContext } from './root-context';

export interface RootProps extends Omit<ComponentPropsWithoutRef<'div'>, 'dir'> {
  /**
   * Page theme of seed 000 §3.4 (template or resolved name), or a custom theme name whose `--ik-*` tokens the
   * app's CSS sets on `.ik-root[data-theme='<name>']`. @default 'default'
   */
  theme?: ThemeName | undefined;
  /** Product name replacing `{product}` in theme names. @default 'acme' */
  product?: string | undefined;
  /** Follow the system colour scheme, or force light or dark. @default 'system' */
  colorScheme?: ColorScheme | undefined;
  /** BCP 47 language of the kit's text; sets `lang`. */
  lang?: string | undefined;
  /** Writing direction. @default derived from `lang` (right to left for Arabic, Hebrew, Persian, `en-XB`, ...) */
  dir?: Direction | undefined;
}

/**
 * The kit's root: scopes the reset, the theme tokens and the Tailwind utilities (everything lives under
 * `.ik-root`), and sets theme, colour scheme, direction and language for everything inside, including
 * Tooltip and Popover content, which portal into this element.
 */
export const Root = withRef<HTMLDivElement, RootProps>(function Root({
  theme = DEFAULT_PAGE_THEME,
  product = DEFAULT_PRODUCT_NAME,
  colorScheme = 'system',
  lang,
  dir,
  className,
  children,
  ref,
  ...rest
}) {
  // The element is published only once a portal asks for it (root-context.ts): without a ref on the first
  // render, React skips its layout commit pass at start-up (issue 19). Until then the context holds the setter
  // a portal asks with; both are stable, so the value needs no memo.
  const [wanted, setWanted] = useState(false);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div
      {...rest}
      ref={wanted ? ownRef<HTMLDivElement>(ref, setElement) : ref}
      className={cx('ik-root', className)}
      data-theme={resolvePageTheme(theme, product)}
      data-color-scheme={colorScheme === 'system' ? undefined : colorScheme}
      lang={lang}
      dir={dir ?? directionOf(lang)}
    >
      <RootContainerContext.Provider value={element ?? setWanted}>{children}</RootContainerContext.Provider>
    </div>
  );
});
