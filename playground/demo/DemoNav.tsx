// Links between the demo pages (the kit's sign-in screens link to no sign-up or recovery page of their own:
// a product places those links). Demo text, not catalogue text: the demo is an app on top of the kit.
import type { ReactNode } from 'react';
import { SafeLink } from '../../ui';
import { DEMO_PAGE_PATHS, type DemoPage } from './pages';

const LINKS: readonly { readonly page: DemoPage; readonly text: string }[] = [
  { page: 'signIn', text: 'Sign in' },
  { page: 'signUp', text: 'Create an account' },
  { page: 'recovery', text: 'Recover your account' },
  { page: 'account', text: 'Manage your account (signed in)' },
];

export function DemoNav({ current }: { readonly current: DemoPage }): ReactNode {
  return (
    <nav aria-label="Demo pages" className="mt-4 text-sm" data-demo="nav">
      <ul className="flex list-none flex-wrap gap-4 p-0">
        {LINKS.filter((link) => link.page !== current).map((link) => (
          <li key={link.page}>
            <SafeLink href={DEMO_PAGE_PATHS[link.page]}>{link.text}</SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
