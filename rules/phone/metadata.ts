import type { MetadataJson } from 'libphonenumber-js/core';

/** libphonenumber-js metadata (the `min` set by default). */
export type PhoneMetadata = MetadataJson;

let loaded: PhoneMetadata | null = null;
let pending: Promise<PhoneMetadata> | null = null;

/**
 * Loads libphonenumber-js's `min` metadata (~28 kB gzip) with a dynamic `import()`, once, so it stays out of
 * the first bundle (issue 2 §1). The phone rules use it once it is here; before that they handle US numbers
 * with a built-in rule and answer `metadataNotLoaded` for international ones. A failed load is retried on
 * the next call. The module-level cache holds immutable data only, so the rules stay pure functions of
 * their inputs plus "is the dataset available".
 */
export function loadPhoneMetadata(): Promise<PhoneMetadata> {
  if (loaded !== null) {
    return Promise.resolve(loaded);
  }
  if (pending === null) {
    pending = import('libphonenumber-js/min/metadata').then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** Installs metadata the app already has (e.g. the `max` set, or a custom-generated one). */
export function setPhoneMetadata(metadata: PhoneMetadata): void {
  loaded = metadata;
}

/** The metadata loaded so far, or null. */
export function getPhoneMetadata(): PhoneMetadata | null {
  return loaded;
}
