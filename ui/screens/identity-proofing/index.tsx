import { useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useIdentityProofing, type ProofingConfig } from '../../../headless';
import { OfferingLinkList } from '../offering-links';
import {
  useProviderOffering,
  type FlowListeners,
  type ProofingClient,
  type ProofingField,
} from '../../../headless/advanced';
import { regionName } from '../../../rules';
import { Radio, Select, type RadioProps, type SelectProps } from '../../primitives';
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
import { useScreenLocale } from '../text';
import { useText, type TextKey } from './text';

export interface IdentityProofingParts extends CommonParts {
  readonly Radio: ComponentType<RadioProps>;
  /** The state / province list (US and Canadian addresses). */
  readonly Select: ComponentType<SelectProps>;
}

export const IDENTITY_PROOFING_PARTS: IdentityProofingParts = { ...COMMON_PARTS, Radio, Select };

export interface IdentityProofingProps extends ScreenProps, FlowListeners {
  readonly client: ProofingClient;
  /**
   * National-id country (`nationalId.{country}` names it), the identity-match failure text variant and the
   * personal fields to ask for. Inside a provider that names an offering, `fields` defaults to the offering's
   * `identityProofingFields`; what is given here wins.
   */
  readonly config?: Partial<ProofingConfig> | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  readonly components?: Partial<IdentityProofingParts> | undefined;
}

const LABEL: Record<Exclude<ProofingField, 'ssn'>, TextKey> = {
  firstName: 'label.firstName',
  lastName: 'label.lastName',
  birthDate: 'label.dateOfBirth',
  street: 'label.streetAddress',
  city: 'label.city',
  state: 'label.state',
  zipCode: 'label.zipCode',
};
const REQUIRED: Record<ProofingField, TextKey> = {
  firstName: 'field.firstName.required',
  lastName: 'field.lastName.required',
  ssn: 'field.nationalId.required',
  birthDate: 'field.dateOfBirth.required',
  street: 'field.streetAddress.required',
  city: 'field.city.required',
  state: 'field.state.required',
  zipCode: 'field.zipCode.required',
};
const INVALID: Record<ProofingField, TextKey> = {
  firstName: 'field.firstName.invalid',
  lastName: 'field.lastName.invalid',
  ssn: 'field.nationalId.invalid',
  birthDate: 'field.dateOfBirth.invalid',
  street: 'field.streetAddress.invalid',
  city: 'field.city.invalid',
  state: 'field.state.invalid',
  zipCode: 'field.zipCode.invalid',
};
/** A Canadian address says province and postal code (the keys above say state and ZIP code). */
const PROVINCE_KEYS: Partial<Record<ProofingField, { label: TextKey; required: TextKey; invalid: TextKey }>> =
  {
    state: {
      label: 'label.province',
      required: 'field.province.required',
      invalid: 'field.province.invalid',
    },
    zipCode: {
      label: 'label.postalCode',
      required: 'field.postalCode.required',
      invalid: 'field.postalCode.invalid',
    },
  };
/**
 * Identity proofing (seed 001 §3, §5): personal data, then knowledge questions, then verified or the
 * identity-match failure texts. The national id (SSN) is a secret: an uncontrolled password-style input with a
 * show/hide toggle, `autocomplete=off`, read only on submit; never in state, URLs, logs or analytics.
 */
export function IdentityProofing({
  client,
  config,
  now,
  onEvent,
  onHostCommand,
  components,
  focusOnMount,
}: IdentityProofingProps): ReactNode {
  const P = mergeParts(IDENTITY_PROOFING_PARTS, components);
  const t = useText();
  const provided = useProviderOffering();
  const offering = provided?.config ?? null;
  const proofing = useIdentityProofing({
    client,
    // The offering's fields first (offeringProofingConfig); the explicit `config` prop wins.
    ...(provided !== null || config !== undefined ? { config: { ...provided?.proofing, ...config } } : {}),
    ...(now !== undefined ? { now } : {}),
    ...(onEvent !== undefined ? { onEvent } : {}),
    ...(onHostCommand !== undefined ? { onHostCommand } : {}),
  });
  const { state, actions, getFieldProps } = proofing;
  const [attempt, nextAttempt] = useAttempt();
  const base = useId();
  const idName = t(state.nationalIdKey);
  const prefix = { errorPrefix: t('errorSummary.errorPrefix') };
  const idOf = (field: ProofingField): string => `${base}-${field}`;
  const locale = useScreenLocale();
  const text = (key: TextKey): string => t(key, { idName });
  const { errors, setErrors, errorFor } = useFieldErrors(text);
  const canadian = state.addressTerms === 'province' ? PROVINCE_KEYS : {};
  const labelOf = (field: Exclude<ProofingField, 'ssn'>): TextKey => canadian[field]?.label ?? LABEL[field];
  const requiredOf = (field: ProofingField): TextKey => canadian[field]?.required ?? REQUIRED[field];
  const invalidOf = (field: ProofingField): TextKey => canadian[field]?.invalid ?? INVALID[field];
  const errorOf = (field: ProofingField): string | undefined =>
    errorFor(idOf(field)) ??
    (state.fieldErrors[field] !== undefined && errors.length === 0 ? text(invalidOf(field)) : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    nextAttempt();
    const data = new FormData(event.currentTarget);
    const input: Partial<Record<ProofingField, string>> = {};
    const found: FieldErrorRef<TextKey>[] = [];
    for (const field of state.fields) {
      const value = data.get(field);
      input[field] = typeof value === 'string' ? value.trim() : '';
      if (input[field] === '') {
        found.push({ fieldId: idOf(field), key: requiredOf(field) });
      }
    }
    setErrors(found);
    if (found.length === 0) {
      actions.submit(input);
    }
  };

  if (state.step === 'verified') {
    const title = t('identityProofing.done.title');
    return (
      <StepSection step="verified">
        <P.Heading focusKey="verified" focusOnMount documentTitle={title}>
          {title}
        </P.Heading>
      </StepSection>
    );
  }
  if (state.step === 'failed') {
    const title = t(state.failureHeaderKey);
    return (
      <StepSection step="failed">
        <P.Heading focusKey="failed" focusOnMount documentTitle={title}>
          {title}
        </P.Heading>
        <p>{t(state.failureKey)}</p>
        {state.retryHelperKey !== null ? <p className="text-ik-fg-muted">{t(state.retryHelperKey)}</p> : null}
        <P.Button type="button" fullWidth onClick={actions.retry}>
          {t('action.tryAgain')}
        </P.Button>
      </StepSection>
    );
  }
  if (state.step === 'questions') {
    const title = t('identityProofing.questions.title');
    const onAnswers = (): void => {
      nextAttempt();
      const missing = state.questions.filter((q) => state.answers[q.questionId] === undefined);
      setErrors(
        missing.map((q) => ({
          fieldId: `${base}-${q.questionId}-${q.answers[0]?.answerId ?? ''}`,
          message: q.question,
        })),
      );
      if (missing.length === 0) {
        actions.submitAnswers();
      }
    };
    return (
      <StepSection step="questions">
        <P.Heading focusKey="questions" focusOnMount documentTitle={title}>
          {title}
        </P.Heading>
        <Summary parts={P} errors={errors} attempt={attempt} />
        <ServerError parts={P} code={state.errorCode} attempt={attempt} />
        <P.Form
          onSubmit={onAnswers}
          pending={state.isSubmitting}
          data-step="questions"
          className="grid gap-6"
        >
          {state.questions.map((q) => (
            // Each question is a "choose one" list, drawn like every picker of the kit (ChoiceList rows: the
            // whole row is the target, the chosen row has an accent border; issue 18 §1).
            <fieldset key={q.questionId} className="ik-choice-list">
              {/* The question and answers are the service's text: rendered as text only. */}
              <legend className="ik-label">{q.question}</legend>
              {q.answers.map((a) => (
                <P.Radio
                  key={a.answerId}
                  id={`${base}-${q.questionId}-${a.answerId}`}
                  name={q.questionId}
                  value={a.answerId}
                  checked={state.answers[q.questionId] === a.answerId}
                  onChange={() => actions.chooseAnswer(q.questionId, a.answerId)}
                  label={a.text}
                  wrapperClassName="ik-choice"
                />
              ))}
            </fieldset>
          ))}
          <P.Button
            type="submit"
            fullWidth
            pending={state.isSubmitting}
            pendingLabel={t('recovery.submitting')}
          >
            {t('action.continue')}
          </P.Button>
        </P.Form>
      </StepSection>
    );
  }
  const title = t('identityProofing.title');
  return (
    <StepSection step="form">
      <P.Heading focusKey="form" focusOnMount={focusOnMount} documentTitle={title}>
        {title}
      </P.Heading>
      <p className="text-ik-fg-muted">{t('identityProofing.body')}</p>
      {/* Seed 001 §3: why the personal data is asked, and what is done with it (the offering's pages). */}
      <OfferingLinkList
        links={[
          { href: offering?.whyAreWeAskingLink, text: t('action.whyAreWeAsking'), id: 'why' },
          { href: offering?.piiLearnMoreLink, text: t('action.learnMore'), id: 'pii-learn-more' },
        ]}
      />
      <Summary parts={P} errors={errors} attempt={attempt} />
      <ServerError parts={P} code={state.errorCode} attempt={attempt} />
      <P.Form onSubmit={onSubmit} pending={state.isSubmitting} data-step="form" className="grid gap-4">
        {state.fields.map((field) => {
          const id = idOf(field);
          const error = errorOf(field);
          if (field === 'ssn') {
            const { autoComplete: _ignored, ...ssnProps } = getFieldProps('ssn', { id });
            return (
              <P.Field key={field} label={idName} controlId={id} error={error} labels={prefix}>
                <P.PasswordInput
                  {...ssnProps}
                  // A secret that is not a password: no autofill, no password-manager saving, no spellcheck.
                  autoComplete="off"
                  spellCheck={false}
                  data-1p-ignore=""
                  data-lpignore="true"
                  invalid={error !== undefined}
                  aria-invalid={undefined}
                  labels={{ show: t('identityProofing.showId', { idName }) }}
                  // "Show Social Insurance Number" is wider than a 320 px screen: let the toggle wrap its words.
                  toggleClassName="shrink whitespace-normal text-start"
                />
              </P.Field>
            );
          }
          if (field === 'state' && state.regions !== null) {
            // A list, not free text (seed 001 §3): the service matches the postal abbreviation exactly.
            const { name, autoComplete } = getFieldProps(field);
            return (
              <P.Field key={field} label={t(labelOf(field))} controlId={id} error={error} labels={prefix}>
                <P.Select
                  id={id}
                  name={name}
                  autoComplete={autoComplete}
                  defaultValue=""
                  aria-invalid={error !== undefined ? true : undefined}
                >
                  <option value="">{t('identityProofing.chooseRegion')}</option>
                  {state.regions.map((region) => (
                    <option key={region.code} value={region.code}>
                      {regionName(region, locale)}
                    </option>
                  ))}
                </P.Select>
              </P.Field>
            );
          }
          return (
            <P.Field
              key={field}
              label={t(labelOf(field))}
              hint={
                field === 'birthDate'
                  ? t(
                      state.dateOrder === 'YMD'
                        ? 'identityProofing.dateHint.YMD'
                        : 'identityProofing.dateHint.MDY',
                    )
                  : undefined
              }
              controlId={id}
              error={error}
              labels={prefix}
            >
              <P.TextInput
                {...getFieldProps(field, { id })}
                {...(field === 'street' ? { autoComplete: 'street-address' } : {})}
                aria-invalid={error !== undefined ? true : undefined}
              />
            </P.Field>
          );
        })}
        <P.Button
          type="submit"
          fullWidth
          pending={state.isSubmitting}
          pendingLabel={t('recovery.submitting')}
        >
          {t('action.continue')}
        </P.Button>
      </P.Form>
      <OfferingLinkList
        links={[{ href: offering?.idpNeedHelpLink, text: t('action.needHelp'), id: 'idp-help' }]}
      />
    </StepSection>
  );
}
