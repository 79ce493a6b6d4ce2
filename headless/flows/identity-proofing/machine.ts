import { produce, type Draft } from 'immer';
import type { NationalIdCountry } from '../../../catalogue';
import {
  validateDateOfBirth,
  validateFirstName,
  validateLastName,
  validatePostalCode,
  validateRegion,
  validateSsn,
  type FieldReason,
  type FieldResult,
} from '../../../rules';
import type { IdentityErrorShape } from '../../core';
import type { Outcome } from '../outcome-data';
import {
  requestEffect,
  requestEvent,
  type FlowEffects,
  type FlowTransition,
  type FlowRequestState,
} from '../standalone/flow-store';

/** Identity-proofing screens: personal data, knowledge questions, then verified or failed. */
export type ProofingStep = 'form' | 'questions' | 'verified' | 'failed';
export type ProofingOp = 'questions' | 'grade';

/** The personal fields of seed 001 §3 (first/last name, SSN, date of birth, street, city, state, ZIP). */
export type ProofingField =
  'firstName' | 'lastName' | 'ssn' | 'birthDate' | 'street' | 'city' | 'state' | 'zipCode';
export const PROOFING_FIELDS: readonly ProofingField[] = [
  'firstName',
  'lastName',
  'ssn',
  'birthDate',
  'street',
  'city',
  'state',
  'zipCode',
];

export type ProofingInput = Readonly<Record<ProofingField, string>>;

/**
 * Which identity-match failure text applies (seed 001 §5, §8): the tax-return default, the pay-stub / W-9
 * case, or the company owner / primary principal case.
 */
export type MatchFailureVariant = 'default' | 'payStub' | 'owner';
export const MATCH_FAILURE_KEYS = {
  default: 'configured.identityMatchFailure',
  payStub: 'configured.identityMatchFailurePayStub',
  owner: 'configured.identityMatchFailureOwner',
} as const;
export const MATCH_RETRY_HELPER_KEYS = {
  default: null,
  payStub: 'configured.payStubRetryHelper',
  owner: 'configured.ownerRetryHelper',
} as const;

export interface ProofingConfig {
  /** Country of the national id (catalogue `nationalId.{country}` names it). @default 'US' */
  readonly country: NationalIdCountry;
  readonly failureVariant: MatchFailureVariant;
}

export interface ProofingQuestion {
  readonly questionId: string;
  readonly question: string;
  readonly answers: readonly { readonly answerId: string; readonly text: string }[];
}

export interface ProofingState extends FlowRequestState<ProofingOp> {
  readonly step: ProofingStep;
  readonly config: ProofingConfig;
  readonly fieldErrors: Readonly<Partial<Record<ProofingField | 'answers', FieldReason>>>;
  readonly sessionId: string | null;
  readonly questions: readonly ProofingQuestion[];
  /** Chosen answer ids by question id (answer ids are opaque choices, not the secret data). */
  readonly answers: Readonly<Record<string, string>>;
}

export type ProofingCall =
  | { readonly op: 'questions'; readonly data: ProofingInput; readonly country: NationalIdCountry }
  | {
      readonly op: 'grade';
      readonly sessionId: string;
      readonly answers: readonly { questionId: string; answerId: string }[];
    };

export type ProofingEvent =
  | { readonly type: 'SUBMITTED'; readonly input: ProofingInput; readonly today: string }
  | {
      readonly type: 'QUESTIONS_RESULT';
      readonly outcome: Outcome<{ sessionId: string; questions: readonly ProofingQuestion[] }>;
    }
  | { readonly type: 'ANSWER_CHOSEN'; readonly questionId: string; readonly answerId: string }
  | { readonly type: 'ANSWERS_SUBMITTED' }
  | { readonly type: 'GRADE_RESULT'; readonly outcome: Outcome<null> }
  | { readonly type: 'RETRY' };

export function initialProofingState(config: Partial<ProofingConfig> = {}): ProofingState {
  return {
    step: 'form',
    config: { country: 'US', failureVariant: 'default', ...config },
    pending: null,
    errorCode: null,
    fieldErrors: {},
    sessionId: null,
    questions: [],
    answers: {},
  };
}

const required = (value: string): FieldResult =>
  value.trim() === '' ? { valid: false, reason: 'required' } : { valid: true, value: value.trim() };

/** Field checks (seed 001 §5): the US and Canadian SSN / ZIP / date shapes; other countries need a value. */
export function checkProofingInput(
  input: ProofingInput,
  country: NationalIdCountry,
  today: string,
): Partial<Record<ProofingField, FieldReason>> {
  const fieldCountry = country === 'CA' ? 'CA' : 'US';
  const shaped = country === 'US' || country === 'CA';
  const results: Record<ProofingField, FieldResult> = {
    firstName: validateFirstName(input.firstName),
    lastName: validateLastName(input.lastName),
    ssn: shaped ? validateSsn(input.ssn, { country: fieldCountry }) : required(input.ssn),
    birthDate: validateDateOfBirth(input.birthDate, {
      country: fieldCountry,
      today: new Date(`${today}T12:00:00Z`),
    }),
    street: required(input.street),
    city: required(input.city),
    state: shaped ? validateRegion(input.state, { country: fieldCountry }) : required(input.state),
    zipCode: shaped ? validatePostalCode(input.zipCode, { country: fieldCountry }) : required(input.zipCode),
  };
  const errors: Partial<Record<ProofingField, FieldReason>> = {};
  for (const field of PROOFING_FIELDS) {
    const result = results[field];
    if (!result.valid) {
      errors[field] = result.reason;
    }
  }
  return errors;
}

/** Codes that mean "the data did not match" (shown with the identity-match failure text). */
const MATCH_FAILURES = new Set(['IDP_USER_DENIED', 'INVALID_AUTH_CONTEXT', 'SERVICE_INTERNAL_ERROR']);

function settle(
  draft: Draft<ProofingState>,
  op: ProofingOp,
  error: IdentityErrorShape | null,
  effects: FlowEffects<ProofingCall>,
): void {
  draft.pending = null;
  draft.errorCode = error === null ? null : error.code;
  effects.push(requestEvent(`proofing.${op}`, error));
  if (error !== null && MATCH_FAILURES.has(error.code)) {
    draft.step = 'failed';
  }
}

/** Identity proofing: pure; SSN and date of birth live only in the request call. */
export function proofingTransition(
  state: ProofingState,
  event: ProofingEvent,
): FlowTransition<ProofingState, ProofingCall> {
  const effects: FlowEffects<ProofingCall> = [];
  const next = produce(state, (draft) => {
    reduce(draft, event, effects);
  });
  return [next, effects];
}

function reduce(draft: Draft<ProofingState>, event: ProofingEvent, effects: FlowEffects<ProofingCall>): void {
  switch (event.type) {
    case 'SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'form') {
        return;
      }
      const errors = checkProofingInput(event.input, draft.config.country, event.today);
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        return;
      }
      draft.pending = 'questions';
      draft.errorCode = null;
      effects.push(
        requestEffect('identityProofing', {
          op: 'questions',
          data: { ...event.input },
          country: draft.config.country,
        }),
      );
      return;
    }
    case 'QUESTIONS_RESULT':
      if (draft.pending !== 'questions') {
        return;
      }
      if (!event.outcome.ok) {
        settle(draft, 'questions', event.outcome.error, effects);
        return;
      }
      settle(draft, 'questions', null, effects);
      draft.sessionId = event.outcome.data.sessionId;
      draft.questions = event.outcome.data.questions.map((q) => ({
        ...q,
        answers: q.answers.map((a) => ({ ...a })),
      }));
      draft.answers = {};
      draft.step = 'questions';
      return;
    case 'ANSWER_CHOSEN':
      if (draft.step === 'questions' && draft.questions.some((q) => q.questionId === event.questionId)) {
        draft.answers[event.questionId] = event.answerId;
      }
      return;
    case 'ANSWERS_SUBMITTED': {
      if (draft.pending !== null || draft.step !== 'questions' || draft.sessionId === null) {
        return;
      }
      const missing = draft.questions.some((q) => draft.answers[q.questionId] === undefined);
      if (missing) {
        draft.fieldErrors = { answers: 'required' };
        return;
      }
      draft.fieldErrors = {};
      draft.pending = 'grade';
      draft.errorCode = null;
      effects.push(
        requestEffect('identityProofing', {
          op: 'grade',
          sessionId: draft.sessionId,
          answers: draft.questions.map((q) => ({
            questionId: q.questionId,
            answerId: draft.answers[q.questionId] ?? '',
          })),
        }),
      );
      return;
    }
    case 'GRADE_RESULT':
      if (draft.pending !== 'grade') {
        return;
      }
      settle(draft, 'grade', event.outcome.ok ? null : event.outcome.error, effects);
      if (event.outcome.ok) {
        draft.step = 'verified';
        draft.sessionId = null;
      }
      return;
    case 'RETRY':
      if (draft.step === 'failed' && draft.pending === null) {
        draft.step = 'form';
        draft.errorCode = null;
        draft.sessionId = null;
        draft.questions = [];
        draft.answers = {};
      }
      return;
    default:
      event satisfies never;
  }
}
