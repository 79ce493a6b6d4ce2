// The account's list sections (issue 20): linked identities, the consent manager, companies and people,
// against the playground as alex (fixtures: a linked google sign-in, two applications with access, a
// household alex owns with one pending invitation). One request per intent; a late answer never lands.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  canManageRealm,
  useConsentManager,
  useLinkedIdentities,
  useRealmManager,
  validateRealmInput,
} from '../../../headless/flows/account';
import { FIXTURE_PASSWORD } from '../../../playground';
import { createFlowHarness, type FlowHarness } from '../flow-harness';

async function signedIn(username = 'alex.rivera'): Promise<FlowHarness> {
  const h = createFlowHarness();
  expect((await h.client.signIn({ username, password: FIXTURE_PASSWORD })).ok).toBe(true);
  return h;
}

describe('useConsentManager', () => {
  it('lists the grants and revokes one (one request per intent), then shows what the service holds', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useConsentManager({ client: h.client, onEvent: h.onEvent }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data?.grants.map((grant) => grant.clientId)).toEqual([
      'budget-planner',
      'receipt-scanner',
    ]);
    expect(result.current.state.data?.grants[0]?.scopes).toEqual(['openid', 'profile', 'email']);
    act(() => {
      result.current.actions.revoke('budget-planner');
      result.current.actions.revoke('budget-planner');
    });
    expect(result.current.state.status).toBe('pending');
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.count('/op/v1/consents', 'DELETE')).toBe(1);
    expect(result.current.state.data?.grants.map((grant) => grant.clientId)).toEqual(['receipt-scanner']);
    expect(h.events).toContainEqual(
      expect.objectContaining({ operation: 'account.consent.save', outcome: 'success' }),
    );
  });

  it('an empty application id is refused without a request (it would revoke every grant)', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useConsentManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.revoke(' '));
    expect(result.current.state.fieldErrors).toEqual({ clientId: 'required' });
    expect(h.count('/op/v1/consents', 'DELETE')).toBe(0);
  });

  it('a user with no grants sees an empty list; signed out is a typed error', async () => {
    const h = await signedIn('two.personal');
    const { result } = renderHook(() => useConsentManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data?.grants).toEqual([]);
    const out = createFlowHarness();
    const signedOut = renderHook(() => useConsentManager({ client: out.client }));
    await waitFor(() => expect(signedOut.result.current.state.status).toBe('error'));
    expect(signedOut.result.current.state.errorCode).toBe('INVALID_IAM_TICKET');
  });

  it('leaving the section while a revoke is in flight: the answer never lands', async () => {
    const h = await signedIn();
    const { result, unmount } = renderHook(() => useConsentManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.revoke('receipt-scanner'));
    const pending = result.current.state;
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending.status).toBe('pending');
    expect(result.current.state.saved).toBe(0);
  });
});

describe('useLinkedIdentities', () => {
  it('lists the linked google sign-in and removes it with its paTokenId', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useLinkedIdentities({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data?.identities).toEqual([
      { paTokenId: 'pat-alex-google', partnerUid: 'google', email: 'alex.rivera@gmail.com' },
    ]);
    act(() => result.current.actions.delink('pat-alex-google'));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.bodyOf('/partner_auth_client/v1/delink')).toEqual({ paTokenId: 'pat-alex-google' });
    expect(result.current.state.data?.identities).toEqual([]);
  });

  it('links google: the partner address is a host redirect; back with the token, the link is listed', async () => {
    const h = await signedIn();
    const onHostCommand = vi.fn();
    const { result } = renderHook(() => useLinkedIdentities({ client: h.client, onHostCommand }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.startLink('https://app.example/account'));
    await waitFor(() => expect(onHostCommand).toHaveBeenCalledTimes(1));
    const url = (onHostCommand.mock.calls[0]?.[0] as { type: string; url: string }).url;
    expect(onHostCommand.mock.calls[0]?.[0]).toMatchObject({ type: 'redirect' });
    // The partner page sends the user back with a response token.
    const page = await h.playground.fetch(url, { redirect: 'manual' });
    const token = new URL(page.headers.get('location') ?? '').searchParams.get('response_token') ?? '';
    expect(token).not.toBe('');
    const back = renderHook(() => useLinkedIdentities({ client: h.client, responseToken: token }));
    await waitFor(() => expect(back.result.current.state.data?.identities).toHaveLength(2));
    expect(h.count('/partner_auth_client/v1/link_user', 'PUT')).toBe(1);
  });

  it('an unknown link is the service error, the list stays', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useLinkedIdentities({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.delink('pat-unknown'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('ACCESS_DENIED');
    expect(result.current.state.data?.identities).toHaveLength(1);
  });
});

describe('useRealmManager', () => {
  it('loads the household alex owns, its products and the pending invitation', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useRealmManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toEqual({
      realm: {
        realmId: 'realm-alex',
        displayName: 'Alex Rivera',
        realmType: 'PERSONAL',
        products: [{ productId: 'budget', isEnabled: true }],
      },
      persona: { personaId: 'prs-alex', roles: ['OWNER'] },
      canManage: true,
      invitations: [
        { invitationId: 'inv-alex-jordan', email: 'jordan@example.com', role: 'MEMBER', status: 'PENDING' },
      ],
    });
  });

  it('invites with a personal message (validated first), and the new invitation is pending', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useRealmManager({ client: h.client, onEvent: h.onEvent }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.invite('not an email'));
    expect(result.current.state.fieldErrors).toEqual({ email: 'whitespace' });
    act(() => {
      result.current.actions.invite('casey@example.com', 'Join our household budget');
      result.current.actions.invite('casey@example.com', 'Join our household budget');
    });
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.count('/realms/current/personas/invite', 'POST')).toBe(1);
    expect(h.bodyOf('/realms/current/personas/invite')).toEqual({
      persona: { email: 'casey@example.com' },
      personalMessage: 'Join our household budget',
    });
    expect(result.current.state.data?.invitations.map((invitation) => invitation.email)).toContain(
      'casey@example.com',
    );
    // The message and the address reach the service only, never analytics.
    expect(JSON.stringify(h.events)).not.toContain('casey@example.com');
  });

  it('resends and revokes an invitation, renames the realm and switches a product off', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useRealmManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.resendInvitation('inv-alex-jordan'));
    await waitFor(() => expect(result.current.state.saved).toBe(1));
    expect(h.sent.some((r) => r.path.endsWith('/invitations/inv-alex-jordan') && r.method === 'PUT')).toBe(
      true,
    );
    act(() => result.current.actions.revokeInvitation('inv-alex-jordan'));
    await waitFor(() => expect(result.current.state.saved).toBe(2));
    expect(result.current.state.data?.invitations).toEqual([]);
    act(() => result.current.actions.rename('  Rivera household '));
    await waitFor(() => expect(result.current.state.saved).toBe(3));
    expect(result.current.state.data?.realm?.displayName).toBe('Rivera household');
    act(() => result.current.actions.setProducts([{ productId: 'budget', isEnabled: false }]));
    await waitFor(() => expect(result.current.state.saved).toBe(4));
    expect(result.current.state.data?.realm?.products).toEqual([{ productId: 'budget', isEnabled: false }]);
  });

  it('changes a role and removes a person by persona id; an unknown one is ACCESS_DENIED', async () => {
    const h = await signedIn();
    const { result } = renderHook(() => useRealmManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    act(() => result.current.actions.changeRole('prs-missing', 'ADMIN'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('ACCESS_DENIED');
    act(() => result.current.actions.changeRole('prs-alex', ''));
    expect(result.current.state.fieldErrors).toEqual({ role: 'required' });
    act(() => result.current.actions.removePerson('prs-missing'));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(h.count('/personas/prs-missing', 'DELETE')).toBe(1);
  });

  it('a member sees the realm and their roles, not the invitations (no request for them)', async () => {
    const h = await signedIn();
    // alex as a plain member of the household (white-box: the role is the service's data).
    const persona = h.playground.service.store.personas.get('prs-alex');
    if (persona !== undefined) {
      persona.role = ['MEMBER'];
    }
    const { result } = renderHook(() => useRealmManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.step).toBe('view'));
    expect(result.current.state.data).toMatchObject({
      persona: { roles: ['MEMBER'] },
      canManage: false,
      invitations: [],
    });
    expect(h.count('/invitations', 'GET')).toBe(0);
  });

  it('a user in no realm gets the typed answer', async () => {
    const h = await signedIn('vera.unverified');
    const { result } = renderHook(() => useRealmManager({ client: h.client }));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.errorCode).toBe('REALM_NOT_FOUND');
  });

  it('pure rules: manager roles, rename and invite checks', () => {
    expect(canManageRealm(['owner'])).toBe(true);
    expect(canManageRealm(['MEMBER'])).toBe(false);
    expect(validateRealmInput({ op: 'rename', displayName: ' ' })).toEqual({ displayName: 'required' });
    expect(validateRealmInput({ op: 'rename', displayName: 'x'.repeat(129) })).toEqual({
      displayName: 'tooLong',
    });
    expect(validateRealmInput({ op: 'invite', email: 'a@example.com', message: 'x'.repeat(1001) })).toEqual({
      message: 'tooLong',
    });
  });
});
