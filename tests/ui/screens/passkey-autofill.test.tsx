// Passkey autofill on the sign-in screens (issue 5 §2): the identifier step, and the password form when it
// is the first step, start a conditional request after mount (after the first paint, issue 19) and stop it on
// submit and unmount; only where the offering has passkeys or `SignIn`'s `passkeyAutofill` prop says so.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CredentialsLike } from '../../../headless/flows/mfa/webauthn';
import { SignIn } from '../../../ui';
import { renderWithPlayground } from './harness';

vi.setConfig({ testTimeout: 20_000 });

/** A browser with conditional mediation whose requests wait for the user until aborted. */
function stubBrowser(
  isConditionalMediationAvailable: () => Promise<boolean> = () => Promise.resolve(true),
): CredentialRequestOptions[] {
  const requests: CredentialRequestOptions[] = [];
  const credentials: CredentialsLike = {
    get: (request) => {
      requests.push(request);
      return new Promise((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  };
  vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable });
  vi.stubGlobal('navigator', { ...navigator, credentials });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('passkey autofill on the sign-in screens', () => {
  it('identifier step: a conditional request waits from mount; submitting aborts it without an error', async () => {
    const requests = stubBrowser();
    const user = userEvent.setup();
    const rig = renderWithPlayground(<SignIn />, {
      config: { identifierFirst: true, enableAccountChoices: true, enableFIDO2Authentication: true },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.mediation).toBe('conditional');
    expect(rig.count('/authentication/options')).toBe(1);
    expect(screen.getByLabelText('Email or user ID')).toHaveAttribute('autocomplete', 'username webauthn');
    await user.type(screen.getByLabelText('Email or user ID'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unmounting the identifier step aborts the request', async () => {
    const requests = stubBrowser();
    const rig = renderWithPlayground(<SignIn />, {
      config: { identifierFirst: true, enableFIDO2Authentication: true },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rig.unmount();
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('password form as the first step: the identifier field offers passkeys and the request starts', async () => {
    const requests = stubBrowser();
    renderWithPlayground(<SignIn />, { config: { enableFIDO2Authentication: true } });
    expect(screen.getByLabelText('Email or user ID')).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.mediation).toBe('conditional');
  });

  it('password step with a fixed user name: no autofill request', async () => {
    // A start asks the feature check synchronously, so a check never asked means no start.
    const check = vi.fn(() => Promise.resolve(true));
    const requests = stubBrowser(check);
    const rig = renderWithPlayground(<SignIn />, {
      config: { userIdToPrefill: 'alex.rivera', isUserIdReadonly: true, enableFIDO2Authentication: true },
    });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(rig.count('/authentication/options')).toBe(0);
  });

  it.each([
    ['an offering without passkeys: no autofill request', {}, undefined, 0],
    ['an offering without passkeys, passkeyAutofill: the request starts', {}, true, 1],
    [
      'an offering with passkeys, passkeyAutofill={false}: no autofill request',
      { enableFIDO2Authentication: true },
      false,
      0,
    ],
  ])('%s', async (_label, config, passkeyAutofill, expected) => {
    const check = vi.fn(() => Promise.resolve(true));
    const requests = stubBrowser(check);
    const rig = renderWithPlayground(<SignIn passkeyAutofill={passkeyAutofill} />, {
      config: { identifierFirst: true, ...config },
    });
    // A second screen with autofill on, mounted after it, reaches the browser: the first one would have too.
    const control = renderWithPlayground(<SignIn passkeyAutofill />, { config: { identifierFirst: true } });
    await waitFor(() => expect(requests).toHaveLength(expected + 1));
    expect(check).toHaveBeenCalledTimes(expected + 1);
    expect(rig.count('/authentication/options') + control.count('/authentication/options')).toBe(
      expected + 1,
    );
    control.unmount();
    rig.unmount();
  });
});
