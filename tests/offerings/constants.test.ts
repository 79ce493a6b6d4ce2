import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ASSURANCE_LEVELS, OFFERING_IDS, resolveConfig } from '../../offerings';
import * as rules from '../../rules';

const OFFERINGS_DIR = fileURLToPath(new URL('../../offerings', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every numeric literal in offerings/ other than 0 and 1 (indexes, counters), as `file:line value`. */
function magicNumbers(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(OFFERINGS_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNumericLiteral(node) && node.text !== '0' && node.text !== '1') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(OFFERINGS_DIR, file)}:${line + 1} ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('constants (seed 000 §9, seed 001 §9)', () => {
  it('offerings/ holds no magic numbers: every value comes from rules/constants.ts', () => {
    expect(sourceFiles(OFFERINGS_DIR).length).toBeGreaterThan(20);
    expect(magicNumbers()).toEqual([]);
  });

  // The values offerings/ relies on, as the spec states them, read through the public rules entry.
  it.each([
    ['BEACON_LIFESPAN_MS', 240 * 60 * 1000],
    ['EXPERIMENT_CELL_MAX', 99],
    ['EXPERIMENT_CELL_STORAGE_KEY', 'iux_cell'],
    ['LOG_SAMPLE_PERCENT_PRODUCTION', 50],
    ['LOG_SAMPLE_PERCENT_DEFAULT', 100],
    ['PERCENT_SCALE', 100],
    ['CONFIG_LOG_SPLIT_CHARS', 5000],
    ['DEFAULT_COUNTRY', 'US'],
    ['DEFAULT_LOCALE', 'en-us'],
    ['CREDENTIAL_WRITE_AAL', 25],
    ['STEP_UP_AAL', 25],
    ['PARTNER_LINK_TARGET_AAL', 25],
    ['MFA_TARGET_AAL', 25],
    ['TIME_TRACKING_TARGET_AAL', '20'],
    ['CANADIAN_TAX_LOCALES', ['en', 'fr']],
    ['PARTNER_AUTH_DELAY_DEFAULT_MS', 0],
    ['CONSENT_END_DATE_EARLY', '2017-07-15'],
    ['CONSENT_END_DATE_LATE', '2018-01-01'],
    ['OFFERING_ID_IDENTITY_GLOBAL', '50000003'],
    ['OFFERING_ID_PERSONAL_FINANCE', '50000026'],
    ['SERVER_CONFIG_WAIT_MS', 5000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['DELAY_FIRE_DEFAULT_MS', 30_000],
    ['DEVICE_REPROFILE_INTERVAL_MS', 43_200_000],
  ] as const)('%s = %j', (name, value) => {
    expect((rules as Record<string, unknown>)[name]).toEqual(value);
  });

  it('the fido2 default is the webauthn registration cookie count 3', () => {
    expect(rules.WEBAUTHN_REG_COOKIE.maxCount).toBe(3);
    expect(resolveConfig({ offeringId: 'x' }).fido2RegistrationMaxRequests).toBe(3);
  });

  it('assurance levels are the zones of seed 000 §6, in order', () => {
    expect(ASSURANCE_LEVELS).toEqual([15, 20, 25, 30]);
    expect(ASSURANCE_LEVELS).toEqual(Object.values(rules.AAL_BY_ZONE));
  });

  it('the registry takes its spec values from the constants', () => {
    expect(resolveConfig({ offeringId: OFFERING_IDS.timeTracking }).targetAAL).toBe(
      Number(rules.TIME_TRACKING_TARGET_AAL),
    );
    expect(resolveConfig({ offeringId: OFFERING_IDS.personalFinance, namespace: 'mfa' }).targetAAL).toBe(
      rules.MFA_TARGET_AAL,
    );
    expect(resolveConfig({ offeringId: OFFERING_IDS.consumerTaxCanadaEn }).supportedLocales).toEqual([
      ...rules.CANADIAN_TAX_LOCALES,
    ]);
  });
});
