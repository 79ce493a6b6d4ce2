import { describe, expect, it } from 'vitest';
import {
  CODE_PATH_OVERRIDES,
  NO_LOADER_OVERRIDES,
  createRegistry,
  filterUrlOverrides,
  parseQuery,
  resolveConfig,
  stripOneTimeParams,
} from '../../offerings';

describe('parseQuery', () => {
  it.each([
    ['locale', 'locale', 'fr-ca'],
    ['cid', 'cid', 'c-1'],
    ['cui_session_id', 'cuiSessionId', 's-1'],
    ['inv_attr', 'invAttr', 'attr'],
    ['partner_uid', 'partnerUid', 'google'],
    ['response_token', 'responseToken', 'tok'],
    ['access_code', 'accessCode', '1234'],
    ['invitation_id', 'invitationId', 'inv-9'],
    ['client_id', 'clientId', 'client'],
    ['response_type', 'responseType', 'code'],
    ['redirect_uri', 'redirectUri', 'https://app.example/cb'],
    ['state', 'state', 'a b+c/=='],
    ['scope', 'scope', 'openid profile'],
    ['x_user_aal', 'xUserAal', '25'],
  ] as const)('reads %s as %s', (param, field, value) => {
    const q = new URLSearchParams({ [param]: value });
    expect(parseQuery(q)[field]).toBe(value);
    expect(parseQuery(`?${q.toString()}`)[field]).toBe(value);
    expect(parseQuery(`https://host.example/page?${q.toString()}#frag`)[field]).toBe(value);
  });

  it('keeps OAuth state byte-exact (no trimming or case change)', () => {
    const state = '  Ab%2F+ü ';
    expect(parseQuery(new URLSearchParams({ state })).state).toBe(state);
  });

  it('treats absent or empty parameters as null', () => {
    const q = parseQuery('?locale=&cid');
    expect(q.locale).toBeNull();
    expect(q.cid).toBeNull();
    expect(parseQuery(null).state).toBeNull();
    expect(parseQuery('').loader).toEqual(NO_LOADER_OVERRIDES);
  });

  it.each([
    ['?iux_policies=mfa,Consent', ['CONSENT', 'MFA']],
    ['?iux_policies=b%2Ca%2C%20b', ['A', 'B']],
    ['?iux_policies=', []],
    ['', []],
  ])('iux_policies %s -> %j (upper-cased, sorted)', (query, expected) => {
    expect(parseQuery(query).policies).toEqual(expected);
  });

  it.each([
    ['iux_v4=true', 'v4', true],
    ['iux_v4=mfa,sign-in', 'v4', ['mfa', 'sign-in']],
    ['iux_v4=false', 'v4', null],
    ['iux_v2=true', 'v2', true],
    ['iux_v2=idproofing', 'v2', ['idproofing']],
    ['iux_v3=true', 'v3', true],
    ['iux_v3=false', 'v3', false],
    ['iux_v3=maybe', 'v3', null],
    ['iux_theme=harmony', 'theme', 'harmony'],
    ['iux_disable_css=true', 'disableCss', true],
    ['iux_disable_tests=1', 'disableTests', true],
    ['iux_log_sample_percentage=10', 'logSamplePercentage', 10],
    ['iux_log_sample_percentage=101', 'logSamplePercentage', null],
    ['iux_log_sample_percentage=-5', 'logSamplePercentage', null],
    ['iux_log_sample_percentage=5.5', 'logSamplePercentage', null],
    ['iux_flows=password-signup', 'flows', 'password-signup'],
  ] as const)('loader override %s -> %s = %j', (query, field, value) => {
    expect(parseQuery(`?${query}`).loader[field]).toEqual(value);
  });

  it('strips one-time parameters from the address', () => {
    expect(stripOneTimeParams('https://a.example/p?access_code=1&x=2&state=s&response_token=t#h')).toBe(
      'https://a.example/p?x=2#h',
    );
    expect(stripOneTimeParams('not a url')).toBe('not a url');
  });
});

describe('URL overrides in production', () => {
  const ALL = parseQuery(
    '?iux_v4=true&iux_v2=mfa&iux_v3=true&iux_theme=harmony&iux_disable_css=true&iux_disable_tests=true&iux_log_sample_percentage=5&iux_flows=oia',
  ).loader;

  it.each(['e2e', 'prf', 'localhost'] as const)('applies every override in %s', (environment) => {
    const decision = filterUrlOverrides(ALL, { environment, allowed: [] });
    expect(decision.ignored).toEqual([]);
    expect(decision.applied).toHaveLength(8);
    expect(decision.overrides).toEqual(ALL);
  });

  it('ignores code-path overrides in prd and says why; cosmetic ones apply', () => {
    const decision = filterUrlOverrides(ALL, { environment: 'prd', allowed: [] });
    expect([...decision.applied].sort()).toEqual(['iux_log_sample_percentage', 'iux_theme']);
    expect(decision.ignored).toEqual(
      expect.arrayContaining(CODE_PATH_OVERRIDES.map((name) => ({ name, reason: 'notAllowedInProduction' }))),
    );
    expect(decision.ignored).toHaveLength(CODE_PATH_OVERRIDES.length);
    expect(decision.overrides.v4).toBeNull();
    expect(decision.overrides.flows).toBeNull();
    expect(decision.overrides.theme).toBe('harmony');
  });

  it('applies an override the offering allows in prd', () => {
    const decision = filterUrlOverrides(ALL, { environment: 'prd', allowed: ['iux_flows'] });
    expect(decision.overrides.flows).toBe('oia');
    expect(decision.applied).toContain('iux_flows');
  });

  it.each([
    ['?iux_flows=express', 'iux_flows'],
    ['?iux_theme=neon', 'iux_theme'],
  ] as const)('ignores %s as an unknown value', (query, name) => {
    const config = resolveConfig({ offeringId: 'x', offeringEnv: 'qa', query });
    expect(config.urlOverrides.ignored).toEqual([{ name, reason: 'unknownValue' }]);
  });

  it('resolveConfig: iux_flows changes the sign-up flow outside prd, not in prd', () => {
    expect(
      resolveConfig({
        offeringId: 'x',
        offeringEnv: 'qa',
        namespace: 'sign-up',
        query: '?iux_flows=password-signup',
      }).signUp.flow,
    ).toBe('password-signup');
    const prd = resolveConfig({
      offeringId: 'x',
      offeringEnv: 'prod',
      namespace: 'sign-up',
      query: '?iux_flows=password-signup',
    });
    expect(prd.signUp.flow).toBe('ecosystem');
    expect(prd.urlOverrides.ignored).toEqual([{ name: 'iux_flows', reason: 'notAllowedInProduction' }]);
  });

  it('resolveConfig: the server can allow an override in prd', () => {
    const config = resolveConfig({
      offeringId: 'x',
      offeringEnv: 'prd',
      query: '?iux_v4=true',
      serverConfig: { 'sign-in': { allowedUrlOverrides: ['iux_v4'] } },
    });
    expect(config.urlOverrides.overrides.v4).toBe(true);
  });

  it('resolveConfig: iux_theme sets the page theme, or the identity theme when it names one', () => {
    expect(resolveConfig({ offeringId: 'x', query: '?iux_theme=ios' }).theme).toBe('ios');
    const identity = resolveConfig({ offeringId: 'x', query: '?iux_theme=creditkarma' });
    expect(identity.idsTheme).toBe('creditkarma');
    expect(identity.theme).toBe('default');
  });

  it('resolveConfig: log sampling follows the environment and the override', () => {
    expect(resolveConfig({ offeringId: 'x', offeringEnv: 'prd' }).logSamplePercent).toBe(50);
    expect(resolveConfig({ offeringId: 'x', offeringEnv: 'perf' }).logSamplePercent).toBe(50);
    expect(resolveConfig({ offeringId: 'x', offeringEnv: 'qa' }).logSamplePercent).toBe(100);
    expect(
      resolveConfig({ offeringId: 'x', offeringEnv: 'prd', query: '?iux_log_sample_percentage=7' })
        .logSamplePercent,
    ).toBe(7);
  });

  it('resolveConfig: an allow-list in the registry is honoured', () => {
    const registry = createRegistry(
      [],
      [{ offeringIds: ['y'], options: { allowedUrlOverrides: ['iux_disable_tests'] } }],
    );
    const config = resolveConfig({
      offeringId: 'y',
      offeringEnv: 'prd',
      registry,
      query: '?iux_disable_tests=true&iux_disable_css=true',
    });
    expect(config.urlOverrides.applied).toEqual(['iux_disable_tests']);
    expect(config.urlOverrides.ignored).toEqual([
      { name: 'iux_disable_css', reason: 'notAllowedInProduction' },
    ]);
  });
});

describe('ignored overrides are logged with their reason', () => {
  it('gives one setup warning per ignored override, naming it, the offering and why', () => {
    const lines: string[] = [];
    const config = resolveConfig({
      offeringId: 'acme.log',
      offeringEnv: 'prod',
      query: '?iux_v4=true&iux_flows=password-signup&iux_theme=neon&iux_log_sample_percentage=5',
      onWarning: (line) => lines.push(line),
    });
    expect(lines).toEqual(config.warnings);
    expect(lines).toEqual([
      'Setup warning: address parameter iux_v4 ignored for offering acme.log: it changes code paths and is ignored in prd unless the offering lists it in allowedUrlOverrides.',
      'Setup warning: address parameter iux_theme ignored for offering acme.log: its value is not one the kit knows.',
      'Setup warning: address parameter iux_flows ignored for offering acme.log: it changes code paths and is ignored in prd unless the offering lists it in allowedUrlOverrides.',
    ]);
  });

  it('does not echo the refused value', () => {
    const config = resolveConfig({ offeringId: 'x', offeringEnv: 'qa', query: '?iux_theme=%3Cscript%3E' });
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings.join('')).not.toContain('<script>');
  });

  it('has no warnings when every override applies, and survives a throwing logger', () => {
    expect(resolveConfig({ offeringId: 'x', offeringEnv: 'qa', query: '?iux_v4=true' }).warnings).toEqual([]);
    const config = resolveConfig({
      offeringId: 'x',
      offeringEnv: 'prd',
      query: '?iux_v2=true',
      onWarning: () => {
        throw new Error('logger down');
      },
    });
    expect(config.warnings).toHaveLength(1);
    expect(config.urlOverrides.overrides.v2).toBeNull();
  });
});
