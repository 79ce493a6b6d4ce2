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
    // 10.23 kB (+3.67 kB lazy), was 12.81: the route table (paths.ts ~16 kB minified, schemas.ts) is the lazy
    // route-table.ts, loaded by the first call outside the first screen's rows (first-screen-routes.ts: signIn,
    // lookupUsernames, evaluateAuth) or beside the first request. Up front: transport, request planning and
    // headers, payload preparation (~2.6 kB min), the method-name list (call-names.ts ~2.4 kB min), options.
    // Its share of the SignIn screen scenario: 7.75 kB (was 10.25); aim < 6 (payload cases per call group next).
    // client-slim: 3.88 kB (+10.51 kB lazy), was 10.23: transport, request planning, payloads and the first
    // screen's rows are the lazy call engine (engine.ts), prefetched on idle or first input (prefetch.ts) and
    // awaited by an earlier call. Up front: options, the method-name list, the lazy-chunk plumbing.
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
    // Issue 5 budget 12 kB, met: 9.48 kB from dist/ (+11.4 kB lazy), 19.39 kB before. The root transition loads
    // in two phases (headless/flows/phases.ts): up front only the first screen's events (an immer-free reducer,
    // sign-in/first-screen.ts), the store, the hooks and their selectors, and the sign-in call effects; the
    // answers, the rest of the sign-in machine and session bookkeeping, MFA, post-auth, invitation, partner
    // and immer (3.7 kB) are the lazy chunk late-flows.ts, loaded beside the first request (its answer waits
    // for it) or by the first event that needs it. Before: immer 3.7 kB, every machine ~5 kB, effects ~2.6 kB.
    name: 'headless: sign-in hooks (IdentityProvider, useSignIn, useMfa, usePostAuth; client excluded)',
    code: `import { IdentityProvider, useSignIn, useMfa, usePostAuth } from 'identity-kit/headless';
      console.log(IdentityProvider, useSignIn, useMfa, usePostAuth);`,
    budget: 12,
  },
  {
    // Issue 6: phone metadata (libphonenumber-js min) loads on demand, so it is in `lazy` (+19.3 kB), not `gzip`.
    // Since phone-lazy the libphonenumber-js code is in that same lazy chunk (rules/phone/library.ts, one
    // import()): 5.46 kB (+35.8 kB lazy), was 14.43 kB (+19.4 kB lazy). The chunk grew by more than the code
    // left the first load because AsYouType (formatPhoneAsYouType, ~6.4 kB gzip) can no longer be tree-shaken
    // out of a dynamically imported module.
    name: 'headless: usePhoneField (phone metadata loads lazily)',
    code: `import { usePhoneField } from 'identity-kit/headless'; console.log(usePhoneField);`,
  },
  { name: 'headless: whole entry', code: `export * from 'identity-kit/headless';` },
  {
    // Issue 5 budget: the sign-in screen with its dependencies (headless hooks, store and client, catalogue
    // en-US, primitives, offerings footer data), react excluded: 25 kB, NOT met. Since ui/ and headless/ are
    // built per module (tsup.config.ts) Radix Tooltip/Popover are no longer in it and only the modules the
    // screen reaches count: 44.8 kB at 9f3ee02 (72.6 kB before; 79.7 kB when lazy locale chunks were counted).
    // After the MFA / post-auth / sign-up / recovery merges: 60.1 kB, because SignIn now renders the MFA,
    // post-auth (VUU, consent, passkey, OAuth error), brand hand-off and partner steps, and the en-US catalogue
    // grew (~27 kB minified). What remains is mostly not the screen: the client adds ~10 kB, the provider's
    // store and flows ~15 kB (immer 3.7 kB, every machine the root transition imports statically), the catalogue
    // texts ~9 kB. Since SignIn loads its MFA and post-auth steps with React.lazy (ui/screens/lazy-step.tsx;
    // they are in `lazy` now): 50.4 kB (60.2 kB before). Still over: the client ~10 kB and the provider's store
    // and flows ~16 kB (headless, being trimmed separately), the whole en-US table ~9 kB (not split per
    // screen yet). The client's route table loads lazily since client-split (client share 7.75 kB, was
    // ~10). Report only. client-slim: 32.52 kB (+52.17 kB lazy), was 38.05: the client's call engine is a
    // lazy chunk (see above) and the developer-message table is no longer reached (named constants).
    // ~10). 32.20 kB since the en-US wording is split per screen area (catalogue/messages/en-US/*.ts; the
    // first screen loads only the core part, 3 kB minified instead of the whole 24 kB table; 38.05 before).
    // Report only.
    name: 'ui: SignIn screen with IdentityProvider + createIdentityClient',
    code: `import { SignIn } from 'identity-kit/ui';
      import { IdentityProvider, createIdentityClient } from 'identity-kit/headless';
      console.log(SignIn, IdentityProvider, createIdentityClient);`,
    target: 25,
  },
  {
    name: 'ui: SignIn screen with IdentityProvider (client excluded)',
    code: `import { SignIn } from 'identity-kit/ui';
      import { IdentityProvider } from 'identity-kit/headless';
      console.log(SignIn, IdentityProvider);`,
  },
  {
    // Issue 6 measure, one screen entry: the screen's own chunks with the hooks and catalogue texts it uses
    // (the provider and client are shared by every screen of an app). Radix Tooltip/Popover are not in it.
    // 19.3 kB at 9f3ee02 (51.6 kB before ui/ was built per module), under 25 kB; 34.2 kB once SignIn composed
    // the MFA and post-auth steps and the catalogue grew (see above); 24.6 kB since those steps load lazily
    // (React.lazy chunks, fetched when the password step shows), so the 25 kB budget applies again. The whole
    // en-US table (~9 kB) was still in it; 18.84 kB since each screen area loads only its en-US part (the first
    // sign-in steps: core part + error texts; 24.67 before).
    name: 'ui: SignIn screen alone (headless and catalogue counted, client excluded)',
    code: `import { SignIn } from 'identity-kit/ui'; console.log(SignIn);`,
    budget: 25,
  },
  {
    // Issue 6: each new screen entry, measured like the SignIn screen chunk above (client excluded), target
    // 25 kB: SignUp 52.9 kB (+58.8 kB lazy: phone metadata, other locales), AccountRecovery 35.2 kB. Over,
    // for the same reasons (catalogue en-US ~9 kB, immer and the flows, offerings data); report only.
    // Since only the first step of each loads up front (SignUp's code and outcome steps, every recovery step
    // after the username are React.lazy chunks): SignUp 52.9 kB, AccountRecovery 33.7 kB (35.3 kB before).
    // What remains is the first step's own needs: for SignUp the phone field (libphonenumber-js ~12 kB gzip,
    // the phone and collision hooks), immer and the sign-up flow; for both the whole en-US table (~9 kB).
    // Since phone-lazy the libphonenumber-js code loads with the phone metadata (one lazy chunk): SignUp
    // 43.39 kB (+76.0 kB lazy), was 52.33 kB (+60.7 kB lazy); the SignUp first load 48.67 kB, was 57.85 kB.
    // Since the en-US table is split per area (core, forms, fields and the screen's own part; lazy steps
    // carry theirs): SignUp 49.28 kB (52.33 before), AccountRecovery 30.66 kB (34.28 before).
    // Since sign-up and recovery run in two phases like sign-in (headless/flows/two-phase.ts: the first
    // screen's immer-free reducer and first call up front; the rest of the machine, later calls and immer a
    // chunk loaded beside the first submit, on idle or on first input) and the recovery username step no
    // longer bundles the password field: SignUp 39.45 kB (43.00 kB before), AccountRecovery 25.38 kB (33.67 kB
    // before; the rest is mostly the en-US table), measured on top of phone-lazy and client-slim.
    // With the en-US split as well: SignUp 35.67 kB, AccountRecovery 20.74 kB (target met).
    name: 'ui: SignUp screen alone (client excluded)',
    code: `import { SignUp } from 'identity-kit/ui'; console.log(SignUp);`,
    target: 25,
  },
  {
    name: 'ui: AccountRecovery screen alone (client excluded)',
    code: `import { AccountRecovery } from 'identity-kit/ui'; console.log(AccountRecovery);`,
    target: 25,
  },
  {
    name: 'ui: AccountRecovery with IdentityProvider + createIdentityClient',
    code: `import { AccountRecovery } from 'identity-kit/ui';
      import { IdentityProvider, createIdentityClient } from 'identity-kit/headless';
      console.log(AccountRecovery, IdentityProvider, createIdentityClient);`,
  },
  { name: 'ui: whole entry', code: `export * from 'identity-kit/ui';` },
  {
    // Issue 6: what a page loads first for the sign-up screens; the password tips (Radix Tooltip), the country
    // picker (Radix Popover), other locales and the phone metadata are dynamic imports, in the "lazy" column.
    // The 25 kB target is a reported target until it is met (see the closing note of the issue). 64.3 kB with
    // the later steps lazy (65.0 kB before): the form step itself carries the phone field, the collision
    // checks and the provider (see 'SignUp screen alone').
    // 44.43 kB with the sign-up flow's later steps, their calls and immer in a chunk (47.97 kB before).
    name: 'ui: SignUp screen entry (IdentityProvider + SignUp), first load',
    code: `import { IdentityProvider } from 'identity-kit/headless'; import { SignUp } from 'identity-kit/ui';
      console.log(IdentityProvider, SignUp);`,
    target: 25,
  },
  {
    name: 'ui: field widgets (PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary)',
    code: `import { PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary } from 'identity-kit/ui';
      console.log(PasswordField, EmailField, UserIdField, PhoneField, FormErrorSummary);`,
  },
  {
    name: 'rules: phone metadata (loadPhoneMetadata, its lazy chunk)',
    code: `import { loadPhoneMetadata } from 'identity-kit/rules'; console.log(loadPhoneMetadata);`,
  },
  { name: 'embed: whole entry', code: `export * from 'identity-kit/embed';` },
];
