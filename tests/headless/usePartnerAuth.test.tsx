// usePartnerAuth against the in-memory playground (seed 000 §4.5): begin, the partner round trip, the
// delayed user-name lookup, and the brand hand-off before linking.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePartnerAuth } from '../../headless/flows/partner/usePartnerAuth';
import { usePostAuth } from '../../headless/flows/post-auth/usePostAuth';
import { useSignIn } from '../../headless/flows/sign-in/useSignIn';
import { FIXTURE_PASSWORD, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { createHarness } from './harness';

const SIGN_IN_LINK = `${PLAYGROUND_DEFAULT_ORIGIN}/signin`;

describe('usePartnerAuth', () => {
  it('offers google, follows uris[0] on begin, and after the round trip links on Continue', async () => {
    const first = createHarness({ partnerUid: 'google', partnerSignInLink: SIGN_IN_LINK });
    const page1 = renderHook(() => usePartnerAuth(), { wrapper: first.wrapper });
    expect(page1.result.current.state).toMatchObject({ offered: true, partners: ['google'] });
    act(() => page1.result.current.actions.signInWith('google'));
    await waitFor(() => expect(first.hostCommands).toHaveLength(1));
    const partnerPage = first.hostCommands[0]?.url ?? '';
    expect(partnerPage).toContain('/partner/google');

    // The fake google page sends the user back with partner_uid and response_token.
    const back = await first.playground.fetch(partnerPage, { method: 'GET' });
    const returned = new URL(back.headers.get('location') ?? '');
    expect(returned.searchParams.get('partner_uid')).toBe('google');
    const token = returned.searchParams.get('response_token') ?? '';

    const second = createHarness(
      {
        partnerUid: 'google',
        returnedPartnerUid: 'google',
        partnerResponseToken: token,
        partnerDataDelayMs: 5,
      },
      { playground: first.playground },
    );
    const page2 = renderHook(
      () => ({ partner: usePartnerAuth(), signIn: useSignIn(), postAuth: usePostAuth() }),
      { wrapper: second.wrapper },
    );
    // A response token is present: no buttons; the user names are fetched once after the delay.
    expect(page2.result.current.partner.state.offered).toBe(false);
    await waitFor(() => expect(second.count('/user_info')).toBe(1));
    await waitFor(() => expect(page2.result.current.partner.state.dataWanted).toBe(false));

    act(() =>
      page2.result.current.signIn.actions.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD }),
    );
    await waitFor(() => expect(page2.result.current.partner.state.handOff).toBe(true));
    expect(second.count('/link_user')).toBe(0);
    act(() => page2.result.current.partner.actions.continueLinking());
    await waitFor(() => expect(page2.result.current.postAuth.state.step).toBe('complete'));
    expect(second.count('/link_user')).toBe(1);
    expect(page2.result.current.signIn.state.step).toBe('signedIn');
    expect(second.count('/user_info')).toBe(1);
    expect(JSON.stringify([...first.events, ...second.events])).not.toContain(token);

    // Now linked: a later return with the same token prefills the linked user's name.
    const third = createHarness(
      { returnedPartnerUid: 'google', partnerResponseToken: token },
      { playground: first.playground },
    );
    const page3 = renderHook(() => ({ partner: usePartnerAuth(), signIn: useSignIn() }), {
      wrapper: third.wrapper,
    });
    await waitFor(() => expect(page3.result.current.signIn.state.identifier).toBe('alex.rivera'));
    expect(page3.result.current.partner.state.userNames).toContain('alex.rivera');
  });

  it('not offered for account recovery', () => {
    const harness = createHarness({ partnerUid: 'google', accountRecovery: true });
    const { result } = renderHook(() => usePartnerAuth(), { wrapper: harness.wrapper });
    act(() => result.current.actions.signInWith('google'));
    expect(result.current.state.offered).toBe(false);
    expect(harness.count('/initiate_sso')).toBe(0);
  });

  it('not offered when no partner is configured: no buttons, and signInWith sends nothing', () => {
    const harness = createHarness({ partnerSignInLink: SIGN_IN_LINK });
    const { result } = renderHook(() => usePartnerAuth(), { wrapper: harness.wrapper });
    expect(result.current.state).toMatchObject({ offered: false, partners: [] });
    act(() => result.current.actions.signInWith('google'));
    expect(harness.count('/initiate_sso')).toBe(0);
    expect(harness.hostCommands).toEqual([]);
  });
});
