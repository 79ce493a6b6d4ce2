/**
 * The lazy phone chunk (issue 6 size target): the libphonenumber-js functions the phone rules call and the
 * `min` metadata, reached only through the one `import()` in ./metadata.ts. Nothing else may import this
 * module statically, or the ~25 kB of libphonenumber-js code returns to every page with a phone field; the
 * code is useless without the metadata anyway, so both arrive together.
 */
export { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/core';
export { default as metadata } from 'libphonenumber-js/min/metadata';
