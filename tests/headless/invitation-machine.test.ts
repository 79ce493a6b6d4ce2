// Invitation transitions (seed 000 §4.4) as a table: event in, state and effects out.
import { describe, expect, it } from 'vitest';
import type { InvitationCheck } from '../../headless/flows/events';
import { accountFilterOf } from '../../headless/flows/invitation/account-filter';
import { selectInvitationView } from '../../headless/flows/invitation/selectors';
import { analytics, httpError, makeState, requests, run } from './helpers';

function check(partial: Partial<InvitationCheck> = {}): InvitationCheck {
  return {
    statusCode: 'PENDING',
    channel: 'EMAIL',
    hasIdentifierPolicy: false,
    user: null,
    realmName: 'Acme Books',
    inviterName: null,
    ...partial,
  };
}

const verify = { type: 'INVITATION_VERIFY_REQUESTED', invitationId: 'inv-1', accessCode: '123456' } as const;
const verified = (data: InvitationCheck) =>
  ({ type: 'INVITATION_VERIFY_RESULT', invitationId: 'inv-1', result: { ok: true, data } }) as const;

describe('invitation (seed 000 §4.4)', () => {
  it('the view names who invited and to what once verified (issue 18 §3), and null when the service does not say', () => {
    const named = run(makeState(), verify, verified(check({ inviterName: 'Sam Lee' }))).state;
    expect(selectInvitationView(named)).toMatchObject({ inviterName: 'Sam Lee', realmName: 'Acme Books' });
    const unnamed = run(makeState(), verify, verified(check({ realmName: null }))).state;
    expect(selectInvitationView(unnamed)).toMatchObject({ inviterName: null, realmName: null });
    expect(selectInvitationView(makeState()).inviterName).toBeNull();
  });

  it('verify starts one request; a second verify while pending sends nothing; the code stays out of state', () => {
    const { state, effects } = run(makeState(), verify, verify);
    expect(requests(effects)).toEqual([['verifyInvitation', 'verifyInvitation']]);
    expect(state.requests.verifyInvitation.status).toBe('IN_PROGRESS');
    expect(JSON.stringify(state)).not.toContain('123456');
  });

  it.each(['EXPIRED', 'ACCEPTED', 'REJECTED', 'REMOVED', 'IN_PROGRESS'])(
    'status %s puts the initial error on the page and stops',
    (statusCode) => {
      const { state, effects } = run(makeState(), verify, verified(check({ statusCode })));
      expect(state.invitation).toMatchObject({
        status: 'stopped',
        statusCode,
        errorCode: 'EXPIRED_INVITATION_REQUEST',
      });
      expect(requests(effects)).toEqual([['verifyInvitation', 'verifyInvitation']]);
      expect(state.step).toBe('password');
    },
  );

  it('PENDING proceeds', () => {
    const { state } = run(makeState(), verify, verified(check()));
    expect(state.invitation).toMatchObject({ status: 'pending', errorCode: null, requiresMfa: false });
    expect(state.invitation.realmName).toBe('Acme Books');
  });

  it.each([
    ['an SMS invitation', check({ channel: 'SMS' })],
    ['an identifier policy', check({ hasIdentifierPolicy: true })],
  ])('%s goes through MFA (evaluate auth)', (_label, data) => {
    const { state, effects } = run(makeState(), verify, verified(data));
    expect(state.invitation.requiresMfa).toBe(true);
    expect(requests(effects).slice(1)).toEqual([['evaluateAuth', 'evaluateAuth']]);
  });

  it('a failed verify keeps its code and can be retried', () => {
    const failedResult = {
      type: 'INVITATION_VERIFY_RESULT',
      invitationId: 'inv-1',
      result: { ok: false, error: httpError('INVALID_ACCESS_CODE') },
    } as const;
    const { state } = run(makeState(), verify, failedResult);
    expect(state.invitation.status).toBe('none');
    const again = run(state, verify);
    expect(requests(again.effects)).toEqual([['verifyInvitation', 'verifyInvitation']]);
  });

  it('a reply for another invitation id is ignored', () => {
    const other = { ...verified(check()), invitationId: 'inv-2' };
    const { state } = run(makeState(), verify, other);
    expect(state.invitation.status).toBe('none');
    expect(state.requests.verifyInvitation.status).toBe('IN_PROGRESS');
  });

  it('client invitation with a user: identifier-first submits itself and filters choices to the invited user', () => {
    const start = makeState({
      identifierFirst: true,
      enableAccountChoices: true,
      clientInvitationFlow: true,
      userEnumeration: 'off',
    });
    expect(start.step).toBe('identifier');
    const { state, effects } = run(
      start,
      verify,
      verified(check({ user: { userId: 'alex.rivera', username: 'alex.rivera' } })),
    );
    expect(requests(effects)).toEqual([
      ['verifyInvitation', 'verifyInvitation'],
      ['lookupUsernames', 'lookupUsernames'],
    ]);
    // The filter is the invitation slice's (account-filter.ts); the host's config is left as it was.
    expect(accountFilterOf(state)).toEqual(['alex.rivera']);
    expect(state.config.accountFilter).toBeNull();
    expect(state.signIn.identifier).toBe('alex.rivera');
    const lookup = run(state, {
      type: 'LOOKUP_RESULT',
      result: {
        ok: true,
        data: {
          users: [
            { userId: 'alex.rivera', username: 'alex.rivera' },
            { userId: 'alex.other', username: 'alex.other' },
          ],
          reasonCode: null,
        },
      },
    });
    expect(lookup.state.signIn.candidates.map((user) => user.userId)).toEqual(['alex.rivera']);
    expect(lookup.state.signIn.selectedUserId).toBe('alex.rivera');
    expect(lookup.state.step).toBe('password');
    expect(analytics(effects)).not.toContainEqual(expect.objectContaining({ identifier: expect.anything() }));
  });

  it('without the client invitation flow, a user does not submit anything', () => {
    const { effects } = run(
      makeState({ identifierFirst: true }),
      verify,
      verified(check({ user: { userId: 'alex.rivera', username: 'alex.rivera' } })),
    );
    expect(requests(effects)).toEqual([['verifyInvitation', 'verifyInvitation']]);
  });

  it('the username of getInvitationAttributes(inv_attr) prefills the user id', () => {
    const { state, effects } = run(
      makeState(),
      { type: 'INVITATION_ATTRIBUTES_REQUESTED', invAttr: 'attr-1' },
      { type: 'INVITATION_ATTRIBUTES_RESULT', result: { ok: true, data: { username: 'alex.rivera' } } },
    );
    expect(requests(effects)).toEqual([['invitationAttributes', 'invitationAttributes']]);
    expect(state.signIn.identifier).toBe('alex.rivera');
  });

  it('a read-only prefilled user id is not replaced', () => {
    const { state } = run(
      makeState({ userIdToPrefill: 'pat', isUserIdReadonly: true }),
      { type: 'INVITATION_ATTRIBUTES_REQUESTED', invAttr: 'attr-1' },
      { type: 'INVITATION_ATTRIBUTES_RESULT', result: { ok: true, data: { username: 'alex.rivera' } } },
    );
    expect(state.signIn.identifier).toBe('pat');
  });
});
