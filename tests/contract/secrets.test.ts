// Contract: canary secrets through whole journeys (QUALITY.md 4). Every request the client sends to the
// playground and every answer is recorded; no password, one-time code, access code or SSN may appear in a
// URL or header in either direction, nor be echoed back in a response body.
import { describe, expect, it } from 'vitest';
import { createIdentityClient } from '../../headless';
import { createPlayground, PLAYGROUND_DEFAULT_ORIGIN, totpCode, FIXTURE_TOTP_SECRET } from '../../playground';

interface Exchange {
  url: string;
  requestHeaders: string;
  responseHeaders: string;
  responseBody: string;
}

describe('secrets stay in request bodies', () => {
  it('passwords, codes, access codes and SSNs never travel in URLs or headers, and are never echoed', async () => {
    const playground = createPlayground({ seed: 'canary' });
    const log: Exchange[] = [];
    const recording = async (url: string, init: RequestInit): Promise<Response> => {
      const response = await playground.fetch(url, init);
      const copy = response.clone();
      log.push({
        url,
        requestHeaders: JSON.stringify([...new Headers(init.headers).entries()]),
        responseHeaders: JSON.stringify([...response.headers.entries()]),
        responseBody: await copy.text(),
      });
      return response;
    };
    const client = createIdentityClient({
      offeringId: '50000003',
      baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
      fetch: recording,
    });
    const secrets: string[] = [];
    const password = 'Canary-Pass-91x';
    const newPassword = 'Canary-Next-82y';
    const ssn = '219-09-9999';
    secrets.push(password, newPassword, ssn, 'Correct-Horse-7', 'Wrong-Canary-55', '123456');

    await client.signUp({
      user: { username: 'canary.user', password, email: { address: 'canary.user@example.com' } },
    });
    await client.signOut();
    await client.signIn({ username: 'canary.user', password: 'Wrong-Canary-55' });
    await client.signIn({ username: 'canary.user', password });
    await client.getOOWQuestions({ firstName: 'Canary', lastName: 'User', ssn });
    await client.updateUser({ newPassword, password });
    await client.signOut();

    await client.signIn({ username: 'sam.sms@example.com', password: 'Correct-Horse-7' });
    await client.sendSignInConfirmation({ channelType: 'SMS' });
    const smsCode = playground.lastCode('+16505550100') ?? '';
    secrets.push(smsCode);
    await client.verifySignInConfirmation({ challengeToken: [{ type: 'SMS_OTP', value: smsCode }] });
    await client.signOut();

    await client.signIn({ username: 'tess.totp@example.com', password: 'Correct-Horse-7' });
    const totp = await totpCode(FIXTURE_TOTP_SECRET, playground.now());
    secrets.push(totp);
    await client.verifyTotp({ verificationCode: totp });

    await client.verifyInviteByReceiver({ invitationId: 'inv-pending', accessCode: '123456' });

    const begun = await client.accountRecoveryBegin({ identifier: 'alex@example.com' });
    const challengeToken = begun.ok ? begun.data.challengeToken : [];
    await client.accountRecoveryGetChallenges({ challengeToken });
    const sent = await client.accountRecoveryCreateConfirmation({ challengeToken, channelType: 'EMAIL' });
    const recoveryCode = playground.lastCode('alex@example.com') ?? '';
    secrets.push(recoveryCode);
    const confirmationId = sent.ok ? sent.data.confirmationId : '';
    await client.accountRecoveryVerifyConfirmation({
      confirmationId,
      challengeToken: [...challengeToken, { type: 'EMAIL_OTP', value: recoveryCode }],
    });
    await client.resetPassword({ confirmationId, challengeToken, password: 'Canary-Reset-73z' });
    secrets.push('Canary-Reset-73z');

    expect(log.length).toBeGreaterThan(15);
    const leaks = log.flatMap((exchange) =>
      secrets
        .filter((secret) => secret.length >= 6)
        .filter(
          (secret) =>
            exchange.url.includes(secret) ||
            exchange.requestHeaders.includes(secret) ||
            exchange.responseHeaders.includes(secret) ||
            exchange.responseBody.includes(secret),
        )
        .map((secret) => `${secret.slice(0, 2)}… in ${exchange.url}`),
    );
    expect(leaks).toEqual([]);
  });
});
