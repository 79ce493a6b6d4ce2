// Partner auth transitions (seed 000 §4.5) as a table: event in, state and effects out.
import { describe, expect, it } from 'vitest';
import { partnerAuthOffered } from '../../headless/flows/partner/machine';
import { selectPartnerView } from '../../headless/flows/partner/selectors';
import { authOutcome, httpError, makeState, requests, run } from './helpers';

const begin = { type: 'PARTNER_AUTH_REQUESTED', partnerUid: 'google' } as const;

function hosts(effects: readonly { kind: string }[]): unknown[] {
  return effects.flatMap((effect) => (effect.kind === 'host' && 'command' in effect ? [effect.command] : []));
}

describe('partner auth (seed 000 §4.5)', () => {
  it.each([
    ['no partner configured', {}, false],
    ['google configured', { partnerUid: 'google' as const }, true],
    ['account recovery', { partnerUid: 'google' as const, accountRecovery: true }, false],
    ['a response token is present', { partnerUid: 'google' as const, partnerResponseToken: 'prt-1' }, false],
  ])('offered: %s -> %s', (_label, config, offered) => {
    const state = makeState(config);
    expect(partnerAuthOffered(state)).toBe(offered);
    expect(selectPartnerView(state).offered).toBe(offered);
    const { effects } = run(state, begin);
    expect(requests(effects)).toEqual(offered ? [['partnerAuthBegin', 'partnerAuthBegin']] : []);
  });

  it('success follows uris[0] as a host command', () => {
    const { state, effects } = run(makeState({ partnerUid: 'google' }), begin, {
      type: 'PARTNER_AUTH_BEGIN_RESULT',
      result: { ok: true, data: { uri: 'https://accounts.example/partner?x=1' } },
    });
    expect(hosts(effects)).toEqual([{ type: 'redirect', url: 'https://accounts.example/partner?x=1' }]);
    expect(state.session.partnerAuthBeginRedirectUri).toBe('https://accounts.example/partner?x=1');
  });

  it.each([
    ['a failure', { ok: false as const, error: httpError('SERVER_ERROR') }],
    ['no uri', { ok: true as const, data: { uri: null } }],
    ['a script uri', { ok: true as const, data: { uri: 'javascript:alert(1)' } }],
  ])('%s is PARTNER_INITIATION_FAIL and navigates nowhere', (_label, result) => {
    const { state, effects } = run(makeState({ partnerUid: 'google' }), begin, {
      type: 'PARTNER_AUTH_BEGIN_RESULT',
      result,
    });
    expect(hosts(effects)).toEqual([]);
    expect(selectPartnerView(state).errorCode).toBe('PARTNER_INITIATION_FAIL');
  });

  it('partner_uid and response_token: user names are fetched once and the first prefills the user id', () => {
    const start = makeState({ returnedPartnerUid: 'google', partnerResponseToken: 'prt-1' });
    expect(selectPartnerView(start).dataWanted).toBe(true);
    const { state, effects } = run(
      start,
      { type: 'PARTNER_DATA_REQUESTED' },
      { type: 'PARTNER_DATA_REQUESTED' },
      { type: 'PARTNER_DATA_RESULT', result: { ok: true, data: { userNames: ['pat.google', 'pat.two'] } } },
    );
    expect(requests(effects)).toEqual([['partnerAuthGetData', 'partnerAuthGetData']]);
    expect(state.signIn.identifier).toBe('pat.google');
    expect(selectPartnerView(state).dataWanted).toBe(false);
    expect(selectPartnerView(state).userNames).toEqual(['pat.google', 'pat.two']);
  });

  it('no fetch without partner_uid', () => {
    const { effects } = run(makeState({ partnerResponseToken: 'prt-1' }), { type: 'PARTNER_DATA_REQUESTED' });
    expect(requests(effects)).toEqual([]);
  });

  it('after sign-in the brand hand-off waits for Continue, then links and finishes the sequence', () => {
    const signedIn = run(
      makeState({ returnedPartnerUid: 'google', partnerResponseToken: 'prt-1' }),
      { type: 'SIGN_IN_SUBMITTED', username: 'pat', password: 'pw' },
      { type: 'SIGN_IN_RESULT', result: { ok: true, data: authOutcome({ action: 'PASS' }) } },
    );
    expect(signedIn.state.session.postAuthProcess).toBe('partnerAuthentication');
    expect(selectPartnerView(signedIn.state).handOff).toBe(true);
    expect(requests(signedIn.effects)).toEqual([['signIn', 'signIn']]);
    const linked = run(
      signedIn.state,
      { type: 'PARTNER_LINK_REQUESTED' },
      { type: 'PARTNER_LINK_REQUESTED' },
      { type: 'PARTNER_LINK_RESULT', result: { ok: true, data: null } },
    );
    expect(requests(linked.effects)).toEqual([['partnerAuthLink', 'partnerAuthLink']]);
    expect(linked.state.session.postAuthProcess).toBe('complete');
    expect(linked.state.step).toBe('signedIn');
  });

  it('linking is not sent before the hand-off step', () => {
    const { effects } = run(makeState({ partnerResponseToken: 'prt-1' }), { type: 'PARTNER_LINK_REQUESTED' });
    expect(requests(effects)).toEqual([]);
  });

  it('the response token never reaches analytics', () => {
    const { effects } = run(
      makeState({ returnedPartnerUid: 'google', partnerResponseToken: 'prt-secret' }),
      { type: 'PARTNER_DATA_REQUESTED' },
      { type: 'PARTNER_DATA_RESULT', result: { ok: false, error: httpError('ACCESS_DENIED') } },
    );
    const emitted = effects.filter((effect) => effect.kind === 'emit');
    expect(JSON.stringify(emitted)).not.toContain('prt-secret');
  });
});
