/**
 * The provider's offering adapter, a chunk loaded on demand (provider/offering.ts): it resolves the offering
 * (when the provider names one) and derives once what the flows and screens read from it: the flows'
 * configurations (flows/offering.ts) and the content overrides for the provider's locale. Kept out of the
 * first load: the mappings alone are about 1 kB gzip, the resolver with zod and the registry about 19 kB,
 * against the 12 kB budget of the sign-in hooks (issue 5) and 25 kB of a screen entry (issue 6).
 */
import type { OfferingConfig } from '../../offerings';
import { resolveConfig } from '../../offerings/resolve';
import { resolveContentOverrides } from '../../offerings/content';
import {
  offeringFlowConfig,
  offeringProofingConfig,
  offeringRecoveryConfig,
  offeringSignUpConfig,
  offeringSignUpPage,
} from '../flows/offering';
import type { OfferingInput, OfferingProps, ProviderOffering } from './offering-types';

function pageQuery(): string | null {
  const search = (globalThis as { location?: { search?: unknown } }).location?.search;
  return typeof search === 'string' ? search : null;
}

/**
 * Resolves the offering; throws `OfferingConfigError` for an invalid setup (missing offering id: "Valid
 * offering id is required."). The page's address is the query unless one is given.
 */
export function resolveInput(input: OfferingInput): OfferingConfig {
  const config = resolveConfig({
    offeringId: input.offeringId,
    ...(input.offeringEnv !== undefined ? { offeringEnv: input.offeringEnv } : {}),
    ...(input.namespace !== undefined ? { namespace: input.namespace } : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    query: input.query === undefined ? pageQuery() : input.query,
    serverConfig: input.serverConfig,
    today: new Date().toISOString().slice(0, 'YYYY-MM-DD'.length),
    // Ignored address overrides are setup warnings (seed 000 §8.4) for the developer console.
    onWarning: (message) => console.warn(message),
  });
  return input.offeringZone === undefined ? config : { ...config, targetZone: input.offeringZone };
}

/** A resolved locale ('fr-ca') in the catalogue's BCP 47 casing ('fr-CA'). */
export function catalogueLocale(locale: string): string {
  const [language = locale, ...rest] = locale.split('-');
  return [language, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}

/**
 * The provider's offering from its props: a pre-resolved `offering` as is (the `locale` prop wins over its
 * locale), else the named one resolved (its supported locales limited the requested locale).
 */
export function provideOffering(props: OfferingProps): ProviderOffering {
  const given = props.offering;
  const config = given ?? resolveInput({ ...props, offeringId: props.offeringId ?? '' });
  const locale =
    given !== undefined && props.locale !== undefined ? props.locale : catalogueLocale(config.locale);
  return adaptOffering(config, locale);
}

/** What the provider shares about its offering, derived once. */
export function adaptOffering(offering: OfferingConfig, locale: string): ProviderOffering {
  return {
    config: offering,
    locale,
    flow: offeringFlowConfig(offering),
    signUp: offeringSignUpConfig(offering),
    signUpPage: offeringSignUpPage(offering),
    recovery: offeringRecoveryConfig(offering),
    proofing: offeringProofingConfig(offering),
    contentOverrides: resolveContentOverrides(offering.contentOverride, {
      offeringId: offering.offeringId,
      namespace: offering.namespace,
      locale,
      signUpFlow: offering.signUpFlow,
    }),
  };
}
