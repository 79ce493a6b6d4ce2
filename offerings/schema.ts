/**
 * zod (mini) schemas of the per-offering options, registry entries and the server configuration response.
 * `zod/mini` keeps the bundle small (TOOLCHAIN.md); issues are turned into OfferingConfigError by issues.ts,
 * never shown raw.
 */
import * as z from 'zod/mini';
import { ACCOUNT_MANAGER_WIDGETS, BUSINESS_UNITS, NAMESPACES } from './namespaces';
import {
  ASSURANCE_LEVELS,
  FLAG_FIELDS,
  IDENTITY_PROOFING_FIELDS,
  LINK_FIELDS,
  POST_CONFIRMATION_LOCALES,
  SIGN_UP_FLOWS,
  SUPPORTED_PARTNERS,
  URL_OVERRIDE_NAMES,
} from './options';
import { isHttpsUrl, isSafeHref } from './safe-url';

const HTTPS_MESSAGE = 'must be an absolute https address';
const LINK_MESSAGE = 'must be an https address, a site path starting with "/", or a mailto:/tel: contact';

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

const nonEmpty = () => z.string().check(z.minLength(1));
const https = () => z.string().check(z.refine(isHttpsUrl, { message: HTTPS_MESSAGE }));
const link = () => z.nullable(z.string().check(z.refine(isSafeHref, { message: LINK_MESSAGE })));
const wholeNumber = () => z.int().check(z.minimum(0));
const alpha2 = () =>
  z.string().check(z.regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter country code' }));
const aal = () =>
  z.union([z.number(), z.string()]).check(
    z.refine(
      (v) =>
        (ASSURANCE_LEVELS as readonly number[]).includes(Number(v)) && String(Number(v)) === String(v).trim(),
      {
        message: `must be one of ${ASSURANCE_LEVELS.join(', ')}`,
      },
    ),
  );

type ObjectFactory = typeof z.object;

function optionsShape(object: ObjectFactory) {
  const shape: Record<string, z.core.SomeType> = {};
  for (const flag of FLAG_FIELDS) {
    shape[flag] = z.optional(z.boolean());
  }
  for (const name of LINK_FIELDS) {
    shape[name] = z.optional(link());
  }
  const contentOverrideItem = object({
    id: nonEmpty(),
    content: z.string(),
    locale: z.optional(z.string()),
    condition: z.optional(
      z.union([z.boolean(), z.custom(isFunction, { message: 'must be true, false or a function' })]),
    ),
  });
  Object.assign(shape, {
    offeringDisplayName: z.optional(z.string()),
    namespaceId: z.optional(nonEmpty()),
    country: z.optional(alpha2()),
    idsTheme: z.optional(z.string()),
    theme: z.optional(z.string()),
    targetAAL: z.optional(z.nullable(aal())),
    targetZone: z.optional(z.enum(['tax', 'ssz'])),
    cookieNamespace: z.optional(z.string()),
    credentialWriteAAL: z.optional(aal()),
    isPhoneRequired: z.optional(z.nullable(z.boolean())),
    fido2RegistrationMaxRequests: z.optional(wholeNumber()),
    userIdToPrefill: z.optional(z.nullable(z.string())),
    partnerAuth: z.optional(
      object({
        partners: z.optional(z.array(z.enum(SUPPORTED_PARTNERS))),
        delayPartnerAuthMilliseconds: z.optional(wholeNumber()),
      }),
    ),
    footerLogos: z.optional(
      z.nullable(
        z.array(
          object({
            name: nonEmpty(),
            ordinal: z.int(),
            href: z.optional(link()),
            class: z.optional(z.string()),
            hide: z.optional(z.boolean()),
          }),
        ),
      ),
    ),
    headerLogo: z.optional(z.nullable(z.string())),
    logoPosition: z.optional(z.enum(['left', 'center'])),
    additionalParentClass: z.optional(
      z
        .string()
        .check(
          z.regex(/^[A-Za-z0-9_ -]*$/, { message: 'must hold only class names (letters, digits, "-", "_")' }),
        ),
    ),
    contentOverride: z.optional(
      z.union([
        z.array(contentOverrideItem),
        z.custom(isFunction, { message: 'must be a list or a function' }),
      ]),
    ),
    redirectUrl: z.optional(z.nullable(https())),
    signUpConsent: z.optional(
      z.nullable(
        object({
          consentType: nonEmpty(),
          consentTermRef: z.optional(z.string()),
          appAssetAlias: z.optional(z.string()),
          origAppAssetAlias: z.optional(z.string()),
          resource: z.optional(z.string()),
          purpose: z.optional(z.string()),
          contextField: z.optional(object({ fieldName: nonEmpty(), fieldValue: z.string() })),
          startDate: z.optional(z.iso.date()),
          endDate: z.optional(z.iso.date()),
        }),
      ),
    ),
    identityProofingFields: z.optional(z.array(z.enum(IDENTITY_PROOFING_FIELDS))),
    supportedLocales: z.optional(z.array(nonEmpty())),
    signUpFlow: z.optional(z.enum(SIGN_UP_FLOWS)),
    userEnumeration: z.optional(z.enum(['off', 'strict'])),
    passwordPolicy: z.optional(z.enum(['legacy', 'nist'])),
    allowedUrlOverrides: z.optional(z.array(z.enum(URL_OVERRIDE_NAMES))),
    postConfirmationRedirect: z.optional(
      z.nullable(
        z.union([
          object({
            kind: z.literal('per-locale'),
            sites: object(Object.fromEntries(POST_CONFIRMATION_LOCALES.map((l) => [l, z.optional(https())]))),
            fallback: https(),
          }),
          object({ kind: z.literal('fixed'), url: https() }),
        ]),
      ),
    ),
    mobileChallengeTypes: z.optional(
      z.nullable(object({ ios: z.optional(z.array(nonEmpty())), android: z.optional(z.array(nonEmpty())) })),
    ),
    accountManagerWidgets: z.optional(z.array(z.enum(ACCOUNT_MANAGER_WIDGETS))),
    policies: z.optional(z.array(nonEmpty())),
    preferredCountries: z.optional(z.array(alpha2())),
    smsCountries: z.optional(z.array(alpha2())),
  });
  return shape;
}

function buildSchemas(object: ObjectFactory) {
  const options = object(optionsShape(object));
  const configs = object(Object.fromEntries(NAMESPACES.map((n) => [n, z.optional(options)])));
  const entry = object({
    businessUnit: z.optional(z.enum(BUSINESS_UNITS)),
    offeringIds: z.optional(z.array(nonEmpty())),
    options: z.optional(options),
    configs: z.optional(configs),
  });
  return { options, entry };
}

let strict: ReturnType<typeof buildSchemas> | null = null;
let loose: ReturnType<typeof buildSchemas> | null = null;

/**
 * Strict schemas refuse unknown fields: hand-written registry entries and app options, where an unknown name
 * is a typo that would otherwise be silently ignored.
 */
export function strictSchemas(): ReturnType<typeof buildSchemas> {
  strict ??= buildSchemas(z.strictObject as ObjectFactory);
  return strict;
}

/** Loose schemas ignore unknown fields: the server configuration response may carry fields this kit does not use. */
export function looseSchemas(): ReturnType<typeof buildSchemas> {
  loose ??= buildSchemas(z.object);
  return loose;
}

/** The generation lists of the server configuration response (seed 000 §3.2). */
export const serverListsSchema = z.object({
  v4WidgetConfigNamespaces: z.optional(z.array(z.string())),
  v2RevertedWidgetConfigNamespaces: z.optional(z.array(z.string())),
});
