/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  // `npm start` opens on the whole sign-in journey (stories/Journey.stories.tsx), listed first.
  defaultStory: 'journey--whole-sign-in',
  storyOrder: (ids) => [
    ...ids.filter((id) => id.startsWith('journey--')),
    ...ids.filter((id) => !id.startsWith('journey--')),
  ],
  outDir: 'build/stories',
  addons: {
    width: { enabled: true, options: { mobile: 320, tablet: 768, desktop: 1280 }, defaultState: 0 },
    rtl: { enabled: true },
    theme: { enabled: true, defaultState: 'light' },
    a11y: { enabled: true },
  },
};
