/**
 * The SSO service-provider entity is rejected if it contains `..`, `%` or a backslash (seed 001 §5), since
 * it is placed in the path `providers/{spEntity}/sso` and these could walk out of it. Empty is rejected too.
 * Entity ids are often URLs, so `/` and `:` are allowed; the client still encodes the value into the path.
 */
export function isValidServiceProviderEntity(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    !value.includes('..') &&
    !value.includes('%') &&
    !value.includes('\\')
  );
}
