import { useId, type FormEvent, type ReactNode } from 'react';
import { useEmailManager } from '../../../headless/account';
import type { EmailClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ContactSection } from './ContactSection';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import { sectionHookOptions, useHookErrors, useOnIncrease } from './shared';
import { useText } from './text';

/** Props of {@link EmailManager}. */
export interface EmailManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (or any object with the calls of `EMAIL_CLIENT_METHODS`). */
  readonly client: EmailClient;
}

/**
 * Email manager (seed 000 §2.1): the address with its status and primary flag, a new address saved and
 * verified by a 6-digit code, a step-up first when it replaces a verified one.
 */
export function EmailManager(props: EmailManagerProps): ReactNode {
  const { stepUpAal, components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = useEmailManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const controlId = `${useId()}-email`;
  const { items, errorFor } = useHookErrors(state, { email: controlId }, (_field, reason) =>
    t(reason === 'required' ? 'field.email.required' : 'field.email.invalid'),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const value = new FormData(event.currentTarget).get('email');
    actions.save({ email: typeof value === 'string' ? value : '' });
  };
  return (
    <ContactSection
      parts={P}
      name="email"
      title={t('account.section.email')}
      empty={t('account.empty.email')}
      hook={hook}
      state={state}
      stepUpAal={stepUpAal}
      errors={items}
      onSubmit={onSubmit}
    >
      <P.Field
        label={t('label.email')}
        hint={t('account.email.hint')}
        controlId={controlId}
        error={errorFor('email')}
        labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
      >
        <P.TextInput
          id={controlId}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          invalid={errorFor('email') !== undefined}
        />
      </P.Field>
    </ContactSection>
  );
}
