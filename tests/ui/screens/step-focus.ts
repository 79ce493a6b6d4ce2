// Where a step change leaves focus (issue 18 §3): on the step's first field when the step is a form, with
// the form named by the step's heading so the title is still announced; on the heading when the step has
// no field.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until the step titled `title` has put focus on the field labelled `field` (or its heading). */
export async function expectStepFocus(title: string, field: string | null): Promise<void> {
  const heading = await screen.findByRole('heading', { name: title });
  if (field === null) {
    await waitFor(() => expect(heading).toHaveFocus());
    return;
  }
  const control = await screen.findByLabelText(field, { selector: 'input, select, textarea' });
  await waitFor(() => expect(control).toHaveFocus());
  expect(control.closest('form'), 'the form is named by the step title').toHaveAccessibleName(title);
}
