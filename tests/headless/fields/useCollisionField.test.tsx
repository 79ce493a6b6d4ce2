// useUserIdField / useEmailField against the in-memory playground (seed 000 §4.8, §5, §8.2).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRouteTable } from '../../../headless/client/client';
import {
  useEmailField,
  useUserIdField,
  type UseCollisionField,
  type UseCollisionFieldOptions,
} from '../../../headless';
import { createFieldRig, type FieldRig } from './rig';

function mount(
  rig: FieldRig,
  kind: 'userId' | 'email',
  options: Omit<UseCollisionFieldOptions, 'client'> = {},
) {
  const box: { current: UseCollisionField | null } = { current: null };
  function Field() {
    const hook = (kind === 'email' ? useEmailField : useUserIdField)({ client: rig.client, ...options });
    box.current = hook;
    return <input aria-label="field" {...hook.getInputProps()} />;
  }
  render(<Field />, { wrapper: rig.wrapper });
  const input = screen.getByLabelText('field');
  const leave = (value: string): void => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  const view = (): UseCollisionField => {
    if (box.current === null) {
      throw new Error('not mounted');
    }
    return box.current;
  };
  return { input, leave, view };
}

// The availability check is outside the client's first-screen rows: with the route table not yet loaded, an
// older check aborted while waiting for it is never sent, and the late-answer test below would not see the
// late answer it is about. Load the table first, as on a page after its first request.
beforeAll(preloadRouteTable);

describe('useUserIdField', () => {
  it('a free, compliant user id is available; a taken one offers "choose a different id" which clears', async () => {
    const rig = createFieldRig();
    const { input, leave, view } = mount(rig, 'userId');
    leave('brand.new.name');
    await waitFor(() => expect(view().state.status).toBe('STOPPED'));
    expect(view().state.result).toEqual({ kind: 'available' });
    expect(view().state.isAvailable).toBe(true);

    leave('alex.rivera');
    await waitFor(() => expect(view().state.result?.kind).toBe('usernameTaken'));
    expect(view().state.result).toMatchObject({
      message: { token: 'username_taken', actionKey: 'collision.chooseDifferentId' },
    });
    expect(input).toHaveAttribute('aria-describedby', view().state.resultId);
    act(() => view().actions.chooseDifferentId());
    expect((input as HTMLInputElement).value).toBe('');
    expect(view().state.result).toBeNull();
  });

  it.each([
    ['create', 5],
    ['signIn', 1],
  ] as const)('%s flow: at most %i checks per value', async (flow, limit) => {
    const rig = createFieldRig();
    const { input, view } = mount(rig, 'userId', { flow, lookup: 'publicInfo' });
    fireEvent.change(input, { target: { value: 'repeat.name' } });
    for (let i = 0; i < 7; i += 1) {
      fireEvent.focus(input);
      fireEvent.blur(input);
      await waitFor(() => expect(view().state.isChecking).toBe(false));
    }
    expect(rig.bodies('/user_public_info')).toHaveLength(limit);
    expect(view().state.checksForValue).toBe(limit);
  });

  it('user-not-found from the public-info lookup means available', async () => {
    const rig = createFieldRig();
    const { leave, view } = mount(rig, 'userId', { lookup: 'publicInfo' });
    leave('nobody.has.this');
    await waitFor(() => expect(view().state.status).toBe('STOPPED'));
    expect(view().state.result).toEqual({ kind: 'available' });
  });

  it('a late answer for an old value never lands', async () => {
    const rig = createFieldRig({ slow: { 'alex.rivera': 80 } });
    const { input, leave, view } = mount(rig, 'userId');
    leave('alex.rivera'); // taken, answered late
    fireEvent.focus(input);
    leave('fresh.name.42'); // available, answered at once
    await waitFor(() => expect(view().state.result).toEqual({ kind: 'available' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(rig.bodies('/username_availability')).toHaveLength(2);
    expect(view().state.result).toEqual({ kind: 'available' });
    expect(view().state.value).toBe('fresh.name.42');
  });

  it('captcha-required header turns the result into a failure marked captchaRequired', async () => {
    const rig = createFieldRig({ headers: { '/username_availability': { 'ik-captcha-required': 'true' } } });
    const { leave, view } = mount(rig, 'userId');
    leave('brand.new.name');
    await waitFor(() => expect(view().state.status).toBe('STOPPED'));
    expect(view().state.result).toMatchObject({ kind: 'failed', captchaRequired: true });
    expect(view().state.captchaRequired).toBe(true);
    expect(view().state.isAvailable).toBe(false);
  });

  it('email/user-id mismatch: a user id typed as another email than the current one', async () => {
    const rig = createFieldRig();
    const { leave, view } = mount(rig, 'userId', {
      currentEmail: 'me@example.com',
      validate: () => null,
    });
    leave('someone.else@example.com');
    await waitFor(() => expect(view().state.status).toBe('STOPPED'));
    expect(view().state.result).toMatchObject({
      kind: 'emailMismatch',
      message: { token: 'different_email_as_user_id', key: 'collision.different_email_as_user_id' },
    });
  });

  it('never checks the excluded value nor an invalid one', async () => {
    const rig = createFieldRig();
    const { leave, view } = mount(rig, 'userId', { excludedValue: 'my.current.id' });
    leave('my.current.id');
    leave('x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rig.bodies('/username_availability')).toHaveLength(0);
    expect(view().state.fieldError).not.toBeNull();
  });
});

describe('useEmailField', () => {
  it('create flow: an existing account gives the account-exists result with its 8 s banner data; no-thanks dismisses', async () => {
    const rig = createFieldRig();
    const { input, leave, view } = mount(rig, 'email');
    leave('alex@example.com');
    await waitFor(() => expect(view().state.result?.kind).toBe('accountExists'));
    expect(view().state.result).toMatchObject({
      message: { token: 'already_user', action: 'dismiss' },
      banner: { autoDismissMs: 8000, pauseOnHover: true, dismissOnRefocus: true },
      refocused: false,
    });
    fireEvent.focus(input);
    expect(view().state.result).toMatchObject({ refocused: true });
    act(() => view().actions.dismiss());
    expect(view().state.result).toBeNull();
  });

  it('sign-in flow: better account found with a masked email and "send me the user id"', async () => {
    const rig = createFieldRig();
    const onSendUserId = vi.fn();
    const { leave, view } = mount(rig, 'email', { flow: 'signIn', onSendUserId });
    leave('alex@example.com');
    await waitFor(() => expect(view().state.result?.kind).toBe('betterAccountFound'));
    const result = view().state.result;
    expect(result).toMatchObject({ message: { token: 'found_an_account_using', action: 'sendUserId' } });
    expect(result?.kind === 'betterAccountFound' && result.params.maskedEmail).not.toContain('alex@');
    act(() => view().actions.sendUserId());
    expect(onSendUserId).toHaveBeenCalledOnce();
  });

  it('prop getters keep the user handlers (run first) and controlled values', () => {
    const rig = createFieldRig();
    const onBlur = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      const hook = useEmailField({ client: rig.client, value, onValueChange: setValue });
      return <input aria-label="c" {...hook.getInputProps({ onBlur, 'aria-describedby': 'hint' })} />;
    }
    render(<Controlled />, { wrapper: rig.wrapper });
    const input = screen.getByLabelText('c');
    fireEvent.change(input, { target: { value: 'a@b.example' } });
    expect(input).toHaveValue('a@b.example');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('aria-describedby', 'hint');
  });
});
