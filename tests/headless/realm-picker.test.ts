// The realm (company) picker after sign-in (seed 000 §4.3 "then choose a realm", issue 22): the post-auth
// slice lists the user's realms, asks only with two or more, and takes the chosen realm's ticket.
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../headless/core';
import { authOutcome, httpError, makeState, requests, run } from './helpers';

const PASS = {
  type: 'EVALUATE_AUTH_RESULT',
  result: { ok: true, data: authOutcome({ action: 'PASS' }) },
} as const;
const books = { realmId: 'realm-books', displayName: 'Cory Books', realmType: 'BUSINESS' };
const shop = { realmId: 'realm-shop', displayName: 'Cory Garden Shop', realmType: 'BUSINESS' };

describe('realm picker (post-auth step realmPicker)', () => {
  const entered = run(makeState({ enableRealmPicker: true, enableOAuthFlow: false }), PASS);

  it('reads the user realms on entering the step', () => {
    expect(entered.state.session.postAuthProcess).toBe('realmPicker');
    expect(requests(entered.effects)).toEqual([['getRealms', 'getRealms']]);
  });

  it.each([
    ['one realm', [books]],
    ['no realm', []],
  ])('%s: nothing to choose, the sequence goes on without a ticket call', (_label, realms) => {
    const listed = run(entered.state, { type: 'REALMS_RESULT', result: { ok: true, data: realms } });
    expect(listed.state.step).toBe('signedIn');
    expect(requests(listed.effects)).toEqual([]);
  });

  it('a failed list does not block sign-in', () => {
    const listed = run(entered.state, {
      type: 'REALMS_RESULT',
      result: { ok: false, error: httpError('SERVICE_UNAVAILABLE', { status: 503 }) },
    });
    expect(listed.state.step).toBe('signedIn');
  });

  it('two realms: the picker waits; the chosen realm gets its ticket, then the sequence completes', () => {
    const listed = run(entered.state, { type: 'REALMS_RESULT', result: { ok: true, data: [books, shop] } });
    expect(listed.state.session.postAuthProcess).toBe('realmPicker');
    expect(listed.state.postAuth.realms).toEqual([books, shop]);
    // A realm the list did not offer is refused before anything is sent.
    expect(requests(run(listed.state, { type: 'REALM_CHOSEN', realmId: 'realm-other' }).effects)).toEqual([]);
    const chosen = run(listed.state, { type: 'REALM_CHOSEN', realmId: 'realm-shop' });
    expect(requests(chosen.effects)).toEqual([['createTicketWithUserRealm', 'createTicketWithUserRealm']]);
    const ticket = { userId: 'cory', authenticationLevel: 25, scoped: true };
    const done = run(chosen.state, {
      type: 'REALM_SET_RESULT',
      realmId: 'realm-shop',
      result: { ok: true, data: { iamTicket: ticket } },
    });
    expect(done.state.step).toBe('signedIn');
    expect(done.state.postAuth.chosenRealmId).toBe('realm-shop');
    expect(done.state.session.iamTicket).toEqual(ticket);
  });

  it('a refused choice stays on the picker with its error', () => {
    const listed = run(entered.state, { type: 'REALMS_RESULT', result: { ok: true, data: [books, shop] } });
    const refused = run(
      listed.state,
      { type: 'REALM_CHOSEN', realmId: 'realm-books' },
      {
        type: 'REALM_SET_RESULT',
        realmId: 'realm-books',
        result: { ok: false, error: httpError('REALM_NOT_FOUND', { status: 404 }) },
      },
    );
    expect(refused.state.session.postAuthProcess).toBe('realmPicker');
    expect(errorOf(refused.state.requests.createTicketWithUserRealm)?.code).toBe('REALM_NOT_FOUND');
    expect(refused.state.postAuth.chosenRealmId).toBeNull();
  });

  it('comes before the OAuth exchange, so the code is issued for the chosen realm', () => {
    const both = run(makeState({ enableRealmPicker: true, enableOAuthFlow: true }), PASS);
    expect(both.state.session.postAuthProcess).toBe('realmPicker');
  });
});
