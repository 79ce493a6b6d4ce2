import {
  evaluatePassword,
  type CommonPasswordList,
  type EvaluatePasswordOptions,
  type PasswordCriteria,
} from './evaluate';

/**
 * The common-passwords list of the `nist` preset (NIST SP 800-63B §5.1.1.2: refuse "passwords obtained from
 * previous breach corpuses" and "commonly-used" ones), taken from the maintained `@zxcvbn-ts/language-common`
 * package (about 49,000 entries, ~200 kB gzip).
 *
 * Design: the list is far too large for a sign-in bundle, so it is loaded with a dynamic `import()` only when
 * asked, once, and shared. `evaluatePassword` stays synchronous: a caller either preloads the list
 * (`await loadCommonPasswords()` when the password field mounts) and passes it as `commonPasswords`, or calls
 * `evaluatePasswordWithCommonList`, which does both. Until the list is there, `commonPasswordChecked` is false
 * and the server remains the final judge.
 */

let pending: Promise<CommonPasswordList> | null = null;

/**
 * Loads (once) and returns the common-passwords list as a lower-cased set. A failed load (offline, blocked
 * chunk) rejects and is retried on the next call.
 */
export function loadCommonPasswords(): Promise<CommonPasswordList> {
  if (pending === null) {
    pending = import('@zxcvbn-ts/language-common').then(
      (module) => new Set(module.dictionary['passwords-common'].map((word) => word.toLowerCase())),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** True when `password` (compared lower-case) is on `list`. */
export function isCommonPassword(password: string, list: CommonPasswordList): boolean {
  return typeof password === 'string' && list.has(password.toLowerCase().normalize('NFKC'));
}

/**
 * `evaluatePassword` with the common-passwords list loaded first when the policy needs it. If the list cannot
 * be loaded the criteria are returned without that check (`commonPasswordChecked: false`) rather than failing.
 */
export async function evaluatePasswordWithCommonList(
  password: string,
  options?: EvaluatePasswordOptions,
): Promise<PasswordCriteria> {
  const first = evaluatePassword(password, options);
  if (first.commonPasswordChecked || !needsList(options)) {
    return first;
  }
  try {
    const commonPasswords = await loadCommonPasswords();
    return evaluatePassword(password, { ...options, commonPasswords });
  } catch {
    return first;
  }
}

function needsList(options: EvaluatePasswordOptions | undefined): boolean {
  const policy = options?.policy;
  if (typeof policy === 'object' && policy !== null) {
    return policy.checkCommonPasswords;
  }
  return policy === 'nist';
}
