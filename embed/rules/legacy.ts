/**
 * Legacy global helpers (seed 001 §1 "Many global helpers are deprecated and log a usage warning when
 * called"; seed 000 §8.4 "A deprecation warning is logged for analytics legacy calls"). Each helper is a thin
 * wrapper over the current API that warns once per helper name, then keeps working.
 */
import { message } from './messages';

/** Legacy helper names and what replaces them (chosen names: the spec does not list them). */
export const LEGACY_HELPERS = {
  setup: "identityKit('setup', options)",
  unmount: "identityKit('unmount', widget)",
  trackEvent: 'the analytics event stream (onEvent)',
} as const;
export type LegacyHelper = keyof typeof LEGACY_HELPERS;

/** A warner that logs each helper's deprecation line once. */
export function createDeprecationWarner(warn: (line: string) => void): (name: LegacyHelper) => void {
  const warned = new Set<string>();
  return (name) => {
    if (warned.has(name)) {
      return;
    }
    warned.add(name);
    warn(
      name === 'trackEvent'
        ? message('legacyAnalyticsDeprecated', { name })
        : message('deprecatedHelper', { name, replacement: `Use ${LEGACY_HELPERS[name]}.` }),
    );
  };
}
