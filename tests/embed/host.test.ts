// Host detection and the allowed domain-suffix rule (seed 001 §1), the tax isolation host (seed 000 §1) and
// the tax account-manager redirect (seed 000 §2).
import { describe, expect, test } from 'vitest';
import {
  checkScriptOrigin,
  detectScriptOrigin,
  identityOrigin,
  taxAccountManagerUrl,
  type HostRules,
} from '../../embed';
import { buildTaxAccountManagerLink } from '../../offerings';

const RULES: HostRules = {
  productName: 'acme',
  allowedHostSuffixes: ['acme.example', 'acmetax.example'],
  extraHostSuffixes: ['acme.example.ca'],
  pluginCdnHosts: ['plugins.acme.example'],
  taxDomain: 'acmetax.example',
};

describe('detectScriptOrigin', () => {
  test('finds the loader by its file name among the page scripts', () => {
    expect(
      detectScriptOrigin(
        ['https://cdn.other.example/app.js', 'https://accounts.acme.example/embed/loader.js?v=3'],
        RULES,
      ),
    ).toBe('https://accounts.acme.example');
  });

  test('skips scripts from the plugin content-delivery hosts; the last match wins', () => {
    expect(
      detectScriptOrigin(
        [
          'https://a.acme.example/loader.js',
          'https://x.plugins.acme.example/loader.js',
          'https://b.acme.example/loader.min.js',
        ],
        RULES,
      ),
    ).toBe('https://b.acme.example');
    expect(detectScriptOrigin(['https://plugins.acme.example/loader.js'], RULES)).toBeNull();
  });

  test('other file names and unparseable addresses are not the loader', () => {
    expect(detectScriptOrigin(['https://a.acme.example/loader.jsx', 'not a url', ''], RULES)).toBeNull();
  });
});

describe('checkScriptOrigin', () => {
  test('an undetected host is an error', () => {
    expect(checkScriptOrigin(null, RULES)).toEqual({
      ok: false,
      error: 'Could not detect the identity script host.',
    });
  });

  test.each([
    'https://accounts.acme.example',
    'https://acme.example',
    'https://accounts.acmetax.example',
    'https://accounts.acme.example.ca',
    'http://127.0.0.1:4400',
    'http://localhost:5173',
  ])('%s is allowed', (origin) => {
    expect(checkScriptOrigin(origin, RULES)).toEqual({ ok: true, origin });
  });

  test.each([
    'https://evilacme.example',
    'https://acme.example.evil.net',
    'http://accounts.acme.example',
    'https://accounts.acme.example.fr',
  ])('%s is "Not an acme domain"', (origin) => {
    expect(checkScriptOrigin(origin, RULES)).toEqual({ ok: false, error: 'Not an acme domain' });
  });
});

describe('tax hosts', () => {
  test('tax isolation moves the identity host to the tax domain; ssz and loopback stay', () => {
    expect(identityOrigin('https://accounts.acme.example', 'tax', RULES)).toBe(
      'https://accounts.acmetax.example',
    );
    expect(identityOrigin('https://accounts.acme.example', 'ssz', RULES)).toBe(
      'https://accounts.acme.example',
    );
    expect(identityOrigin('https://accounts.acme.example', null, RULES)).toBe(
      'https://accounts.acme.example',
    );
    expect(identityOrigin('http://127.0.0.1:4400', 'tax', RULES)).toBe('http://127.0.0.1:4400');
  });

  test('account-manager redirect: e2e ptc., prf dtc., prd none; same as offerings builder', () => {
    expect(taxAccountManagerUrl('e2e', RULES)).toBe(
      'https://ptc.accounts.acmetax.example/app/account-manager/security/password',
    );
    expect(taxAccountManagerUrl('prf', RULES)).toMatch(/^https:\/\/dtc\.accounts\./);
    expect(taxAccountManagerUrl('prd', RULES)).toMatch(/^https:\/\/accounts\./);
    for (const env of ['prd', 'e2e', 'prf', 'localhost'] as const) {
      expect(taxAccountManagerUrl(env, RULES)).toBe(buildTaxAccountManagerLink(env, 'password'));
    }
  });
});
