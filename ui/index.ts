// Public entry of identity-kit/ui. See README.md for the layer tour.
// Import the styles once: `import 'identity-kit/ui/styles.css'`; everything renders inside <Root>.
export * from './primitives';
export * from './theme';
export * from './screens';
export * from './fields';
