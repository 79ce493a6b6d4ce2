import { useMemo, type ReactNode } from 'react';
import { useAccessHistory } from '../../../headless/account';
import type { AccessHistoryClient } from '../../../headless/advanced';
import { describeLastLogin } from '../../../rules';
import { enUSNotices } from '../../../catalogue/messages/en-US/notices';
import { mergeParts } from '../components';
import { useResolvedLocale, useTextOf } from '../text';
import { ACCOUNT_PARTS } from './parts';
import type { AccountSectionScreenProps } from './props';
import { LoadState, SectionFrame, sectionHookOptions } from './shared';
import { useText } from './text';

/** Props of {@link AccessHistory}. */
export interface AccessHistoryProps extends AccountSectionScreenProps {
  /** The identity client (or any object with `getAccessEvents`). */
  readonly client: AccessHistoryClient;
  /** How many of the newest sign-ins to list. @default 10 */
  readonly limit?: number | undefined;
}

/**
 * Access history (seed 000 §2.1; namespace `access-history`): the last-login text of seed 001 §9 ("Last
 * signed in 3 days ago") and the newest sign-ins with their time, device and place. Read only.
 */
export function AccessHistory(props: AccessHistoryProps): ReactNode {
  const { components, limit } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const notices = useTextOf(enUSNotices);
  const locale = useResolvedLocale();
  const hook = useAccessHistory({ ...sectionHookOptions(props), ...(limit !== undefined ? { limit } : {}) });
  const { state } = hook;
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const events = state.data?.events ?? [];
  const newest = events[0];
  const last = newest === undefined ? null : describeLastLogin(newest.time);
  const unknown = t('account.accessHistory.unknown');
  return (
    <SectionFrame parts={P} name="accessHistory" title={t('account.section.accessHistory')} state={state}>
      <LoadState parts={P} hook={{ state, actions: { ...NO_EDIT, load: hook.actions.load } }} />
      {state.step === 'view' && state.data !== null ? (
        events.length === 0 ? (
          <p className="text-ik-fg-muted">{t('account.accessHistory.empty')}</p>
        ) : (
          <>
            {last !== null ? <p>{notices(`lastLogin.${last.unit}`, { count: last.count })}</p> : null}
            <ul className="grid list-none gap-1 p-0 text-sm">
              {events.map((event) => (
                <li key={`${event.time}-${event.type}`} dir="auto">
                  {t('account.accessHistory.event', {
                    time: format.format(new Date(event.time)),
                    device: event.device ?? unknown,
                    location: event.location ?? unknown,
                  })}
                </li>
              ))}
            </ul>
            <p className="text-sm text-ik-fg-muted">{t('account.accessHistory.notYou')}</p>
          </>
        )
      ) : null}
    </SectionFrame>
  );
}

/** The history is read only: no edit, code or step-up actions. */
const NO_EDIT = {
  edit: () => undefined,
  cancel: () => undefined,
  sendCode: () => undefined,
  verifyCode: () => undefined,
  resume: () => undefined,
};
