import { useLadleContext, type Story } from '@ladle/react';
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
