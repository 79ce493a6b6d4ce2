import { useLadleContext, type Story } from '@ladle/react';
import { IDENTITY_THEMES, withProductName } from '../../offerings';
import {
  Alert,
  Button,
  Field,
  PasswordInput,
  Root,
  SafeLink,
  Status,
  TextInput,
  Tooltip,
  directionOf,
  pageThemes,
} from '../../ui';

export default { title: 'Primitives / Themes' };

/**
 * Every page theme of seed 000 §3.4 side by side, following the Ladle theme switch, so the browser run checks
 * colour contrast of each theme in light and dark (tests/ui/contrast.test.ts checks the token values).
 */
export const AllPageThemes: Story<{ locale?: string }> = ({ locale }) => {
  const { globalState } = useLadleContext();
  const scheme = globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system';
  const dir = globalState.rtl ? 'rtl' : directionOf(locale);
  return (
    <div className="grid gap-6">
      {pageThemes().map((theme) => (
        <Root
          key={theme}
          theme={theme}
          colorScheme={scheme}
          lang={locale}
          dir={dir}
          className="rounded-ik p-4"
        >
          <section aria-labelledby={`theme-${theme}`} className="grid gap-3">
            <h2 id={`theme-${theme}`} className="text-lg font-bold">
              {theme}
            </h2>
            <div className="ik-card">
              <Field label="Email" hint="We never share it.">
                <TextInput autoComplete="email" defaultValue="ada@example.com" />
              </Field>
              <Field label="Password" error="Enter your password">
                <PasswordInput labels={{ show: 'Show password' }} autoComplete="current-password" />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button>Continue</Button>
                <Button variant="secondary">Back</Button>
                <Tooltip content="Help text">
                  <Button variant="tertiary">Help</Button>
                </Tooltip>
              </div>
              <SafeLink href="https://example.com/recovery">Forgot your password?</SafeLink>
            </div>
            <Alert>Something went wrong.</Alert>
            <Status tone="success">Code sent.</Status>
            <Status tone="info">We sent a code to your phone.</Status>
            <Status tone="warning">Your session ends soon.</Status>
          </section>
        </Root>
      ))}
    </div>
  );
};

/** One sample card of a theme: title, a field, the primary action and a link-style action. */
function ThemeSample({ id, name }: { id: string; name: string }) {
  return (
    <div className="ik-card" aria-labelledby={id} role="group">
      <h2 id={id} className="ik-heading text-lg">
        {name}
      </h2>
      <Field label="Email" hint="We never share it.">
        <TextInput autoComplete="email" defaultValue="ada@example.com" />
      </Field>
      <Button fullWidth>Continue</Button>
      <div className="ik-actions">
        <Button variant="tertiary">Use a different account</Button>
      </div>
    </div>
  );
}

/**
 * All themes side by side (issue 18 §1): the eleven page themes, then the identity themes (the offering's
 * idsTheme, `data-ids-theme`) over the default page theme. Each differs in surface, type and radius, not only
 * in its accent; contrast is checked from the tokens by tests/ui/contrast.test.ts.
 */
export const AllThemes: Story<{ locale?: string }> = ({ locale }) => {
  const { globalState } = useLadleContext();
  const scheme = globalState.theme === 'dark' ? 'dark' : globalState.theme === 'light' ? 'light' : 'system';
  const dir = globalState.rtl ? 'rtl' : directionOf(locale);
  const grid = 'grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))]';
  return (
    <div className="grid gap-8">
      <section aria-labelledby="page-themes" className="grid gap-4">
        <h1 id="page-themes" className="text-xl font-bold">
          Page themes
        </h1>
        <div className={grid}>
          {pageThemes().map((theme) => (
            <Root key={theme} theme={theme} colorScheme={scheme} lang={locale} dir={dir} className="p-3">
              <ThemeSample id={`page-${theme}`} name={theme} />
            </Root>
          ))}
        </div>
      </section>
      <section aria-labelledby="identity-themes" className="grid gap-4">
        <h1 id="identity-themes" className="text-xl font-bold">
          Identity themes
        </h1>
        <div className={grid}>
          {IDENTITY_THEMES.map((template) => withProductName(template)).map((theme) => (
            <Root
              key={theme}
              theme="default"
              data-ids-theme={theme}
              colorScheme={scheme}
              lang={locale}
              dir={dir}
              className="p-3"
            >
              <ThemeSample id={`identity-${theme}`} name={theme} />
            </Root>
          ))}
        </div>
      </section>
    </div>
  );
};
