/**
 * The offering id the demo pages use for `?enumeration=off` (and tests of the spec's answers): the playground
 * answers it with the spec's user-enumeration answers unless `offeringEnumeration` says otherwise
 * (core/enumeration.ts). A leaf module, so the demo bundle takes the name without the service.
 */
export const PLAYGROUND_SPEC_OFFERING_ID = 'playground-spec-enumeration';
