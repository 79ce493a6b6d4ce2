/**
 * `identity-kit/ui`: the Tailwind reference UI kit, screens and fields composed from the headless hooks;
 * every part can be replaced. Import the styles once (`import 'identity-kit/ui/styles.css'`); everything
 * renders inside `<Root>` (the screens' shell brings its own). {@link IdentityFlow} is the whole journey.
 *
 * @packageDocumentation
 */

export * from './primitives';
export * from './theme';
export * from './screens';
export * from './fields';
