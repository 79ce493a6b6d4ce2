// The "Rules" story (issue 2 §1): a live playground of every field rule and the password criteria, in
// English and French. Rendered here in jsdom and driven like a person would, so the story cannot silently
// stop being live (a lazily loaded locale or phone metadata that never arrives, a rule it forgets).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldRules, PasswordCriteria } from '../../stories/Rules.stories';
import { enUS } from '../../catalogue';
import { frCA } from '../../catalogue/messages/fr-CA';
import { FIELD_NAMES } from '../../rules';

async function renderReady(ui: ReactElement): Promise<HTMLElement> {
  const { container } = render(ui);
  // The stories wait for fr-CA and the phone metadata (both dynamic imports).
  return waitFor(
    () => {
      const ready = container.querySelector('[data-locales-ready="true"]');
      if (!(ready instanceof HTMLElement)) {
        throw new Error('the story never became ready');
      }
      return ready;
    },
    { timeout: 10_000 },
  );
}

function row(root: HTMLElement, field: string): HTMLElement {
  const el = root.querySelector(`[data-field="${field}"]`);
  if (!(el instanceof HTMLElement)) {
    throw new Error(`no row for ${field}`);
  }
  return el;
}

// Typing through 14 live rows is slow on a loaded 2-core machine; the budget is generous, not a claim.
describe('Rules story: field rules', { timeout: 30_000 }, () => {
  it('has one live row per field of validateField, labelled in English and French', async () => {
    const root = await renderReady(<FieldRules />);
    expect([...root.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'))).toEqual([
      ...FIELD_NAMES,
    ]);
    const email = within(row(root, 'email')).getByRole('textbox');
    expect(email).toHaveAccessibleName(`${enUS['label.email']} / ${frCA['label.email']} (email)`);
  });

  it('shows the reason in both languages, then the normalised value', async () => {
    const user = userEvent.setup({ delay: null });
    const root = await renderReady(<FieldRules />);
    const emailRow = row(root, 'email');
    await user.type(within(emailRow).getByRole('textbox'), 'jane@');
    expect(emailRow).toHaveAttribute('data-valid', 'false');
    expect(emailRow).toHaveTextContent('invalidFormat');
    expect(emailRow).toHaveTextContent(enUS['field.email.invalid']);
    expect(emailRow).toHaveTextContent(frCA['field.email.invalid']);

    await user.type(within(emailRow).getByRole('textbox'), 'example.com');
    expect(emailRow).toHaveAttribute('data-valid', 'true');
    expect(emailRow).toHaveTextContent('"jane@example.com"');
  });

  it('checks international numbers live (the phone metadata is loaded, not phoneRulesNotLoaded)', async () => {
    const user = userEvent.setup({ delay: null });
    const root = await renderReady(<FieldRules />);
    const phoneRow = row(root, 'intlPhone');
    await user.type(within(phoneRow).getByRole('textbox'), '+44 20 7946 0958');
    expect(phoneRow).not.toHaveTextContent('phoneRulesNotLoaded');
    expect(phoneRow).toHaveAttribute('data-valid', 'true');
    expect(phoneRow).toHaveTextContent('"+442079460958"');
  });

  it('switches the SSN, postal-code and date shapes to Canada', async () => {
    const user = userEvent.setup({ delay: null });
    const root = await renderReady(<FieldRules />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'CA');
    const postal = row(root, 'postalCode');
    await user.type(within(postal).getByRole('textbox'), 'k1a0b1');
    expect(postal).toHaveTextContent('"K1A 0B1"');
    const dob = row(root, 'dateOfBirth');
    await user.type(within(dob).getByRole('textbox'), '1980/04/09');
    expect(dob).toHaveAttribute('data-valid', 'true');
  });

  it('treats empty as valid only when the optional box is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const root = await renderReady(<FieldRules />);
    expect(row(root, 'userId')).toHaveAttribute('data-valid', 'false');
    await user.click(screen.getByRole('checkbox', { name: /optional/ }));
    expect(row(root, 'userId')).toHaveAttribute('data-valid', 'true');
  });
});

describe('Rules story: password criteria', { timeout: 30_000 }, () => {
  it('renders the legacy checklist in English and French from the catalogue, with live states', async () => {
    const user = userEvent.setup({ delay: null });
    await renderReady(<PasswordCriteria />);
    const english = screen.getByRole('region', { name: 'en-US' });
    const french = screen.getByRole('region', { name: 'fr-CA' });
    expect(within(english).getByText('At least 8 characters')).toBeInTheDocument();
    expect(within(french).getByText('Au moins 8 caractères')).toBeInTheDocument();

    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('passwordrules', expect.stringContaining('maxlength: 32'));
    await user.type(password, 'abc');
    expect(screen.getByTestId('password-valid')).toHaveTextContent('does not meet the policy');
    const minEnglish = within(english).getByText('At least 8 characters').closest('li');
    expect(minEnglish).toHaveAttribute('data-state', 'unmet');
    expect(minEnglish).toHaveTextContent(`${enUS['password.notMet']}:`);
    const minFrench = within(french).getByText('Au moins 8 caractères').closest('li');
    expect(minFrench).toHaveTextContent(`${frCA['password.notMet']}:`);

    await user.type(password, 'Def1!xyz');
    expect(screen.getByTestId('password-valid')).toHaveTextContent('meets the policy');
    expect(minEnglish).toHaveAttribute('data-state', 'met');
  });

  it('refuses a password containing the user ID, and the nist preset drops composition lines', async () => {
    const user = userEvent.setup({ delay: null });
    await renderReady(<PasswordCriteria />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Ada.lovelace1!');
    expect(screen.getByTestId('password-valid')).toHaveTextContent('does not meet the policy');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Policy preset' }), 'nist');
    const english = screen.getByRole('region', { name: 'en-US' });
    expect(within(english).queryByText(enUS['password.upperAndLower'])).toBeNull();
    expect(within(english).getByText(enUS['password.notCommon'])).toBeInTheDocument();
    expect(password).toHaveAttribute('passwordrules', expect.stringContaining('maxlength: 64'));
  });
});
