// Contract: every remote call of the client (headless/client/paths.ts) against the playground, in two
// tables keyed by call name, so a call added to the client without a contract case fails the type check:
// - FAILURES: the documented failure each call gets from the service (code and HTTP status, read by the
//   real client through IdentityError), or, for the few calls the service never fails, proof that they
//   succeed even for an anonymous caller;
// - the success side of every call is exercised in the other contract files; the coverage test at the end
//   reads them and fails when a call has no successful use there.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../headless/advanced';
import type { ClientResult, RemoteCallName } from '../../headless/advanced';
import { data, failure, PASSWORD, rig, type Rig } from './playground-client';

type Caller = 'anonymous' | 'alex';

interface Fails {
  readonly as: Caller;
  readonly input: Record<string, unknown>;
  readonly code: string;
  readonly status: number;
}

interface NeverFails {
  /** Why the service has no failure for this call (the test proves it answers an anonymous caller). */
  readonly neverFails: string;
  readonly input: Record<string, unknown>;
}

const ALEX = 'alex.rivera';
const NO_TICKET = { code: 'INVALID_IAM_TICKET', status: 401 } as const;
const BAD_ARGUMENT = { code: 'INVALID_ARGUMENT', status: 400 } as const;
const LONG = 'x'.repeat(300);
const WRONG_CODE = [{ type: 'EMAIL_OTP', value: '000000' }];

const FAILURES: Record<RemoteCallName, Fails | NeverFails> = {
  // {base}
  verifyTicket: { as: 'anonymous', input: {}, ...NO_TICKET },
  signIn: {
    as: 'anonymous',
    input: { username: 'alex@example.com', password: 'Wrong-Horse-7' },
    code: 'INVALID_CREDENTIALS',
    status: 401,
  },
  signInMigratedUser: {
    as: 'anonymous',
    input: {
      acquisitionId: 'acq-1',
      namespace: 'global',
      username: 'lee.locked@example.com',
      password: PASSWORD,
    },
    code: 'LOCKED_OUT',
    status: 403,
  },
  signOut: { neverFails: 'signing out without a session is a no-op (idempotent)', input: {} },
  sendSignInConfirmation: { as: 'anonymous', input: { channelType: 'SMS' }, ...NO_TICKET },
  sendSignInConfirmationV2: {
    as: 'anonymous',
    input: { challengeToken: [{ type: 'SMS_OTP', value: 'x' }] },
    ...NO_TICKET,
  },
  signInSecondaryAccount: { as: 'anonymous', input: { userId: 'two.business' }, ...NO_TICKET },
  verifySignInConfirmation: {
    as: 'anonymous',
    input: { confirmationId: 'nope', challengeToken: [{ type: 'SMS_OTP', value: '000000' }] },
    ...NO_TICKET,
  },
  verifySignInConfirmationV2: {
    as: 'anonymous',
    input: { confirmationId: 'nope', challengeToken: [{ type: 'SMS_OTP', value: '000000' }] },
    ...NO_TICKET,
  },
  verifyTotp: { as: 'anonymous', input: { verificationCode: '000000' }, ...NO_TICKET },
  evaluateAuth: { as: 'anonymous', input: { targetAAL: 25 }, ...NO_TICKET },
  verifyAuth: { as: 'anonymous', input: { targetAAL: 25 }, ...NO_TICKET },
  upgradeAal: { as: 'anonymous', input: { targetAAL: 25 }, ...NO_TICKET },
  createTicketWithUserRealm: {
    as: 'alex',
    input: { realmId: 'realm-missing' },
    code: 'REALM_NOT_FOUND',
    status: 404,
  },
  lookupUsernames: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  selectAccount: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  adaptiveSignIn: {
    as: 'anonymous',
    input: { username: 'alex@example.com', password: 'Wrong-Horse-7' },
    code: 'INVALID_CREDENTIALS',
    status: 401,
  },
  accessEvaluateAuth: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  accessVerifyAuth: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  verifyTicketV2: { as: 'anonymous', input: {}, ...NO_TICKET },
  getUserPublicInfo: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  checkUsernameAvailability: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  subscribeToProduct: {
    as: 'alex',
    input: { offeringId: '50000003', realmId: 'realm-missing' },
    code: 'REALM_NOT_FOUND',
    status: 404,
  },
  // {realm-base}, {v3}, account choices, csr
  setRealm: { as: 'anonymous', input: { userId: ALEX, realmId: 'realm-acme' }, ...NO_TICKET },
  resetPassword: {
    as: 'anonymous',
    input: { password: 'New-Horse-8' },
    code: 'INVALID_CHALLENGE_TOKEN_TYPE',
    status: 400,
  },
  resetPasswordEnd: {
    as: 'anonymous',
    input: { userId: ALEX, password: 'New-Horse-8' },
    code: 'INVALID_CHALLENGE_TOKEN_TYPE',
    status: 400,
  },
  fetchOtpToken: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  deleteAccountChoice: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  csrResetPassword: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  // webauthn
  webauthnDereg: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  webauthnRegistrationOptions: { as: 'anonymous', input: {}, ...NO_TICKET },
  webauthnRegister: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  webauthnAuthenticationOptions: { as: 'anonymous', input: { username: LONG }, ...BAD_ARGUMENT },
  webauthnAuthenticate: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  // users
  createUser: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  signUp: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  activateUser: {
    as: 'anonymous',
    input: { accessCode: '000000' },
    code: 'ACCOUNT_ACTIVATION_FAILED',
    status: 400,
  },
  getUser: { as: 'anonymous', input: {}, ...NO_TICKET },
  updateUser: { as: 'anonymous', input: { email: 'new@example.com' }, ...NO_TICKET },
  transferUser: {
    as: 'alex',
    input: { realmId: 'realm-acme' },
    code: 'INSUFFICIENT_AUTHENTICATION_LEVEL',
    status: 403,
  },
  findUsersByEmail: { as: 'anonymous', input: { email: 'alex@example.com' }, ...NO_TICKET },
  findUsersByPhone: { as: 'anonymous', input: { phone: '+16505550100' }, ...NO_TICKET },
  findUsersByExternalId: { as: 'anonymous', input: { externalUserId: 'google-1001' }, ...NO_TICKET },
  getSuggestedUsernames: { as: 'anonymous', input: { firstName: LONG }, ...BAD_ARGUMENT },
  updateSecurityPrefs: { as: 'anonymous', input: { userId: ALEX, securityPref: [] }, ...NO_TICKET },
  updateMySecurityPrefs: {
    as: 'alex',
    input: { securityPref: [{ key: 'MFA_OPT_IN_STATUS', value: 'MAYBE' }] },
    ...BAD_ARGUMENT,
  },
  createChannelConfirmation: {
    as: 'anonymous',
    input: { userId: ALEX, channelType: 'EMAIL', confirmType: 'CODE' },
    ...NO_TICKET,
  },
  confirmChannel: {
    as: 'alex',
    input: { userId: ALEX, confirmationId: 'nope', channelType: 'EMAIL', challengeToken: WRONG_CODE },
    code: 'INVALID_CONFIRMATION_ID',
    status: 400,
  },
  confirmEmail: {
    as: 'alex',
    input: {
      userId: ALEX,
      email: 'alex@example.com',
      status: 'CONFIRMED',
      confirmationId: 'nope',
      challengeToken: WRONG_CODE,
    },
    code: 'INVALID_CONFIRMATION_ID',
    status: 400,
  },
  getSelectAccounts: { as: 'anonymous', input: {}, ...NO_TICKET },
  postSelectAccounts: { as: 'alex', input: { userId: 'sam.sms' }, code: 'ACCESS_DENIED', status: 403 },
  selectRealms: { as: 'alex', input: { realmId: 'realm-missing' }, code: 'REALM_NOT_FOUND', status: 404 },
  getOOWQuestions: { as: 'anonymous', input: {}, ...NO_TICKET },
  gradeOOWAnswers: {
    as: 'alex',
    input: { encryptedSessionId: 'oow-unknown', outOfWalletQuestionAnswers: [] },
    code: 'ACCESS_DENIED',
    status: 403,
  },
  deleteLinks: { as: 'anonymous', input: {}, ...NO_TICKET },
  addRealm: { as: 'alex', input: {}, ...BAD_ARGUMENT },
  getRealms: { as: 'anonymous', input: {}, ...NO_TICKET },
  getUserContactInfoStatus: { as: 'anonymous', input: {}, ...NO_TICKET },
  recordContactInfoStatus: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  getAccessEvents: { as: 'anonymous', input: {}, ...NO_TICKET },
  deleteDeviceAccess: { as: 'anonymous', input: {}, ...NO_TICKET },
  getTestAttributes: { as: 'anonymous', input: {}, ...NO_TICKET },
  lookUpGrantByUser: { as: 'anonymous', input: {}, ...NO_TICKET },
  getMergeCandidates: { as: 'anonymous', input: {}, ...NO_TICKET },
  collectConsent: { as: 'anonymous', input: { consents: [] }, ...NO_TICKET },
  accountRecoveryBegin: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  accountRecoveryGetChallenges: {
    as: 'anonymous',
    input: {},
    code: 'INVALID_CHALLENGE_TOKEN_TYPE',
    status: 400,
  },
  accountRecoveryCreateConfirmation: {
    as: 'anonymous',
    input: {},
    code: 'INVALID_CHALLENGE_TOKEN_TYPE',
    status: 400,
  },
  accountRecoveryVerifyConfirmation: {
    as: 'anonymous',
    input: {},
    code: 'INVALID_CHALLENGE_TOKEN_TYPE',
    status: 400,
  },
  accountRecoveryGetUsers: { as: 'anonymous', input: {}, code: 'INVALID_CHALLENGE_TOKEN_TYPE', status: 400 },
  generateTotpKey: { as: 'anonymous', input: {}, ...NO_TICKET },
  activateTotpKey: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  deactivateTotpKey: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  sendVerificationEmailV2: {
    as: 'anonymous',
    input: { email: 'alex@example.com', confirmType: 'CODE' },
    ...NO_TICKET,
  },
  confirmEmailVerificationV2: {
    as: 'anonymous',
    input: { confirmationId: 'nope', tokenType: 'EMAIL_OTP', token: '000000' },
    ...NO_TICKET,
  },
  accountRecoveryBeginAcquisition: {
    as: 'anonymous',
    input: { acquisitionId: 'acq-1', namespace: 'global' },
    ...BAD_ARGUMENT,
  },
  // invitations
  activateInvitation: {
    as: 'anonymous',
    input: { invitationId: 'inv-pending', accessCode: '000000' },
    code: 'INVALID_ACCESS_CODE',
    status: 400,
  },
  verifyInvitationChallenges: {
    as: 'anonymous',
    input: { invitationId: 'inv-pending', accessCode: '000000' },
    code: 'INVALID_ACCESS_CODE',
    status: 400,
  },
  getInvitationChallenges: {
    as: 'anonymous',
    input: { invitationId: 'inv-missing' },
    code: 'INVALID_ACCESS_CODE',
    status: 404,
  },
  listInvitations: { as: 'anonymous', input: {}, ...NO_TICKET },
  updateInvitation: {
    as: 'alex',
    input: { invitationId: 'inv-pending', operation: 'revoke' },
    code: 'ACCESS_DENIED',
    status: 403,
  },
  verifyInviteByReceiver: {
    as: 'anonymous',
    input: { invitationId: 'inv-pending', accessCode: '000000' },
    code: 'INVALID_ACCESS_CODE',
    status: 400,
  },
  acceptInvitation: {
    as: 'anonymous',
    input: { invitationId: 'inv-pending', accessCode: '123456' },
    ...NO_TICKET,
  },
  getInvitationAttributes: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  // OAuth and consent (seed 000 §8.3 codes are the OAuth error strings)
  createOAuth1RequestToken: {
    as: 'anonymous',
    input: { requestToken: 'request-token-1', scope: 'openid' },
    ...NO_TICKET,
  },
  exchangeTicketForAuthCode: {
    as: 'alex',
    input: {
      clientId: 'demo-client',
      redirectUri: 'http://127.0.0.1:4400/other',
      state: 's1',
      scope: 'openid',
    },
    code: 'invalid_redirect_uri',
    status: 400,
  },
  updateAuthorizationFlow: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  getOAuthConsents: { as: 'anonymous', input: {}, ...NO_TICKET },
  deleteOAuthConsents: { as: 'anonymous', input: {}, ...NO_TICKET },
  createConsent: { as: 'anonymous', input: { consents: [] }, ...NO_TICKET },
  // partner auth
  partnerAuthBegin: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  partnerAuthLink: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  partnerAuthGetData: {
    as: 'anonymous',
    input: { responseToken: 'pa-unknown' },
    code: 'partner_auth_access_denied',
    status: 401,
  },
  getLinkedIdentities: { as: 'anonymous', input: {}, ...NO_TICKET },
  delinkPartner: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  // personas and realms
  updatePersonaRoles: {
    as: 'alex',
    input: { personaId: 'persona-missing', role: 'ADMIN' },
    code: 'ACCESS_DENIED',
    status: 404,
  },
  updatePersona: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  deletePersona: { as: 'alex', input: { personaId: 'persona-missing' }, code: 'ACCESS_DENIED', status: 404 },
  deletePersonas: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  authorizePersonaTransfer: { as: 'anonymous', input: { realmId: 'realm-acme' }, ...NO_TICKET },
  updateRealmProducts: {
    as: 'alex',
    input: { realmId: 'realm-missing', product: [] },
    code: 'REALM_NOT_FOUND',
    status: 404,
  },
  getCurrentRealmPersona: { as: 'anonymous', input: {}, ...NO_TICKET },
  inviteToCurrentRealm: { as: 'anonymous', input: { persona: {} }, ...NO_TICKET },
  updateRealm: {
    as: 'alex',
    input: { realmId: 'realm-missing', displayName: 'X' },
    code: 'REALM_NOT_FOUND',
    status: 404,
  },
  reattachRealm: {
    as: 'alex',
    input: { realmId: 'realm-missing', sourceRealmId: 'realm-acme' },
    code: 'REALM_NOT_FOUND',
    status: 404,
  },
  startSpInitiatedSso: { as: 'anonymous', input: { spEntity: 'me' }, ...NO_TICKET },
  // account, validation, configuration
  notifyAccountDeletionAborted: { as: 'anonymous', input: {}, ...NO_TICKET },
  validatePhoneNumber: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  validateEmailAddress: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  getCountryCodes: { neverFails: 'the SMS country-code list is static public data', input: {} },
  getWidgetsJson: { as: 'anonymous', input: { offeringId: LONG }, ...BAD_ARGUMENT },
  getPluginConfig: { neverFails: 'the plugin configuration is static public data', input: {} },
  getAppFabricConfiguration: { as: 'anonymous', input: { offeringId: LONG }, ...BAD_ARGUMENT },
  sendFrontEndLogs: { as: 'anonymous', input: {}, ...BAD_ARGUMENT },
  persistCookies: {
    as: 'anonymous',
    input: {
      cookies: [
        {
          name: 'bad name glogin',
          value: 'v',
          expires: new Date(Date.now() + 30 * 86_400_000).toUTCString(),
        },
      ],
    },
    ...BAD_ARGUMENT,
  },
  getDeviceId: { neverFails: 'a device id is issued to anyone (seed 001 §7 device id)', input: {} },
};

type Untyped = (input: Record<string, unknown>) => Promise<ClientResult<unknown>>;
const method = (rigged: Rig, name: RemoteCallName): Untyped =>
  (rigged.client as unknown as Record<RemoteCallName, Untyped>)[name];

let r: Rig;
beforeEach(async () => {
  r = await rig('contract-every-call');
});

describe('every call: its documented failure, as a typed IdentityError', () => {
  const failing = Object.entries(FAILURES).filter(
    (entry): entry is [RemoteCallName, Fails] => 'code' in entry[1],
  );
  it.each(failing)('%s', async (name, c) => {
    if (c.as === 'alex') {
      data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    }
    const error = failure(await method(r, name)(c.input));
    // A service answer (status set), not a refusal before sending or a transport failure.
    expect({ kind: error.kind, code: error.code, status: error.status }).toEqual({
      kind: 'http',
      code: c.code,
      status: c.status,
    });
    expect(typeof error.serverMessage).toBe('string');
  });

  const never = Object.entries(FAILURES).filter(
    (entry): entry is [RemoteCallName, NeverFails] => 'neverFails' in entry[1],
  );
  it.each(never)('%s never fails: %s', async (name, c) => {
    expect((await method(r, name)(c.input)).ok).toBe(true);
  });
});

describe('calls whose success had no contract case elsewhere', () => {
  it('activateUser activates the invited account with the access code and signs it in', async () => {
    const activated = await r.client.activateUser({
      accessCode: '123456',
      user: { username: 'acme.clerk', password: 'Ledger-Lines-5', email: { address: 'alex@example.com' } },
    });
    data(activated);
    expect(data(await r.client.getUser({})).userId).toBe('acme.clerk');
    // The access code is single use: the invitation is no longer PENDING.
    expect(
      failure(
        await r.client.activateUser({
          accessCode: '123456',
          user: { username: 'acme.clerk2', password: 'Ledger-Lines-5' },
        }),
      ).code,
    ).toBe('ACCOUNT_ACTIVATION_FAILED');
  });

  it('selectRealms moves the ticket to one of the user realms', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const realmId = data(await r.client.getRealms({})).realms[0]?.realmId ?? '';
    expect(realmId).not.toBe('');
    const selected = data(await r.client.selectRealms({ realmId }));
    expect(selected.iamTicket).toMatchObject({ userId: ALEX, scoped: true, realmId });
  });

  it('createOAuth1RequestToken authorises a request token for the signed-in user', async () => {
    data(await r.client.signIn({ username: 'alex@example.com', password: PASSWORD }));
    const created = data(
      await r.client.createOAuth1RequestToken({
        requestToken: 'request-token-1',
        scope: 'openid',
        expirationSeconds: 600,
      }),
    );
    expect(created.token).toBe('request-token-1');
    // The playground clock is real time here: the expiry is 600 s after issue, give or take the call.
    const lifetime = Date.parse(created.expiresAt ?? '') - r.playground.now();
    expect(lifetime).toBeGreaterThan(598_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
    expect(
      failure(
        await r.client.createOAuth1RequestToken({ requestToken: 'request-token-1', expirationSeconds: 0 }),
      ).code,
    ).toBe('INVALID_ARGUMENT');
  });
});

describe('coverage', () => {
  it('every remote call is also called outside the failure table (its success cases)', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(here)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(here, file), 'utf8'))
      .join('\n')
      // This file's failure table names every call; only its success section counts.
      .replace(/const FAILURES[\s\S]*?\n};\n/, '');
    const remote = Object.entries(CALLS)
      .filter(([, spec]) => !('local' in spec))
      .map(([name]) => name);
    expect(remote.filter((name) => !sources.includes(`.${name}(`))).toEqual([]);
  });
});
