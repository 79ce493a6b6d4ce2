// IdentityProofing against the playground (seed 001 §3, §5): the SSN is a secret (canary).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../../../catalogue';
import { IdentityProvider } from '../../../headless';
import { addEntries, DEFAULT_REGISTRY, resolveConfig } from '../../../offerings';
import { IdentityProofing } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { createFlowRig } from './flow-harness';

vi.setConfig({ testTimeout: 30_000 });

const SSN = '123456789';

describe('IdentityProofing', () => {
  it('fills the form, answers the questions, verifies; the SSN never reaches analytics, the DOM state or storage', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    const { container } = rig.render((client) => <IdentityProofing client={client} onEvent={rig.onEvent} />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Social Security number/ })).toBeInTheDocument(),
    );

    const ssn = screen.getByLabelText('Social Security number', { selector: 'input' });
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Date of birth', { exact: false })).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(ssn, SSN);
    await user.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(ssn).toHaveAttribute('type', 'text');
    await user.type(screen.getByLabelText('Date of birth', { exact: false }), '04/09/1980');
    await user.type(screen.getByLabelText('Street address'), '1 Elm Street');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    const stateList = screen.getByRole('combobox', { name: 'State' });
    // 50 states, DC and 5 territories, plus the empty "Choose one" first choice.
    expect(stateList.querySelectorAll('option')).toHaveLength(57);
    await user.selectOptions(stateList, 'California');
    await user.type(screen.getByLabelText('ZIP code'), '94043');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(container.querySelector('[data-step="questions"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    await expectNoAxeViolations(container);
    for (const group of screen.getAllByRole('group')) {
      const radios = group.querySelectorAll<HTMLInputElement>('input[type=radio]');
      const labels = [...radios].map((radio) => ({
        radio,
        text:
          radio.closest('label')?.textContent ??
          document.querySelector(`label[for="${radio.id}"]`)?.textContent ??
          '',
      }));
      const right =
        labels.find((l) => l.text.includes('Elm Street') || l.text.includes('Playground Savings')) ??
        labels[0];
      if (right !== undefined) {
        await user.click(right.radio);
      }
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Your identity is verified' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const canaries = [SSN, '123-45-6789'];
    for (const secret of canaries) {
      expect(JSON.stringify(rig.events)).not.toContain(secret);
      expect(window.location.href).not.toContain(secret);
      expect(JSON.stringify({ ...window.localStorage })).not.toContain(secret);
      expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(secret);
    }
    expect(rig.events.length).toBeGreaterThan(0);
  });

  it('national-id country variant (CA) and fr-CA', async () => {
    await loadLocale('fr-CA');
    const rig = createFlowRig();
    const { container } = rig.render(
      (client) => <IdentityProofing client={client} config={{ country: 'CA' }} />,
      'fr-CA',
    );
    expect(screen.getByRole('heading', { name: 'Vérifiez votre identité' })).toBeInTheDocument();
    expect(container.textContent).toContain('AAAA/MM/JJ');
    // A Canadian address: province (French names in fr-CA) and postal code, not state and ZIP code.
    const provinces = screen.getByRole('combobox', { name: 'Province' });
    expect(screen.getByRole('option', { name: 'Québec' })).toHaveValue('QC');
    expect(provinces.querySelectorAll('option')).toHaveLength(14);
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('refuses an empty province with the province wording (Canadian address, en-US text)', async () => {
    const user = userEvent.setup();
    const rig = createFlowRig();
    rig.render((client) => <IdentityProofing client={client} config={{ country: 'CA' }} />);
    const provinces = screen.getByRole('combobox', { name: 'Province' });
    expect(screen.getByRole('option', { name: 'British Columbia' })).toHaveValue('BC');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: /Choose your province\./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enter your postal code\./ })).toBeInTheDocument();
    expect(provinces).toHaveAttribute('aria-invalid', 'true');
  });

  it("an offering's identityProofingFields: the form shows, checks and sends only those; an explicit config wins", async () => {
    const user = userEvent.setup();
    const registry = addEntries(DEFAULT_REGISTRY, [
      // The offering's names (zip), not the flow's (zipCode): OFFERING_PROOFING_FIELDS maps them.
      {
        offeringIds: ['test.proofing'],
        options: { identityProofingFields: ['firstName', 'lastName', 'ssn', 'zip'] },
      },
    ]);
    const offering = resolveConfig({ offeringId: 'test.proofing', registry });
    const rig = createFlowRig();
    expect((await rig.client.signIn({ username: 'alex.rivera', password: 'Correct-Horse-7' })).ok).toBe(true);
    const asked = () =>
      rig.bodies.filter((body) => body.includes('"lastName"')).map((body) => JSON.parse(body) as unknown);
    const { unmount } = render(
      <IdentityProvider client={rig.client} offering={offering}>
        <IdentityProofing client={rig.client} />
      </IdentityProvider>,
    );
    const labels = () => [...document.querySelectorAll('form label')].map((label) => label.textContent);
    await screen.findByLabelText('First name');
    expect(labels()).toEqual(['First name', 'Last name', 'Social Security number', 'ZIP code']);
    expect(screen.queryByLabelText('Date of birth', { exact: false })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('link', { name: /Enter your ZIP code\./ });
    expect(screen.getAllByRole('link', { name: /^Error:|Enter|Choose/ }).length).toBe(4);
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('Social Security number', { selector: 'input' }), SSN);
    await user.type(screen.getByLabelText('ZIP code'), '94043');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 10_000 });
    // Only the asked-for data leaves: no date of birth, no street, city or state in the body.
    expect(asked()[0]).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      ssn: '123-45-6789',
      zipCode: '94043',
      address: { postalCode: '94043', country: 'US' },
    });
    unmount();
    render(
      <IdentityProvider client={rig.client} offering={offering}>
        <IdentityProofing client={rig.client} config={{ fields: ['firstName', 'birthDate'] }} />
      </IdentityProvider>,
    );
    await screen.findByLabelText('First name');
    expect(labels()).toEqual(['First name', expect.stringContaining('Date of birth') as string]);
  });

  it.each([
    ['GB', 'National Insurance number', 'State'],
    ['IN', 'PAN', 'State'],
    ['BR', 'CEP', 'State'],
    ['CA', 'Social Insurance Number', 'Province'],
  ])("the offering's country %s names the national id (seed 001 §8): %s", async (country, idName, region) => {
    const registry = addEntries(DEFAULT_REGISTRY, [{ offeringIds: ['test.country'], options: { country } }]);
    const offering = resolveConfig({ offeringId: 'test.country', registry });
    const rig = createFlowRig();
    render(
      <IdentityProvider client={rig.client} offering={offering}>
        <IdentityProofing client={rig.client} />
      </IdentityProvider>,
    );
    expect(await screen.findByLabelText(idName, { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: `Show ${idName}` })).toBeInTheDocument();
    expect(screen.queryByText(/Social Security number/)).toBeNull();
    // A Canadian address picks a province from the list; elsewhere outside the US the region is free text.
    if (country === 'CA') {
      expect(screen.getByRole('combobox', { name: region })).toBeInTheDocument();
    } else {
      expect(screen.getByRole('textbox', { name: region })).toBeInTheDocument();
    }
  });
});
