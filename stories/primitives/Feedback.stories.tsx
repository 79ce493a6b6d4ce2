import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Alert, Banner, Button, SafeLink, Status } from '../../ui';

export default { title: 'Primitives / Feedback' };

export const AlertTones: Story = () => (
  <>
    <Alert>We couldn't sign you in. Check your user ID and password and try again.</Alert>
    <Alert tone="warning">Your session is about to expire.</Alert>
    <Alert tone="info">We sent a code to your phone.</Alert>
    <Alert tone="success">Your password was changed.</Alert>
  </>
);

/** Each press is a new attempt: the alert is re-created, so the same words are announced again. */
export const AlertRepeated: Story = () => {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <Button onClick={() => setAttempt((n) => n + 1)}>Submit (fails)</Button>
      {attempt > 0 ? <Alert announceKey={attempt}>Something went wrong. Try again.</Alert> : null}
      <p>Attempts: {attempt}</p>
    </>
  );
};

export const StatusNotice: Story = () => {
  const [sent, setSent] = useState(0);
  return (
    <>
      <Button variant="secondary" onClick={() => setSent((n) => n + 1)}>
        Resend code
      </Button>
      <Status tone={sent > 0 ? 'success' : undefined}>{sent > 0 ? `Code sent (${sent})` : ''}</Status>
    </>
  );
};

export const BannerPersistent: Story = () => (
  <Banner labels={{ dismiss: 'Dismiss' }}>
    An account with this email already exists. <SafeLink href="/sign-in">Sign in instead</SafeLink>
  </Banner>
);

/** The spec's 8-second banner, opted into: it pauses while hovered or focused. */
export const BannerAutoDismiss: Story = () => (
  <Banner labels={{ dismiss: 'Dismiss' }} autoDismissMs={8000} tone="warning">
    This notice closes 8 seconds after you stop hovering or focusing it.
  </Banner>
);

export const BannerError: Story = () => (
  <Banner labels={{ dismiss: 'Dismiss' }} tone="error">
    We couldn't check that user ID right now.
  </Banner>
);
