import type { Story } from '@ladle/react';
import { Divider, SafeLink } from '../../ui';

export default { title: 'Primitives / Links and divider' };

export const Safe: Story = () => (
  <p>
    Read the{' '}
    <SafeLink href="https://example.com/privacy" target="_blank">
      privacy statement
    </SafeLink>{' '}
    or{' '}
    <SafeLink href="mailto:help@example.com" allowSchemes={['mailto:']}>
      email support
    </SafeLink>
    .
  </p>
);

/** `javascript:` and `data:` addresses render as text, never as links. */
export const Refused: Story = () => (
  <ul className="grid gap-2">
    <li>
      <SafeLink href="javascript:alert(1)">javascript: link (text only)</SafeLink>
    </li>
    <li>
      <SafeLink href="data:text/html,hi">data: link (text only)</SafeLink>
    </li>
    <li>
      <SafeLink href="tel:+15551234567">tel: link not configured (text only)</SafeLink>
    </li>
  </ul>
);

export const DividerOr: Story = () => (
  <>
    <SafeLink href="https://example.com/google">Sign in with Google</SafeLink>
    <Divider label="or" />
    <p>Continue with your email</p>
    <Divider />
  </>
);
