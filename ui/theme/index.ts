export type {
  ColorScheme,
  CustomThemeName,
  Direction,
  PageThemeTemplate,
  ResolvedPageTheme,
  ThemeName,
} from './themes';
export {
  DEFAULT_PAGE_THEME,
  DEFAULT_PRODUCT_NAME,
  PAGE_THEME_TEMPLATES,
  directionOf,
  pageThemes,
  resolvePageTheme,
  toResolvedPageTheme,
} from './themes';
