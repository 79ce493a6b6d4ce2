import { createContext, useContext } from 'react';
import { joinIds } from './cx';

/** What a <Field> tells the control inside it. */
export interface FieldContextValue {
  /** Id of the control; the label's `htmlFor`. */
  controlId: string;
  /** Ids of the hint, inline error and any extra description, in reading order. */
  describedBy: string | undefined;
  invalid: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The enclosing <Field>, or null when a control is used on its own. */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

interface ControlWiringInput {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  invalid?: boolean | undefined;
}

interface ControlWiring {
  id: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'data-invalid': 'true' | undefined;
}

/**
 * Id, description and invalid state for a control: the enclosing <Field>'s wiring merged with the control's
 * own props (an explicit `invalid` or `aria-invalid` wins; extra `aria-describedby` ids are appended).
 */
export function useControlWiring(props: ControlWiringInput): ControlWiring {
  // The context read directly, not through useFieldContext: one function less per page load (issue 19).
  const field = useContext(FieldContext);
  const aria = props['aria-invalid'];
  const invalid =
    props.invalid ?? (aria === undefined ? (field?.invalid ?? false) : aria === true || aria === 'true');
  return {
    id: props.id ?? field?.controlId,
    'aria-describedby': joinIds(field?.describedBy, props['aria-describedby']),
    'aria-invalid': invalid ? true : undefined,
    'data-invalid': invalid ? 'true' : undefined,
  };
}
