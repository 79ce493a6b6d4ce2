import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button, Heading } from '../../ui';

export default { title: 'Primitives / Heading' };

const STEPS = ['Sign in', 'Enter your password', 'Check your phone'] as const;

/** Each step change moves focus to the new heading and updates the document title. */
export const StepFocus: Story = () => {
  const [step, setStep] = useState(0);
  const title = STEPS[step] ?? STEPS[0];
  return (
    <div className="grid gap-4">
      <Heading focusKey={step} focusOnMount={false} documentTitle={`${title} - Acme`}>
        {title}
      </Heading>
      <Button onClick={() => setStep((step + 1) % STEPS.length)}>Next step</Button>
    </div>
  );
};

export const Levels: Story = () => (
  <div className="grid gap-2">
    <Heading focusOnMount={false}>Level 1</Heading>
    <Heading level={2} focusOnMount={false}>
      Level 2
    </Heading>
    <Heading level={3} focusOnMount={false}>
      Level 3
    </Heading>
  </div>
);
