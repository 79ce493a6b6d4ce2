/**
 * The playground's requires-evaluation switch (seed 000 §7.2: a helper-widget answer may carry a
 * requires-evaluation flag). The spec does not say when a service sets it, so the playground sets it on the
 * helper answers (verify-auth, select account) about an address whose local part ends in `+evaluate`
 * (`ann+evaluate@example.com`): a person can try the kit's reading of the flag from the demo pages.
 */
import { header, type Service } from './service';

/** The extra reply headers of a helper answer about `emails`: the flag when one of them asks for it. */
export function requiresEvaluationHeaders(
  service: Service,
  emails: readonly string[],
): { headers?: Record<string, string> } {
  return emails.some((email) => /\+evaluate@/i.test(email))
    ? { headers: { [header(service, 'requires-evaluation')]: 'true' } }
    : {};
}
