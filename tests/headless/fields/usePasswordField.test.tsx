// usePasswordField: checker states, analytics without the secret, toggle, passwordrules, renders per keystroke.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePasswordField, type UsePasswordField, type UsePasswordFieldOptions } from '../../../headless';
import { createFieldRig } from './rig';

const SECRET = 'Zq9!secretValue';

function mount(options: UsePasswordFieldOptions = {}, wrapper?: (p: { children?: ReactNode }) => ReactNode) {
  const box: { current: UsePasswordField | null } = { current: null };
  function Field() {
    const hook = usePasswordField(options);
    box.current = hook;
    return (
      <form>
        <input aria-label="password" {...hook.getInputProps()} />
        <button {...hook.getToggleProps()}>toggle</button>
        <ul {...hook.getCriteriaProps()} />
        <button type="submit">go</button>
      </form>
    );
  }
  render(<Field />, wrapper ? { wrapper } : {});
  const view = (): UsePasswordField => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
  return { input: screen.getByLabelText('password'), view };
}

describe('usePasswordField', () => {
  it('idle -> showing criteria on focus -> failure on focus-out, with a secret-free validation_failed event', () => {
    const rig = createFieldRig();
    const onEvent = vi.fn();
    const { input, view } = mount({ onEvent }, rig.wrapper);
    expect(view().state.phase).toBe('idle');
    fireEvent.focus(input);
    expect(view().state.phase).toBe('showingCriteria');
    fireEvent.change(input, { target: { value: 'short' } });
    fireEvent.blur(input);
    expect(view().state.phase).toBe('failure');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onEvent).toHaveBeenCalledWith({ type: 'validation_failed', field: 'password', detail: 'invalid' });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('short');
  });

  it('success on focus-out when all criteria are met; nothing emitted; state never holds the password', () => {
    const onEvent = vi.fn();
    const { input, view } = mount({ onEvent });
    fireEvent.keyDown(input, { key: 'Z' });
    expect(view().state.phase).toBe('showingCriteria');
    fireEvent.change(input, { target: { value: SECRET } });
    fireEvent.blur(input);
    expect(view().state.phase).toBe('success');
    expect(onEvent).not.toHaveBeenCalled();
    expect(JSON.stringify(view().state)).not.toContain(SECRET);
    expect(view().getValue()).toBe(SECRET);
    expect(view().state.checklist.every((line) => line.met === true)).toBe(true);
  });

  it('disallowed words from the page: parts of the user name and email', () => {
    const { input, view } = mount({ username: 'jrivera', email: 'jane@acme.example.com' });
    fireEvent.change(input, { target: { value: 'Acme!Pass12' } });
    fireEvent.blur(input);
    expect(view().state.phase).toBe('failure');
    expect(view().state.checklist.find((l) => l.key === 'noDisallowedWords')?.met).toBe(false);
  });

  it('ids are wired for aria-describedby; passwordrules comes from the policy (legacy default, nist option)', () => {
    const { input, view } = mount();
    const list = document.getElementById(view().state.criteriaId);
    expect(list).not.toBeNull();
    expect(input.getAttribute('aria-describedby')).toContain(view().state.criteriaId);
    expect(input.getAttribute('passwordrules')).toContain('required: upper');
    expect(view().state.policy.preset).toBe('legacy');
  });

  it('nist preset: no composition rules', () => {
    const { input, view } = mount({ preset: 'nist' });
    expect(input.getAttribute('passwordrules')).not.toContain('required: upper');
    expect(view().state.checklist.map((l) => l.key)).not.toContain('upperAndLower');
  });

  it('show/hide toggle shows the characters and hides them again when the form is submitted', () => {
    const { input, view } = mount();
    const toggle = screen.getByText('toggle');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-controls', view().state.inputId);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('composes the user handlers first; preventDefault in theirs skips ours', () => {
    const onFocus = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const box: { current: UsePasswordField | null } = { current: null };
    function Field() {
      const hook = usePasswordField();
      box.current = hook;
      return <input aria-label="p2" {...hook.getInputProps({ onFocus, 'aria-describedby': 'extra' })} />;
    }
    render(<Field />);
    const input = screen.getByLabelText('p2');
    fireEvent.focus(input);
    expect(onFocus).toHaveBeenCalledOnce();
    expect(box.current?.state.phase).toBe('idle');
    expect(input.getAttribute('aria-describedby')).toBe(`extra ${box.current?.state.criteriaId ?? ''}`);
  });

  it('controlled value and onValueChange', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      const hook = usePasswordField({ value, onValueChange: setValue });
      return <input aria-label="c" {...hook.getInputProps()} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('c');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveValue('abc');
  });

  it('renders per keystroke: only the field component, and only when a criterion flips', () => {
    const rig = createFieldRig();
    const renders = { field: 0, sibling: 0 };
    function Field() {
      const hook = usePasswordField();
      return <input aria-label="pw" {...hook.getInputProps()} />;
    }
    function Sibling() {
      renders.sibling += 1;
      return null;
    }
    render(
      <>
        <Profiler id="field" onRender={() => (renders.field += 1)}>
          <Field />
        </Profiler>
        <Sibling />
      </>,
      { wrapper: rig.wrapper },
    );
    const input = screen.getByLabelText('pw');
    const before = { ...renders };
    const typed = 'abcdefghijklmnopQ1!';
    act(() => {
      fireEvent.focus(input);
    });
    const afterFocus = renders.field;
    for (let i = 1; i <= typed.length; i += 1) {
      fireEvent.change(input, { target: { value: typed.slice(0, i) } });
    }
    const perKeystroke = (renders.field - afterFocus) / typed.length;
    expect(renders.sibling).toBe(before.sibling);
    expect(perKeystroke).toBeLessThanOrEqual(1);
    // 19 keystrokes, criteria flip at: first char (lower), 8th (length), Q (upper), 1 (digit), ! (special).
    expect(renders.field - afterFocus).toBe(5);
  });
});
