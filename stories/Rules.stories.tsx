import type { Story } from '@ladle/react';
import { useEffect, useId, useState } from 'react';
import {
  describeFieldError,
  fieldLabel,
  loadLocale,
  passwordRequirementText,
  promptFieldOf,
  translate,
} from '../catalogue';
import {
  FIELD_NAMES,
  evaluatePassword,
  getPasswordChecklist,
  getPasswordPolicy,
  loadPhoneMetadata,
  toPasswordRulesAttribute,
  validateField,
  type FieldCountry,
  type FieldName,
  type PasswordPreset,
} from '../rules';
import { Checkbox, Checklist, Field, Heading, PasswordInput, TextInput } from '../ui';

export default { title: 'Rules' };

/** The playground shows every result in both languages side by side. */
const LOCALES = ['en-US', 'fr-CA'] as const;

/**
 * Loads what the rules and words load lazily in an app: the French table (English is bundled) and the
 * libphonenumber-js metadata, without which the international phone rule can only answer
 * `phoneRulesNotLoaded` (issue 2 §1: the metadata stays out of the first bundle). The stories render after
 * both are in memory, so every field rule is live.
 */
function useRulesReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const settle = (): void => {
      if (live) {
        setReady(true);
      }
    };
    // A failed metadata chunk still shows the playground; the phone row then shows `phoneRulesNotLoaded`.
    void Promise.all([
      ...LOCALES.map((locale) => loadLocale(locale)),
      loadPhoneMetadata().catch(() => null),
    ]).then(settle, settle);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

function FieldRuleRow({
  field,
  country,
  optional,
}: {
  field: FieldName;
  country: FieldCountry;
  optional: boolean;
}) {
  const [value, setValue] = useState('');
  const result = validateField(field, value, { country, optional });
  const prompt = promptFieldOf(field, country);
  const label = fieldLabel(prompt, { locale: 'en-US', country }).message;
  const frenchLabel = fieldLabel(prompt, { locale: 'fr-CA', country }).message;
  return (
    <div
      className="grid gap-2 border-b border-ik-border pbe-4"
      data-field={field}
      data-valid={result.valid ? 'true' : 'false'}
    >
      <Field
        label={
          <>
            {label} / <span lang="fr-CA">{frenchLabel}</span> (<code>{field}</code>)
          </>
        }
      >
        <TextInput
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      {result.valid ? (
        <p>
          Valid, normalised to <code>{JSON.stringify(result.value)}</code>
        </p>
      ) : (
        <dl className="grid gap-1">
          <dt className="font-semibold">
            Reason <code>{result.reason}</code>
          </dt>
          {LOCALES.map((locale) => {
            const described = describeFieldError(field, result.reason, { locale, country });
            return (
              <dd key={locale} lang={locale} className="ps-4">
                <span className="font-semibold">{locale}: </span>
                {described.message}
                {described.hint === null ? null : ` (${described.hint})`}
              </dd>
            );
          })}
        </dl>
      )}
    </div>
  );
}

/** Every field rule of seed 001 §5 with its messages in English and French. Type to see the live result. */
export const FieldRules: Story = () => {
  const ready = useRulesReady();
  const [country, setCountry] = useState<FieldCountry>('US');
  const [optional, setOptional] = useState(false);
  const countryId = useId();
  if (!ready) {
    return <p>Loading messages…</p>;
  }
  return (
    <div className="grid gap-4" data-locales-ready="true">
      <Heading focusOnMount={false}>Field rules</Heading>
      <div className="grid gap-2">
        <label className="ik-label" htmlFor={countryId}>
          Country of SSN, postal code and date shapes
        </label>
        <select
          id={countryId}
          className="ik-input ik-select"
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value === 'CA' ? 'CA' : 'US')}
        >
          <option value="US">United States</option>
          <option value="CA">Canada</option>
        </select>
        <Checkbox
          label="Fields are optional (empty is valid)"
          checked={optional}
          onChange={(event) => setOptional(event.currentTarget.checked)}
        />
      </div>
      {FIELD_NAMES.map((field) => (
        <FieldRuleRow key={field} field={field} country={country} optional={optional} />
      ))}
    </div>
  );
};
FieldRules.meta = { waitFor: '[data-locales-ready]' };

const PRESETS: readonly PasswordPreset[] = ['legacy', 'nist'];

/** The password criteria of seed 000 §5 for both presets, as the checklist a screen shows, in English and French. */
export const PasswordCriteria: Story = () => {
  const ready = useRulesReady();
  const [preset, setPreset] = useState<PasswordPreset>('legacy');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('ada.lovelace');
  const presetId = useId();
  const listId = useId();
  if (!ready) {
    return <p>Loading messages…</p>;
  }
  const policy = getPasswordPolicy(preset);
  const criteria = evaluatePassword(password, {
    policy,
    username,
    disallowedWords: username.split(/[.@_-]/).filter((part) => part.length >= 3),
  });
  const checklist = getPasswordChecklist(policy, password === '' ? undefined : criteria);
  return (
    <div className="grid gap-4" data-locales-ready="true">
      <Heading focusOnMount={false}>Password criteria</Heading>
      <div className="grid gap-2">
        <label className="ik-label" htmlFor={presetId}>
          Policy preset
        </label>
        <select
          id={presetId}
          className="ik-input ik-select"
          value={preset}
          onChange={(event) => setPreset(event.currentTarget.value === 'nist' ? 'nist' : 'legacy')}
        >
          {PRESETS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Field label="User ID (its parts are disallowed words)">
        <TextInput
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          autoComplete="off"
        />
      </Field>
      <Field label="Password" describedBy={`${listId}-en-US`}>
        <PasswordInput
          labels={{ show: 'Show password' }}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          passwordRules={toPasswordRulesAttribute(policy)}
        />
      </Field>
      <p>
        Overall:{' '}
        <strong data-testid="password-valid">
          {password === ''
            ? 'not checked yet'
            : criteria.valid
              ? 'meets the policy'
              : 'does not meet the policy'}
        </strong>
      </p>
      {LOCALES.map((locale) => (
        <section
          key={locale}
          lang={locale}
          aria-labelledby={`${listId}-${locale}-title`}
          className="grid gap-2"
        >
          <h2 id={`${listId}-${locale}-title`} className="font-semibold">
            {locale}
          </h2>
          <Checklist
            id={`${listId}-${locale}`}
            labels={{
              met: `${translate('password.met', {}, locale)}:`,
              notMet: `${translate('password.notMet', {}, locale)}:`,
            }}
            items={checklist.map((line) => ({
              key: line.key,
              met: line.met,
              text: passwordRequirementText(line, locale),
            }))}
          />
        </section>
      ))}
    </div>
  );
};
PasswordCriteria.meta = { waitFor: '[data-locales-ready]' };
