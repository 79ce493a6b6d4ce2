// The shared picker rows (ui/screens/choice-list.tsx, issue 18 §1 "one picker layout").
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceList } from '../../../ui/screens/choice-list';
import { expectNoAxeViolations } from '../axe-helper';

describe('ChoiceList', () => {
  it('radio rows: the title names the radio, the detail describes it, arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ChoiceList
        kind="radio"
        legend="Where should we send your code?"
        errorPrefix="Error:"
        name="way"
        choices={[
          { id: 'sms', value: 'SMS_OTP', title: 'Text a code to my phone', detail: 'To ***-0100' },
          { id: 'voice', value: 'VOICE_OTP', title: 'Call me with a code', detail: 'To ***-0100' },
        ]}
      />,
    );
    const sms = screen.getByRole('radio', { name: 'Text a code to my phone' });
    expect(sms).toHaveAccessibleDescription('To ***-0100');
    expect(sms.closest('.ik-choice')).not.toBeNull();
    await user.click(screen.getByText('Text a code to my phone'));
    expect(sms).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Call me with a code' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('button rows: one list of whole-row buttons; a pending row keeps focus and ignores presses', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onBusy = vi.fn();
    const { container } = render(
      <ChoiceList
        kind="action"
        label="Choose an account"
        choices={[
          { key: 'a', title: 'two.personal', detail: 'two@example.com', onSelect },
          { key: 'b', title: 'two.business', pending: true, onSelect: onBusy },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Choose an account' });
    expect(list).toHaveClass('ik-choice-list');
    await user.click(screen.getByRole('button', { name: /two\.personal/ }));
    expect(onSelect).toHaveBeenCalledOnce();
    const busy = screen.getByRole('button', { name: /two\.business/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(onBusy).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
