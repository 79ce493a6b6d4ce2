// The one picker layout of the "choose a way" steps (issue 18 §1, VISUAL.md "Lists of choices"): MFA
// methods, recovery options, the realm picker and both account choosers draw their choices as full-width
// rows (title and one line of detail) aligned with the content edge, where the whole row is the target. A
// choice confirmed by Continue is a radio row in a fieldset; a choice that acts at once is a button row.
import type { ComponentType, ReactNode } from 'react';
import { Fieldset, Radio, Spinner, type FieldsetProps, type RadioProps } from '../primitives';

/** One radio row: its value, title (the radio's name) and detail (its description). */
export interface RadioChoice {
  readonly id: string;
  readonly value: string;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
  /** Controlled checked state; leave out for an uncontrolled row (`defaultChecked`). */
  readonly checked?: boolean | undefined;
  readonly defaultChecked?: boolean | undefined;
  readonly onChange?: (() => void) | undefined;
  /** Data attributes for styling and tests (`data-challenge`, `data-realm`). */
  readonly data?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/** One button row: it acts when pressed (the account choosers). Names are user data: rendered as text. */
export interface ActionChoice {
  readonly key: string;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
  readonly pending?: boolean | undefined;
  readonly onSelect: () => void;
}

export type ChoiceListProps =
  | {
      readonly kind: 'radio';
      /** The screen's Fieldset and Radio parts (overrides keep working). */
      readonly parts?:
        | {
            readonly Fieldset?: ComponentType<FieldsetProps> | undefined;
            readonly Radio?: ComponentType<RadioProps> | undefined;
          }
        | undefined;
      readonly legend: ReactNode;
      readonly hint?: ReactNode;
      readonly error?: string | undefined;
      readonly errorPrefix: string;
      readonly name: string;
      readonly choices: readonly RadioChoice[];
    }
  | {
      readonly kind: 'action';
      /** Accessible name of the list. */
      readonly label: string;
      readonly choices: readonly ActionChoice[];
    };

/** A row that acts at once: `aria-disabled` with a spinner while its request runs (never `disabled`). */
export function ActionRow({ choice }: { choice: ActionChoice }): ReactNode {
  const pending = choice.pending === true;
  return (
    <button
      type="button"
      className="ik-choice"
      aria-disabled={pending ? true : undefined}
      data-state={pending ? 'pending' : 'idle'}
      onClick={pending ? undefined : choice.onSelect}
    >
      <span className="ik-choice-body">
        <span className="ik-choice-title">{choice.title}</span>
        {choice.detail === undefined ? null : <span className="ik-choice-detail">{choice.detail}</span>}
      </span>
      {pending ? <Spinner /> : null}
    </button>
  );
}

/**
 * The choices of a picker step as full-width rows. Radio rows keep native radio semantics (arrow keys, one
 * tab stop) with the title as the radio's name and the detail as its description; the label's hit area
 * covers the row (components.css .ik-choice). Button rows are a list named by `label`.
 */
export function ChoiceList(props: ChoiceListProps): ReactNode {
  if (props.kind === 'action') {
    return (
      <ul className="ik-choice-list" aria-label={props.label}>
        {props.choices.map((choice) => (
          <li key={choice.key}>
            <ActionRow choice={choice} />
          </li>
        ))}
      </ul>
    );
  }
  const Group = props.parts?.Fieldset ?? Fieldset;
  const Row = props.parts?.Radio ?? Radio;
  return (
    <Group
      legend={props.legend}
      hint={props.hint}
      error={props.error}
      labels={{ errorPrefix: props.errorPrefix }}
      className="ik-choice-list"
    >
      {props.choices.map((choice) => (
        <Row
          key={choice.value}
          {...choice.data}
          id={choice.id}
          name={props.name}
          value={choice.value}
          label={choice.title}
          hint={choice.detail}
          wrapperClassName="ik-choice"
          {...(choice.checked === undefined ? {} : { checked: choice.checked })}
          {...(choice.defaultChecked === undefined ? {} : { defaultChecked: choice.defaultChecked })}
          {...(choice.onChange === undefined ? {} : { onChange: choice.onChange })}
        />
      ))}
    </Group>
  );
}
