// @vitest-environment jsdom
// Renders per keystroke of the password and phone fields (React Profiler), plus the time one keystroke
// takes. Figures go in the closing note; no test asserts on time. Run: npx vitest bench --run tests/bench/fields
import { act, fireEvent, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterAll, bench, describe } from 'vitest';
import { createIdentityClient } from '../../headless/client';
import { usePasswordField, usePhoneField } from '../../headless/fields';
import { IdentityProvider } from '../../headless/provider';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const playground = createPlayground({ seed: 7 });
const client = createIdentityClient({
  offeringId: 'Intuit.identity.playground',
  baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
  fetch: async (url, init) => {
    const response = await playground.fetch(url, init);
    const text = await response.text();
    return new Response(text, { status: response.status, headers: response.headers });
  },
});

const counts = { password: 0, phone: 0, sibling: 0 };
function Sibling(): ReactNode {
  counts.sibling += 1;
  return null;
}
function PasswordField(): ReactNode {
  const field = usePasswordField();
  return <input aria-label="password" {...field.getInputProps()} />;
}
function PhoneField(): ReactNode {
  const field = usePhoneField({ client, loadMetadata: false });
  return <input aria-label="phone" {...field.getInputProps()} />;
}

const view = render(
  <IdentityProvider client={client}>
    <Profiler id="password" onRender={() => (counts.password += 1)}>
      <PasswordField />
    </Profiler>
    <Profiler id="phone" onRender={() => (counts.phone += 1)}>
      <PhoneField />
    </Profiler>
    <Sibling />
  </IdentityProvider>,
);
const password = view.getByLabelText('password');
const phone = view.getByLabelText('phone');
const PASSWORD = 'abcdefghijklmnopQ1!';
const PHONE = '2125550199';
const keystrokes = { password: 0, phone: 0 };
const renders = { password: 0, phone: 0, sibling: 0 };

function type(input: HTMLElement, text: string, key: 'password' | 'phone'): void {
  const before = { field: counts[key], sibling: counts.sibling };
  act(() => {
    fireEvent.change(input, { target: { value: '' } });
  });
  const start = counts[key];
  for (let i = 1; i <= text.length; i += 1) {
    act(() => {
      fireEvent.change(input, { target: { value: text.slice(0, i) } });
    });
  }
  keystrokes[key] += text.length;
  renders[key] += counts[key] - start;
  renders.sibling += counts.sibling - before.sibling;
}

describe('field keystrokes', () => {
  bench(`password field: type ${PASSWORD.length} characters`, () => type(password, PASSWORD, 'password'));
  bench(`phone field: type ${PHONE.length} digits`, () => type(phone, PHONE, 'phone'));
});

afterAll(() => {
  const per = (key: 'password' | 'phone'): string => (renders[key] / Math.max(keystrokes[key], 1)).toFixed(3);
  console.log(
    `renders per keystroke: password ${per('password')} (re-renders only when a criterion flips), ` +
      `phone ${per('phone')}; sibling/provider re-renders during typing: ${renders.sibling}`,
  );
  view.unmount();
});
