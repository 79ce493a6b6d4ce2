// The fixture accounts as on-screen hints, for the demo page and the journey story: what to type and what
// happens. Text only (the fixture table is the playground's own data).
import type { ReactNode } from 'react';
import {
  FIXTURE_ACCOUNTS,
  FIXTURE_CAPTCHA_TOKEN,
  FIXTURE_PASSWORD,
  FIXTURE_TOTP_SECRET,
} from '../store/fixtures';

export interface FixtureHintsProps {
  /** Extra lines under the table (e.g. how to read the outbox). */
  readonly notes?: readonly string[] | undefined;
}

/** One line per email (two.accounts has two accounts on one email). */
const ACCOUNTS = FIXTURE_ACCOUNTS.filter(
  (account, index) => FIXTURE_ACCOUNTS.findIndex((other) => other.email === account.email) === index,
);

export function FixtureHints({ notes = [] }: FixtureHintsProps): ReactNode {
  return (
    <section
      aria-labelledby="fixture-hints-title"
      className="mt-4 grid gap-2 rounded-md border border-ik-border bg-ik-surface p-4 text-sm text-ik-fg"
      data-demo="fixtures"
    >
      <h2 id="fixture-hints-title" className="text-base font-semibold">
        Playground accounts
      </h2>
      <p>
        Password for every account: <code>{FIXTURE_PASSWORD}</code>. Captcha token:{' '}
        <code>{FIXTURE_CAPTCHA_TOKEN}</code>. TOTP secret: <code>{FIXTURE_TOTP_SECRET}</code>.
      </p>
      <ul className="grid list-none gap-1 p-0">
        {ACCOUNTS.map((account) => (
          <li key={account.key} className="break-words">
            <code>{account.email === '' ? account.userId : account.email}</code>: {account.behaviour}
          </li>
        ))}
      </ul>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  );
}
