// usePhoneField before the phone rules chunk (libphonenumber-js code + metadata, one lazy import) lands:
// what the user typed meanwhile is kept, answered `metadataNotLoaded`, and checked (and, once the user left
// the field, formatted) again when the chunk arrives. The chunk is held back behind a gate, so the order
// "type, then load" is certain rather than a race with the dynamic import.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePhoneField, type UsePhoneField, type UsePhoneFieldOptions } from '../../../headless';
import { isPhoneRulesLoaded } from '../../../rules';
import { createFieldRig } from './rig';

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});

vi.mock('../../../rules/phone/library', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function mount(label: string, options: UsePhoneFieldOptions) {
  const box: { current: UsePhoneField | null } = { current: null };
  const changes: string[] = [];
  function Field() {
    const [value, setValue] = useState('');
    const hook = usePhoneField({
      ...options,
      value,
      onValueChange: (text) => {
        changes.push(text);
        setValue(text);
      },
    });
    box.current = hook;
    return <input aria-label={label} {...hook.getInputProps()} />;
  }
  render(<Field />);
  const view = (): UsePhoneField => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
  return { input: screen.getByLabelText(label), view, changes };
}

describe('usePhoneField while the phone rules chunk loads', () => {
  it('keeps what was typed, says not loaded, then checks and formats it when the chunk lands', async () => {
    const rig = createFieldRig();
    const typed = mount('typed', { client: rig.client });
    const left = mount('left', { client: rig.client });
    await waitFor(() => expect(typed.view().state.ready && left.view().state.ready).toBe(true));
    expect(isPhoneRulesLoaded()).toBe(false);

    fireEvent.change(typed.input, { target: { value: '+44 20 7946 0958' } });
    fireEvent.change(left.input, { target: { value: '+44 20 7946 0958' } });
    fireEvent.blur(left.input);
    for (const field of [typed, left]) {
      expect(field.input).toHaveValue('+44 20 7946 0958');
      expect(field.view().state.check).toEqual({ valid: false, reason: 'metadataNotLoaded' });
      expect(field.view().state.e164).toBeNull();
    }
    // US numbers need no chunk: the built-in North American rule answers and formats at once.
    const us = mount('us', { client: rig.client });
    await waitFor(() => expect(us.view().state.ready).toBe(true));
    fireEvent.change(us.input, { target: { value: '2125550199' } });
    fireEvent.blur(us.input);
    expect(us.input).toHaveValue('(212) 555-0199');
    expect(us.view().state.e164).toBe('+12125550199');

    act(() => gate.open());
    await waitFor(() => expect(typed.view().state.e164).toBe('+442079460958'));
    await waitFor(() => expect(left.view().state.e164).toBe('+442079460958'));
    // Still focused in spirit (no blur since the input): the text stays as typed.
    expect(typed.input).toHaveValue('+44 20 7946 0958');
    expect(typed.changes).toEqual(['+44 20 7946 0958']);
    // Left before the chunk came: national mode now does what the blur could not, and the owner hears it.
    expect(left.input).toHaveValue('020 7946 0958');
    expect(left.changes).toEqual(['+44 20 7946 0958', '020 7946 0958']);
    expect(us.input).toHaveValue('(212) 555-0199');
    expect(isPhoneRulesLoaded()).toBe(true);
  });
});
