// useForm: seed 001 §5 generic rules, errors on submit only, isComplete as data, prop getters.
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useForm, type UseForm } from '../../../headless';

type Name = 'firstName' | 'email' | 'nickname' | 'password' | 'confirmPassword';

function mount(onSubmit = vi.fn(), onUserSubmit = vi.fn()) {
  const box: { current: UseForm<Name> | null } = { current: null };
  const renders = { count: 0 };
  function Form() {
    const form = useForm<Name>({
      fields: {
        firstName: { rule: 'firstName' },
        email: { rule: 'email' },
        nickname: { required: false, maxLength: 5 },
        password: { secret: true, minLength: 8 },
        confirmPassword: { secret: true, confirms: 'password' },
      },
      onSubmit,
      idPrefix: 'f',
    });
    box.current = form;
    return (
      <form {...form.getFormProps({ onSubmit: onUserSubmit })}>
        {(['firstName', 'email', 'nickname', 'password', 'confirmPassword'] as const).map((name) => (
          <input key={name} aria-label={name} {...form.getFieldProps(name)} />
        ))}
        <button type="submit">Continue</button>
      </form>
    );
  }
  render(
    <Profiler id="form" onRender={() => (renders.count += 1)}>
      <Form />
    </Profiler>,
  );
  const type = (name: Name, value: string) =>
    fireEvent.change(screen.getByLabelText(name), { target: { value } });
  const view = (): UseForm<Name> => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
  return { type, view, renders, submit: () => fireEvent.click(screen.getByText('Continue')) };
}

describe('useForm', () => {
  it('errors are shown on submit, not while typing; the button stays enabled and the summary lists codes', () => {
    const onSubmit = vi.fn();
    const { type, view, submit } = mount(onSubmit);
    type('firstName', 'A');
    type('email', 'not-an-email');
    expect(view().state.showErrors).toBe(false);
    expect(screen.getByLabelText('email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Continue')).not.toBeDisabled();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(view().state.errorSummary.map((e) => [e.name, e.error.code])).toEqual([
      ['email', 'invalidFormat'],
      ['password', 'required'],
      ['confirmPassword', 'required'],
    ]);
    const email = screen.getByLabelText('email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'f-email-error');
    expect(view().state.errorSummary[0]).toMatchObject({ fieldId: 'f-email', errorId: 'f-email-error' });
  });

  it('trims values but never passwords; confirmation must equal its counterpart; isComplete = valid count equals required count', () => {
    const onSubmit = vi.fn();
    const { type, view, submit } = mount(onSubmit);
    type('firstName', '  Ann  ');
    type('email', ' ann@example.com ');
    type('password', ' long enough ');
    type('confirmPassword', 'long enough');
    expect(view().state).toMatchObject({ requiredCount: 4, validCount: 3, isComplete: false });
    expect(view().field('confirmPassword').error).toEqual({
      code: 'mismatch',
      params: { field: 'password' },
    });
    type('confirmPassword', ' long enough ');
    expect(view().state).toMatchObject({ validCount: 4, isComplete: true });
    type('nickname', 'toolong');
    expect(view().state.isComplete).toBe(false);
    type('nickname', '');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ann',
      email: 'ann@example.com',
      nickname: '',
      password: ' long enough ',
      confirmPassword: ' long enough ',
    });
  });

  it('the user onSubmit runs first; preventDefault in it skips ours', () => {
    const onSubmit = vi.fn();
    const onUserSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { view, submit } = mount(onSubmit, onUserSubmit);
    submit();
    expect(onUserSubmit).toHaveBeenCalledOnce();
    expect(view().state.submitCount).toBe(0);
  });

  it('a keystroke re-renders the form only when a validity flips; values never enter state', () => {
    const { type, renders, view } = mount();
    const start = renders.count;
    for (const value of ['l', 'lo', 'lon', 'long', 'long1', 'long12', 'long123', 'long1234', 'long12345']) {
      type('password', value);
    }
    // password flips required -> tooShort (1st) and tooShort -> valid (8th); the confirmation flips too.
    expect(renders.count - start).toBeLessThanOrEqual(3);
    expect(JSON.stringify(view().state)).not.toContain('long1234');
  });
});
