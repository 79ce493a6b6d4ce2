import { regionsOf, type Region } from '../../../rules';
import { MATCH_FAILURE_KEYS, MATCH_RETRY_HELPER_KEYS, type ProofingState } from './machine';

export interface ProofingView {
  readonly step: ProofingState['step'];
  readonly isSubmitting: boolean;
  readonly errorCode: string | null;
  readonly fieldErrors: ProofingState['fieldErrors'];
  /** The personal fields the form shows, in order (`ProofingConfig.fields`). */
  readonly fields: ProofingState['config']['fields'];
  /** Catalogue key naming the national id for the country (National Insurance, SIN, PAN, CEP...). */
  readonly nationalIdKey: `nationalId.${ProofingState['config']['country']}`;
  /** Catalogue keys of the failure screen (seed 001 §8 configured messages). */
  readonly failureHeaderKey: 'configured.identityVerificationFailedHeader';
  readonly failureKey: (typeof MATCH_FAILURE_KEYS)[keyof typeof MATCH_FAILURE_KEYS];
  readonly retryHelperKey: (typeof MATCH_RETRY_HELPER_KEYS)[keyof typeof MATCH_RETRY_HELPER_KEYS];
  readonly questions: ProofingState['questions'];
  readonly answers: ProofingState['answers'];
  /** Date-of-birth display order (MM/DD/YYYY, or YYYY/MM/DD for Canada). */
  readonly dateOrder: 'MDY' | 'YMD';
  /**
   * The state or province choices of the country (US states, Canadian provinces: seed 001 §3), or null
   * where the field stays free text. The UI names them with `regionName(region, locale)`.
   */
  readonly regions: readonly Region[] | null;
  /** Which word the address uses: `state` and ZIP code (US, others), or `province` and postal code (CA). */
  readonly addressTerms: 'state' | 'province';
}

export function selectProofingView(state: ProofingState): ProofingView {
  const variant = state.config.failureVariant;
  return {
    step: state.step,
    isSubmitting: state.pending !== null,
    errorCode: state.errorCode,
    fieldErrors: state.fieldErrors,
    fields: state.config.fields,
    nationalIdKey: `nationalId.${state.config.country}`,
    failureHeaderKey: 'configured.identityVerificationFailedHeader',
    failureKey: MATCH_FAILURE_KEYS[variant],
    retryHelperKey: MATCH_RETRY_HELPER_KEYS[variant],
    questions: state.questions,
    answers: state.answers,
    dateOrder: state.config.country === 'CA' ? 'YMD' : 'MDY',
    regions: regionsOf(state.config.country),
    addressTerms: state.config.country === 'CA' ? 'province' : 'state',
  };
}
