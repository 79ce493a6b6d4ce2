// DeferredEmailField's live region (ui/fields/DeferredEmailField.tsx, CollisionField's `resultRegion`): a live
// region must be in the page before text is put in it to be announced everywhere, so the check's region is the
// wrapper's from the stand-in's first render, and the full field writes into that same node after the take-over.
// A file of its own: the field's chunk is loaded once per module graph, and this test needs it not loaded yet.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CollisionClient } from '../../../headless/advanced';
import { EmailField } from '../../../ui';
import { DeferredEmailField } from '../../../ui/fields/DeferredEmailField';
import { createUiRig } from './rig';

vi.setConfig({ testTimeout: 30_000 });

describe('DeferredEmailField live region', () => {
  it('is there from the first render, is the same node after the take-over, and "Checking…" then the answer land in it', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    // The account lookup waits for the test, so "Checking…" can be seen before the answer.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const client: CollisionClient = {
      checkUsernameAvailability: rig.client.checkUsernameAvailability,
      getUserPublicInfo: async (...args) => {
        await answered;
        return rig.client.getUserPublicInfo(...args);
      },
    };
    rig.render(<DeferredEmailField client={client} id="email" name="email" />);
    const standIn = screen.getByLabelText('Email address');
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.type(standIn, 'alex@example.com');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(standIn));
    await waitFor(() => expect(region).toHaveTextContent('Checking…'));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.isConnected).toBe(true);

    await act(async () => answer());
    await waitFor(() => expect(region).toHaveTextContent('An account already uses this email address.'));
    expect(region).not.toHaveTextContent('Checking…');
    expect(screen.getByRole('status')).toBe(region);
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')?.split(' ')).toContain(
      region.id,
    );
  });

  it('the public EmailField keeps a region of its own by default, and writes into one it is given', async () => {
    const user = userEvent.setup();
    const rig = createUiRig();
    function WithRegion(): ReactNode {
      const [region, setRegion] = useState<HTMLDivElement | null>(null);
      return (
        <>
          <EmailField client={rig.client} id="given" label="Given email" resultRegion={region} />
          <div ref={setRegion} id="given-region" role="status" aria-live="polite" />
        </>
      );
    }
    rig.render(
      <>
        <EmailField client={rig.client} id="own" label="Own email" />
        <WithRegion />
      </>,
    );
    const own = document.getElementById('own-collision');
    expect(own).toHaveAttribute('role', 'status');
    expect(document.getElementById('given-collision')).toBeNull();

    await user.type(screen.getByLabelText('Given email'), 'alex@example.com');
    await user.tab();
    const given = document.getElementById('given-region');
    await waitFor(() => expect(given).toHaveTextContent('An account already uses this email address.'));
    expect(own).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Given email').getAttribute('aria-describedby')?.split(' ')).toContain(
      'given-region',
    );

    await user.type(screen.getByLabelText('Own email'), 'alex@example.com');
    await user.tab();
    await waitFor(() => expect(own).toHaveTextContent('An account already uses this email address.'));
    expect(screen.getByLabelText('Own email').getAttribute('aria-describedby')?.split(' ')).toContain(
      'own-collision',
    );
  });
});
