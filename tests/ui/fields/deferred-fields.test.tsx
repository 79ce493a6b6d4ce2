// Deferred fields (ui/fields/deferred-field.ts; issue 6 SignUp size target): a stand-in input until the full
// field's chunk lands and the input is not focused; typed text is kept and checked on take-over; a failed
// load keeps the stand-in and the next focus or blur loads again.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk, type LazyChunk } from '../../../headless/advanced';
import { useDeferredField } from '../../../ui/fields/deferred-field';
import { DeferredEmailField } from '../../../ui/fields/DeferredEmailField';
import { DeferredPhoneField } from '../../../ui/fields/DeferredPhoneField';
import { gatedLoads } from '../../gated-chunk';
import { createUiRig } from './rig';

vi.setConfig({ testTimeout: 30_000 });

type Full = (props: { typed: string }) => ReactNode;

function FullField({ typed }: { typed: string }): ReactNode {
  return (
    <label>
      Code name <input defaultValue={typed} data-full="true" />
    </label>
  );
}

function Deferred({ load }: { load: () => Promise<Full> }): ReactNode {
  const deferred = useDeferredField(lazyModuleFor(load));
  if (deferred.full !== null) {
    const Loaded = deferred.full;
    return <Loaded typed={deferred.typed} />;
  }
  return (
    <label>
      Code name <input {...deferred.standIn} data-full="false" />
    </label>
  );
}

// One module per loader (a real deferred field has one per chunk, shared by every instance on the page).
const modules = new Map<() => Promise<Full>, LazyChunk<Full>>();
function lazyModuleFor(load: () => Promise<Full>): LazyChunk<Full> {
  const existing = modules.get(load);
  if (existing !== undefined) {
    return existing;
  }
  const created = lazyChunk(load);
  modules.set(load, created);
  return created;
}

function renderDeferred(load: () => Promise<Full>): void {
  const { render } = createUiRig();
  render(
    <>
      <Deferred load={load} />
      <button type="button">Next</button>
    </>,
  );
}

describe('useDeferredField', () => {
  it('keeps the stand-in (same element, focus, typed text) while the chunk loads and while focused; takes over on blur', async () => {
    const user = userEvent.setup();
    const gate = gatedLoads(FullField);
    renderDeferred(gate.load);
    const standIn = screen.getByLabelText('Code name');
    expect(standIn).toHaveAttribute('data-full', 'false');
    expect(gate.calls()).toBe(0);

    await user.click(standIn);
    expect(gate.calls()).toBe(1);
    await user.type(standIn, 'falcon');
    await act(async () => gate.resolve());
    // Landed while the user is in the field: nothing is replaced under the caret.
    expect(screen.getByLabelText('Code name')).toBe(standIn);
    expect(standIn).toHaveFocus();
    await user.type(standIn, '-7');

    await user.tab();
    const full = await screen.findByLabelText('Code name');
    await waitFor(() => expect(screen.getByLabelText('Code name')).toHaveAttribute('data-full', 'true'));
    expect(screen.getByLabelText('Code name')).toHaveValue('falcon-7');
    expect(full).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('a failed load keeps the stand-in and its text; leaving the field loads again, and the retry takes over', async () => {
    const user = userEvent.setup();
    const gate = gatedLoads(FullField);
    renderDeferred(gate.load);
    const standIn = screen.getByLabelText('Code name');
    await user.type(standIn, 'osprey');
    expect(gate.calls()).toBe(1);
    await act(async () => gate.reject());
    expect(screen.getByLabelText('Code name')).toBe(standIn);

    await user.tab();
    await waitFor(() => expect(gate.calls()).toBe(2));
    expect(screen.getByLabelText('Code name')).toBe(standIn);
    expect(standIn).toHaveValue('osprey');
    await act(async () => gate.resolve());
    await waitFor(() => expect(screen.getByLabelText('Code name')).toHaveAttribute('data-full', 'true'));
    expect(screen.getByLabelText('Code name')).toHaveValue('osprey');
  });
});

describe('DeferredEmailField / DeferredPhoneField', () => {
  it('the email typed into the stand-in is checked on take-over (account-exists banner)', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    rig.render(
      <DeferredEmailField
        client={rig.client}
        id="email"
        name="email"
        inputProps={{ autoComplete: 'email', required: true }}
      />,
    );
    const standIn = screen.getByLabelText('Email address');
    expect(standIn).toHaveAttribute('type', 'email');
    expect(standIn).toHaveAttribute('autocomplete', 'email');
    await user.type(standIn, 'alex@example.com');
    await user.tab();
    expect(await screen.findByText('An account already uses this email address.')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toContain('collision');
  });

  it('the number typed into the stand-in is kept and formatted on take-over, with the same description', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    // No country list (international off): the page's own hint, not the SMS-only country note (issue 18 §3).
    rig.render(
      <DeferredPhoneField
        client={rig.client}
        id="phone"
        international={false}
        smsOnly
        optional
        hint="We'll text a code to this number."
      />,
    );
    const standIn = screen.getByLabelText(/Mobile phone number/);
    expect(standIn).toHaveAttribute('type', 'tel');
    expect(standIn).toHaveAccessibleDescription(/text a code/);
    await user.type(standIn, '6505550142');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/Mobile phone number/)).toHaveValue('(650) 555-0142'));
    expect(screen.getByLabelText(/Mobile phone number/)).toHaveAccessibleDescription(/text a code/);
  });
});
