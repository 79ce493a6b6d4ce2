import type { Story } from '@ladle/react';
import { useState } from 'react';
import {
  Alert,
  Button,
  ErrorSummary,
  Field,
  Form,
  Heading,
  PasswordInput,
  SafeLink,
  TextInput,
} from '../../ui';

export default { title: 'Primitives / Form step' };

type StepState = 'idle' | 'invalid' | 'pending' | 'error';

interface StepProps {
  state: StepState;
}

const ERRORS = [
  { fieldId: 'story-email', message: 'Enter an email address or user ID' },
  { fieldId: 'story-password', message: 'Enter your password' },
];

/** All primitives of one step together, in a fixed state (the states screens are built from). */
function SignInStep({ state }: StepProps) {
  const errors = state === 'invalid' ? ERRORS : [];
  const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  const emailError = errorOf('story-email');
  const passwordError = errorOf('story-password');
  return (
    <Form aria-labelledby="story-heading" pending={state === 'pending'}>
      <Heading id="story-heading" focusOnMount={false}>
        Sign in
      </Heading>
      <ErrorSummary title="There is a problem" errors={errors} />
      {state === 'error' ? (
        <Alert announceKey={1}>We couldn't sign you in. Check your details and try again.</Alert>
      ) : null}
      <Field
        label="Email or user ID"
        controlId="story-email"
        {...(emailError === undefined ? {} : { error: emailError })}
      >
        <TextInput autoComplete="username" defaultValue={state === 'invalid' ? '' : 'ada@example.com'} />
      </Field>
      <Field
        label="Password"
        controlId="story-password"
        {...(passwordError === undefined ? {} : { error: passwordError })}
      >
        <PasswordInput labels={{ show: 'Show password' }} autoComplete="current-password" />
      </Field>
      <Button type="submit" fullWidth pending={state === 'pending'} pendingLabel="Signing in">
        Sign in
      </Button>
      <SafeLink href="https://example.com/recovery">Forgot your user ID or password?</SafeLink>
    </Form>
  );
}

export const Idle: Story = () => <SignInStep state="idle" />;
export const Invalid: Story = () => <SignInStep state="invalid" />;
export const Pending: Story = () => <SignInStep state="pending" />;
export const ServerError: Story = () => <SignInStep state="error" />;

/** Submit empty to see the error summary take focus; its links move focus to each field. */
export const Interactive: Story = () => {
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(values);
  const [pending, setPending] = useState(false);
  const errors =
    attempt === 0
      ? []
      : ERRORS.filter((error) =>
          error.fieldId === 'story-email' ? submitted.email === '' : submitted.password === '',
        );
  const errorOf = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  const emailError = errorOf('story-email');
  const passwordError = errorOf('story-password');
  const serverError = attempt > 0 && errors.length === 0 && !pending;
  return (
    <Form
      aria-labelledby="story-heading-live"
      pending={pending}
      onSubmit={() => {
        setAttempt((n) => n + 1);
        setSubmitted(values);
        if (values.email !== '' && values.password !== '') {
          setPending(true);
          setTimeout(() => setPending(false), 1500);
        }
      }}
    >
      <Heading id="story-heading-live" focusOnMount={false}>
        Sign in
      </Heading>
      <ErrorSummary title="There is a problem" errors={errors} focusKey={attempt} />
      {serverError ? (
        <Alert announceKey={attempt}>We couldn't sign you in. Check your details and try again.</Alert>
      ) : null}
      <Field
        label="Email or user ID"
        controlId="story-email"
        {...(emailError === undefined ? {} : { error: emailError })}
      >
        <TextInput
          autoComplete="username"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
        />
      </Field>
      <Field
        label="Password"
        controlId="story-password"
        {...(passwordError === undefined ? {} : { error: passwordError })}
      >
        <PasswordInput
          labels={{ show: 'Show password' }}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
        />
      </Field>
      <Button type="submit" fullWidth pending={pending} pendingLabel="Signing in">
        Sign in
      </Button>
    </Form>
  );
};
