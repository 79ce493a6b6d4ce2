/**
 * Fixture accounts of the playground (issue 4 §2). Every account's password is FIXTURE_PASSWORD. The table
 * below is printed by `npm run playground` and documented in playground/README.md.
 */

import { OFFERING_ID_IDENTITY_GLOBAL } from '../../rules/constants';
import { hashPassword } from '../crypto/password';
import type { RandomSource } from '../core/random';
import { INVITATION_TTL_MS } from '../core/limits';
import type { Store } from './store';
import type { StoredUser } from './types';

/** The password of every fixture account. */
export const FIXTURE_PASSWORD = 'Correct-Horse-7';
/** The captcha token the playground accepts (any other token is rejected). */
export const FIXTURE_CAPTCHA_TOKEN = 'playground-captcha-ok';
/** TOTP secret of tess.totp (RFC 4648 base32). */
export const FIXTURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** The security question of quinn.sqa and its answer (compared trimmed, ignoring case). */
export const FIXTURE_SECURITY_QUESTION = {
  question: 'What was the name of your first pet?',
  answer: 'Pebbles',
} as const;
/** The right out-of-wallet answers (one per question of the playground's bank). */
export const FIXTURE_OOW_ANSWERS = ['Elm Street', 'Playground Savings'] as const;
/** Access code of the pending invitation. */
export const FIXTURE_INVITATION_CODE = '123456';
/** The access code of inv-acme-morgan, the invitation of a person without an account (a new account). */
export const FIXTURE_NEW_ACCOUNT_INVITATION_CODE = '135790';
/**
 * The registered OAuth client. Its redirect URIs are the playground's own base URL (and loopback twin) plus
 * `redirectPath`; `redirectUri` is that address for a playground on the default origin
 * (PLAYGROUND_DEFAULT_ORIGIN, as in Node tests), not an address every playground accepts.
 */
export const FIXTURE_OAUTH_CLIENT = {
  clientId: 'demo-client',
  redirectPath: '/callback',
  redirectUri: 'http://127.0.0.1:4400/callback',
} as const;

/** One line per fixture: what to type and what happens. */
export interface FixtureAccount {
  readonly key: string;
  /** Empty for an account without email (sign in with the user id). */
  readonly email: string;
  readonly userId: string;
  readonly behaviour: string;
}

export const FIXTURE_ACCOUNTS: readonly FixtureAccount[] = [
  {
    key: 'alex',
    email: 'alex@example.com',
    userId: 'alex.rivera',
    behaviour: 'Plain password sign-in, no MFA.',
  },
  {
    key: 'sam',
    email: 'sam.sms@example.com',
    userId: 'sam.sms',
    behaviour: 'SMS one-time code required (phone +1 650 555 0100).',
  },
  {
    key: 'tess',
    email: 'tess.totp@example.com',
    userId: 'tess.totp',
    behaviour: `TOTP required; secret ${FIXTURE_TOTP_SECRET}.`,
  },
  {
    key: 'lee',
    email: 'lee.locked@example.com',
    userId: 'lee.locked',
    behaviour: 'Locked out (LOCKED_OUT); account recovery unlocks it.',
  },
  {
    key: 'casey',
    email: 'casey.captcha@example.com',
    userId: 'casey.captcha',
    behaviour: `Captcha required; token "${FIXTURE_CAPTCHA_TOKEN}" passes.`,
  },
  {
    key: 'twoPersonal',
    email: 'two.accounts@example.com',
    userId: 'two.personal',
    behaviour: 'One of two accounts on this email (account chooser).',
  },
  {
    key: 'twoBusiness',
    email: 'two.accounts@example.com',
    userId: 'two.business',
    behaviour: 'One of two accounts on this email (account chooser).',
  },
  {
    key: 'vera',
    email: 'vera.unverified@example.com',
    userId: 'vera.unverified',
    behaviour: 'Signs in, then must complete the verified-user update (phone needed).',
  },
  {
    key: 'olive',
    email: 'olive.oow@example.com',
    userId: 'olive.oow',
    behaviour: `Out-of-wallet questions (OOW); right answers: ${FIXTURE_OOW_ANSWERS.join(', ')}.`,
  },
  {
    key: 'quinn',
    email: 'quinn.sqa@example.com',
    userId: 'quinn.sqa',
    behaviour: `Security question (SQA) "${FIXTURE_SECURITY_QUESTION.question}"; answer "${FIXTURE_SECURITY_QUESTION.answer}".`,
  },
  {
    key: 'gil',
    email: 'gil.govid@example.com',
    userId: 'gil.govid',
    behaviour:
      'Government ID (GOVID): the hand-off page /__playground/govid verifies it; sign in again after.',
  },
  {
    key: 'pia',
    email: 'pia.phone@example.com',
    userId: 'pia.phone',
    behaviour: 'No phone: PHONE_COLLECTION (add a phone, confirm the texted code); after that, SMS codes.',
  },
  {
    key: 'eli',
    email: '',
    userId: 'eli.noemail',
    behaviour:
      'No email: EMAIL_COLLECTION (add an email, confirm the emailed code); after that, email codes.',
  },
  {
    key: 'cory',
    email: 'cory.companies@example.com',
    userId: 'cory.companies',
    behaviour:
      'Works in two companies (Cory Books, Cory Garden Shop): the realm picker (demo: ?realmPicker=true) asks which.',
  },
  {
    key: 'beaOld',
    email: 'bea@example.com',
    userId: 'bea.old',
    behaviour:
      'Sign in with user id bea.old: the best-account check finds bea.best on the same email (demo: ?betterAccount=true offers it).',
  },
  {
    key: 'beaBest',
    email: 'bea@example.com',
    userId: 'bea.best',
    behaviour: 'The better account of bea.old (same email).',
  },
];

/** Other fixtures, for the printed table and the README. */
export const FIXTURE_NOTES: readonly string[] = [
  `Invitation inv-pending (to alex@example.com from Sam Lee, realm "Acme Books"): access code ${FIXTURE_INVITATION_CODE}; inv_attr=attr-inv-pending.`,
  'Invitation inv-expired: access code 654321, no inviter named, expired (verify answers status EXPIRED; accept answers EXPIRED_INVITATION_REQUEST).',
  `Invitation inv-acme-morgan (to morgan@example.com, who has no account, from Sam Lee, realm "Acme Books"): access code ${FIXTURE_NEW_ACCOUNT_INVITATION_CODE}; the invitation page shows the activate form (a new account).`,
  'Invitation inv-expired-sam (to morgan@example.com from Sam Lee): access code 864200, expired; the expired screen names Sam Lee.',
  `OAuth client ${FIXTURE_OAUTH_CLIENT.clientId}: redirect URI ${FIXTURE_OAUTH_CLIENT.redirectPath} on this server's own address (exact match), scopes openid profile email.`,
  'OAuth client consent-client: same redirect URI; asks for consent first (consent_required until granted).',
  'Partner sign-in: google, signs in as pat.google@example.com (links to no account until linked).',
  'alex (account page): google linked as alex.rivera@gmail.com; budget-planner and receipt-scanner have access; household "Alex Rivera" (owner) with invitation inv-alex-jordan pending for jordan@example.com.',
];

/** One day in milliseconds (fixture ages). */
const DAY_MS = 24 * 60 * 60_000;

type UserSeed = Partial<StoredUser> & Pick<StoredUser, 'userId'> & { emailAddress: string };

function baseUser(seed: UserSeed, now: number): StoredUser {
  const { emailAddress, ...rest } = seed;
  return {
    username: seed.userId,
    namespaceId: OFFERING_ID_IDENTITY_GLOBAL,
    userType: 'IAMTEST',
    accountState: 'ACTIVE',
    email: { address: emailAddress, status: 'CONFIRMED' },
    phones: [],
    fullName: null,
    password: null,
    passwordHistory: [],
    requiredFactor: 'none',
    totpSecret: null,
    pendingTotpSecret: null,
    lastTotpCounter: -1,
    captchaRequired: false,
    failedSignIns: 0,
    lockedUntil: null,
    riskLevel: 'LOW',
    verifiedUserUpdate: null,
    securityPrefs: {},
    realmIds: [],
    consents: [],
    linkedPartners: [],
    credentials: [],
    createdAt: now,
    lastSignInAt: null,
    ...rest,
  };
}

/**
 * Seeds every fixture into an empty store, synchronously, so `playground.users` is complete at once.
 * Password hashes are computed afterwards by `hashFixturePasswords` (awaited before the first request).
 */
export function seedFixtures(
  store: Store,
  now: number,
  /** Exact redirect URIs of the OAuth clients: the playground's own `/callback` addresses. */
  redirectUris: readonly string[] = [FIXTURE_OAUTH_CLIENT.redirectUri],
): void {
  const seeds: UserSeed[] = [
    {
      userId: 'alex.rivera',
      emailAddress: 'alex@example.com',
      fullName: { givenName: 'Alex', surName: 'Rivera' },
      realmIds: ['realm-alex'],
      // Account management (issue 20): a linked google sign-in (not the playground partner's own subject,
      // so partner sign-in still links to no account) and two applications with access.
      linkedPartners: [
        {
          partnerUid: 'google',
          paTokenId: 'pat-alex-google',
          subject: 'google-alex',
          email: 'alex.rivera@gmail.com',
        },
      ],
      consents: [
        {
          consentType: 'oauth:budget-planner',
          consentTermRef: 'openid profile email',
          grantedAt: now - 30 * DAY_MS,
        },
        { consentType: 'oauth:receipt-scanner', consentTermRef: 'openid email', grantedAt: now - 2 * DAY_MS },
      ],
      // The account page's address and government-id sections (issue 20) have something to show.
      addresses: [
        {
          type: 'MAIN',
          primary: true,
          address1: '2700 Coast Ave',
          cityOrLocality: 'Mountain View',
          stateOrProvince: 'CA',
          postalCode: '94043',
          country: 'US',
        },
      ],
      securityPrefs: { GOVERNMENT_ID_STATUS: 'VERIFIED' },
    },
    {
      userId: 'sam.sms',
      emailAddress: 'sam.sms@example.com',
      fullName: { givenName: 'Sam', surName: 'Silva' },
      phones: [{ phoneNumber: '+16505550100', status: 'CONFIRMED', type: 'MOBILE', primary: true }],
      requiredFactor: 'sms',
      securityPrefs: { MFA_OPT_IN_STATUS: 'ENABLED' },
    },
    {
      userId: 'tess.totp',
      emailAddress: 'tess.totp@example.com',
      fullName: { givenName: 'Tess', surName: 'Tanaka' },
      requiredFactor: 'totp',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      securityPrefs: { MFA_OPT_IN_STATUS: 'ENABLED' },
    },
    {
      userId: 'lee.locked',
      emailAddress: 'lee.locked@example.com',
      fullName: { givenName: 'Lee', surName: 'Lund' },
      accountState: 'LOCKED',
    },
    {
      userId: 'casey.captcha',
      emailAddress: 'casey.captcha@example.com',
      fullName: { givenName: 'Casey', surName: 'Cho' },
      captchaRequired: true,
    },
    {
      userId: 'two.personal',
      emailAddress: 'two.accounts@example.com',
      fullName: { givenName: 'Toni', surName: 'Two' },
      realmIds: ['realm-two-personal'],
    },
    {
      userId: 'two.business',
      emailAddress: 'two.accounts@example.com',
      fullName: { givenName: 'Toni', surName: 'Two' },
      realmIds: ['realm-two-business'],
    },
    {
      userId: 'vera.unverified',
      emailAddress: 'vera.unverified@example.com',
      fullName: { givenName: 'Vera', surName: 'Vance' },
      verifiedUserUpdate: { phone: true, email: false, fullName: false },
    },
    // Challenges beyond codes, each through the real evaluate-auth path with a graded answer.
    {
      userId: 'olive.oow',
      emailAddress: 'olive.oow@example.com',
      fullName: { givenName: 'Olive', surName: 'Ortiz' },
      requiredFactor: 'oow',
    },
    {
      userId: 'quinn.sqa',
      emailAddress: 'quinn.sqa@example.com',
      fullName: { givenName: 'Quinn', surName: 'Quade' },
      requiredFactor: 'sqa',
      securityQuestion: { ...FIXTURE_SECURITY_QUESTION },
    },
    {
      userId: 'gil.govid',
      emailAddress: 'gil.govid@example.com',
      fullName: { givenName: 'Gil', surName: 'Grant' },
      requiredFactor: 'govid',
    },
    {
      userId: 'pia.phone',
      emailAddress: 'pia.phone@example.com',
      fullName: { givenName: 'Pia', surName: 'Park' },
      requiredFactor: 'phoneCollection',
    },
    {
      userId: 'eli.noemail',
      emailAddress: '',
      fullName: { givenName: 'Eli', surName: 'Eng' },
      requiredFactor: 'emailCollection',
    },
    // The realm picker after sign-in (seed 000 §4.3 "choose a realm"): two companies.
    {
      userId: 'cory.companies',
      emailAddress: 'cory.companies@example.com',
      fullName: { givenName: 'Cory', surName: 'Cole' },
      realmIds: ['realm-cory-books', 'realm-cory-shop'],
    },
    // The better-account offer (post-auth best-account check): two accounts on one email.
    { userId: 'bea.old', emailAddress: 'bea@example.com', fullName: { givenName: 'Bea', surName: 'Baker' } },
    { userId: 'bea.best', emailAddress: 'bea@example.com', fullName: { givenName: 'Bea', surName: 'Baker' } },
  ];
  for (const seed of seeds) {
    const user = baseUser(seed, now);
    // eli.noemail has no email at all (EMAIL_COLLECTION).
    store.users.set(seed.userId, seed.emailAddress === '' ? { ...user, email: null } : user);
  }

  store.realms.set('realm-alex', {
    realmId: 'realm-alex',
    displayName: 'Alex Rivera',
    realmType: 'PERSONAL',
    realmName: 'alex',
    products: [{ productId: 'budget', enabled: true }],
    ownerUserId: 'alex.rivera',
  });
  store.realms.set('realm-two-personal', {
    realmId: 'realm-two-personal',
    displayName: 'Toni (personal)',
    realmType: 'PERSONAL',
    realmName: 'toni-personal',
    products: [],
    ownerUserId: 'two.personal',
  });
  store.realms.set('realm-two-business', {
    realmId: 'realm-two-business',
    displayName: 'Two Business LLC',
    realmType: 'BUSINESS',
    realmName: 'two-business',
    products: [],
    ownerUserId: 'two.business',
  });
  store.realms.set('realm-cory-books', {
    realmId: 'realm-cory-books',
    displayName: 'Cory Books',
    realmType: 'BUSINESS',
    realmName: 'cory-books',
    products: [],
    ownerUserId: 'cory.companies',
  });
  store.realms.set('realm-cory-shop', {
    realmId: 'realm-cory-shop',
    displayName: 'Cory Garden Shop',
    realmType: 'BUSINESS',
    realmName: 'cory-garden-shop',
    products: [],
    ownerUserId: 'cory.companies',
  });
  store.realms.set('realm-acme', {
    realmId: 'realm-acme',
    displayName: 'Acme Books',
    realmType: 'BUSINESS',
    realmName: 'acme-books',
    products: [],
    ownerUserId: null,
  });

  store.invitations.set('inv-pending', {
    invitationId: 'inv-pending',
    accessCode: FIXTURE_INVITATION_CODE,
    status: 'PENDING',
    invitationChannel: 'EMAIL',
    email: 'alex@example.com',
    realmId: 'realm-acme',
    role: 'BOOKKEEPER',
    expiresAt: now + INVITATION_TTL_MS,
    attempts: 0,
    acceptedByUserId: null,
    attributesToken: 'attr-inv-pending',
    inviterName: 'Sam Lee',
  });
  // alex's household (issue 20): alex is its owner; one person is invited and has not answered yet.
  store.personas.set('prs-alex', {
    personaId: 'prs-alex',
    realmId: 'realm-alex',
    userId: 'alex.rivera',
    email: 'alex@example.com',
    role: ['OWNER'],
  });
  store.invitations.set('inv-alex-jordan', {
    invitationId: 'inv-alex-jordan',
    accessCode: '246810',
    status: 'PENDING',
    invitationChannel: 'EMAIL',
    email: 'jordan@example.com',
    realmId: 'realm-alex',
    role: 'MEMBER',
    expiresAt: now + INVITATION_TTL_MS,
    attempts: 0,
    acceptedByUserId: null,
    attributesToken: 'attr-inv-alex-jordan',
    inviterName: 'Alex Rivera',
  });
  store.invitations.set('inv-expired', {
    invitationId: 'inv-expired',
    accessCode: '654321',
    status: 'EXPIRED',
    invitationChannel: 'EMAIL',
    email: 'alex@example.com',
    realmId: 'realm-acme',
    role: 'BOOKKEEPER',
    expiresAt: now - 24 * 60 * 60_000,
    attempts: 0,
    acceptedByUserId: null,
    attributesToken: 'attr-inv-expired',
    inviterName: null,
  });
  // A new account from an invitation (seed 001 §4.3): morgan@example.com has no account; the verify answer
  // carries no user, so the invitation screen shows the activate form by itself (issue 22).
  store.invitations.set('inv-acme-morgan', {
    invitationId: 'inv-acme-morgan',
    accessCode: FIXTURE_NEW_ACCOUNT_INVITATION_CODE,
    status: 'PENDING',
    invitationChannel: 'EMAIL',
    email: 'morgan@example.com',
    realmId: 'realm-acme',
    role: 'BOOKKEEPER',
    expiresAt: now + INVITATION_TTL_MS,
    attempts: 0,
    acceptedByUserId: null,
    attributesToken: 'attr-inv-acme-morgan',
    inviterName: 'Sam Lee',
  });
  // Expired, with its inviter named: the expired screen says whom to ask for a new one (issue 18 §3).
  store.invitations.set('inv-expired-sam', {
    invitationId: 'inv-expired-sam',
    accessCode: '864200',
    status: 'EXPIRED',
    invitationChannel: 'EMAIL',
    email: 'morgan@example.com',
    realmId: 'realm-acme',
    role: 'BOOKKEEPER',
    expiresAt: now - DAY_MS,
    attempts: 0,
    acceptedByUserId: null,
    attributesToken: 'attr-inv-expired-sam',
    inviterName: 'Sam Lee',
  });

  store.oauthClients.set(FIXTURE_OAUTH_CLIENT.clientId, {
    clientId: FIXTURE_OAUTH_CLIENT.clientId,
    displayName: 'Demo Client',
    redirectUris: [...redirectUris],
    scopes: ['openid', 'profile', 'email'],
    requiresConsent: false,
  });
  store.oauthClients.set('consent-client', {
    clientId: 'consent-client',
    displayName: 'Consent Demo',
    redirectUris: [...redirectUris],
    scopes: ['openid', 'profile', 'email'],
    requiresConsent: true,
  });
}

/** Gives every fixture user without a password hash the fixture password (low PBKDF2 count: fast). */
export async function hashFixturePasswords(store: Store, random: RandomSource): Promise<void> {
  const hash = await hashPassword(FIXTURE_PASSWORD, random.bytes(16));
  for (const user of store.users.values()) {
    // One derivation shared by all fixtures keeps start-up to a single PBKDF2 run; new passwords get their
    // own salt. Fine for a fake service (see crypto/password.ts).
    if (
      user.password === null &&
      user.createdAt >= 0 &&
      FIXTURE_ACCOUNTS.some((account) => account.userId === user.userId)
    ) {
      user.password = hash;
    }
  }
}
