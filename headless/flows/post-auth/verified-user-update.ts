import type { ContactInfoStatus, VuuDisplayElements } from '../../core';

/** What the verified-user update needs to know about the user (seed 000 §3.7 user entity). */
export interface VuuUserFacts {
  readonly phones: readonly { readonly status?: string }[];
  readonly givenName: string | null;
  readonly surName: string | null;
}

/** Configuration inputs of seed 000 §3.6 used by §4.7. */
export interface VuuConfig {
  readonly isPhoneRequired: boolean;
  readonly isFullnameRequired: boolean;
  readonly forcePhoneVerification: boolean;
  readonly updateUnverifiedPhone: boolean;
  readonly learnMoreLink: string | null;
}

/**
 * The display rules of seed 000 §4.7, as a pure function.
 * - Phone: a phone update is required, or phone is required and none exists, or an unverified-phone update
 *   or forced verification applies and the phone is not CONFIRMED.
 * - Email: an email update is required (contactInfoStatus).
 * - Full name: required (by configuration or by the contact-info status), given or sur name missing, and no
 *   phone or email step pending.
 * - Skip: full name not asked, and phone neither forced nor required.
 * - Learn more: a link is configured and the step is name-only or email-only.
 */
export function vuuDisplayElements(
  status: ContactInfoStatus | null,
  user: VuuUserFacts,
  config: VuuConfig,
): VuuDisplayElements {
  const phoneConfirmed = user.phones.some((phone) => phone.status === 'CONFIRMED');
  const hasPhone = user.phones.length > 0;
  const phone =
    (status?.phoneUpdateRequired ?? false) ||
    (config.isPhoneRequired && !hasPhone) ||
    ((config.updateUnverifiedPhone || config.forcePhoneVerification) && !phoneConfirmed);
  const email = status?.emailUpdateRequired ?? false;
  const nameRequired = config.isFullnameRequired || (status?.fullNameUpdateRequired ?? false);
  const nameMissing = !user.givenName || !user.surName;
  const fullName = nameRequired && nameMissing && !phone && !email;
  const skipButton = !fullName && !config.forcePhoneVerification && !config.isPhoneRequired;
  const nameOnly = fullName && !phone && !email;
  const emailOnly = email && !phone && !fullName;
  const learnMoreLink =
    config.learnMoreLink !== null && config.learnMoreLink !== '' && (nameOnly || emailOnly);
  return { email, fullName, learnMoreLink, phone, skipButton };
}

/** True when the verified-user update has anything to ask. */
export function vuuHasWork(elements: VuuDisplayElements | null): boolean {
  return elements !== null && (elements.email || elements.phone || elements.fullName);
}

/** The display elements for a contact-info answer under the flow's configuration (seed 000 §4.7). */
export function contactInfoElements(
  config: {
    readonly isPhoneRequired: boolean;
    readonly isFullnameRequired: boolean;
    readonly forcePhoneVerification: boolean;
    readonly updateUnverifiedPhone: boolean;
    readonly vuuLearnMoreLink: string | null;
  },
  status: ContactInfoStatus,
  user: VuuUserFacts,
): VuuDisplayElements {
  return vuuDisplayElements(status, user, {
    isPhoneRequired: config.isPhoneRequired,
    isFullnameRequired: config.isFullnameRequired,
    forcePhoneVerification: config.forcePhoneVerification,
    updateUnverifiedPhone: config.updateUnverifiedPhone,
    learnMoreLink: config.vuuLearnMoreLink,
  });
}

/**
 * Whether the verified-user update's Skip may be sent now (seed 000 §4.7: offered only when the display
 * elements allow it, and not while a save is in flight).
 */
export function vuuSkipAllowed(state: {
  readonly session: {
    readonly postAuthProcess: string;
    readonly vuuDisplayElements: VuuDisplayElements | null;
  };
  readonly requests: {
    readonly updateUser: { readonly status: string };
    readonly recordContactInfoSkip: { readonly status: string };
  };
}): boolean {
  return (
    state.session.postAuthProcess === 'verifiedUserUpdate' &&
    state.session.vuuDisplayElements?.skipButton === true &&
    state.requests.updateUser.status !== 'IN_PROGRESS' &&
    state.requests.recordContactInfoSkip.status !== 'IN_PROGRESS'
  );
}
