// @vitest-environment jsdom
// Renders of the sign-in form per keystroke in the password field, measured with React's Profiler (issue 5
// "Figures"). Target: only the field re-renders. `npm run bench` prints the counts once, then times a
// keystroke. The hooks keep fields uncontrolled, so a plain field re-renders nothing at all; a field with
// its own local state (as a strength meter would have) re-renders alone.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Profiler, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { afterAll, bench, describe } from 'vitest';
import { createIdentityClient } from '../../headless/client';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { IdentityProvider } from '../../headless/provider';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';

// React warns when act() runs outside a test environment that declares it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const commits = { form: 0, field: 0 };
const count =
  (id: keyof typeof commits) =>
  (_id: string, phase: 'mount' | 'update' | 'nested-update'): void => {
    if (phase !== 'mount') {
      commits[id] += 1;
    }
  };

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A password field with local state (what a strength meter or show/hide toggle adds). */
function StatefulPasswordField({ inputProps }: { inputProps: InputProps }): ReactNode {
  const [length, setLength] = useState(0);
  return (
    <Profiler id="field" onRender={count('field')}>
      <input
        {...inputProps}
        aria-label="Password"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setLength(event.target.value.length)}
      />
      <span>{length}</span>
    </Profiler>
  );
}

function PlainPasswordField({ inputProps }: { inputProps: InputProps }): ReactNode {
  return (
    <Profiler id="field" onRender={count('field')}>
      <input {...inputProps} aria-label="Password" />
    </Profiler>
  );
}

function SignInForm({ stateful }: { stateful: boolean }): ReactNode {
  const { getFormProps, getIdentifierInputProps, getPasswordInputProps, getSubmitButtonProps } = useSignIn();
  const Field = stateful ? StatefulPasswordField : PlainPasswordField;
  return (
    <form {...getFormProps({ 'aria-label': 'Sign in' })}>
      <input {...getIdentifierInputProps()} aria-label="User ID" />
      <Field inputProps={getPasswordInputProps()} />
      <button {...getSubmitButtonProps()}>Sign in</button>
    </form>
  );
}

function mount(stateful: boolean): HTMLInputElement {
  const playground = createPlayground({ seed: 7 });
  const client = createIdentityClient({
    offeringId: '50000003',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: (url, init) => playground.fetch(url, init),
  });
  const view = render(
    <IdentityProvider client={client}>
      <Profiler id="form" onRender={count('form')}>
        <SignInForm stateful={stateful} />
      </Profiler>
    </IdentityProvider>,
  );
  return view.getByLabelText('Password') as HTMLInputElement;
}

const TYPED = 'Correct-Horse-7';

/** Types TYPED one key at a time; returns commits per keystroke of the form and of the field. */
function measure(stateful: boolean): { form: number; field: number } {
  const input = mount(stateful);
  commits.form = 0;
  commits.field = 0;
  for (let index = 1; index <= TYPED.length; index += 1) {
    act(() => {
      fireEvent.change(input, { target: { value: TYPED.slice(0, index) } });
    });
  }
  const result = { form: commits.form / TYPED.length, field: commits.field / TYPED.length };
  cleanup();
  return result;
}

const plain = measure(false);
const stateful = measure(true);
// The Profiler around the form also sees commits of the field inside it; "form-only" subtracts those.
console.log(
  [
    'Renders per keystroke in the password field (React Profiler, 15 keystrokes):',
    `  uncontrolled field (hooks as shipped): form ${plain.form.toFixed(2)}, field ${plain.field.toFixed(2)}`,
    `  field with local state: form subtree ${stateful.form.toFixed(2)} (field ${stateful.field.toFixed(2)}, ` +
      `rest of the form ${(stateful.form - stateful.field).toFixed(2)})`,
  ].join('\n'),
);

describe('sign-in form: one keystroke in the password field', () => {
  const input = mount(true);
  let value = '';
  bench('keystroke (field with local state)', () => {
    value = value.length > 30 ? '' : `${value}x`;
    act(() => {
      fireEvent.change(input, { target: { value } });
    });
  });
  afterAll(() => cleanup());
});
