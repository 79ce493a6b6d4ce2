import type { GlobalProvider } from '@ladle/react';
import { Root, directionOf, pageThemes, toResolvedPageTheme } from '../ui';
import './stories.css';

/** Locales every story can be viewed in: English, French (Canada), the accented pseudo-locale and the RTL pseudo-locale. */
export const STORY_LOCALES = ['en-US', 'fr-CA', 'en-XA', 'ar-XB'] as const;

// Global controls, shown on every story (Ladle passes them to each story as args too, so screens can read
// `locale`). The width addon's "mobile" option is 320 px; the theme addon drives the colour scheme and the
// RTL addon forces right to left.
export const argTypes = {
  pageTheme: {
    name: 'Page theme',
    control: { type: 'select' },
    options: pageThemes(),
    defaultValue: 'default',
  },
  locale: {
    name: 'Locale',
    control: { type: 'select' },
    options: STORY_LOCALES,
    defaultValue: 'en-US',
  },
};

function controlValue(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export const Provider: GlobalProvider = ({ children, globalState }) => {
  const theme =
    toResolvedPageTheme(controlValue(globalState.control['pageTheme']?.value, 'default')) ?? 'default';
  const locale = controlValue(globalState.control['locale']?.value, 'en-US');
  const scheme = globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system';
  return (
    <Root
      theme={theme}
      colorScheme={scheme}
      lang={locale}
      dir={globalState.rtl ? 'rtl' : directionOf(locale)}
    >
      {/* The kit's utilities apply inside <Root> only (ui/styles.css), so the story frame is a child of it.
          A story of a whole page (the kit's shell) gets the whole frame: the shell's page background, which an
          offering's theme may colour differently from the frame's, reaches every edge, and the shell is the page's height, as a product whose shell is the whole page sets it. */}
      <div className="min-h-screen p-4 has-[.ik-shell]:p-0 [--ik-shell-min-block-size:100dvh]">
        <div className="mx-auto grid max-w-xl gap-6 has-[.ik-shell]:max-w-none" data-story-column="">
          {children}
        </div>
      </div>
    </Root>
  );
};
