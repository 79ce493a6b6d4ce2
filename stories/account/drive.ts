// Story helper (not a story file): reaches an account section's state as a user would, by the buttons'
// `data-action` (not their text, so the stories work in every locale of the matrix).
import { fillAndSubmit, whenPresent, type StoryClient } from '../recovery/story-client';

/**
 * Clicks the button of `section` with `data-action="<action>"` once the section shows its data (by action,
 * not by text, so the story works in every locale of the matrix).
 */
export function clickIn(section: string, action: string, then?: () => void): void {
  whenPresent<HTMLElement>(
    `[data-section=${section}][data-step=view] button[data-action=${action}]`,
    (button) => {
      button.click();
      then?.();
    },
  );
}

/**
 * Opens the section's edit form (its `action` button) and submits it with `values` (after `hold` for a
 * pending story).
 */
export function editAndSubmit(
  section: string,
  values: Record<string, string>,
  hold = false,
  action = 'edit',
) {
  return (story: StoryClient): void =>
    clickIn(section, action, () =>
      whenPresent<HTMLFormElement>(`[data-section=${section}] form[data-step=edit]`, (form) => {
        if (hold) {
          story.hold();
        }
        fillAndSubmit(form, values);
      }),
    );
}
