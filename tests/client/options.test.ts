import { describe, expect, it } from 'vitest';
import { createIdentityClient, DEFAULT_BASE_PATHS, type IdentityClientOptions } from '../../headless/client';
import { json, recordingFetch } from './fake-fetch';

const fetch = recordingFetch(() => json({})).fetch;

describe('createIdentityClient options', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('throws "Valid offering id is required." when the offering id is %s', (_label, offeringId) => {
    expect(() =>
      createIdentityClient({
        offeringId,
        baseUrl: 'http://127.0.0.1:4400',
        fetch,
      } as unknown as IdentityClientOptions),
    ).toThrow('Valid offering id is required.');
  });

  it('reads the options as given at creation: a later change to the object changes nothing', () => {
    const options: IdentityClientOptions = {
      offeringId: ' o ',
      baseUrl: 'http://127.0.0.1:4400',
      locale: 'en-gb',
      headerPrefix: 'ab',
      fetch,
    };
    const client = createIdentityClient(options);
    options.locale = 'fr-fr';
    options.headerPrefix = 'zz';
    options.offeringEnv = 'qa';
    expect(client.config).toMatchObject({
      offeringId: 'o',
      offeringEnv: 'prd',
      locale: 'en-gb',
      headerPrefix: 'ab',
    });
  });

  it.each([
    ['https://accounts.example.com', true],
    ['https://example.com', true],
    ['https://a.b.example.com/', true],
    ['http://127.0.0.1:4400', true],
    ['http://localhost:4400', true],
    ['https://evilexample.com', false],
    ['https://example.com.evil.net', false],
    ['http://accounts.example.com', false],
    ['https://user:pw@accounts.example.com', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('base URL %s allowed: %s', (baseUrl, allowed) => {
    const create = () =>
      createIdentityClient({ offeringId: 'o', baseUrl, allowedHosts: ['example.com'], fetch });
    if (allowed) {
      expect(create).not.toThrow();
    } else {
      expect(create).toThrow('Not an identity domain');
    }
  });

  it('names the product in the refusal', () => {
    expect(() =>
      createIdentityClient({ offeringId: 'o', baseUrl: 'https://evil.test', productName: 'Acme', fetch }),
    ).toThrow('Not an Acme domain');
  });

  it('refuses a family override on a host outside the allow-list', () => {
    expect(() =>
      createIdentityClient({
        offeringId: 'o',
        baseUrl: 'https://accounts.example.com',
        allowedHosts: ['example.com'],
        baseUrls: { webauthn: 'https://fido.attacker.net/fido2' },
        fetch,
      }),
    ).toThrow('Not an identity domain');
  });

  it('requires a base URL when there is no page origin', () => {
    expect(() => createIdentityClient({ offeringId: 'o', fetch })).toThrow(/baseUrl/);
  });

  it('moves a family to another allowed origin or path', async () => {
    const rec = recordingFetch(() => json({ countryCodes: ['1'] }));
    const client = createIdentityClient({
      offeringId: 'o',
      baseUrl: 'https://accounts.example.com',
      allowedHosts: ['example.com'],
      baseUrls: { validation: 'https://validate.example.com/v9/', users: '/proxy/users' },
      fetch: rec.fetch,
    });
    await client.getCountryCodes({});
    await client.getUser({});
    expect(rec.calls.map((c) => c.url)).toEqual([
      'https://validate.example.com/v9/phones/sms/country_codes?offering_id=o&offering_env=prd',
      'https://accounts.example.com/proxy/users/me',
    ]);
    expect(client.config.bases.access).toBe(`https://accounts.example.com${DEFAULT_BASE_PATHS.access}`);
  });

  it.each([
    ['prod', 'prd'],
    ['STG', 'prd'],
    ['qa', 'e2e'],
    ['perf', 'prf'],
    ['localhost', 'localhost'],
    ['sandbox-7', 'sandbox-7'],
  ])('normalises offeringEnv %s to %s (seed 000 §9)', (offeringEnv, expected) => {
    const client = createIdentityClient({
      offeringId: 'o',
      offeringEnv,
      baseUrl: 'http://127.0.0.1:4400',
      fetch,
    });
    expect(client.config.offeringEnv).toBe(expected);
  });

  it('exposes defaults: prd, en-us, US, global namespace', () => {
    const client = createIdentityClient({ offeringId: 'o', baseUrl: 'http://127.0.0.1:4400', fetch });
    expect(client.config).toMatchObject({
      offeringEnv: 'prd',
      locale: 'en-us',
      country: 'US',
      namespaceId: 'global',
      headerPrefix: 'ik',
    });
  });
});
