// Partner buttons and the brand hand-off in front of the first sign-in step (issue 5 §3: "sign in with" +
// name + icon, hidden until revealed, above an "or" separator; brand hand-off; keyboard only).
import { screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityFlow, PartnerButtons, type BrandHandoffProps, type PartnerButtonsProps } from '../../../ui';
import { expectNoAxeViolations } from '../axe-helper';
import { renderFlow } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const google = (revealed: boolean, onStart: (uid: string) => void = () => undefined) => ({
  uids: ['google'],
  revealed,
  onStart,
});

describe('partner buttons', () => {
  it('are not rendered until the host reveals them', () => {
    renderFlow(<IdentityFlow shell={false} partners={google(false)} />);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('once revealed: "Sign in with Google" with a decorative icon, above the "or" separator and the form', async () => {
    const rig = renderFlow(<IdentityFlow shell={false} partners={google(true)} />);
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button.querySelector('svg[aria-hidden=true]')).not.toBeNull();
    const separator = rig.container.querySelector('[data-part=partner-buttons] > :last-child');
    expect(separator?.textContent).toBe('or');
    const form = await screen.findByRole('button', { name: 'Sign in' });
    // Document order: partner button, then "or", then the sign-in form.
    expect(button.compareDocumentPosition(separator as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((separator as Node).compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(rig.container);
  });

  it('leave out partners the kit does not support and tell the host once, not on every render', async () => {
    const user = userEvent.setup();
    const onUnsupported = vi.fn();
    function Page(): ReactNode {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((n) => n + 1)}>
            Re-render {renders}
          </button>
          <PartnerButtons
            partners={['google', 'acme']}
            revealed
            onSelect={() => undefined}
            onUnsupportedPartner={onUnsupported}
          />
        </>
      );
    }
    renderFlow(<Page />);
    await user.click(screen.getByRole('button', { name: 'Re-render 0' }));
    await user.click(screen.getByRole('button', { name: 'Re-render 1' }));
    expect(screen.getAllByRole('button', { name: /^Sign in with/ })).toHaveLength(1);
    expect(onUnsupported).toHaveBeenCalledTimes(1);
    expect(onUnsupported).toHaveBeenCalledWith('acme');
  });
});

describe('brand hand-off', () => {
  it('Continue starts the partner sign-in; the hand-off heading takes focus', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderFlow(<IdentityFlow shell={false} partners={google(true, onStart)} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const heading = await screen.findByRole('heading', { name: 'Continue to Google' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onStart).toHaveBeenCalledWith('google');
  });

  it('Cancel by keyboard returns focus to the partner button it came from (not to the page body)', async () => {
    const user = userEvent.setup();
    renderFlow(<IdentityFlow shell={false} partners={google(true)} />);
    screen.getByRole('button', { name: 'Sign in with Google' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Continue to Google' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    const back = await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(back).toHaveFocus());
  });
});

describe('components map', () => {
  it('replaces the partner block and the brand hand-off by name, like every other screen', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    function MyPartners({ partners, onSelect }: PartnerButtonsProps): ReactNode {
      return (
        <button type="button" onClick={() => onSelect(partners[0] ?? '')}>
          Use {partners.join(', ')}
        </button>
      );
    }
    function MyHandoff({ partnerUid, onContinue }: BrandHandoffProps): ReactNode {
      return (
        <button type="button" onClick={onContinue}>
          Go on to {partnerUid}
        </button>
      );
    }
    renderFlow(
      <IdentityFlow
        shell={false}
        partners={google(true, onStart)}
        components={{ PartnerButtons: MyPartners, BrandHandoff: MyHandoff }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use google' }));
    await user.click(await screen.findByRole('button', { name: 'Go on to google' }));
    expect(onStart).toHaveBeenCalledWith('google');
  });
});
