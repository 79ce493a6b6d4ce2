// The question and answer fields asked by account recovery (seed 001 §4) and set by the account's security
// question section (seed 001 §2 `sqa`): one piece, so both show the same 11 questions the same way.
import type { ComponentType, ReactNode } from 'react';
import type { SecurityQuestionKey } from '../../catalogue/messages/keys';
import { SECURITY_QUESTIONS } from '../../catalogue/security-questions';
import type { SelectProps } from '../primitives';
import type { CommonParts } from './parts';

/** The parts the fields are drawn with (any screen's parts with a `Select`). */
export type SecurityQuestionParts = Pick<CommonParts, 'Field' | 'TextInput'> & {
  readonly Select: ComponentType<SelectProps>;
};

/**
 * A select of the 11 questions and an answer input (the names are the caller's). The
 * answer is an uncontrolled input with autocomplete and spell-check off: it is a secret, never kept or
 * shown back.
 */
export function SecurityQuestionFields({
  parts: P,
  ids,
  names,
  labels,
  questionText,
  defaultQuestion,
  errors,
}: {
  parts: SecurityQuestionParts;
  ids: { readonly question: string; readonly answer: string };
  names: { readonly question: string; readonly answer: string };
  labels: {
    readonly question: string;
    readonly answer: string;
    readonly errorPrefix: string;
    readonly answerHint?: string | undefined;
    /** A first, empty option ("Choose a question") when no question is picked yet. */
    readonly choose?: string | undefined;
  };
  /** The question's words in the current locale. */
  questionText: (key: SecurityQuestionKey) => string;
  defaultQuestion: string;
  errors: { readonly question?: string | undefined; readonly answer?: string | undefined };
}): ReactNode {
  const prefix = { errorPrefix: labels.errorPrefix };
  return (
    <>
      <P.Field label={labels.question} controlId={ids.question} error={errors.question} labels={prefix}>
        <P.Select
          id={ids.question}
          name={names.question}
          defaultValue={defaultQuestion}
          invalid={errors.question !== undefined}
        >
          {labels.choose !== undefined ? <option value="">{labels.choose}</option> : null}
          {SECURITY_QUESTIONS.map((key) => (
            <option key={key} value={key}>
              {questionText(key)}
            </option>
          ))}
        </P.Select>
      </P.Field>
      <P.Field
        label={labels.answer}
        {...(labels.answerHint !== undefined ? { hint: labels.answerHint } : {})}
        controlId={ids.answer}
        error={errors.answer}
        labels={prefix}
      >
        <P.TextInput
          id={ids.answer}
          name={names.answer}
          autoComplete="off"
          spellCheck={false}
          invalid={errors.answer !== undefined}
        />
      </P.Field>
    </>
  );
}
