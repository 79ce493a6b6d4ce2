// The shell's footer links (seed 000 §2.3, QUALITY.md security 2). With the default brand and no configured
// link, every address is one of the kit's own constants and renders without the safe-link check (issue 19
// start-up JS); a brand's site or a configured address is still checked, so an unsafe one is never a link.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignIn } from '../../ui/screens/sign-in';
import type { ScreenShellProps } from '../../ui/screens';
import { createHarness } from '../headless/harness';

function footerLinks(shell: Omit<ScreenShellProps, 'children'> = {}): HTMLElement {
  render(<SignIn shell={shell} />, { wrapper: createHarness().wrapper });
  return screen.getByRole('navigation', { name: 'Legal and privacy' });
}

describe('shell footer links', () => {
  it("the default brand's links: plain safe links to the kit's addresses, in order", () => {
    const nav = footerLinks();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.innerHTML)).toEqual([
      '<a href="https://www.acme.example/legal" class="ik-link" data-state="safe">Legal</a>',
      '<a href="https://www.acme.example/privacy/us" class="ik-link" data-state="safe">Privacy</a>',
      '<a href="https://www.acme.example/security" class="ik-link" data-state="safe">Security</a>',
    ]);
  });

  it("a brand's site is checked: an http: origin gives no link", () => {
    const nav = footerLinks({ brand: { siteOrigin: 'http://www.nova.example' } });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).getByText('Legal')).toHaveAttribute('data-state', 'refused');
  });

  it('a configured address is checked, with the default brand too', () => {
    const nav = footerLinks({
      privacyStatementLink: 'javascript:alert(1)',
      customerSupportLink: 'mailto:help@acme.example',
      contactUsLink: 'tel:+15551234567',
    });
    expect(within(nav).getByText('Privacy')).toHaveAttribute('data-state', 'refused');
    expect(within(nav).getByRole('link', { name: 'Legal' })).toHaveAttribute(
      'href',
      'https://www.acme.example/legal',
    );
    // Support contacts may be mailto:/tel: links.
    expect(within(nav).getByRole('link', { name: 'Customer support' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'tel:+15551234567');
  });
});
