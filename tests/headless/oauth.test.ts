// OAuth hand-off (seed 000 §4.6, §8.3), tightened: never navigate to an address the server did not answer for.
import { describe, expect, it } from 'vitest';
import type { HostCommand } from '../../headless/core';
import type { OAuthRequest } from '../../headless/flows/post-auth/oauth';
import {
  buildOAuthErrorRedirect,
  buildOAuthSuccessRedirect,
  showsOAuthErrorOnPage,
} from '../../headless/flows/post-auth/oauth';
import { selectPostAuthView } from '../../headless/flows/post-auth/selectors';
import { authOutcome, httpError, makeState, requests, run } from './helpers';

const request: OAuthRequest = {
  clientId: 'demo-client',
  redirectUri: 'https://app.example.com/callback?keep=1',
  state: 'a b+c/=%',
  scope: 'openid',
};

describe('redirect builders', () => {
  it.each([
    [{}, { username: null, staySignedIn: null }, 'response_type=code&code=C1&state=a+b%2Bc%2F%3D%25'],
    [
      { responseType: 'code id_token' },
      { username: null, staySignedIn: null },
      'response_type=code+id_token&code=C1&state=',
    ],
    [{ sendUsername: true }, { username: 'pat', staySignedIn: true }, 'x_username=pat&x_stay_signed_in=true'],
    [{ sendUsername: false }, { username: 'pat', staySignedIn: false }, 'x_stay_signed_in=false'],
  ] as const)('success %j %j contains %s', (extraFields, extras, expected) => {
    const extra: Partial<OAuthRequest> = extraFields;
    const url = buildOAuthSuccessRedirect({ ...request, ...extra }, { code: 'C1' }, extras);
    expect(url.startsWith('https://app.example.com/callback?keep=1&')).toBe(true);
    expect(url).toContain(expected);
    if (extras.username !== null && extra.sendUsername !== true) {
      expect(url).not.toContain('x_username');
    }
  });

  it('state survives byte-exact', () => {
    const url = new URL(
      buildOAuthSuccessRedirect(request, { code: 'C1' }, { username: null, staySignedIn: null }),
    );
    expect(url.searchParams.get('state')).toBe('a b+c/=%');
  });

  it('error redirect lower-cases the code and carries description and state', () => {
    const url = new URL(buildOAuthErrorRedirect(request, 'ACCESS_DENIED', 'User said no'));
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('User said no');
    expect(url.searchParams.get('state')).toBe('a b+c/=%');
  });

  it.each([
    ['invalid_redirect_uri', 'x', true],
    ['invalid_client', '', true],
    ['unauthorized_client', 'x', true],
    ['x_invalid_app_token', 'x', true],
    ['overall_redirect_uri_too_long', 'x', true],
    ['cannot_parse_response_text', '', true],
    ['temporarily_unavailable', '', true],
    ['server_error', '', true],
    ['server_error', 'Database down', false],
    ['access_denied', '', false],
    ['consent_required', 'ask', false],
  ])('%s (description %j) stays on the page: %s', (code, description, expected) => {
    expect(showsOAuthErrorOnPage(code, description)).toBe(expected);
  });
});

describe('post-auth OAuth step', () => {
  const pass = {
    type: 'EVALUATE_AUTH_RESULT',
    result: { ok: true, data: authOutcome({ action: 'PASS' }) },
  } as const;
  const hostCommands = (effects: readonly { kind: string; command?: HostCommand }[]) =>
    effects.flatMap((effect) => (effect.kind === 'host' && effect.command ? [effect.command] : []));

  it('without a redirect address the exchange fails invalid_redirect_uri and nothing navigates', () => {
    const { state, effects } = run(makeState({ enableOAuthFlow: true }), pass);
    const failure = state.requests.exchangeTicketForAuthCode;
    expect(failure.status === 'STOPPED' && failure.outcome === 'failure' ? failure.error.code : null).toBe(
      'invalid_redirect_uri',
    );
    expect(hostCommands(effects)).toEqual([]);
    expect(requests(effects)).toEqual([]);
  });

  it.each([['javascript:alert(1)'], ['data:text/html,hi'], ['/relative/only']])(
    'a %s redirect address is refused',
    (redirectUri) => {
      const { effects, state } = run(
        makeState({ enableOAuthFlow: true, oauth: { ...request, redirectUri } }),
        pass,
      );
      expect(requests(effects)).toEqual([]);
      expect(state.requests.exchangeTicketForAuthCode.status).toBe('STOPPED');
    },
  );

  it('success redirects once the sequence completes, after consent', () => {
    const config = { enableOAuthFlow: true, enableConsentFlow: true, oauth: request };
    const started = run(makeState(config), pass);
    expect(requests(started.effects)).toEqual([['exchangeTicketForAuthCode', 'exchangeTicketForAuthCode']]);
    const exchanged = run(started.state, {
      type: 'OAUTH_EXCHANGE_RESULT',
      result: { ok: true, data: { code: 'C1' } },
    });
    expect(exchanged.state.session.postAuthProcess).toBe('consent');
    expect(hostCommands(exchanged.effects)).toEqual([]);
    const done = run(exchanged.state, { type: 'POST_AUTH_STEP_DONE', step: 'consent' });
    const [command] = hostCommands(done.effects);
    expect(command?.url).toContain('code=C1');
    expect(done.state.step).toBe('signedIn');
  });

  it.each([
    ['invalid_client', '', false],
    ['cannot_parse_response_text', '', false],
    ['access_denied', 'no', true],
  ])('failure %s redirects back to the client: %s', (code, description, redirects) => {
    const started = run(makeState({ enableOAuthFlow: true, oauth: request }), pass).state;
    const { effects, state } = run(started, {
      type: 'OAUTH_EXCHANGE_RESULT',
      result: { ok: false, error: httpError(code, { serverMessage: description }) },
    });
    const commands = hostCommands(effects);
    expect(commands.length === 1).toBe(redirects);
    if (redirects) {
      expect(new URL(commands[0]?.url ?? '').searchParams.get('error')).toBe(code);
    }
    expect(selectPostAuthView(state).oauthErrorOnPage).toBe(!redirects);
    expect(state.step).toBe('postAuth');
  });

  // Seed 000 §4.6: the recovery-info lookup runs only when x_username is wanted, no username is known and no
  // partner response token stands in for it.
  it.each([
    ['opted in, no username', true, null, null, true],
    ['opted in, username known', true, 'pat', null, false],
    ['opted in, partner token', true, null, 'tok', false],
    ['not opted in', false, null, null, false],
  ] as const)(
    'username lookup with the exchange: %s',
    (_label, sendUsername, username, partnerToken, expected) => {
      const state = makeState({ enableOAuthFlow: true, oauth: { ...request, sendUsername } }, (draft) => {
        draft.session.partnerAuthResponseToken = partnerToken;
      });
      const passing = {
        ...pass,
        result: { ok: true, data: authOutcome({ action: 'PASS', username }) },
      } as const;
      const [call] = run(state, passing).effects.flatMap((effect) =>
        effect.kind === 'request' ? [effect.call] : [],
      );
      expect(call?.op === 'exchangeTicketForAuthCode' ? call.lookupUsername : null).toBe(expected);
    },
  );

  // No server answered for the address, so nothing vouched for it: stay on the page (issue 5 §2 tightening).
  it.each([
    ['network', 'NETWORK_ERROR'],
    ['timeout', 'TIMEOUT'],
    ['aborted', 'ABORTED'],
    ['invalid-response', 'INVALID_RESPONSE'],
    ['invalid-request', 'access_denied'],
  ] as const)('a %s failure (%s) never navigates and shows on the page', (kind, code) => {
    const started = run(makeState({ enableOAuthFlow: true, oauth: request }), pass).state;
    const { effects, state } = run(started, {
      type: 'OAUTH_EXCHANGE_RESULT',
      result: { ok: false, error: { ...httpError(code), kind } },
    });
    expect(hostCommands(effects)).toEqual([]);
    expect(state.postAuth.redirectUrl).toBeNull();
    expect(kind === 'invalid-request' || showsOAuthErrorOnPage(code, '')).toBe(true);
    expect(selectPostAuthView(state).oauthErrorOnPage).toBe(true);
  });
});
