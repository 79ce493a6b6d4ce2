/**
 * Validation and account calls (seed 001 §7 account and validation; seed 000 §7.2 getCountryCodes): phone
 * and email validation with the warnings of seed 001 §4, and the SMS country codes of seed 000 §5.
 */

import { requireUser } from '../core/service';
import type { Service } from '../core/service';
import { checkEmail, checkPhone } from '../core/contact';
import { objectBody, requiredString } from '../http/input';
import { noContent, ok } from '../http/reply';
import type { Router } from '../http/router';
import { smsCallingCodes } from '../../rules';
import { BASE } from './paths';

export function registerValidation(router: Router<Service>): void {
  router.add('POST', `${BASE.validation}/phones/validate`, ({ req }) => {
    const input = requiredString(objectBody(req.body), 'phoneNumber', 64);
    const check = checkPhone(input);
    if (check.e164 === null) {
      return ok({ valid: false, warnings: [] });
    }
    return ok({ valid: true, phoneNumber: check.e164, warnings: check.warnings.map((code) => ({ code })) });
  });
  router.add('POST', `${BASE.validation}/emails/validate`, ({ req }) => {
    const address = requiredString(objectBody(req.body), 'address', 1024);
    const check = checkEmail(address);
    return ok({
      validationResponse: [
        {
          statusType: check.statusType,
          statusCode: check.statusCode,
          ...(check.message !== '' ? { message: check.message } : {}),
        },
      ],
    });
  });
  router.add('GET', `${BASE.validation}/phones/sms/country_codes`, () =>
    ok({ countryCodes: [...smsCallingCodes('primary')] }),
  );
  router.add('PUT', `${BASE.account}/notify-account-deletion-aborted`, ({ req, service }) => {
    requireUser(service, req);
    return noContent();
  });
}
