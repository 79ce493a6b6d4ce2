import { describe, expect, it } from 'vitest';
import { enUS, enUSErrors, registerLocale, translate, translateFrom, type MessageKey } from '../../catalogue';
import { loadLocaleLayers } from '../../catalogue/locales/load-layers';
import { enUSAccount } from '../../catalogue/messages/en-US/account';
import { enUSAccountDetails } from '../../catalogue/messages/en-US/account-details';
import { enUSBrand } from '../../catalogue/messages/en-US/brand';
import { enUSConsent } from '../../catalogue/messages/en-US/consent';
import { enUSCode } from '../../catalogue/messages/en-US/code';
import { enUSCore } from '../../catalogue/messages/en-US/core';
import { enUSAccountChoice } from '../../catalogue/messages/en-US/account-choice';
import { enUSSignInTerminal } from '../../catalogue/messages/en-US/sign-in-terminal';
import { enUSFields } from '../../catalogue/messages/en-US/fields';
import { enUSFieldCheckers } from '../../catalogue/messages/en-US/field-checkers';
import { enUSForms } from '../../catalogue/messages/en-US/forms';
import { enUSIdentityProofing } from '../../catalogue/messages/en-US/identity-proofing';
import { enUSInvitation } from '../../catalogue/messages/en-US/invitation';
import { enUSInvitationActivate } from '../../catalogue/messages/en-US/invitation-activate';
import { enUSMfa } from '../../catalogue/messages/en-US/mfa';
import { enUSNotices } from '../../catalogue/messages/en-US/notices';
import { enUSOAuth } from '../../catalogue/messages/en-US/oauth';
import { enUSPhoneCheck } from '../../catalogue/messages/en-US/phone-check';
import { enUSPostAuth } from '../../catalogue/messages/en-US/post-auth';
import { enUSProfileUpdate } from '../../catalogue/messages/en-US/profile-update';
import { enUSRecovery } from '../../catalogue/messages/en-US/recovery';
import { enUSSignUp } from '../../catalogue/messages/en-US/sign-up';
import { enUSSignUpSteps } from '../../catalogue/messages/en-US/sign-up-steps';
import { frCA } from '../../catalogue/messages/fr-CA';

const parts = {
  enUSErrors,
  enUSCore,
  enUSAccountChoice,
  enUSSignInTerminal,
  enUSFields,
  enUSFieldCheckers,
  enUSForms,
  enUSCode,
  enUSMfa,
  enUSPostAuth,
  enUSOAuth,
  enUSBrand,
  enUSSignUp,
  enUSSignUpSteps,
  enUSRecovery,
  enUSInvitation,
  enUSInvitationActivate,
  enUSConsent,
  enUSIdentityProofing,
  enUSProfileUpdate,
  enUSNotices,
  enUSPhoneCheck,
  enUSAccount,
  enUSAccountDetails,
};

describe('en-US parts', () => {
  it('hold every key of enUS exactly once, with the same text', () => {
    const seen = new Map<string, string>();
    for (const [name, part] of Object.entries(parts)) {
      for (const [key, text] of Object.entries(part)) {
        expect(seen.get(key), `${key} is in ${seen.get(key) ?? ''} and ${name}`).toBeUndefined();
        seen.set(key, name);
        expect(text).toBe(enUS[key as MessageKey]);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(enUS).sort());
  });
});

describe('translateFrom', () => {
  it('gives the en-US text of the part, with placeholders filled, like translate', () => {
    expect(translateFrom([enUSCore], 'signIn.signingInAs', { identifier: 'ana@example.com' })).toBe(
      translate('signIn.signingInAs', { identifier: 'ana@example.com' }),
    );
    expect(translateFrom([enUSCore, enUSMfa], 'mfa.sendCode')).toBe(enUS['mfa.sendCode']);
    expect(translateFrom([enUSCore, enUSMfa], 'action.continue', {}, 'de-DE')).toBe('Continue');
  });

  it('rejects at compile time a key of a part that was not passed', () => {
    // @ts-expect-error mfa.sendCode is in the mfa part, not the core part
    const text = translateFrom([enUSCore], 'mfa.sendCode');
    // Unreachable in typed code; at run time it is empty rather than the raw key.
    expect(text).toBe('');
  });

  it('prefers loaded locale tables, region -> language -> en-US part', async () => {
    await loadLocaleLayers('fr-BE');
    expect(translateFrom([enUSCore], 'action.continue', {}, 'fr-BE')).toBe(frCA['action.continue']);
    expect(translateFrom([enUSCore], 'action.continue', {}, 'fr-CA')).toBe(frCA['action.continue']);
    registerLocale('en-GB', { 'action.continue': 'Carry on' });
    expect(translateFrom([enUSCore], 'action.continue', {}, 'en-GB')).toBe('Carry on');
    expect(translateFrom([enUSCore], 'action.signOut', {}, 'en-GB')).toBe(enUS['action.signOut']);
  });

  it('pseudo-locales transform every text, so they load the whole en-US table', async () => {
    await loadLocaleLayers('en-XA');
    const text = translateFrom([enUSMfa], 'mfa.sendCode', {}, 'en-XA');
    expect(text).not.toBe(enUS['mfa.sendCode']);
    expect(text).toBe(translate('mfa.sendCode', {}, 'en-XA'));
  });
});
