import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox, Checklist, Field, Fieldset, Radio, Root, Select, TextInput } from '../../ui';
import { expectNoAxeViolations } from './axe-helper';

function ChannelPicker({ error }: { error?: string }) {
  return (
    <Fieldset
      legend="How should we send your code?"
      hint="Standard rates apply."
      {...(error === undefined ? {} : { error })}
      labels={{ errorPrefix: 'Error:' }}
    >
      <Radio name="channel" value="sms" label="Text message" hint="(•••) •••-1234" />
      <Radio name="channel" value="voice" label="Voice call" />
      <Radio name="channel" value="email" label="Email" hint="a•••@example.com" />
    </Fieldset>
  );
}

describe('Fieldset and Radio', () => {
  it('groups radios under a described legend; each radio has its hint', async () => {
    const user = userEvent.setup();
    render(<ChannelPicker error="Choose how to get your code" />);
    const group = screen.getByRole('group', { name: 'How should we send your code?' });
    expect(group).toHaveAccessibleDescription('Standard rates apply. Error: Choose how to get your code');
    expect(group).toHaveAttribute('data-invalid', 'true');
    const sms = screen.getByRole('radio', { name: 'Text message' });
    expect(sms).toHaveAccessibleDescription('(•••) •••-1234');
    await user.click(screen.getByText('Voice call'));
    expect(screen.getByRole('radio', { name: 'Voice call' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('has no axe violations, valid and invalid', async () => {
    for (const error of [undefined, 'Choose how to get your code']) {
      const { container, unmount } = render(
        <Root>
          <main>
            <ChannelPicker {...(error === undefined ? {} : { error })} />
            <Fieldset legend="Preferences">
              <Checkbox label="Send me product news" />
            </Fieldset>
          </main>
        </Root>,
      );
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});

describe('Select', () => {
  it('is wired to its Field and has no axe violations', async () => {
    const { container } = render(
      <Root>
        <main>
          <Field label="State" error="Select your state">
            <Select defaultValue="">
              <option value="">Select</option>
              <option value="CA">California</option>
            </Select>
          </Field>
        </main>
      </Root>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select your state');
    await expectNoAxeViolations(container);
  });
});

describe('Checklist', () => {
  it('states each line in words as well as a symbol, and describes the field it is linked to', () => {
    render(
      <>
        <Field label="Password" describedBy="rules">
          <TextInput />
        </Field>
        <Checklist
          id="rules"
          labels={{ met: 'Done:', notMet: 'Not yet:' }}
          items={[
            { key: 'min', text: 'At least 8 characters', met: true },
            { key: 'digit', text: 'A number', met: false },
            { key: 'space', text: 'No spaces', met: null },
          ]}
        />
      </>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['met', 'unmet', 'pending']);
    expect(items[0]).toHaveTextContent('Done: At least 8 characters');
    expect(items[1]).toHaveTextContent('Not yet: A number');
    expect(items[2]).toHaveTextContent('No spaces');
    expect(items[2]).not.toHaveTextContent(/Done|Not yet/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Done: At least 8 characters Not yet: A number No spaces',
    );
    expect(screen.getByRole('list').closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('marks a line not checked yet with an open box in the mark column, not a list bullet (issue 18)', () => {
    render(
      <Checklist
        labels={{ met: 'Done:', notMet: 'Not yet:' }}
        items={[
          { key: 'min', text: 'At least 8 characters', met: true },
          { key: 'digit', text: 'A number', met: false },
          { key: 'space', text: 'No spaces', met: null },
        ]}
      />,
    );
    const marks = screen.getAllByRole('listitem').map((item) => item.querySelector('.ik-checklist-mark'));
    expect(marks.map((mark) => mark?.textContent)).toEqual(['✓', '✗', '☐']);
  });
});
