/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  defaultStory: '',
  outDir: 'build/stories',
  addons: {
    width: { enabled: true, options: { mobile: 320, tablet: 768, desktop: 1280 }, defaultState: 0 },
    rtl: { enabled: true },
    theme: { enabled: true, defaultState: 'light' },
    a11y: { enabled: true },
  },
};
