import type { ComponentType, ReactNode } from 'react';
import { useSignIn } from '../../../headless';
import { type MatchingUser } from '../../../headless/advanced';
import { ActionRow } from '../choice-list';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { enUSAccountChoice } from '../../../catalogue/messages/en-US/account-choice';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { useTextOf } from '../text';
import { ServerError, StepSection } from './shared';

/** Props of one account of the chooser. Account names are user data: rendered as text. */
export interface AccountOptionProps {
  readonly account: MatchingUser;
  readonly pending: boolean;
  readonly onSelect: () => void;
}

/** One account as a picker row (../choice-list.tsx): its user name, and its email when that differs. */
function AccountOption({ account, pending, onSelect }: AccountOptionProps): ReactNode {
  const name = account.username ?? account.userId;
  return (
    <ActionRow
      choice={{
        key: account.userId,
        title: <span className="break-all">{name}</span>,
        detail:
          account.email !== undefined && account.email !== name ? (
            <span className="break-all">{account.email}</span>
          ) : undefined,
        pending,
        onSelect,
      }}
    />
  );
}

export interface AccountChoiceParts extends CommonParts {
  readonly AccountOption: ComponentType<AccountOptionProps>;
}

export const ACCOUNT_CHOICE_PARTS: AccountChoiceParts = { ...COMMON_PARTS, AccountOption };

export interface AccountChoiceScreenProps extends ScreenProps {
  readonly components?: Partial<AccountChoiceParts> | undefined;
}

/**
 * Account chooser (seed 000 §4.3): several accounts matched the identifier; picking one asks the password. In
 * the single account choice mode (seed 001 §4) it also shows a lone account, for the user to confirm.
 */
export function AccountChoiceScreen({ components, focusOnMount }: AccountChoiceScreenProps): ReactNode {
  const P = mergeParts(ACCOUNT_CHOICE_PARTS, components);
  // The chooser's own wording comes with this lazy step (catalogue part account-choice).
  const t = useTextOf(enUSCore, enUSAccountChoice);
  const { state, actions } = useSignIn();
  const title = t('screen.accountSelection');
  return (
    <StepSection step="accountChoice">
      <P.Heading focusKey="accountChoice" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p className="break-words">
        {t(state.candidates.length === 1 ? 'signIn.accountChoice.confirmHint' : 'signIn.accountChoice.hint', {
          identifier: state.identifier,
        })}
      </p>
      <ServerError parts={P} code={state.status === 'STOPPED' ? state.errorCode : null} attempt={0} />
      <ul className="ik-choice-list" aria-label={title}>
        {state.candidates.map((account) => (
          <li key={account.userId}>
            <P.AccountOption
              account={account}
              pending={state.isSubmitting}
              onSelect={() => actions.selectAccount(account.userId)}
            />
          </li>
        ))}
      </ul>
      <div className="ik-actions">
        <P.Button variant="tertiary" onClick={() => actions.toIdentifier()}>
          {t('action.useAnotherAccount')}
        </P.Button>
      </div>
    </StepSection>
  );
}
