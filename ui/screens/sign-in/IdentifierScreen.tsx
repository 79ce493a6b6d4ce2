import { useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useOffering, useSignIn } from '../../../headless';
import { Button, type ButtonProps } from '../../primitives';
import { mergeParts, type SignInFieldScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import { useCoreText as useText, useErrorText } from '../text';
import { usePasskeyAutofill } from './step-effects';
import { Effect } from '../../primitives/effect';
import {
  BelowFirstHeading,
  offeringLinks,
  serverAlert,
  Summary,
  useAttempt,
  validationItems,
} from './shared';

/** Props of the tab part: one of the email / phone choices of tabbed sign-in. */
export interface SignInTabProps {
  readonly tab: 'email' | 'phone';
  readonly selected: boolean;
  readonly onSelect: () => void;
  readonly children?: ReactNode;
}

function SignInTab({ selected, onSelect, children }: SignInTabProps): ReactNode {
  const props: ButtonProps = {
    variant: selected ? 'primary' : 'secondary',
    'aria-pressed': selected,
    onClick: onSelect,
  };
  return <Button {...props}>{children}</Button>;
}

export interface IdentifierParts extends CommonParts {
  /**
   * One choice of tabbed sign-in (seed 000 §2.2). The default is a toggle button (`aria-pressed`) in a
   * labelled group: the ARIA tabs pattern would also need arrow-key handling and a tab panel per choice,
   * while here both choices share one field.
   */
  readonly Tab: ComponentType<SignInTabProps>;
}

export const IDENTIFIER_PARTS: IdentifierParts = { ...COMMON_PARTS, Tab: SignInTab };

export interface IdentifierScreenProps extends SignInFieldScreenProps {
  readonly components?: Partial<IdentifierParts> | undefined;
}

/**
 * Identifier-first step (seed 000 §4.3), with the email / phone tabs of tabbed sign-in when the
 * configuration turns them on. Validation on submit only; the field keeps what was typed.
 */
export function IdentifierScreen({
  components,
  focusOnMount,
  passkeyAutofill,
}: IdentifierScreenProps): ReactNode {
  const P = mergeParts(IDENTIFIER_PARTS, components);
  const t = useText();
  const { state, actions, getFormProps, getIdentifierInputProps } = useSignIn();
  const [attempt, nextAttempt] = useAttempt();
  const belowHeading = useContext(BelowFirstHeading);
  const identifierId = `${useId()}-identifier`;
  const isPhone = state.isTabbed && state.tab === 'phone';
  // The hook refuses an empty identifier (state.validationErrors); the screen only words it.
  const errors = validationItems(state.validationErrors, {
    identifier: {
      fieldId: identifierId,
      message: t(isPhone ? 'field.phone.required' : 'signIn.identifier.required'),
    },
  });
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  const title = t('screen.signIn');
  const serverCode = state.status === 'STOPPED' ? state.errorCode : null;
  // As on the password step (issue 19 start-up JS): the server error worded here and its alert rendered only
  // with one, the offering's links only with an offering, StepSection's <section> inline.
  const described = useErrorText(serverCode);
  const offering = useOffering();

  // Passkey autofill (issue 5 §2) where the offering has passkeys or the product asks for it (issue 19): the
  // hook starts the request after the first paint, when the main thread is idle; the returned stop ends it
  // on unmount (submit and leaving the step end it in the hook). Mounted only then (ui/primitives/effect.ts).
  const autofill = usePasskeyAutofill(passkeyAutofill);

  return (
    <section className="grid gap-4" data-step="identifier">
      <P.Heading focusKey="identifier" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      {belowHeading}
      <Summary parts={P} errors={errors} attempt={attempt} />
      {described === null ? null : serverAlert(P, described, attempt)}
      {state.isTabbed ? (
        <div role="group" aria-label={t('signIn.tabs.label')} className="ik-segmented">
          <P.Tab tab="email" selected={state.tab === 'email'} onSelect={() => actions.selectTab('email')}>
            {t('signIn.tab.email')}
          </P.Tab>
          <P.Tab tab="phone" selected={state.tab === 'phone'} onSelect={() => actions.selectTab('phone')}>
            {t('signIn.tab.phone')}
          </P.Tab>
        </div>
      ) : null}
      <P.Form
        {...getFormProps({ onSubmit: nextAttempt })}
        pending={state.isSubmitting}
        data-step="identifier"
        className="grid gap-4"
      >
        <P.Field
          label={t(isPhone ? 'label.phone' : 'signIn.identifier.label')}
          controlId={identifierId}
          error={errorFor(identifierId)}
          labels={{ errorPrefix: t('errorSummary.errorPrefix') }}
        >
          <P.TextInput
            // A new tab starts an empty field of another kind (autocomplete and keyboard change too).
            key={state.tab}
            {...getIdentifierInputProps({
              id: identifierId,
              type: isPhone ? 'tel' : 'text',
              'aria-invalid': errorFor(identifierId) !== undefined || serverCode !== null ? true : undefined,
            })}
            {...(isPhone ? { defaultValue: '' } : {})}
          />
        </P.Field>
        <P.Button type="submit" fullWidth pending={state.isSubmitting} pendingLabel={t('signIn.submitting')}>
          {t('action.continue')}
        </P.Button>
      </P.Form>
      {offering === null ? null : offeringLinks(offering)}
      {autofill ? (
        <Effect run={() => actions.startPasskeyAutofill({ enabled: true })} deps={[actions]} />
      ) : null}
    </section>
  );
}
