import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button, Countdown, Status } from '../../ui';

export default { title: 'Primitives / Countdown' };

export const Running: Story = () => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + 30_000);
  const [done, setDone] = useState(false);
  return (
    <div className="grid gap-3">
      <p>
        <Countdown endsAt={endsAt} onComplete={() => setDone(true)}>
          {(time) => `You can resend the code in ${time}.`}
        </Countdown>
      </p>
      <Status>{done ? 'You can now resend the code.' : ''}</Status>
      <Button
        variant="secondary"
        onClick={() => {
          setDone(false);
          setEndsAt(Date.now() + 30_000);
        }}
      >
        Restart
      </Button>
    </div>
  );
};

export const Static: Story = () => <Countdown seconds={125}>{(time) => `Code expires in ${time}`}</Countdown>;

export const Done: Story = () => <Countdown seconds={0}>{(time) => `Code expires in ${time}`}</Countdown>;
