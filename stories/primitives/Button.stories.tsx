import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../../ui';

export default { title: 'Primitives / Button' };

export const Variants: Story = () => (
  <div className="flex flex-wrap gap-3">
    <Button>Continue</Button>
    <Button variant="secondary">Back</Button>
    <Button variant="tertiary">Forgot your password?</Button>
  </div>
);

export const Pending: Story = () => (
  <Button pending pendingLabel="Signing in" fullWidth>
    Sign in
  </Button>
);

export const TogglePending: Story = () => {
  const [pending, setPending] = useState(false);
  return (
    <div className="grid gap-3">
      <Button pending={pending} pendingLabel="Sending…" onClick={() => setPending(true)}>
        Send code
      </Button>
      <Button variant="secondary" onClick={() => setPending(false)}>
        Reset
      </Button>
    </div>
  );
};

export const FullWidth: Story = () => <Button fullWidth>Create account</Button>;
