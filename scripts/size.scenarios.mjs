// Size budgets (kB gzip, react excluded). Each scenario is the code an app would write.
// Add a scenario with every new entry point or screen.
export default [
  {
    name: 'rules: sign-in (evaluatePassword + email + user id)',
    code: `import { evaluatePassword, validateEmail, validateUserId } from 'identity-kit/rules';
      console.log(evaluatePassword, validateEmail, validateUserId);`,
    budget: 6,
  },
  {
    name: 'catalogue: describeError + en-US',
    code: `import { describeError } from 'identity-kit/catalogue'; console.log(describeError);`,
    budget: 8,
  },
  {
    // Every en-US text (UI wording too); other locales stay separate chunks fetched by loadLocale.
    name: 'catalogue: getMessages + translate + en-US',
    code: `import { getMessages, translate } from 'identity-kit/catalogue'; console.log(getMessages, translate);`,
  },
  {
    name: 'headless: createIdentityClient (every call and response check; QR encoder loads lazily)',
    code: `import { createIdentityClient } from 'identity-kit/headless'; console.log(createIdentityClient);`,
    budget: 16,
  },
  { name: 'rules: whole entry', code: `export * from 'identity-kit/rules';` },
  { name: 'catalogue: whole entry', code: `export * from 'identity-kit/catalogue';` },
  { name: 'offerings: whole entry', code: `export * from 'identity-kit/offerings';` },
  {
    name: 'offerings: resolveConfig',
    code: `import { resolveConfig } from 'identity-kit/offerings'; console.log(resolveConfig);`,
  },
  {
    // Issue 5 target is 12 kB; 16.7 kB bundled from source (immer alone 3.7 kB), more from dist/ because the
    // single headless bundle keeps module-level code of the client. Report only until trimmed.
    name: 'headless: sign-in hooks (IdentityProvider, useSignIn, useMfa, usePostAuth; client excluded)',
    code: `import { IdentityProvider, useSignIn, useMfa, usePostAuth } from 'identity-kit/headless';
      console.log(IdentityProvider, useSignIn, useMfa, usePostAuth);`,
  },
  { name: 'headless: whole entry', code: `export * from 'identity-kit/headless';` },
  {
    // Issue 5 budget: the sign-in screen with its dependencies (headless hooks and client, catalogue en-US,
    // primitives, offerings footer data), react excluded. Report only until measured against the budget.
    name: 'ui: SignIn screen with IdentityProvider + createIdentityClient',
    code: `import { SignIn } from 'identity-kit/ui';
      import { IdentityProvider, createIdentityClient } from 'identity-kit/headless';
      console.log(SignIn, IdentityProvider, createIdentityClient);`,
  },
  {
    name: 'ui: SignIn screen alone (headless and catalogue counted, client excluded)',
    code: `import { SignIn } from 'identity-kit/ui'; console.log(SignIn);`,
  },
  {
    // Issue 6: each screen chunk <= 25 kB gzip excluding react (client excluded: the host passes it in).
    // Missed (about 84 kB first load + 36 kB lazy chunks; SignIn alone is about 106 kB): the single ui bundle keeps every screen's
    // module-level code and Radix (ui/index re-exports Tooltip and Popover), plus the headless flows and the
    // en-US table. Kept as a reported target until the ui entry is split per screen.
    name: 'ui: AccountRecovery screen (recovery hook, PasswordField, catalogue en-US, primitives)',
    code: `import { AccountRecovery } from 'identity-kit/ui'; console.log(AccountRecovery);`,
    target: 25,
    lazy: true,
  },
  {
    name: 'ui: AccountRecovery with IdentityProvider + createIdentityClient',
    code: `import { AccountRecovery } from 'identity-kit/ui';
      import { IdentityProvider, createIdentityClient } from 'identity-kit/headless';
      console.log(AccountRecovery, IdentityProvider, createIdentityClient);`,
  },
  { name: 'ui: whole entry', code: `export * from 'identity-kit/ui';` },
  {
    // Issue 6: what a page loads first for the sign-up screens (the entry chunk and everything it imports
    // statically). The password tips (Radix Tooltip), the country picker (Radix Popover), other locales and
    // the phone metadata are dynamic imports and are reported on the next row. The 25 kB target is missed
    // (about 90 kB): headless flows, libphonenumber's core and the en-US table dominate, and Radix still lands
    // in the first load because ui/index re-exports Tooltip and Popover (a statically reachable module's
    // top-level code runs at load). Kept as a reported target until the entries are split.
    name: 'ui: SignUp screen entry (IdentityProvider + SignUp), first load',
    code: `import { IdentityProvider } from 'identity-kit/headless'; import { SignUp } from 'identity-kit/ui';
      console.log(IdentityProvider, SignUp);`,
    target: 25,
    lazy: true,
  },
  {
    name: 'ui: field widgets (PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary)',
    code: `import { PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary } from 'identity-kit/ui';
      console.log(PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary);`,
    lazy: true,
  },
  {
    name: 'rules: phone metadata (loadPhoneMetadata, its lazy chunk)',
    code: `import { loadPhoneMetadata } from 'identity-kit/rules'; console.log(loadPhoneMetadata);`,
    lazy: true,
  },
  { name: 'embed: whole entry', code: `export * from 'identity-kit/embed';` },
];
