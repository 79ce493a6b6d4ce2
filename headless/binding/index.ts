// The generic React binding kit: store subscription, shallow equality, handler composition. It knows no
// flow, field or provider (lint zones in eslint.config.js), so any store built on headless/core can use it.
export { useStoreSelector, type SubscribableStore } from './use-store-selector';
export { shallowEqual } from './shallow-equal';
export { composeHandlers, composeSubmitHandlers } from './compose-handlers';
