/**
 * The stand-alone flows' client ports are derived from their request tables (issue 16 §2): each row names
 * the client methods it calls (`uses`), its `perform` sees only those (a type error otherwise, checked
 * below), and `*_CLIENT_METHODS` is the union of the rows' `uses`. Here every row runs against a client
 * that records the methods it reaches: a row calling a method missing from its flow's list fails the test.
 */
import { describe, expect, it } from 'vitest';
import { createIdentityClient } from '../../headless/client';
import { CONSENT_CLIENT_METHODS, CONSENT_REQUESTS } from '../../headless/flows/consent/effects';
import {
  EMAIL_CONFIRMATION_CLIENT_METHODS,
  EMAIL_CONFIRMATION_REQUESTS,
} from '../../headless/flows/email-confirmation/machine';
import { PROOFING_CLIENT_METHODS, PROOFING_REQUESTS } from '../../headless/flows/identity-proofing/effects';
import {
  INVITATION_ACCEPT_CLIENT_METHODS,
  INVITATION_ACCEPT_REQUESTS,
} from '../../headless/flows/invitation/accept';
import {
  INVITATION_ACTIVATE_CLIENT_METHODS,
  INVITATION_ACTIVATE_REQUESTS,
} from '../../headless/flows/invitation/activate';
import {
  ACCOUNT_DELETION_CLIENT_METHODS,
  ACCOUNT_DELETION_REQUESTS,
} from '../../headless/flows/notices/deletion';
import { RECOVERY_CLIENT_METHODS, RECOVERY_REQUESTS } from '../../headless/flows/recovery/effects';
import { FLOW_CLIENT_METHODS } from '../../headless/flows/client-port';
import { IDENTITY_REQUESTS } from '../../headless/flows/late-flows';
import { SIGN_UP_CLIENT_METHODS } from '../../headless/flows/sign-up/client-port';
import { SIGN_UP_REQUESTS } from '../../headless/flows/sign-up/effects';
import { flowRowsFor } from '../../headless/flows/standalone/flow-store';
import { VUU_CLIENT_METHODS, VUU_REQUESTS } from '../../headless/flows/verified-user-update/effects';

type Row = { readonly uses: readonly string[]; readonly perform: (...args: never[]) => Promise<unknown> };

const FLOWS: readonly (readonly [string, Record<string, Row>, readonly string[]])[] = [
  ['consent', CONSENT_REQUESTS, CONSENT_CLIENT_METHODS],
  ['email confirmation', EMAIL_CONFIRMATION_REQUESTS, EMAIL_CONFIRMATION_CLIENT_METHODS],
  ['identity proofing', PROOFING_REQUESTS, PROOFING_CLIENT_METHODS],
  ['invitation accept', INVITATION_ACCEPT_REQUESTS, INVITATION_ACCEPT_CLIENT_METHODS],
  ['invitation activate', INVITATION_ACTIVATE_REQUESTS, INVITATION_ACTIVATE_CLIENT_METHODS],
  ['account deletion', ACCOUNT_DELETION_REQUESTS, ACCOUNT_DELETION_CLIENT_METHODS],
  ['recovery', RECOVERY_REQUESTS, RECOVERY_CLIENT_METHODS],
  ['verified-user update', VUU_REQUESTS, VUU_CLIENT_METHODS],
];

/** A call whose every field reads as a non-empty value, so a row runs its first client call. */
function anyCall(): unknown {
  const values: Record<string | symbol, unknown> = {
    length: 1,
    [Symbol.iterator]: function* () {
      yield 'value';
    },
    [Symbol.toPrimitive]: () => 'value',
  };
  const call: unknown = new Proxy(() => call, {
    get: (_target, key) => (key in values ? values[key] : key === 'then' ? undefined : call),
    ownKeys: () => ['length', 'name', 'prototype'],
  });
  return call;
}

/** Runs `row` against a client that records every method it reaches (each answers with a failure). */
async function methodsReached(row: Row): Promise<string[]> {
  const reached: string[] = [];
  const client = new Proxy(
    {},
    {
      get: (_target, method) => {
        reached.push(String(method));
        return async () => ({ ok: false, error: { code: 'UNKNOWN_ERROR' } });
      },
    },
  );
  const perform = row.perform as (client: unknown, call: unknown, context: unknown) => Promise<unknown>;
  try {
    await perform(client, anyCall(), { attemptId: 1, signal: new AbortController().signal });
  } catch {
    // A call field the fake cannot model: the methods reached so far still count.
  }
  return reached;
}

describe('stand-alone flows: client methods derived from the request tables', () => {
  const real = createIdentityClient({ offeringId: '50000003', baseUrl: 'http://localhost:4000' });

  it.each(FLOWS)('%s: the list is the rows’ uses, each a real client method', (_name, table, methods) => {
    const uses = [...new Set(Object.values(table).flatMap((row) => row.uses))];
    expect([...methods].sort()).toEqual(uses.sort());
    for (const method of methods) {
      expect(typeof (real as unknown as Record<string, unknown>)[method], method).toBe('function');
    }
  });

  it.each(FLOWS)('%s: every row calls only methods of the list', async (_name, table, methods) => {
    for (const [op, row] of Object.entries(table)) {
      const reached = await methodsReached(row);
      expect(reached.length, op).toBeGreaterThan(0);
      for (const method of reached) {
        expect(methods, `${op} calls ${method}`).toContain(method);
      }
    }
  });

  it('a row that calls a method it does not name is a type error', () => {
    const row = flowRowsFor<{ readonly op: 'load' }, { readonly type: 'LOADED'; readonly outcome: never }>();
    const made = row('load', 'consent', 'LOADED', ['getUser'], async (client) => {
      // @ts-expect-error updateUser is not among the row's uses, so the row's client has no such method.
      void client.updateUser;
      return Promise.reject(new Error('not run'));
    });
    expect(made.uses).toEqual(['getUser']);
  });
});

describe('identity store (sign-in, MFA, post-auth, invitation, partner): rows name their client methods', () => {
  const table: Record<string, Row> = IDENTITY_REQUESTS;

  it('every row reaches only the methods its own `uses` names', async () => {
    for (const [op, row] of Object.entries(table)) {
      const reached = await methodsReached(row);
      expect(reached.length, op).toBeGreaterThan(0);
      for (const method of reached) {
        expect(row.uses, `${op} calls ${method}`).toContain(method);
      }
    }
  });

  it('the flows’ client port is the rows’ uses and nothing else', () => {
    const uses = [...new Set(Object.values(table).flatMap((row) => row.uses))];
    expect([...FLOW_CLIENT_METHODS].sort()).toEqual(uses.sort());
  });
});

// Sign-up's rows do not carry `uses` (its form rows load up front with the SignUp screen, whose esbuild
// budget has no room for them): its port is checked against what the rows reach instead.
describe('sign-up: the client port is what its rows reach', () => {
  it('every row reaches only listed methods', async () => {
    for (const [op, row] of Object.entries(SIGN_UP_REQUESTS as Record<string, Pick<Row, 'perform'>>)) {
      const reached = await methodsReached({ uses: [], ...row });
      expect(reached.length, op).toBeGreaterThan(0);
      for (const method of reached) {
        expect(SIGN_UP_CLIENT_METHODS, `${op} calls ${method}`).toContain(method);
      }
    }
  });
});
