import { useEffect, useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useVerifiedUserUpdate, type IdentityClient } from '../../../headless';
import {
  type FlowListeners,
  type VuuClient,
  type VuuConfig,
  type VuuInput,
  type VuuUserFacts,
} from '../../../headless/advanced';
import { PhoneField, type PhoneFieldProps } from '../../fields';
import { SafeLink, type SafeLinkProps } from '../../primitives';
import { mergeParts, type ScreenProps } from '../components';
import { COMMON_PARTS, type CommonParts } from '../parts';
import {
  ServerError,
  StepSection,
  Summary,
  useAttempt,
  useFieldErrors,
  type FieldErrorRef,
} from '../sign-in/shared';
import { useText, type TextKey } from './text';

export interface VerifiedUserUpdateParts extends CommonParts {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly Link: ComponentType<SafeLinkProps>;
}

export const VERIFIED_USER_UPDATE_PARTS: VerifiedUserUpdateParts = {
  ...COMMON_PARTS,
  PhoneField,
  Link: SafeLink,
};

export interface VerifiedUserUpdateProps extends ScreenProps, FlowListeners {
  /** The identity client (contact-info status/record calls, user update, phone country codes). */
  readonly client: VuuClient & Pick<IdentityClient, 'getCountryCodes'>;
  readonly config?: Partial<VuuConfig> | undefined;
  readonly user?: VuuUserFacts | undefined;
  /** Called once the update is saved or skipped. */
  readonly onDone?: ((outcome: 'done' | 'skipped') => void) | undefined;
  readonly components?: Partial<VerifiedUserUpdateParts> | undefined;
}

/**
 * Stand-alone verified-user update (seed 000 §4.7): the status check runs on mount, then phone, full name,
 * skip and learn-more appear exactly as the hook's display elements say.
 */
export function VerifiedUserUpdate({
  client,
  config,
  user,
  onDone,
  onEvent,
  onHostCommand,
  components,
  focusOnMount,
}: VerifiedUserUpdateProps): ReactNode {
  const P = mergeParts(VERIFIED_USER_UPDATE_PARTS, components);
  const t = useText();
  const { state, actions } = useVerifiedUserUpdate({
    client,
    ...(config !== undefined ? { config } : {}),
    ...(user !== undefined ? { user } : {}),
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const [attempt, nextAttempt] = useAttempt();
  const { errors, setErrors, errorFor } = useFieldErrors(t);
  const base = useId();
  const { start } = actions;
  useEffect(() => {
    start();
  }, [start]);
  const step = state.step;
  useEffect(() => {
    if (step === 'done' || step === 'skipped') {
      onDone?.(step);
    }
  }, [step, onDone]);
  const display = state.display;
  const ids = {
    phone: `${base}-phone`,
    firstName: `${base}-firstName`,
    lastName: `${base}-lastName`,
    email: `${base}-email`,
  };
  // Errors the hook found (the same rules as ours, in case a product bypasses the UI check).
  const hookError = (field: keyof typeof ids): string | undefined =>
    state.fieldErrors[field] !== undefined ? t(`field.${field}.invalid`) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const data = new FormData(event.currentTarget);
    const read = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const input: { -readonly [K in keyof VuuInput]: string } = {};
    const found: FieldErrorRef<TextKey>[] = [];
    const need = (field: keyof typeof ids): void => {
      const value = read(field);
      input[field] = value;
      if (value === '') {
        found.push({ fieldId: ids[field], key: `field.${field}.required` });
      }
    };
    if (display?.phone === true) {
      need('phone');
    }
    if (display?.email === true) {
      need('email');
    }
    if (display?.fullName === true) {
      need('firstName');
      need('lastName');
    }
    setErrors(found);
    if (found.length === 0) {
      actions.submit(input);
    }
  };
  if (step === 'done' || step === 'skipped') {
    const title = t('vuu.done.title');
    return (
      <StepSection step={step}>
        <P.Heading focusKey={step} focusOnMount documentTitle={title}>
          {title}
        </P.Heading>
      </StepSection>
    );
  }
  const title = t('vuu.title');
  const prefix = { errorPrefix: t('errorSummary.errorPrefix') };
  const learnMore = state.display?.learnMoreLink === true ? (config?.learnMoreLink ?? null) : null;
  return (
    <StepSection step={step}>
      <P.Heading focusKey="vuu" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p>{t('vuu.body')}</p>
      {learnMore !== null ? <P.Link href={learnMore}>{t('action.learnMore')}</P.Link> : null}
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      {display === null ? (
        <P.Status>{t('recovery.submitting')}</P.Status>
      ) : (
        <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="vuu" className="grid gap-4">
          {display.phone ? (
            <P.PhoneField
              client={client}
              id={ids.phone}
              name="phone"
              label={t('label.phone')}
              error={errorFor(ids.phone) ?? hookError('phone')}
              // The update takes US numbers only (its rule is validateUsPhone): no toggle it would refuse, and
              // the field says so (seed 001 §5.17).
              international={false}
            />
          ) : null}
          {display.email ? (
            <P.Field
              label={t('label.email')}
              controlId={ids.email}
              error={errorFor(ids.email) ?? hookError('email')}
              labels={prefix}
            >
              <P.TextInput id={ids.email} name="email" type="email" autoComplete="email" />
            </P.Field>
          ) : null}
          {display.fullName ? (
            <>
              <P.Field
                label={t('label.firstName')}
                controlId={ids.firstName}
                error={errorFor(ids.firstName) ?? hookError('firstName')}
                labels={prefix}
              >
                <P.TextInput id={ids.firstName} name="firstName" autoComplete="given-name" />
              </P.Field>
              <P.Field
                label={t('label.lastName')}
                controlId={ids.lastName}
                error={errorFor(ids.lastName) ?? hookError('lastName')}
                labels={prefix}
              >
                <P.TextInput id={ids.lastName} name="lastName" autoComplete="family-name" />
              </P.Field>
            </>
          ) : null}
          <P.Button
            type="submit"
            fullWidth
            pending={state.isSubmitting}
            pendingLabel={t('recovery.submitting')}
          >
            {t('action.continue')}
          </P.Button>
          {display.skipButton ? (
            <P.Button type="button" variant="tertiary" fullWidth onClick={actions.skip}>
              {t('action.skip')}
            </P.Button>
          ) : null}
        </P.Form>
      )}
    </StepSection>
  );
}
