import { useId, type FormEvent, type ReactNode } from 'react';
import { type IdentityClient } from '../../../headless';
import { usePhoneManager } from '../../../headless/account';
import type { PhoneClient } from '../../../headless/advanced';
import { mergeParts } from '../components';
import { ContactSection } from './ContactSection';
import { ACCOUNT_PARTS } from './parts';
import type { SensitiveSectionScreenProps } from './props';
import { sectionHookOptions, useHookErrors, useOnIncrease } from './shared';
import { useText } from './text';

/** Props of {@link PhoneManager}. */
export interface PhoneManagerProps extends SensitiveSectionScreenProps {
  /** The identity client (the phone calls plus the country codes of the phone field). */
  readonly client: PhoneClient & Pick<IdentityClient, 'getCountryCodes'>;
}

/**
 * Phone manager (seed 000 §2.1; namespace `phone-manager`): the number and its status, a new number saved and
 * verified by an SMS code, a step-up first when it replaces a verified one. Seed 001 §4: changing the number
 * switches two-step verification by text off, so the form says so.
 */
export function PhoneManager(props: PhoneManagerProps): ReactNode {
  const { client, stepUpAal, components, onSaved } = props;
  const P = mergeParts(ACCOUNT_PARTS, components);
  const t = useText();
  const hook = usePhoneManager(sectionHookOptions(props));
  const { state, actions } = hook;
  useOnIncrease(state.saved, () => onSaved?.());
  const controlId = `${useId()}-phone`;
  const { items, errorFor } = useHookErrors(state, { phoneNumber: controlId }, (_field, reason) =>
    t(reason === 'required' ? 'field.phone.required' : 'field.phone.invalid'),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    const value = new FormData(event.currentTarget).get('phoneNumber');
    actions.save({ phoneNumber: typeof value === 'string' ? value : '' });
  };
  return (
    <ContactSection
      parts={P}
      name="phone"
      title={t('account.section.phone')}
      empty={t('account.empty.phone')}
      hook={hook}
      state={state}
      stepUpAal={stepUpAal}
      errors={items}
      onSubmit={onSubmit}
    >
      {state.data?.isVerified === true ? (
        <P.Status tone="warning">{t('account.phone.twoStepNotice')}</P.Status>
      ) : null}
      <P.PhoneField
        client={client}
        id={controlId}
        name="phoneNumber"
        label={t('label.phone')}
        hint={t('account.phone.hint')}
        error={errorFor('phoneNumber')}
      />
    </ContactSection>
  );
}
