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

/** The values of the form's fields; only the fields the flow asks for (`ProofingConfig.fields`) are read. */
export type ProofingInput = Readonly<Partial<Record<ProofingField, string>>>;

/**
 * The fields to ask for, in the form's order: `PROOFING_FIELDS` filtered to the chosen ones. An empty choice
 * asks for all eight: a proofing request with no personal data cannot match anyone.
 */
export function proofingFields(chosen: readonly ProofingField[] | undefined): readonly ProofingField[] {
  const picked = PROOFING_FIELDS.filter((field) => chosen?.includes(field) ?? true);
  return picked.length > 0 ? picked : PROOFING_FIELDS;
}

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
  /**
   * The personal fields the form asks for and the request sends (an offering's `identityProofingFields`,
   * mapped by `OFFERING_PROOFING_FIELDS`), in the form's order whatever order is given.
   * @default all eight (`PROOFING_FIELDS`)
   */
  readonly fields: readonly ProofingField[];
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
  | {
      readonly op: 'questions';
      /** The chosen fields only, trimmed: a field the offering does not ask for is never sent. */
      readonly data: ProofingInput;
      readonly country: NationalIdCountry;
    }
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
    config: { country: 'US', failureVariant: 'default', ...config, fields: proofingFields(config.fields) },
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

/**
 * Field checks (seed 001 §5): the US and Canadian SSN / ZIP / date shapes; other countries need a value. Only
 * the asked-for fields are checked (`fields`, default all eight); a missing one is required.
 */
export function checkProofingInput(
  input: ProofingInput,
  country: NationalIdCountry,
  today: string,
  fields: readonly ProofingField[] = PROOFING_FIELDS,
): Partial<Record<ProofingField, FieldReason>> {
  const fieldCountry = country === 'CA' ? 'CA' : 'US';
  const shaped = country === 'US' || country === 'CA';
  const check: Record<ProofingField, (value: string) => FieldResult> = {
    firstName: validateFirstName,
    lastName: validateLastName,
    ssn: (value) => (shaped ? validateSsn(value, { country: fieldCountry }) : required(value)),
    birthDate: (value) =>
      validateDateOfBirth(value, { country: fieldCountry, today: new Date(`${today}T12:00:00Z`) }),
    street: required,
    city: required,
    state: (value) => (shaped ? validateRegion(value, { country: fieldCountry }) : required(value)),
    zipCode: (value) => (shaped ? validatePostalCode(value, { country: fieldCountry }) : required(value)),
  };
  const errors: Partial<Record<ProofingField, FieldReason>> = {};
  for (const field of proofingFields(fields)) {
    const result = check[field](input[field] ?? '');
    if (!result.valid) {
      errors[field] = result.reason;
    }
  }
  return errors;
}

/** The asked-for fields of the input, trimmed: the request carries nothing else. */
function chosenInput(input: ProofingInput, fields: readonly ProofingField[]): ProofingInput {
  return Object.fromEntries(fields.map((field) => [field, (input[field] ?? '').trim()]));
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
      const { country, fields } = draft.config;
      const errors = checkProofingInput(event.input, country, event.today, fields);
      draft.fieldErrors = errors;
      if (Object.keys(errors).length > 0) {
        return;
      }
      draft.pending = 'questions';
      draft.errorCode = null;
      effects.push(
        requestEffect('identityProofing', {
          op: 'questions',
          data: chosenInput(event.input, fields),
          country,
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
