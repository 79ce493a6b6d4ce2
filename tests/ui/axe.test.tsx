// axe-core (WCAG 2.2 AA tags) on every primitive in each of its states, inside <Root> as screens use them.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Alert,
  Banner,
  Button,
  Checkbox,
  Checklist,
  Countdown,
  Divider,
  ErrorSummary,
  Field,
  Form,
  Heading,
  OneTimeCodeInput,
  PasswordInput,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Root,
  SafeLink,
  Status,
  TextInput,
  Tooltip,
} from '../../ui';
import { expectNoAxeViolations } from './axe-helper';

const emailField = (error?: string): ReactElement => (
  <Field
    label="Email address"
    hint="We never share it"
    {...(error === undefined ? {} : { error })}
    labels={{ errorPrefix: 'Error:' }}
  >
    <TextInput autoComplete="email" type="email" />
  </Field>
);

const cases: ReadonlyArray<[string, () => ReactElement]> = [
  ['Heading', () => <Heading documentTitle="Sign in - Acme">Sign in</Heading>],
  ['Field + TextInput idle', () => emailField()],
  ['Field + TextInput invalid', () => emailField('Enter an email address')],
  [
    'PasswordInput hidden',
    () => (
      <Field label="Password">
        <PasswordInput labels={{ show: 'Show password' }} autoComplete="current-password" />
      </Field>
    ),
  ],
  [
    'PasswordInput revealed and invalid',
    () => (
      <Field label="Password" error="Enter your password">
        <PasswordInput
          labels={{ show: 'Show password' }}
          defaultRevealed
          autoComplete="new-password"
          passwordRules="minlength: 8;"
        />
      </Field>
    ),
  ],
  [
    'OneTimeCodeInput',
    () => (
      <Field label="Verification code" hint="6 digits">
        <OneTimeCodeInput length={6} />
      </Field>
    ),
  ],
  [
    'OneTimeCodeInput invalid',
    () => (
      <Field label="Verification code" error="Enter the 6-digit code">
        <OneTimeCodeInput defaultValue="12" />
      </Field>
    ),
  ],
  ['Button idle', () => <Button>Continue</Button>],
  [
    'Button pending',
    () => (
      <Button pending pendingLabel="Signing in">
        Sign in
      </Button>
    ),
  ],
  [
    'Button secondary and tertiary',
    () => (
      <>
        <Button variant="secondary">Back</Button>
        <Button variant="tertiary">Forgot password</Button>
      </>
    ),
  ],
  [
    'ErrorSummary',
    () => (
      <>
        <ErrorSummary
          title="There is a problem"
          errors={[{ fieldId: 'email', message: 'Enter an email address' }]}
        />
        <Field label="Email" controlId="email" error="Enter an email address">
          <TextInput />
        </Field>
      </>
    ),
  ],
  ['Alert error', () => <Alert announceKey={1}>Something went wrong. Try again.</Alert>],
  [
    'Alert each tone',
    () => (
      <>
        {(['warning', 'info', 'success'] as const).map((tone) => (
          <Alert key={tone} tone={tone}>
            {tone}
          </Alert>
        ))}
      </>
    ),
  ],
  ['Status', () => <Status tone="success">Code sent</Status>],
  ['Status empty', () => <Status />],
  ['SafeLink https', () => <SafeLink href="https://example.com/help">Help</SafeLink>],
  ['SafeLink refused', () => <SafeLink href="javascript:alert(1)">Help</SafeLink>],
  ['Divider with label', () => <Divider label="or" />],
  ['Divider without label', () => <Divider />],
  [
    'Tooltip closed',
    () => (
      <Tooltip content="Letters and numbers">
        <Button>Password rules</Button>
      </Tooltip>
    ),
  ],
  [
    'Tooltip open',
    () => (
      <Tooltip content="Letters and numbers" defaultOpen>
        <Button>Password rules</Button>
      </Tooltip>
    ),
  ],
  [
    'Popover open',
    () => (
      <Popover defaultOpen>
        <PopoverTrigger asChild>
          <Button variant="secondary">Country</Button>
        </PopoverTrigger>
        <PopoverContent label="Choose a country">
          <Button>Canada</Button>
        </PopoverContent>
      </Popover>
    ),
  ],
  ['Countdown running', () => <Countdown seconds={75}>{(time) => `Resend code in ${time}`}</Countdown>],
  ['Countdown done', () => <Countdown seconds={0} />],
  [
    'Banner',
    () => (
      <Banner labels={{ dismiss: 'Dismiss' }}>
        An account with this email exists. <SafeLink href="/sign-in">Sign in instead</SafeLink>
      </Banner>
    ),
  ],
  [
    'Banner warning, not dismissible',
    () => (
      <Banner tone="warning" dismissible={false}>
        Heads up
      </Banner>
    ),
  ],
  ['Checkbox', () => <Checkbox label="Remember me" />],
  [
    'Checklist',
    () => (
      <Checklist
        labels={{ met: 'Done:', notMet: 'Not yet:' }}
        items={[
          { key: 'min', text: 'At least 8 characters', met: true },
          { key: 'digit', text: 'A number', met: false },
          { key: 'space', text: 'No spaces', met: null },
        ]}
      />
    ),
  ],
  [
    'Form pending',
    () => (
      <Form pending aria-label="Sign in">
        {emailField()}
        <Button type="submit" pending>
          Sign in
        </Button>
      </Form>
    ),
  ],
];

describe('axe: zero WCAG 2.2 AA violations', () => {
  it.each(cases)('%s', async (_name, element) => {
    const { container } = render(
      <Root lang="en-US">
        <main>{element()}</main>
      </Root>,
    );
    await expectNoAxeViolations(container);
  });

  it.each(cases.slice(0, 6))('%s in right-to-left dark mode', async (_name, element) => {
    const { container } = render(
      <Root lang="ar" colorScheme="dark" theme="{product}-ecosystem">
        <main>{element()}</main>
      </Root>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('axe helper', () => {
  it('reports a violation (an unlabelled input, an empty button)', async () => {
    const { container } = render(
      <Root>
        <main>
          <input type="text" />
          <button type="button" />
        </main>
      </Root>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/label|button-name/);
  });
});
