// Type-only imports: the libphonenumber-js code itself is in the lazy chunk ./library.ts.
import type { AsYouType, MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';

/** libphonenumber-js metadata (the `min` set by default). */
export type PhoneMetadata = MetadataJson;

/** The libphonenumber-js functions the phone rules call, from the lazy chunk. */
interface PhoneCode {
  readonly AsYouType: typeof AsYouType;
  readonly parsePhoneNumberFromString: typeof parsePhoneNumberFromString;
}

/** What the phone rules need to read international numbers: the code and the metadata it runs on. */
export interface PhoneRules {
  readonly code: PhoneCode;
  readonly metadata: PhoneMetadata;
}

let code: PhoneCode | null = null;
let bundled: PhoneMetadata | null = null;
let installed: PhoneMetadata | null = null;
let pending: Promise<PhoneMetadata> | null = null;

/**
 * Loads the phone rules chunk once: the libphonenumber-js functions (~25 kB minified) and its `min` metadata
 * (~28 kB gzip), in one dynamic `import()`, so neither is in the first bundle of a page with a phone field
 * (issue 2 §1, issue 6 size target). Resolves to the metadata in force (the one `setPhoneMetadata` installed,
 * else `min`). Until it resolves the phone rules handle US numbers with a built-in rule and answer
 * `metadataNotLoaded` for international ones. A failed load is retried on the next call. The module-level
 * cache holds immutable code and data only, so the rules stay pure functions of their inputs plus "is the
 * chunk here".
 */
export function loadPhoneMetadata(): Promise<PhoneMetadata> {
  if (code !== null && bundled !== null) {
    return Promise.resolve(installed ?? bundled);
  }
  if (pending === null) {
    pending = import('./library').then(
      (module) => {
        code = { AsYouType: module.AsYouType, parsePhoneNumberFromString: module.parsePhoneNumberFromString };
        bundled = module.metadata;
        return installed ?? module.metadata;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/**
 * Installs metadata the app already has (e.g. the `max` set, or a custom-generated one); it wins over the
 * bundled `min` set. The libphonenumber-js code still arrives with `loadPhoneMetadata()`: until that resolved,
 * international numbers answer `metadataNotLoaded` (`isPhoneRulesLoaded()` tells).
 */
export function setPhoneMetadata(metadata: PhoneMetadata): void {
  installed = metadata;
}

/** The metadata in force (installed, else loaded), or null. Not enough alone: see `isPhoneRulesLoaded`. */
export function getPhoneMetadata(): PhoneMetadata | null {
  return installed ?? bundled;
}

/**
 * True once `loadPhoneMetadata()` resolved: the synchronous phone rules (`normalizePhone`, `validateIntlPhone`,
 * `formatPhoneForDisplay`, `formatPhoneAsYouType`) then read international numbers. Before that they answer
 * `metadataNotLoaded` / `phoneRulesNotLoaded` (or return the text unformatted), even with metadata given.
 */
export function isPhoneRulesLoaded(): boolean {
  return code !== null;
}

/** The code with the metadata to use (the caller's, else the one in force), or null before the chunk loads. */
export function phoneRules(metadata?: PhoneMetadata): PhoneRules | null {
  const data = metadata ?? installed ?? bundled;
  return code === null || data === null ? null : { code, metadata: data };
}
